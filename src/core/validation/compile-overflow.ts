import { MAX_INLINE_DEPTH, MAX_REF_HOPS } from '../limits';
import { getAtPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { Dialect } from './dialect';
import { localRefPointer } from '../schema/refs';
import { walkSchemas } from '../schema/walk';

/**
 * Why the validator ran out of stack compiling a schema, in a sentence that is true for this
 * schema: a loop of bare `$ref`s, a chain of them too long, `$ref`s nested too deep, or none of
 * these (then it is the validator's own limit, and the message says so).
 */
export function explainCompileOverflow(schema: unknown, dialect: Dialect): string {
  if (!isPlainObject(schema)) return validatorLimit;
  const localTarget = localRefPointer;
  const refsUnder = new Map<string, string[]>();
  const refsIn = (pointer: string): string[] => {
    let refs = refsUnder.get(pointer);
    if (!refs) {
      refs = [];
      const found = refs;
      walkSchemas(getAtPointer(schema, pointer), pointer, dialect, ({ schema: node }) => {
        const target = localTarget(node.$ref);
        if (target !== undefined) found.push(target);
      });
      refsUnder.set(pointer, refs);
    }
    return refs;
  };

  // A chain of bare `$ref`s: each target is itself only a reference.
  for (const start of refsIn('')) {
    const seen = [start];
    let at = start;
    for (;;) {
      const next = localTarget((getAtPointer(schema, at) as { $ref?: unknown } | undefined)?.$ref);
      if (next === undefined) break;
      const loop = seen.indexOf(next);
      if (loop >= 0) {
        const cycle = [...seen.slice(loop), next].map((p) => `#${p}`).join(' → ');
        return `The schema is self-referential: the $refs ${cycle} loop without validating anything in between, so no validator can compile it.`;
      }
      seen.push(next);
      at = next;
      if (seen.length > MAX_REF_HOPS) {
        return `The schema is too deeply nested or self-referential to compile: it has a chain of more than ${MAX_REF_HOPS} $refs in a row.`;
      }
    }
  }

  // `$ref`s inside the targets of `$ref`s, deeper than any real schema needs (recursion is fine: it is not followed twice).
  const depthOf = new Map<string, number>();
  const depth = (pointer: string, level: number): number => {
    const known = depthOf.get(pointer);
    if (known !== undefined) return known;
    if (level > MAX_INLINE_DEPTH) return level;
    depthOf.set(pointer, 0); // in progress: a recursive schema adds no depth
    let deepest = 0;
    for (const target of refsIn(pointer)) {
      deepest = Math.max(deepest, 1 + depth(target, level + 1));
      if (deepest > MAX_INLINE_DEPTH) break;
    }
    depthOf.set(pointer, deepest);
    return deepest;
  };
  if (depth('', 0) > MAX_INLINE_DEPTH) {
    return `The schema is too deeply nested or self-referential to compile: its $refs lead into definitions that refer further, more than ${MAX_INLINE_DEPTH} levels deep.`;
  }
  return validatorLimit;
}

const validatorLimit =
  'The validator (Ajv) ran out of stack compiling this schema, which has neither a $ref loop nor a deep chain of $refs: a limit of the validator, not necessarily a fault in the schema; samples cannot be checked against it.';
