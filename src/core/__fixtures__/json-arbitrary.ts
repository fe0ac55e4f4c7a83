import fc from 'fast-check';

/**
 * Small JSON values for property tests of the schema walks: objects keyed from `key` (the
 * keywords a test cares about, and some it must ignore), arrays, and `leaves` (a keyword's name as
 * a string leaf, so a value that only mentions it is generated too).
 */
export function smallJson(key: fc.Arbitrary<string>, leaves: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(...leaves),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(key, tie('value'), { maxKeys: 3 }),
    ),
  })).value;
}
