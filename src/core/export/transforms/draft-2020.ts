/**
 * Older-draft forms that are invalid under JSON Schema 2020-12, rewritten to their 2020-12
 * equivalents for targets that check schemas against the 2020-12 meta-schema (Anthropic, and
 * Claude behind Bedrock; MCP JSON Schema usage; anthropics/claude-code#586).
 */
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { ChangeLog } from './changes';
import { deepClone } from '../../schema/types';
import { childPointer, directSubschemas, someSubschema } from '../../schema/walk';
import { setOwn } from '../../model/own';

/**
 * Subschemas found to hold no older-draft form. Every export to Anthropic and Bedrock asks this
 * of the same input subschemas, which nothing writes to. A root is not remembered: exporters
 * hand in a fresh copy of it on every export.
 */
const modern = new WeakSet<object>();

/** One function, no wrapper, so that a deep schema takes no more stack than before. */
function hasOldForms(node: unknown, isRoot?: true): boolean {
  if (!isPlainObject(node) || modern.has(node)) return false;
  if (
    Array.isArray(node.items) ||
    typeof node.exclusiveMinimum === 'boolean' ||
    typeof node.exclusiveMaximum === 'boolean' ||
    isPlainObject(node.dependencies)
  )
    return true;
  if (someSubschema(node, hasOldForms)) return true;
  if (!isRoot) modern.add(node);
  return false;
}

/** Returns `schema` itself when it has no older-draft forms, otherwise a rewritten copy. */
export function toDraft2020(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
  label: string,
): JsonSchemaObject {
  if (!hasOldForms(schema, true)) return schema;
  const copy = deepClone(schema);
  rewrite(copy, pointer, log, label);
  return copy;
}

function rewrite(node: JsonSchemaObject, pointer: string, log: ChangeLog, label: string): void {
  const note = `${label} checks schemas against JSON Schema 2020-12`;
  if (Array.isArray(node.items)) {
    node.prefixItems = node.items;
    delete node.items;
    if ('additionalItems' in node) {
      node.items = node.additionalItems;
      delete node.additionalItems;
    }
    log.add({
      code: 'draft2020-prefix-items',
      kind: 'converted',
      pointer: childPointer(pointer, 'items'),
      message: `Tuple-form items becomes prefixItems${'items' in node ? ' and additionalItems becomes items' : ''}: ${note}, where an items array is invalid. The meaning is the same.`,
    });
  }
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const flag = node[bound];
    if (typeof flag !== 'boolean') continue;
    if (flag && typeof node[limit] === 'number') {
      node[bound] = node[limit];
      delete node[limit];
      log.add({
        code: 'draft2020-exclusive-bound',
        kind: 'converted',
        pointer: childPointer(pointer, bound),
        message: `${bound}: true with ${limit} ${String(node[bound])} becomes ${bound}: ${String(node[bound])}: ${note}, where the boolean form is invalid. The meaning is the same.`,
      });
    } else {
      delete node[bound];
      log.add({
        code: 'draft2020-exclusive-bound',
        kind: 'stripped',
        pointer: childPointer(pointer, bound),
        message: `${bound}: ${String(flag)} is removed: ${note}, where the boolean form is invalid${flag ? ' (it had no limit to apply to)' : ''}.`,
      });
    }
  }
  if (isPlainObject(node.dependencies)) {
    const required: Record<string, unknown> = {};
    const schemas: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node.dependencies))
      setOwn(Array.isArray(value) ? required : schemas, name, value);
    delete node.dependencies;
    if (Object.keys(required).length) node.dependentRequired = required;
    if (Object.keys(schemas).length) node.dependentSchemas = schemas;
    log.add({
      code: 'draft2020-dependencies',
      kind: 'converted',
      pointer: childPointer(pointer, 'dependencies'),
      message: `dependencies becomes dependentRequired/dependentSchemas: ${note}, where dependencies is no longer a keyword. The meaning is the same.`,
    });
  }
  for (const sub of directSubschemas(node, pointer))
    if (isPlainObject(sub.value)) rewrite(sub.value, sub.pointer, log, label);
}
