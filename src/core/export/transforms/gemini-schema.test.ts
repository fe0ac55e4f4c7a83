/**
 * Gemini's conversion, one step at a time. Each row is checked against what Gemini's Schema
 * takes (docs/providers.md#gemini: one upper-case type plus `nullable`, string enums with a type,
 * numbers as strings with format "enum", int64 fields typed as strings, the listed fields only).
 * The goldens stay the end-to-end check.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { matrixColumn } from '../registry';
import { ChangeLog } from './changes';
import { enumStep, keywordStep, mergeAllOfStep, toGeminiSchema, typeStep } from './gemini-schema';
import type { GeminiState } from './gemini-schema';

type Change = { code: string; kind: string; pointer: string; widening?: boolean };
const summary = (log: ChangeLog): Change[] =>
  log.changes.map(({ code, kind, pointer, widening }) =>
    widening ? { code, kind, pointer, widening } : { code, kind, pointer },
  );

describe('typeStep', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, boolean, string[]][] = [
    ['one type is upper-cased', { type: 'string' }, { type: 'STRING' }, false, []],
    [
      'a type with null becomes one type and nullable',
      { type: ['string', 'null'] },
      { type: 'STRING' },
      true,
      ['gemini-type-array'],
    ],
    [
      'two types become an anyOf of one type each',
      { type: ['string', 'integer'] },
      { anyOf: [{ type: 'STRING' }, { type: 'INTEGER' }] },
      false,
      ['gemini-type-array'],
    ],
    ['only null stays NULL', { type: ['null'] }, { type: 'NULL' }, true, []],
    ['no type adds none', { description: 'x' }, {}, false, []],
  ];
  it.each(rows)('%s', (_, schema, expected, nullable, codes) => {
    const log = new ChangeLog(0, 't');
    const out: JsonSchemaObject = {};
    expect(typeStep(schema, out, '/p', log)).toBe(nullable);
    expect(out).toEqual(expected);
    expect(log.changes.map((c) => c.code)).toEqual(codes);
    for (const change of log.changes) expect(change.pointer).toBe('/p/type');
  });
});

describe('enumStep', () => {
  const rows: [
    string,
    JsonSchemaObject,
    JsonSchemaObject,
    JsonSchemaObject | undefined,
    boolean | undefined,
    Change[],
  ][] = [
    [
      'a string enum gets type STRING',
      { enum: ['a', 'b'] },
      {},
      { type: 'STRING', enum: ['a', 'b'] },
      false,
      [{ code: 'gemini-type-added', kind: 'added', pointer: '/p/enum' }],
    ],
    [
      'an integer enum is written as strings with format "enum"',
      { type: 'integer', enum: [1, 2] },
      { type: 'INTEGER' },
      { type: 'INTEGER', format: 'enum', enum: ['1', '2'] },
      false,
      [{ code: 'gemini-enum-stringified', kind: 'converted', pointer: '/p/enum' }],
    ],
    [
      'an untyped number enum gets type NUMBER',
      { enum: [1, 1.5] },
      {},
      { type: 'NUMBER', format: 'enum', enum: ['1', '1.5'] },
      false,
      [
        { code: 'gemini-type-added', kind: 'added', pointer: '/p/enum' },
        { code: 'gemini-enum-stringified', kind: 'converted', pointer: '/p/enum' },
      ],
    ],
    [
      'a boolean enum gets type BOOLEAN',
      { enum: [true, false] },
      {},
      { type: 'BOOLEAN', format: 'enum', enum: ['true', 'false'] },
      false,
      [
        { code: 'gemini-type-added', kind: 'added', pointer: '/p/enum' },
        { code: 'gemini-enum-stringified', kind: 'converted', pointer: '/p/enum' },
      ],
    ],
    [
      'const becomes a one-value enum',
      { const: 'x' },
      {},
      { type: 'STRING', enum: ['x'] },
      false,
      [
        { code: 'gemini-const-enum', kind: 'converted', pointer: '/p/const' },
        { code: 'gemini-type-added', kind: 'added', pointer: '/p/const' },
      ],
    ],
    [
      'const beside enum: the enum is removed',
      { type: 'integer', const: 1, enum: [1, 2] },
      { type: 'INTEGER' },
      { type: 'INTEGER', format: 'enum', enum: ['1'] },
      false,
      [
        { code: 'gemini-const-enum', kind: 'converted', pointer: '/p/const' },
        { code: 'gemini-enum-with-const', kind: 'stripped', pointer: '/p/enum' },
        { code: 'gemini-enum-stringified', kind: 'converted', pointer: '/p/const' },
      ],
    ],
    [
      'null in an enum becomes nullable',
      { enum: ['a', null] },
      {},
      { type: 'STRING', enum: ['a'] },
      true,
      [
        { code: 'gemini-enum-null', kind: 'converted', pointer: '/p/enum' },
        { code: 'gemini-type-added', kind: 'added', pointer: '/p/enum' },
      ],
    ],
    [
      'an object value cannot be expressed',
      { enum: [{ a: 1 }] },
      {},
      undefined,
      undefined,
      [{ code: 'gemini-enum-objects', kind: 'rejected', pointer: '/p/enum' }],
    ],
    [
      'strings mixed with numbers are refused',
      { enum: ['a', 1] },
      {},
      undefined,
      undefined,
      [{ code: 'gemini-enum-mixed', kind: 'rejected', pointer: '/p/enum' }],
    ],
    ['no enum, no change', { type: 'string' }, { type: 'STRING' }, { type: 'STRING' }, false, []],
  ];
  it.each(rows)('%s', (_, schema, outBefore, expected, nullable, changes) => {
    const log = new ChangeLog(0, 't');
    const out = { ...outBefore };
    expect(enumStep(schema, out, '/p', log)).toBe(nullable);
    if (expected) expect(out).toEqual(expected);
    expect(summary(log)).toEqual(changes);
  });
});

describe('keywordStep', () => {
  const state = (log: ChangeLog): GeminiState => ({
    root: {},
    rootPointer: '',
    log,
    column: matrixColumn('gemini'),
    stack: [],
    inlined: 0,
    refs: new Map(),
  });
  const rows: [string, JsonSchemaObject, JsonSchemaObject, Change[]][] = [
    ['description is kept', { description: 'd' }, { description: 'd' }, []],
    ['pattern is kept', { pattern: '^a$' }, { pattern: '^a$' }, []],
    ['a documented format is kept', { format: 'date-time' }, { format: 'date-time' }, []],
    [
      'an undocumented format is kept and flagged',
      { format: 'uuid' },
      { format: 'uuid' },
      [{ code: 'gemini-format-unverified', kind: 'flagged', pointer: '/p/format' }],
    ],
    [
      'an int64 field is written as a string',
      { minLength: 3 },
      { minLength: '3' },
      [{ code: 'gemini-int64-string', kind: 'converted', pointer: '/p/minLength' }],
    ],
    [
      'an int64 field that is not a number is removed, widening',
      { maxItems: 'x' },
      {},
      [
        {
          code: 'gemini-keyword-malformed',
          kind: 'stripped',
          pointer: '/p/maxItems',
          widening: true,
        },
      ],
    ],
    [
      'examples becomes the first example',
      { examples: [1, 2] },
      { example: 1 },
      [{ code: 'gemini-examples-example', kind: 'converted', pointer: '/p/examples' }],
    ],
    [
      'empty examples are removed',
      { examples: [] },
      {},
      [{ code: 'gemini-keyword-stripped', kind: 'stripped', pointer: '/p/examples' }],
    ],
    [
      'additionalProperties: false is removed, widening',
      { additionalProperties: false },
      {},
      [
        {
          code: 'gemini-keyword-stripped',
          kind: 'stripped',
          pointer: '/p/additionalProperties',
          widening: true,
        },
      ],
    ],
    [
      'additionalProperties: true is removed without widening',
      { additionalProperties: true },
      {},
      [{ code: 'gemini-keyword-stripped', kind: 'stripped', pointer: '/p/additionalProperties' }],
    ],
    [
      'uniqueItems is removed, widening',
      { uniqueItems: true },
      {},
      [
        {
          code: 'gemini-keyword-stripped',
          kind: 'stripped',
          pointer: '/p/uniqueItems',
          widening: true,
        },
      ],
    ],
    [
      'tuple items are removed, widening',
      { items: [{ type: 'string' }] },
      {},
      [{ code: 'gemini-tuple-stripped', kind: 'stripped', pointer: '/p/items', widening: true }],
    ],
    [
      'one items schema is converted',
      { items: { type: 'string' } },
      { items: { type: 'STRING' } },
      [],
    ],
    ['required is kept', { required: ['a'] }, { required: ['a'] }, []],
    [
      'a property name outside Gemini’s rule is flagged',
      { properties: { 'a-b': { type: 'string' } } },
      { properties: { 'a-b': { type: 'STRING' } } },
      [{ code: 'gemini-property-name', kind: 'flagged', pointer: '/p/properties/a-b' }],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    const out: JsonSchemaObject = {};
    for (const key of Object.keys(schema)) keywordStep(key, schema, out, '/p', state(log));
    expect(out).toEqual(expected);
    expect(summary(log)).toEqual(changes);
  });
});

describe('mergeAllOfStep', () => {
  const state = (log: ChangeLog): GeminiState => ({
    root: { $defs: { Id: { properties: { id: { type: 'string' } } } } },
    rootPointer: '/in',
    log,
    column: matrixColumn('gemini'),
    stack: [],
    inlined: 0,
    refs: new Map(),
  });
  const rows: [string, JsonSchemaObject, JsonSchemaObject | undefined, Change[]][] = [
    [
      'branches that touch different keywords merge (a $ref branch resolved)',
      { type: 'object', allOf: [{ $ref: '#/$defs/Id' }, { required: ['id'] }] },
      { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      [{ code: 'gemini-allof-merged', kind: 'converted', pointer: '/p/allOf' }],
    ],
    [
      'branches that disagree are refused',
      { allOf: [{ maxLength: 1 }, { maxLength: 2 }] },
      undefined,
      [{ code: 'gemini-allof', kind: 'rejected', pointer: '/p/allOf' }],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    expect(mergeAllOfStep(schema, '/p', state(log))).toEqual(expected);
    expect(summary(log)).toEqual(changes);
  });
});

describe('toGeminiSchema', () => {
  it('inlines a $ref, removes $defs and folds a null branch into nullable', () => {
    const log = new ChangeLog(0, 't');
    const out = toGeminiSchema(
      {
        type: 'object',
        properties: { a: { anyOf: [{ $ref: '#/$defs/S' }, { type: 'null' }] } },
        $defs: { S: { type: 'string' } },
      },
      '/inputSchema',
      log,
      matrixColumn('gemini'),
    );
    expect(out).toEqual({
      type: 'OBJECT',
      properties: { a: { type: 'STRING', nullable: true } },
    });
    expect(log.changes.map((c) => c.code).sort()).toEqual([
      'gemini-defs-stripped',
      'gemini-null-branch',
      'gemini-ref-inlined',
      'gemini-union-folded',
    ]);
  });

  it('refuses a recursive $ref', () => {
    const log = new ChangeLog(0, 't');
    toGeminiSchema(
      { type: 'object', properties: { n: { $ref: '#' } } },
      '/inputSchema',
      log,
      matrixColumn('gemini'),
    );
    expect(log.rejections.map((c) => [c.code, c.pointer])).toEqual([
      ['gemini-ref-recursive', '/inputSchema/properties/n/$ref'],
    ]);
  });
});
