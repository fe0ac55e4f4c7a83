/** Checks on the input schema where a host rewrites or refuses what a provider would take. */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { walkSchemas } from '../../schema/walk';
import { DEFAULT_DIALECT, dialectOf } from '../../validation/dialect';
import type { HostHit, HostToolRule } from '../types';

/** Findings one rule reports per tool; past it the last one says how many more there are. */
const MAX_HITS_PER_RULE = 10;

type ToolCheck = HostToolRule['check'];

/**
 * Each input schema's subschemas with their pointers, walked once for every rule of every host
 * (a dozen rules read them), by schema object: an edit makes a new object, so it is walked anew.
 */
const walked = new WeakMap<object, { node: Record<string, unknown>; pointer: string }[]>();

export function inputSubschemas(
  schema: Record<string, unknown>,
): readonly { node: Record<string, unknown>; pointer: string }[] {
  let nodes = walked.get(schema);
  if (!nodes) {
    const found: { node: Record<string, unknown>; pointer: string }[] = [];
    walkSchemas(schema, '/inputSchema', dialectOf(schema) ?? DEFAULT_DIALECT, (visit) =>
      found.push({ node: visit.schema, pointer: visit.pointer }),
    );
    nodes = found;
    walked.set(schema, nodes);
  }
  return nodes;
}

/** The input schema is not an object whose `type` is the literal string "object". */
export function inputTypeNotObjectLiteral(consequence: string): ToolCheck {
  return (tool, { profile }) => {
    const schema: unknown = tool.inputSchema;
    if (isPlainObject(schema) && schema.type === 'object') return [];
    const written = isPlainObject(schema) ? JSON.stringify(schema.type ?? null) : 'not an object';
    return [
      {
        pointer: isPlainObject(schema) ? '/inputSchema/type' : '/inputSchema',
        message: `${profile.label}: inputSchema.type must be the string "object" (here ${written}): ${consequence}`,
      },
    ];
  };
}

/**
 * Every place in the input schema `found` names: for each subschema, the keywords it answers
 * (none for most), capped at MAX_HITS_PER_RULE hits per tool.
 */
export function schemaNodes(
  found: (node: Record<string, unknown>) => readonly string[],
  message: (keyword: string, label: string) => string,
): ToolCheck {
  return (tool, { profile }) => {
    const schema: unknown = tool.inputSchema;
    if (!isPlainObject(schema)) return [];
    const hits: HostHit[] = [];
    let more = 0;
    for (const { node, pointer } of inputSubschemas(schema)) {
      for (const keyword of found(node)) {
        if (hits.length < MAX_HITS_PER_RULE)
          hits.push({
            pointer: joinPointer(pointer, keyword),
            message: message(keyword, profile.label),
          });
        else more++;
      }
    }
    const last = hits.at(-1);
    if (last && more > 0) last.message += ` (and ${more} more places)`;
    return hits;
  };
}

/** A `type` list holding "null" (`["string", "null"]`). */
export function nullableTypeList(node: Record<string, unknown>): readonly string[] {
  return Array.isArray(node.type) && node.type.includes('null') ? ['type'] : [];
}

/** A `$ref` of any kind. */
export function anyRef(node: Record<string, unknown>): readonly string[] {
  return typeof node.$ref === 'string' ? ['$ref'] : [];
}

/** A `$ref` into the schema's own `$defs` or `definitions`. */
export function localDefinitionRef(node: Record<string, unknown>): readonly string[] {
  return typeof node.$ref === 'string' && /^#\/(\$defs|definitions)\//.test(node.$ref)
    ? ['$ref']
    : [];
}

/** An array schema (`type: "array"`) with no `items`. */
export function arrayWithoutItems(node: Record<string, unknown>): readonly string[] {
  const isArray =
    node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'));
  return isArray && !Object.hasOwn(node, 'items') && !Object.hasOwn(node, 'prefixItems')
    ? ['type']
    : [];
}

/** Each of `keywords` the node holds. */
export function keywordsIn(keywords: readonly string[]) {
  return (node: Record<string, unknown>): readonly string[] =>
    keywords.filter((k) => Object.hasOwn(node, k));
}

/** An `anyOf` beside a `default`. */
export function anyOfWithDefault(node: Record<string, unknown>): readonly string[] {
  return Array.isArray(node.anyOf) && Object.hasOwn(node, 'default') ? ['anyOf'] : [];
}
