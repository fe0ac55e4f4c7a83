/**
 * Which parts of the root a subschema can read when a form resolves it: a field whose schema
 * reads nothing of the root but its `$defs`/`definitions` draws the same whatever else of the root
 * changed, so the form can leave it alone after an edit elsewhere in the schema.
 */
import { isPlainObject } from '../model/types';
import { walkSchemas } from './walk';

/** The root members a reference may read through and still count as read-only-through-them. */
export const DEFINITION_MEMBERS = ['$defs', 'definitions'] as const;

const REFERENCE_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'] as const;
/** Keywords that change how a reference below them resolves (a new base URI or anchor). */
const BASE_KEYWORDS = ['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor'] as const;

/** One answer per subschema object: the form asks on every render, an edit changes few objects. */
const answers = new WeakMap<object, boolean>();

/**
 * Whether `schema` resolves through the root at most by references into the root's `$defs` or
 * `definitions` (`#/$defs/…`, `#/definitions/…`) and declares no base URI or anchor of its own.
 * True also when it has no reference at all. Walks subschemas only (under both dialects' keyword
 * sets: draft-07's walk enters `dependencies` too), never `enum` or example values.
 */
export function readsRootOnlyThroughDefinitions(schema: unknown): boolean {
  if (!isPlainObject(schema)) return true;
  const known = answers.get(schema);
  if (known !== undefined) return known;
  let only = true;
  walkSchemas(schema, '', 'draft-07', ({ schema: node }) => {
    if (!only) return;
    if (BASE_KEYWORDS.some((keyword) => Object.hasOwn(node, keyword))) only = false;
    for (const keyword of REFERENCE_KEYWORDS) {
      if (!Object.hasOwn(node, keyword)) continue;
      const ref = node[keyword];
      if (typeof ref !== 'string' || !DEFINITION_MEMBERS.some((m) => ref.startsWith(`#/${m}/`)))
        only = false;
    }
  });
  answers.set(schema, only);
  return only;
}
