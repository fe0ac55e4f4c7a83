import type { RE2JS } from 're2js';
import { PATTERN_CACHE_SIZE } from '../limits';

/**
 * `pattern` and `patternProperties` run on RE2 (re2js, a pure-JavaScript port): matching takes
 * time linear in the input, so `^(a+)+$` cannot hang a check the way a backtracking RegExp
 * does. JSON Schema patterns are ECMA-262 regular expressions in `u` mode, whose syntax and
 * semantics differ from RE2's in places, so each pattern is translated here token by token.
 * What RE2 cannot express (lookaround, backreferences, a few Unicode properties, counted
 * repetitions over 1 000) runs on RegExp instead, for that pattern only, and the lint says so.
 */

/** ECMA-262 WhiteSpace and LineTerminator: what `\s` means there. RE2's `\s` is only [\t\n\f\r ]. */
const ECMA_SPACE =
  '\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Its complement over all code points, for `\S` inside a class, where RE2 cannot negate a set. */
const ECMA_NON_SPACE =
  '\\x{0}-\\x{8}\\x{E}-\\x{1F}\\x{21}-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
/** ECMA-262 `.` without the `s` flag: anything but a line terminator. RE2's `.` excludes only \n. */
const ECMA_DOT = '[^\\x{A}\\x{D}\\x{2028}\\x{2029}]';

/** ECMA-262 long General_Category names, spelled the short way RE2 knows. */
const GENERAL_CATEGORY: Record<string, string> = {
  Letter: 'L',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};
const SHORT_CATEGORIES = new Set(Object.values(GENERAL_CATEGORY));

/** Why a pattern cannot run on RE2, in words for the lint. */
export class Unsupported {
  constructor(readonly reason: string) {}
}

const hex = (codePoint: number) => `\\x{${codePoint.toString(16).toUpperCase()}}`;

/** `\p{…}` / `\P{…}` in ECMA spelling, to RE2's, or why not. */
function translateProperty(negated: boolean, body: string): string | Unsupported {
  const [name, value] = body.includes('=')
    ? (body.split('=') as [string, string])
    : [undefined, body];
  let target: string | undefined;
  if (name === undefined) {
    target =
      GENERAL_CATEGORY[value] ??
      (SHORT_CATEGORIES.has(value) || value === 'Any' ? value : undefined);
  } else if (name === 'General_Category' || name === 'gc') {
    target = GENERAL_CATEGORY[value] ?? (SHORT_CATEGORIES.has(value) ? value : undefined);
  } else if (name === 'Script' || name === 'sc') {
    // RE2 knows scripts by their long names (Greek, Latin, Han); the four-letter codes fall back.
    target = /^[A-Z][a-z]+(?:_[A-Z][a-z]+)*$/.test(value) ? value : undefined;
  }
  if (target === undefined)
    return new Unsupported(`the Unicode property \\${negated ? 'P' : 'p'}{${body}}`);
  return `\\${negated ? 'P' : 'p'}{${target}}`;
}

interface Cursor {
  pattern: string;
  i: number;
}

/** One escape after a backslash (the cursor is on the character after it). */
function translateEscape(cursor: Cursor, inClass: boolean): string | Unsupported {
  const { pattern } = cursor;
  const c = pattern[cursor.i]!;
  cursor.i++;
  switch (c) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
      return `\\${c}`;
    case 'b':
      return inClass ? hex(8) : '\\b';
    case 'B':
      return '\\B';
    case 's':
      return inClass ? ECMA_SPACE : `[${ECMA_SPACE}]`;
    case 'S':
      return inClass ? ECMA_NON_SPACE : `[^${ECMA_SPACE}]`;
    case 't':
      return hex(9);
    case 'n':
      return hex(10);
    case 'v':
      return hex(11);
    case 'f':
      return hex(12);
    case 'r':
      return hex(13);
    case '0':
      return hex(0);
    case 'c': {
      const letter = pattern.charCodeAt(cursor.i);
      cursor.i++;
      return hex(letter % 32);
    }
    case 'x': {
      const code = parseInt(pattern.slice(cursor.i, cursor.i + 2), 16);
      cursor.i += 2;
      return hex(code);
    }
    case 'u': {
      if (pattern[cursor.i] === '{') {
        const end = pattern.indexOf('}', cursor.i);
        const code = parseInt(pattern.slice(cursor.i + 1, end), 16);
        cursor.i = end + 1;
        return hex(code);
      }
      let code = parseInt(pattern.slice(cursor.i, cursor.i + 4), 16);
      cursor.i += 4;
      // In `u` mode an escaped surrogate pair is one code point.
      const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(pattern.slice(cursor.i));
      if (code >= 0xd800 && code <= 0xdbff && low) {
        code = 0x10000 + ((code - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00);
        cursor.i += 6;
      }
      return hex(code);
    }
    case 'p':
    case 'P': {
      const end = pattern.indexOf('}', cursor.i);
      const body = pattern.slice(cursor.i + 1, end);
      cursor.i = end + 1;
      return translateProperty(c === 'P', body);
    }
    case 'k':
      return new Unsupported('a named backreference (\\k<…>)');
    default:
      if (c >= '1' && c <= '9') return new Unsupported(`a backreference (\\${c})`);
      // In `u` mode only syntax characters (and "-" in a class) may be escaped; RE2 takes them as literals too.
      return `\\${c}`;
  }
}

/**
 * The RE2 spelling of an ECMA-262 `u`-mode pattern with the same matches, or why there is none.
 * The pattern must already be valid for `new RegExp(pattern, 'u')`: that is what makes the
 * simple scanning below sound (no lone braces, no unknown escapes).
 */
export function translateToRe2(pattern: string): string | Unsupported {
  const cursor: Cursor = { pattern, i: 0 };
  let out = '';
  while (cursor.i < pattern.length) {
    const c = pattern[cursor.i]!;
    if (c === '\\') {
      cursor.i++;
      const piece = translateEscape(cursor, false);
      if (piece instanceof Unsupported) return piece;
      out += piece;
    } else if (c === '.') {
      out += ECMA_DOT;
      cursor.i++;
    } else if (c === '(') {
      const rest = pattern.slice(cursor.i);
      if (rest.startsWith('(?:')) {
        out += '(?:';
        cursor.i += 3;
      } else if (/^\(\?<?[=!]/.test(rest)) {
        return new Unsupported(`a lookaround (${/^\(\?<?[=!]/.exec(rest)![0]}…)`);
      } else if (rest.startsWith('(?<')) {
        out += '(?P<';
        cursor.i += 3;
      } else if (rest.startsWith('(?')) {
        return new Unsupported('a group with modifiers ((?…:…))');
      } else {
        out += '(';
        cursor.i++;
      }
    } else if (c === '[') {
      const piece = translateClass(cursor);
      if (piece instanceof Unsupported) return piece;
      out += piece;
    } else {
      out += c;
      cursor.i++;
    }
  }
  return out;
}

/** A character class, from its "[" to its "]". */
function translateClass(cursor: Cursor): string | Unsupported {
  const { pattern } = cursor;
  cursor.i++;
  let negated = false;
  if (pattern[cursor.i] === '^') {
    negated = true;
    cursor.i++;
  }
  let body = '';
  while (pattern[cursor.i] !== ']') {
    const c = pattern[cursor.i]!;
    if (c === '\\') {
      cursor.i++;
      const piece = translateEscape(cursor, true);
      if (piece instanceof Unsupported) return piece;
      body += piece;
    } else {
      // "[" and ":" would start a POSIX class in RE2 ("[[:alpha:]]"); in ECMA they are literals.
      body += c === '[' ? '\\[' : c;
      cursor.i++;
    }
  }
  cursor.i++;
  // ECMA's "[]" matches nothing and "[^]" anything; RE2 rejects both spellings.
  if (body === '') return negated ? '[\\x{0}-\\x{10FFFF}]' : '[^\\x{0}-\\x{10FFFF}]';
  return `[${negated ? '^' : ''}${body}]`;
}

/** A compiled pattern: `test` searches anywhere in the string, as ECMA-262's RegExp#test does. */
export interface CompiledPattern {
  test(input: string): boolean;
  /**
   * `re2` (linear time: RE2, or one of META_SCHEMA_PATTERNS before RE2 has loaded) or `regexp`
   * (backtracking, for patterns RE2 cannot run).
   */
  engine: 're2' | 'regexp';
  /** Why the pattern runs on RegExp. */
  fallbackReason?: string;
  /** The pattern as written: Ajv keys its compiled patterns by it. */
  toString(): string;
}

const compiled = new Map<string, CompiledPattern>();

/**
 * RE2 (re2js) is about 145 KB before compression and most schemas have no pattern, so it is
 * loaded on demand: the page's worker and form call `loadPatternEngine` before they judge a schema
 * that has `pattern` or `patternProperties` (`pattern-use.ts` tells), the CLI before any command.
 */
let re2: typeof RE2JS | undefined;
let loading: Promise<void> | undefined;

/** Loads RE2 (once; a failed load is tried again on the next call). */
export function loadPatternEngine(): Promise<void> {
  loading ??= import('re2js').then(
    (module) => {
      re2 = module.RE2JS;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function patternEngineLoaded(): boolean {
  return re2 !== undefined;
}

/** What compilePattern throws for an untrusted pattern asked for before RE2 has loaded. */
export class PatternEngineNotLoaded extends Error {
  constructor(pattern: string) {
    super(
      `The linear-time pattern engine (RE2) is not loaded yet, so /${pattern}/ was not compiled.`,
    );
    this.name = 'PatternEngineNotLoaded';
  }
}

/**
 * The patterns of the meta-schemas Ajv checks every schema against (2020-12's `$id`, `$anchor`
 * and `$dynamicAnchor`): Ajv compiles them with the first schema, pattern or not. They are Ajv's,
 * not the user's, and match in linear time on RegExp, so they may run there until RE2 arrives;
 * any other pattern waits for RE2 (pattern-engine.test.ts holds this list to the meta-schemas).
 */
export const META_SCHEMA_PATTERNS: ReadonlySet<string> = new Set([
  '^[^#]*#?$',
  '^[A-Za-z_][-A-Za-z0-9._]*$',
]);

/**
 * Compiles a JSON Schema pattern on RE2 when it can and on RegExp (`u` mode) otherwise.
 * Throws a SyntaxError, as `new RegExp` does, for a pattern that is not valid ECMA-262.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  // Validity is ECMA-262's, so a pattern RegExp refuses is refused here too (compiling does not match).
  const native = new RegExp(pattern, 'u');
  const toString = () => pattern;
  if (re2 === undefined) {
    // Never a fallback to RegExp for the user's patterns: a caller that did not wait for RE2 fails.
    if (!META_SCHEMA_PATTERNS.has(pattern)) throw new PatternEngineNotLoaded(pattern);
    // Not cached: once RE2 is in, the same pattern compiles on it like any other.
    return { test: (input) => native.test(input), engine: 're2', toString };
  }
  const translated = translateToRe2(pattern);
  let result: CompiledPattern;
  if (translated instanceof Unsupported) {
    result = {
      test: (input) => native.test(input),
      engine: 'regexp',
      fallbackReason: `it uses ${translated.reason}, which the linear-time engine (RE2) does not support`,
      toString,
    };
  } else {
    try {
      const linear = re2.compile(translated);
      result = { test: (input) => linear.test(input), engine: 're2', toString };
    } catch (error) {
      const detail =
        error instanceof Error
          ? error.message.replace(/^error parsing regexp: /, '')
          : String(error);
      result = {
        test: (input) => native.test(input),
        engine: 'regexp',
        fallbackReason: `the linear-time engine (RE2) cannot compile it (${detail})`,
        toString,
      };
    }
  }
  compiled.set(pattern, result);
  if (compiled.size > PATTERN_CACHE_SIZE) compiled.delete(compiled.keys().next().value as string);
  return result;
}

/** Why a valid pattern runs on RegExp rather than RE2; undefined when it runs on RE2 or is not valid ECMA-262. */
export function patternFallbackReason(pattern: string): string | undefined {
  try {
    return compilePattern(pattern).fallbackReason;
  } catch (error) {
    if (error instanceof PatternEngineNotLoaded) throw error;
    return undefined;
  }
}

/**
 * Ajv's `code.regExp` option: Ajv calls it with each `pattern` and `patternProperties` key (and
 * the "u" flag) when it compiles a schema. `code` names it for Ajv's standalone code output,
 * which the studio does not use.
 */
export const linearTimeRegExp = Object.assign((pattern: string) => compilePattern(pattern), {
  code: 'linearTimeRegExp',
});

/** The plain-RegExp engine with the same shape, for the bench's comparison only. */
export const plainRegExp = Object.assign(
  (pattern: string, flags: string) => new RegExp(pattern, flags),
  { code: 'RegExp' },
);
