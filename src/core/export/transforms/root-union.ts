/**
 * A root `anyOf`/`oneOf` of object alternatives merged into one object, for targets that refuse
 * composition at the top of the input schema (Anthropic, Bedrock). Every property of every branch
 * is accepted and only names every branch requires stay required, so the result accepts
 * combinations no branch allowed: a widening, always listed as one.
 */
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { setOwn } from '../../model/own';

export type RootUnionMerge =
  { ok: true; schema: JsonSchemaObject; loosened: string[] } | { ok: false; reason: string };

const BRANCH_KEYS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'title',
  'description',
  '$comment',
]);

export function mergeRootUnion(
  schema: JsonSchemaObject,
  key: 'anyOf' | 'oneOf',
  resolve: (ref: string) => unknown,
): RootUnionMerge {
  const { [key]: list, ...root } = schema;
  if (!Array.isArray(list) || list.length === 0)
    return { ok: false, reason: `${key} is not a list of alternatives` };
  if (root.type !== undefined && root.type !== 'object')
    return { ok: false, reason: `the top is typed ${JSON.stringify(root.type)}, not an object` };
  if ('anyOf' in root || 'oneOf' in root)
    return { ok: false, reason: 'it has both anyOf and oneOf at the top' };
  const properties: JsonSchemaObject = isPlainObject(root.properties) ? { ...root.properties } : {};
  const branches: JsonSchemaObject[] = [];
  for (let i = 0; i < list.length; i++) {
    let branch: unknown = list[i];
    if (
      isPlainObject(branch) &&
      typeof branch.$ref === 'string' &&
      Object.keys(branch).length === 1
    )
      branch = resolve(branch.$ref);
    if (!isPlainObject(branch))
      return { ok: false, reason: `alternative ${i + 1} is not an object schema` };
    const extra = Object.keys(branch).filter((k) => !BRANCH_KEYS.has(k));
    if (extra.length > 0)
      return {
        ok: false,
        reason: `alternative ${i + 1} uses ${extra.join(', ')}, which one object cannot express`,
      };
    if (branch.type !== undefined && branch.type !== 'object')
      return {
        ok: false,
        reason: `alternative ${i + 1} is not an object (type ${JSON.stringify(branch.type)})`,
      };
    if (isPlainObject(branch.properties)) {
      for (const [name, sub] of Object.entries(branch.properties)) {
        if (
          Object.hasOwn(properties, name) &&
          JSON.stringify(properties[name]) !== JSON.stringify(sub)
        ) {
          return { ok: false, reason: `alternatives declare the property "${name}" differently` };
        }
        setOwn(properties, name, sub);
      }
    }
    branches.push(branch);
  }
  const requiredBy = (s: JsonSchemaObject) =>
    Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [];
  const rootRequired = requiredBy(root);
  const everyBranch = requiredBy(branches[0]!).filter((name) =>
    branches.every((b) => requiredBy(b).includes(name)),
  );
  const required = [...new Set([...rootRequired, ...everyBranch])];
  const loosened = [...new Set(branches.flatMap(requiredBy))].filter(
    (name) => !required.includes(name),
  );
  const merged: JsonSchemaObject = { ...root, type: 'object', properties };
  if (required.length > 0) merged.required = required;
  else delete merged.required;
  if (!('additionalProperties' in root) && branches.every((b) => b.additionalProperties === false))
    merged.additionalProperties = false;
  return { ok: true, schema: merged, loosened };
}
