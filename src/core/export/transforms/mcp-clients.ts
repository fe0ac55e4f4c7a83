/**
 * What the MCP export rewrites so that the common clients take the tool list: `items` on every
 * array (VS Code refuses arrays without it), `{}` for a bare `true` in outputSchema (Claude Code
 * refuses it), and the `$schema` policy (Claude clients validate with a 2020-12-only validator).
 * Every rewrite keeps the meaning and is listed; see docs/providers.md for the clients' words.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { McpSchemaDialect } from '../adapter';
import { booleanSubschemas, isArrayTyped, schemaNodes } from '../preflight/rule';
import type { ChangeLog } from './changes';
import { toDraft2020 } from './draft-2020';
import { deepClone } from '../../schema/types';

const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
const IS_2020_12 = /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

/** Adds `items: {}` (any value, as a missing items means) to every array schema without one. */
export function addMissingItems(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
): JsonSchemaObject {
  const missing = (node: Record<string, unknown>) =>
    isArrayTyped(node) && !('items' in node) && !('prefixItems' in node);
  if (!schemaNodes(schema, pointer).some(({ node }) => missing(node))) return schema;
  const copy = deepClone(schema);
  for (const here of schemaNodes(copy, pointer)) {
    if (!missing(here.node)) continue;
    here.node.items = {};
    log.add({
      code: 'mcp-array-items-added',
      kind: 'added',
      pointer: here.pointer,
      message:
        'items: {} is added to this array: VS Code and GitHub Copilot refuse an array parameter without items. {} accepts any item, as before.',
    });
  }
  return copy;
}

/** Writes `{}` for a bare `true` and `{"not": {}}` for a bare `false` subschema. */
export function spellBooleanSubschemas(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
): JsonSchemaObject {
  if (booleanSubschemas(schema, pointer).length === 0) return schema;
  const copy = deepClone(schema);
  for (const { path, pointer: at, value } of booleanSubschemas(copy, pointer)) {
    let parent: unknown = copy;
    for (const segment of path.slice(0, -1))
      parent = (parent as Record<string, unknown>)[segment as string];
    const last = path[path.length - 1]!;
    (parent as Record<string | number, unknown>)[last] = value ? {} : { not: {} };
    log.add({
      code: 'mcp-boolean-subschema',
      kind: 'converted',
      pointer: at,
      message: `${String(value)} becomes ${value ? '{}' : '{"not": {}}'}, the same schema written as an object: Claude Code refuses a bare ${String(value)} here.`,
    });
  }
  return copy;
}

/** Applies the `$schema` policy to one root schema (inputSchema or outputSchema). */
export function applyDialectPolicy(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
  policy: McpSchemaDialect,
  label: string,
): JsonSchemaObject {
  const declared = schema.$schema;
  if (declared === undefined || (typeof declared === 'string' && IS_2020_12.test(declared)))
    return schema;
  const at = joinPointer(pointer, '$schema');
  if (policy === 'keep') {
    log.add({
      code: 'mcp-schema-dialect-kept',
      kind: 'flagged',
      pointer: at,
      message: `$schema ${JSON.stringify(declared)} is kept as you asked; Claude clients validate with a 2020-12-only validator and refuse it${pointer === '/outputSchema' ? '' : ' on outputSchema'}.`,
    });
    return schema;
  }
  // Older-draft forms (tuple items, boolean exclusive bounds, dependencies) are rewritten first, so
  // what is declared (or assumed) as 2020-12 is valid 2020-12.
  const body = toDraft2020(schema, pointer, log, label);
  const out: JsonSchemaObject = isPlainObject(body) ? { ...body } : { ...schema };
  if (policy === 'strip') {
    delete out.$schema;
    log.add({
      code: 'mcp-schema-dialect-stripped',
      kind: 'stripped',
      pointer: at,
      message: `$schema ${JSON.stringify(declared)} is removed: clients then read the schema as 2020-12, the MCP default, and Claude clients refuse any other declared dialect.`,
    });
  } else {
    out.$schema = DIALECT_2020_12;
    log.add({
      code: 'mcp-schema-dialect-rewritten',
      kind: 'converted',
      pointer: at,
      message: `$schema ${JSON.stringify(declared)} becomes ${JSON.stringify(DIALECT_2020_12)}: Claude clients validate with a 2020-12-only validator and refuse other dialects. The schema means the same under 2020-12${body === schema ? '' : ' after the rewrites listed'}.`,
    });
  }
  return out;
}
