/**
 * Closing objects for strict modes (OpenAI, Anthropic and Bedrock strict need
 * additionalProperties: false on every object: docs/providers.md#openai-strict-additional-properties).
 * A free-form object would then take only {}, so it is refused unless the user allows closing it.
 */
import { describe, expect, it } from 'vitest';
import { ChangeLog } from './changes';
import { closeObject } from './free-form';
import type { CloseObjectInput } from './free-form';

type Row = [
  string,
  Omit<CloseObjectInput, 'log' | 'pointer' | 'label'>,
  boolean,
  { code: string; kind: string; pointer: string; narrowing: boolean }[],
];

describe('closeObject', () => {
  const base = { isRoot: false, declaresProperties: true, allowClosing: false };
  const rows: Row[] = [
    ['already closed: nothing to do', { ...base, additional: false }, true, []],
    [
      'declared properties, no additionalProperties: false is added (narrowing)',
      { ...base, additional: undefined },
      true,
      [{ code: 'strict-additional-false', kind: 'added', pointer: '/p', narrowing: true }],
    ],
    [
      'an empty root takes no arguments: closed',
      { ...base, isRoot: true, declaresProperties: false, additional: undefined },
      true,
      [{ code: 'strict-additional-false', kind: 'added', pointer: '/p', narrowing: true }],
    ],
    [
      'a free-form parameter is refused',
      { ...base, declaresProperties: false, additional: undefined },
      false,
      [{ code: 'strict-free-form-object', kind: 'rejected', pointer: '/p', narrowing: false }],
    ],
    [
      'a free-form parameter with explicit additionalProperties is refused there',
      { ...base, declaresProperties: false, additional: true },
      false,
      [
        {
          code: 'strict-free-form-object',
          kind: 'rejected',
          pointer: '/p/additionalProperties',
          narrowing: false,
        },
      ],
    ],
    [
      'a free-form parameter is closed when allowed',
      { ...base, declaresProperties: false, additional: undefined, allowClosing: true },
      true,
      [{ code: 'strict-free-form-closed', kind: 'converted', pointer: '/p', narrowing: true }],
    ],
    [
      'declared properties with open extra keys are refused',
      { ...base, additional: { type: 'string' } },
      false,
      [
        {
          code: 'strict-free-form-object',
          kind: 'rejected',
          pointer: '/p/additionalProperties',
          narrowing: false,
        },
      ],
    ],
    [
      'declared properties with open extra keys are closed when allowed',
      { ...base, additional: true, allowClosing: true },
      true,
      [
        {
          code: 'strict-free-form-closed',
          kind: 'converted',
          pointer: '/p/additionalProperties',
          narrowing: true,
        },
      ],
    ],
  ];
  it.each(rows)('%s', (_, input, kept, changes) => {
    const log = new ChangeLog(0, 't');
    expect(closeObject({ ...input, log, pointer: '/p', label: 'OpenAI' })).toBe(kept);
    expect(
      log.changes.map(({ code, kind, pointer, narrowing }) => ({ code, kind, pointer, narrowing })),
    ).toEqual(changes);
  });
});
