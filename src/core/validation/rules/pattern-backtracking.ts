import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { patternFallbackReason } from '../pattern-engine';
import type { Rule, SchemaContext } from './rule';

/**
 * True when a regular expression repeats something that itself repeats without bound, as in
 * `(a+)+`, `(a*)*` or `(\w+\s?)*`: the "star height above one" test of safe-regex. Such a
 * pattern can take exponential time on a near-miss input. A heuristic: it finds the common
 * shapes, not every slow pattern.
 */
export function hasNestedRepetition(pattern: string): boolean {
  // One frame per open group: does the group's body contain an unbounded repetition?
  const stack: boolean[] = [false];
  let lastAtomRepeats = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      i++;
      lastAtomRepeats = false;
    } else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      lastAtomRepeats = false;
    } else if (c === '(') {
      stack.push(false);
      lastAtomRepeats = false;
    } else if (c === ')') {
      lastAtomRepeats = stack.length > 1 ? stack.pop()! : false;
    } else if (c === '*' || c === '+' || (c === '{' && /^\{\d+,\}/.test(pattern.slice(i)))) {
      if (lastAtomRepeats) return true;
      stack[stack.length - 1] = true;
      lastAtomRepeats = false;
    } else if (c !== '?' && c !== '|') {
      lastAtomRepeats = false;
    }
  }
  return false;
}

/** Every `pattern` and `patternProperties` key of a schema, with where it is written. */
export function schemaPatterns(
  subschemas: SchemaContext['subschemas'],
): { pattern: string; pointer: string; key: boolean }[] {
  const patterns: { pattern: string; pointer: string; key: boolean }[] = [];
  for (const { schema: node, pointer } of subschemas) {
    if (typeof node.pattern === 'string')
      patterns.push({
        pattern: node.pattern,
        pointer: joinPointer(pointer, 'pattern'),
        key: false,
      });
    if (isPlainObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties))
        patterns.push({
          pattern: key,
          pointer: joinPointer(pointer, 'patternProperties', key),
          key: true,
        });
    }
  }
  return patterns;
}

export const patternBacktracking: Rule = {
  code: 'pattern-backtracking',
  severity: 'warning',
  scope: 'schema',
  title:
    'A "pattern" does not repeat a repetition, which takes exponential time in backtracking engines.',
  rationale:
    'Patterns such as ^(a+)+$ backtrack catastrophically on near-miss input in the engines most validators use (JavaScript RegExp, Python re, PCRE, Java); the studio matches them in linear time, but the servers and clients that receive the tool may not.',
  check({ subschemas, report }) {
    for (const { pattern, pointer, key } of schemaPatterns(subschemas)) {
      if (!hasNestedRepetition(pattern)) continue;
      const studio = patternFallbackReason(pattern)
        ? 'The studio cannot run this one in linear time either (see pattern-not-linear): it checks it with RegExp, stopped by the watchdog.'
        : 'The studio checks it in linear time, so it is safe here.';
      report({
        pointer,
        key,
        message: `The pattern ${JSON.stringify(pattern)} repeats a group that itself repeats; a validator with a backtracking engine (most servers and SDKs) can take exponential time on a near-miss input and hang. ${studio} Rewrite it without the nested repetition (e.g. ^a+$ rather than ^(a+)+$).`,
      });
    }
  },
};
