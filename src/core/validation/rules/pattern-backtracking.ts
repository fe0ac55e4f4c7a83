import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { Rule } from './rule';

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

export const patternBacktracking: Rule = {
  code: 'pattern-backtracking',
  severity: 'warning',
  scope: 'schema',
  title: 'A "pattern" does not repeat a repetition, which can take exponential time.',
  rationale: 'Patterns such as ^(a+)+$ backtrack catastrophically on near-miss input and freeze any validator that runs them; the studio stops its worker after a bound, other clients may not.',
  check({ subschemas, report }) {
    for (const { schema: node, pointer } of subschemas) {
      const patterns: [string, string, boolean][] = [];
      if (typeof node.pattern === 'string') patterns.push([node.pattern, joinPointer(pointer, 'pattern'), false]);
      if (isPlainObject(node.patternProperties)) {
        for (const key of Object.keys(node.patternProperties)) patterns.push([key, joinPointer(pointer, 'patternProperties', key), true]);
      }
      for (const [pattern, at, key] of patterns) {
        if (!hasNestedRepetition(pattern)) continue;
        report({
          pointer: at,
          key,
          message: `The pattern ${JSON.stringify(pattern)} repeats a group that itself repeats; on some inputs it takes exponential time and freezes validation. Rewrite it without the nested repetition (e.g. ^a+$ rather than ^(a+)+$).`,
        });
      }
    }
  },
};
