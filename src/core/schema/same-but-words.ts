import { sameJson } from '../model/canonical-json';
import { isPlainObject } from '../model/types';
import { subschemaShape } from './keywords';
import type { Dialect } from '../validation/dialect';
import { objectSubschemas } from './walk';

/**
 * The keywords that only say something to a reader. Ajv checks that each is a string (the
 * meta-schema) and nothing else: no value passes or fails by them, and no message quotes them.
 */
const WORD_KEYWORDS = new Set(['title', 'description', '$comment']);

/**
 * Whether two schemas judge every value alike because they differ at most in the words of their
 * subschemas: a string `title`, `description` or `$comment` changed (typing in a title does
 * nothing else). Anything else that differs (a keyword, a value, a word that is no longer a
 * string, key order aside) is a difference, so a false answer only costs a check. Subschemas are
 * found as the walkers find them, draft-07's `dependencies` included (in 2020-12 it is an unknown
 * keyword, which judges nothing); data (`enum`, `const`, `default`, …) is compared whole. Equal
 * objects are skipped by identity, so two versions that share what an edit did not touch cost
 * the path to the edit.
 */
export function sameButWords(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (!isPlainObject(x) || !isPlainObject(y) || !sameKeys(x, y)) return false;
    for (const key of Object.keys(x)) {
      const xv = x[key];
      const yv = y[key];
      if (xv === yv) continue;
      if (WORD_KEYWORDS.has(key)) {
        if (typeof xv === 'string' && typeof yv === 'string') continue;
        return false;
      }
      switch (subschemaShape(key, 'draft-07')) {
        case 'single':
          stack.push([xv, yv]);
          break;
        case 'single-or-list':
        case 'list':
          if (Array.isArray(xv) && Array.isArray(yv)) {
            if (xv.length !== yv.length) return false;
            xv.forEach((item, i) => stack.push([item, yv[i]]));
          } else if (Array.isArray(xv) || Array.isArray(yv)) return false;
          else stack.push([xv, yv]);
          break;
        case 'map':
        case 'map-of-some': {
          if (!isPlainObject(xv) || !isPlainObject(yv) || !sameKeys(xv, yv)) return false;
          for (const name of Object.keys(xv)) {
            const xm = xv[name];
            const ym = yv[name];
            // draft-07's dependencies: a subschema, or a list of property names (data).
            if (Array.isArray(xm) || Array.isArray(ym)) {
              if (!sameJson(xm, ym)) return false;
            } else stack.push([xm, ym]);
          }
          break;
        }
        case undefined:
          if (!sameJson(xv, yv)) return false;
          break;
      }
    }
  }
  return true;
}

/**
 * The schema's JSON text without the words of its subschemas (each string `title`, `description`
 * or `$comment` of an object the walker finds as a subschema in `dialect`): two schemas that
 * differ only in those words have the same text here, as long as their keys come in the same order.
 */
export function wordlessText(schema: unknown, dialect: Dialect): string {
  const subschemas = new Set<object>();
  const stack = isPlainObject(schema) ? [schema] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (subschemas.has(node)) continue;
    subschemas.add(node);
    stack.push(...objectSubschemas(node, dialect));
  }
  return JSON.stringify(schema, function (this: unknown, key: string, value: unknown) {
    return typeof value === 'string' && WORD_KEYWORDS.has(key) && subschemas.has(this as object)
      ? undefined
      : value;
  });
}

/** Whether two objects have the same own keys, in any order. */
function sameKeys(x: object, y: object): boolean {
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.hasOwn(y, key));
}
