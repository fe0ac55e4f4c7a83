import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  patternFallbackReason,
  translateToRe2,
  Unsupported,
} from './pattern-engine';
import { checkSample } from './sample';

/** ECMA-262 `u` mode is the reference: every verdict here is compared with V8's own RegExp. */
const ecma = (pattern: string, input: string) => new RegExp(pattern, 'u').test(input);

const SPACES = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
const NEAR_SPACES = ['\u0085', '\u180e', '\u200b', 'x', '\u0000'];
const INPUTS = [
  '',
  'a',
  'A',
  'z',
  '_',
  '0',
  '9',
  '٣',
  '१',
  'é',
  'ß',
  'α',
  'Ω',
  'ж',
  '中',
  '😀',
  '😁',
  '𝒳',
  '\ud800',
  '\udc00',
  'ab',
  'a\nb',
  'a\rb',
  'a\u2028b',
  'a\u2029b',
  '\u0085',
  'aaa',
  'abc',
  'x-y',
  '[',
  ']',
  ':',
  '-',
  '\\',
  '/',
  '$',
  '^',
  '\b',
  '\u0001',
  '\u0000',
  ...SPACES,
  ...NEAR_SPACES,
  ...SPACES.map((s) => `a${s}b`),
];

const SUPPORTED_PATTERNS = [
  // anchors and dot: ECMA's "." stops at \n, \r, U+2028 and U+2029; "$" is the end of input only
  '^.$', '^..$', '^a.b$', '^a$', 'a$', '^$', '^[^]$', '^[]$', '^a[]?$',
  // \d \w \s and their negations, in and out of classes: ECMA's \s includes NBSP, U+FEFF and the Unicode spaces
  '^\\d$', '^\\D$', '^\\w$', '^\\W$', '^\\s$', '^\\S$', '^[\\s]$', '^[\\S]$', '^[^\\s]$', '^[^\\S]$', '^[\\s\\d]+$', '^[\\S\\d]$', '^[a\\s-]+$',
  '\\bab\\b', '\\Ba', '^[\\b]$',
  // classes: ranges, negation, literal "[" and ":" (never a POSIX class), escaped specials
  '^[a-z]+$', '^[^a-z]$', '^[[:a]+$', '^[\\]\\[]$', '^[\\-a]$', '^[\\^]$', '^\\/$', '^\\$$', '^\\\\$', '^\\^$',
  // escapes: hex, \u, \u{…}, control letters, NUL, surrogate pairs
  '^\\x41$', '^\\u0041$', '^\\u{1F600}$', '^\\uD83D\\uDE00$', '^[\\uD83D\\uDE00-\\uD83D\\uDE02]$', '^\\cA$', '^\\0$', '^\\t\\n?$', '^\\v$', '^\\f$',
  // non-BMP characters are one character each
  '^[😀-😂]$', '^😀+$', '^[^😀]$', '^\\u{1D4B3}$',
  // Unicode properties in the spellings ECMA allows
  '^\\p{L}$', '^\\p{Letter}$', '^\\P{L}$', '^\\p{Lu}$', '^\\p{Nd}$', '^\\p{gc=Decimal_Number}$', '^\\p{General_Category=Ll}$', '^\\p{Script=Greek}$', '^\\p{sc=Latin}+$', '^[\\p{L}\\d]+$', '^\\p{Any}$',
  // groups, alternation, quantifiers (greedy and lazy), named groups
  '^(a|b)+$', '^(?:ab)*$', '^a{2}$', '^a{1,2}$', '^a{2,}$', '^a+?$', '^(?<word>a)b', '^(a+)+$', '^(\\w+\\s?)*$',
]; // prettier-ignore

describe('pattern engine: RE2 with ECMA-262 u-mode semantics', () => {
  it.each(SUPPORTED_PATTERNS)(
    '%s runs on RE2 and agrees with RegExp(…, "u") on every input',
    (pattern) => {
      const compiled = compilePattern(pattern);
      expect(compiled.engine).toBe('re2');
      const disagreements = INPUTS.filter(
        (input) => compiled.test(input) !== ecma(pattern, input),
      ).map((input) => JSON.stringify(input));
      expect(disagreements).toEqual([]);
    },
  );

  it('agrees with RegExp on random strings over a tricky alphabet', () => {
    const alphabet = fc.constantFrom(
      ...'aAb0_-.\n\r[]:😀é٣'.split(/(?:)/u),
      ...SPACES,
      ...NEAR_SPACES,
    );
    const patterns = [
      '^\\s*\\S+$',
      '^[\\w.-]+$',
      '^.*$',
      '\\d\\s',
      '[^\\s\\w]',
      '^(?:\\S|\\s\\S)*$',
      '\\b\\w+\\b',
      '^[😀a]+$',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.array(alphabet, { maxLength: 12 }),
        (pattern, chars) => {
          const input = chars.join('');
          expect(compilePattern(pattern).test(input)).toBe(ecma(pattern, input));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('answers a catastrophic pattern on RE2 with the right verdict', () => {
    const compiled = compilePattern('^(a+)+$');
    expect(compiled.engine).toBe('re2');
    expect(compiled.test(`${'a'.repeat(41)}b`)).toBe(false);
    expect(compiled.test('a'.repeat(41))).toBe(true);
  });

  it.each([
    ['^(?=a)a$', 'a lookaround ((?=…)'],
    ['^(?!b)\\w$', 'a lookaround ((?!…)'],
    ['(?<=a)b', 'a lookaround ((?<=…)'],
    ['(?<!a)b', 'a lookaround ((?<!…)'],
    ['^(a)\\1$', 'a backreference (\\1)'],
    ['^(?<x>a)\\k<x>$', 'a named backreference (\\k<…>)'],
    ['^\\p{ASCII}$', 'the Unicode property \\p{ASCII}'],
  ])('%s falls back to RegExp because of %s', (pattern, reason) => {
    expect(translateToRe2(pattern)).toEqual(new Unsupported(reason));
    const compiled = compilePattern(pattern);
    expect(compiled.engine).toBe('regexp');
    expect(compiled.fallbackReason).toContain(reason);
    for (const input of INPUTS) expect(compiled.test(input)).toBe(ecma(pattern, input));
  });

  it('falls back when RE2 refuses what it parses (a repetition over 1 000) and says why', () => {
    expect(patternFallbackReason('^a{1001}$')).toMatch(/cannot compile it \(invalid repeat count/);
    expect(compilePattern('^a{1001}$').test('a'.repeat(1001))).toBe(true);
    expect(patternFallbackReason('^a{1000}$')).toBeUndefined();
    // A four-letter script code is valid ECMA-262; RE2 knows scripts by their long names only.
    expect(patternFallbackReason('^\\p{Script=Grek}$')).toMatch(
      /cannot compile it \(invalid character class range/,
    );
    expect(compilePattern('^\\p{Script=Grek}$').test('α')).toBe(true);
  });

  it('refuses what ECMA-262 refuses, like RegExp does', () => {
    expect(() => compilePattern('\\a')).toThrow(SyntaxError);
    expect(() => compilePattern('a{')).toThrow(SyntaxError);
    expect(patternFallbackReason('(')).toBeUndefined();
  });
});

describe('JSON-Schema-Test-Suite optional regex files (2020-12)', () => {
  const root = join(
    import.meta.dirname,
    '../../../tests/json-schema-test-suite/tests/draft2020-12/optional',
  );
  for (const file of ['ecmascript-regex.json', 'non-bmp-regex.json']) {
    it(`${file}: every case passes`, () => {
      const groups = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        description: string;
        schema: unknown;
        tests: { description: string; data: unknown; valid: boolean }[];
      }[];
      const failures: string[] = [];
      let passed = 0;
      for (const group of groups) {
        for (const test of group.tests) {
          const result = checkSample(group.schema, test.data, { dialect: '2020-12' });
          if (!result.schemaError && result.valid === test.valid) passed++;
          else
            failures.push(
              `${group.description} / ${test.description}${result.schemaError ? ` (${result.schemaError})` : ''}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(passed).toBeGreaterThan(10);
    });
  }
});
