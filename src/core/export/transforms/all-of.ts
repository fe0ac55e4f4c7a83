/** Merging `allOf` into its parent where that keeps the meaning exactly; refusing otherwise. */
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { declaredTypes } from '../../schema/types';
import { setOwn } from '../../model/own';

export type MergeResult =
  { ok: true; schema: JsonSchemaObject; notes: string[] } | { ok: false; reason: string };

const ANNOTATION_KEYS = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
]);

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Folds `schema.allOf` into `schema`. Exact when branches touch different keywords; properties
 * and required lists are unioned; types are intersected. Refuses when a branch closes its object
 * (`additionalProperties` sees only its own properties) while another adds properties, or when
 * two branches set the same keyword differently. `resolve` turns `$ref` branches into schemas.
 */
export function mergeAllOf(
  schema: JsonSchemaObject,
  resolve: (branch: JsonSchemaObject) => JsonSchemaObject | boolean | undefined,
): MergeResult {
  const { allOf, ...rest } = schema;
  if (!Array.isArray(allOf)) return { ok: true, schema, notes: [] };
  const merged: JsonSchemaObject = { ...rest };
  const notes: string[] = [];
  const branches: JsonSchemaObject[] = [];
  for (const raw of allOf) {
    let branch: unknown = raw;
    if (isPlainObject(branch) && typeof branch.$ref === 'string') branch = resolve(branch);
    if (branch === true) continue;
    if (branch === false)
      return { ok: false, reason: 'an allOf branch is false, so nothing is valid' };
    if (!isPlainObject(branch))
      return { ok: false, reason: 'an allOf branch could not be resolved' };
    if (Array.isArray(branch.allOf)) {
      const inner = mergeAllOf(branch, resolve);
      if (!inner.ok) return inner;
      branch = inner.schema;
      notes.push(...inner.notes);
    }
    branches.push(branch as JsonSchemaObject);
  }
  const all = [merged, ...branches];
  const closers = all.filter(
    (b) => 'additionalProperties' in b || 'unevaluatedProperties' in b || 'patternProperties' in b,
  );
  const propertyHolders = all.filter(
    (b) => isPlainObject(b.properties) && Object.keys(b.properties).length > 0,
  );
  if (
    closers.length > 0 &&
    propertyHolders.some((h) => !closers.includes(h) || closers.length > 1)
  ) {
    return {
      ok: false,
      reason:
        'one branch limits extra properties while another adds properties, so merging would change which objects are valid',
    };
  }
  for (const branch of branches) {
    for (const [key, value] of Object.entries(branch)) {
      if (key === 'properties' && isPlainObject(value)) {
        const target = isPlainObject(merged.properties) ? { ...merged.properties } : {};
        for (const [name, sub] of Object.entries(value)) {
          if (name in target && !deepEqual(target[name], sub))
            return { ok: false, reason: `two branches define property "${name}" differently` };
          setOwn(target, name, sub);
        }
        merged.properties = target;
      } else if (key === 'required' && Array.isArray(value)) {
        const target = Array.isArray(merged.required) ? [...(merged.required as unknown[])] : [];
        for (const name of value) if (!target.includes(name)) target.push(name);
        merged.required = target;
      } else if (key === 'type') {
        if (!('type' in merged)) merged.type = value;
        else {
          const a = declaredTypes(merged);
          const b = declaredTypes(branch);
          const both = a.filter((t) => b.includes(t) || (t === 'integer' && b.includes('number')));
          const extra = b.filter(
            (t) => t === 'integer' && a.includes('number') && !both.includes('integer'),
          );
          const types = [...both, ...extra];
          if (types.length === 0)
            return {
              ok: false,
              reason: `branches require different types (${a.join('/')} and ${b.join('/')})`,
            };
          merged.type = types.length === 1 ? types[0] : types;
        }
      } else if (!(key in merged)) {
        merged[key] = value;
      } else if (!deepEqual(merged[key], value)) {
        if (ANNOTATION_KEYS.has(key))
          notes.push(`kept the first ${key} and dropped another branch's`);
        else return { ok: false, reason: `two branches set "${key}" differently` };
      }
    }
  }
  return { ok: true, schema: merged, notes };
}
