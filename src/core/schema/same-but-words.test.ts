import { describe, expect, it } from 'vitest';
import { checkSample } from '../validation/sample';
import { sameButWords, wordlessText } from './same-but-words';

const tool = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    city: { type: 'string', title, description: 'The city.', minLength: 1, ...extra },
    days: { type: 'integer', maximum: 14 },
  },
  required: ['city'],
});

describe('sameButWords', () => {
  it('holds schemas alike when only a title, description or comment of a subschema changed', () => {
    expect(sameButWords(tool('City'), tool('City name'))).toBe(true);
    expect(
      sameButWords(
        { $defs: { a: { description: 'A' } }, items: [{ $comment: 'x' }], anyOf: [{ title: 'p' }] },
        { $defs: { a: { description: 'B' } }, items: [{ $comment: 'y' }], anyOf: [{ title: 'q' }] },
      ),
    ).toBe(true);
    expect(
      sameButWords(
        { dependencies: { a: { title: 'x' } } },
        { dependencies: { a: { title: 'y' } } },
      ),
    ).toBe(true);
    // Key order is not a difference.
    expect(sameButWords({ type: 'string', minLength: 1 }, { minLength: 1, type: 'string' })).toBe(
      true,
    );
  });

  it('tells schemas apart when anything else differs', () => {
    const base = tool('City');
    const others = [
      tool('City', { minLength: 2 }),
      tool('City', { pattern: '^a' }),
      { ...base, required: ['days'] },
      { ...base, properties: { ...base.properties, title: { type: 'string' } } },
      { ...base, additionalProperties: false },
      // A word that is no longer a string: the meta-schema refuses it.
      tool(5 as unknown as string),
    ];
    for (const other of others) expect(sameButWords(base, other)).toBe(false);
    // A property named "title" is a property, not a word.
    expect(
      sameButWords(
        { properties: { title: { type: 'string' } } },
        { properties: { title: { type: 'number' } } },
      ),
    ).toBe(false);
    // Data is compared whole, even where it looks like a schema.
    expect(sameButWords({ enum: [{ title: 'a' }] }, { enum: [{ title: 'b' }] })).toBe(false);
    expect(sameButWords({ const: { title: 'a' } }, { const: { title: 'b' } })).toBe(false);
    expect(sameButWords({ default: 'a' }, { default: 'b' })).toBe(false);
    expect(sameButWords({ dependencies: { a: ['b'] } }, { dependencies: { a: ['c'] } })).toBe(
      false,
    );
    expect(sameButWords({ items: true }, { items: false })).toBe(false);
    expect(sameButWords({ allOf: [{}] }, { allOf: [{}, {}] })).toBe(false);
  });

  it('says alike only of schemas that give every sample the same answer', () => {
    const samples = [{}, { city: '' }, { city: 'Oslo', days: 20 }, { city: 3 }, { city: 'Oslo' }];
    for (const sample of samples)
      expect(checkSample(tool('City name'), sample)).toEqual(checkSample(tool('City'), sample));
  });
});

describe('wordlessText', () => {
  it('is the same text for schemas that differ only in the words of their subschemas', () => {
    expect(wordlessText(tool('City name'), 'draft-07')).toBe(
      wordlessText(tool('City'), 'draft-07'),
    );
    expect(
      wordlessText(
        {
          $defs: { a: { description: 'A' } },
          items: [{ $comment: 'x' }],
          anyOf: [{ title: 'p' }],
          dependencies: { a: { title: 'x' } },
        },
        'draft-07',
      ),
    ).toBe(
      wordlessText(
        {
          $defs: { a: { description: 'B' } },
          items: [{ $comment: 'y' }],
          anyOf: [{ title: 'q' }],
          dependencies: { a: { title: 'y' } },
        },
        'draft-07',
      ),
    );
    // The words go; the rest is JSON.stringify's text.
    expect(
      wordlessText(
        { title: 'T', type: 'object', properties: { a: { description: 'd' } } },
        'draft-07',
      ),
    ).toBe('{"type":"object","properties":{"a":{}}}');
  });

  it('tells apart schemas that differ in anything else', () => {
    const base = wordlessText(tool('City'), 'draft-07');
    for (const other of [
      tool('City', { minLength: 2 }),
      { ...tool('City'), required: ['days'] },
      tool(5 as unknown as string),
    ])
      expect(wordlessText(other, 'draft-07')).not.toBe(base);
    // A property named "title", and data that looks like a schema, keep their text.
    expect(wordlessText({ properties: { title: { type: 'string' } } }, 'draft-07')).toBe(
      '{"properties":{"title":{"type":"string"}}}',
    );
    // Subschemas are the dialect's: in 2020-12 `dependencies` is no keyword, so its words stay.
    expect(wordlessText({ dependencies: { a: { title: 'x' } } }, '2020-12')).toBe(
      '{"dependencies":{"a":{"title":"x"}}}',
    );
    for (const data of [
      { enum: [{ title: 'a' }] },
      { const: { title: 'a' } },
      { default: { description: 'a' } },
      { examples: [{ $comment: 'a' }] },
    ])
      expect(wordlessText(data, 'draft-07')).toBe(JSON.stringify(data));
  });
});
