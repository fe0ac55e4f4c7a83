/**
 * Anthropic strict tool use (and Bedrock strict, which follows the same subset as far as is
 * known): what `@anthropic-ai/sdk` `transformJSONSchema` does, with every step logged. Keywords
 * outside the subset move into the description as `{keyword: value}` text, as the SDK does.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { MatrixColumnDefinition } from '../feature-matrix';
import type { ChangeLog } from './changes';
import { shortJson } from './changes';
import { mergeAllOf } from './all-of';
import { isWideningRemoval } from '../../schema/keywords';
import { keywordPolicy, unverifiedSuffix } from './policy';
import { findRecursiveRef } from '../../schema/refs';
import { setOwn } from '../../model/own';
import { closeObject } from './free-form';

const ANTHROPIC_STRICT_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'uri',
  'ipv4',
  'ipv6',
  'uuid',
]);

const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

export function anthropicStrict(
  schema: JsonSchemaObject,
  rootPointer: string,
  log: ChangeLog,
  column: MatrixColumnDefinition,
  label: string,
  closeFreeForm = false,
): JsonSchemaObject {
  const recursive = findRecursiveRef(schema, rootPointer);
  if (recursive) {
    log.reject(
      'strict-recursive-ref',
      recursive,
      `This $ref makes the schema recursive; ${label} strict mode does not support recursive schemas. Export without strict.`,
    );
  }
  const result = node(schema, rootPointer, log, column, label, { rootPointer, closeFreeForm });
  return isPlainObject(result) ? result : schema;
}

interface StrictOptions {
  rootPointer: string;
  closeFreeForm: boolean;
}

function node(
  input: unknown,
  pointer: string,
  log: ChangeLog,
  column: MatrixColumnDefinition,
  label: string,
  opts: StrictOptions,
): unknown {
  if (typeof input === 'boolean') {
    log.reject(
      'strict-boolean-schema',
      pointer,
      `A ${input} schema has no type; ${label} strict mode needs a typed schema here.`,
    );
    return input;
  }
  if (!isPlainObject(input)) return input;
  let rest: JsonSchemaObject = { ...input };
  if (Array.isArray(rest.allOf)) {
    // The SDK keeps allOf, but then needs a type in every branch; a mergeable allOf is folded
    // first so that `{properties, required}` branches do not refuse the tool.
    const merged = mergeAllOf(rest, (branch) =>
      typeof branch.$ref === 'string' ? undefined : branch,
    );
    if (merged.ok) {
      log.add({
        code: 'strict-allof-merged',
        kind: 'converted',
        pointer: joinPointer(pointer, 'allOf'),
        message: `allOf is merged into one schema for ${label} strict mode${merged.notes.length ? ` (${merged.notes.join('; ')})` : ''}.`,
      });
      rest = merged.schema;
    }
  }
  const out: JsonSchemaObject = {};
  const take = (key: string) => {
    const v = rest[key];
    delete rest[key];
    return v;
  };
  const defs = take('$defs');
  if (isPlainObject(defs)) {
    const next: JsonSchemaObject = {};
    for (const [name, def] of Object.entries(defs))
      setOwn(next, name, node(def, joinPointer(pointer, '$defs', name), log, column, label, opts));
    out.$defs = next;
  }
  const ref = take('$ref');
  if (ref !== undefined) {
    out.$ref = ref;
    for (const [key, value] of Object.entries(rest)) {
      log.add({
        code: 'strict-ref-sibling-stripped',
        kind: 'stripped',
        widening: isWideningRemoval(key, value),
        pointer: joinPointer(pointer, key),
        message: `${key} beside $ref is removed: ${label} strict mode keeps only the reference here.`,
      });
    }
    return out;
  }
  const enumValues = rest.enum;
  if (Array.isArray(enumValues) && enumValues.length > 0 && enumValues.every(isPrimitive))
    out.enum = take('enum');
  if (rest.const !== undefined && isPrimitive(rest.const)) out.const = take('const');
  const hasLiterals = 'enum' in out || 'const' in out;
  const declared = take('type');
  const type = hasLiterals ? undefined : declared;
  if (hasLiterals && declared !== undefined) {
    log.add({
      code: 'strict-type-with-literals',
      kind: 'stripped',
      pointer: joinPointer(pointer, 'type'),
      message: `type is removed beside enum/const, as ${label} strict mode does; the listed values already fix the type.`,
    });
  }
  const anyOf = take('anyOf');
  const oneOf = take('oneOf');
  const allOf = take('allOf');
  take('$schema');
  if (Array.isArray(anyOf)) {
    out.anyOf = anyOf.map((b, i) =>
      node(b, joinPointer(pointer, 'anyOf', i), log, column, label, opts),
    );
    if (Array.isArray(oneOf))
      log.reject(
        'strict-oneof-and-anyof',
        joinPointer(pointer, 'oneOf'),
        `This schema has both anyOf and oneOf; ${label} strict mode keeps only one union.`,
      );
  } else if (Array.isArray(oneOf)) {
    out.anyOf = oneOf.map((b, i) =>
      node(b, joinPointer(pointer, 'oneOf', i), log, column, label, opts),
    );
    log.add({
      code: 'strict-oneof-anyof',
      kind: 'converted',
      widening: true,
      pointer: joinPointer(pointer, 'oneOf'),
      message: `oneOf becomes anyOf for ${label} strict mode; a value matching several branches is no longer refused.`,
    });
  } else if (Array.isArray(allOf)) {
    out.allOf = allOf.map((b, i) =>
      node(b, joinPointer(pointer, 'allOf', i), log, column, label, opts),
    );
  } else if (!hasLiterals) {
    if (type === undefined) {
      log.reject(
        'strict-untyped',
        pointer,
        `This schema has no type, enum, const or union; ${label} strict mode needs one. Give it a type, or export without strict.`,
      );
    } else out.type = type;
  }
  const description = take('description');
  if (description !== undefined) out.description = description;
  const title = take('title');
  if (title !== undefined) out.title = title;

  if (type === 'object') {
    const properties = take('properties');
    const next: JsonSchemaObject = {};
    if (isPlainObject(properties)) {
      for (const [name, sub] of Object.entries(properties))
        setOwn(
          next,
          name,
          node(sub, joinPointer(pointer, 'properties', name), log, column, label, opts),
        );
    }
    out.properties = next;
    if (properties === undefined)
      log.add({
        code: 'strict-properties-added',
        kind: 'added',
        pointer,
        message: `properties: {} is added, as ${label} strict mode writes it on every object.`,
      });
    else if (!isPlainObject(properties))
      log.add({
        code: 'strict-properties-replaced',
        kind: 'converted',
        pointer: joinPointer(pointer, 'properties'),
        message: `properties is ${shortJson(properties)}, not an object of schemas; it is replaced by {}, as ${label} strict mode writes a properties object on every object.`,
      });
    const additional = take('additionalProperties');
    const closed = closeObject({
      log,
      pointer,
      isRoot: pointer === opts.rootPointer,
      declaresProperties: Object.keys(next).length > 0,
      additional,
      allowClosing: opts.closeFreeForm,
      label,
    });
    if (closed) out.additionalProperties = false;
    const required = take('required');
    if (Array.isArray(required)) {
      // Strict tool use compiles required names into the grammar; a name no property declares has no place in it.
      const kept = required.filter((r) => typeof r === 'string' && Object.hasOwn(next, r));
      if (kept.length < required.length) {
        const dropped = required.filter((r) => !kept.includes(r));
        log.add({
          code: 'strict-required-undeclared',
          kind: 'stripped',
          widening: true,
          pointer: joinPointer(pointer, 'required'),
          message: `required names ${dropped.map((r) => JSON.stringify(r)).join(', ')}, which properties does not declare; they are left out for ${label} strict mode, so a value without them is no longer refused.`,
        });
      }
      out.required = kept;
    } else if (required !== undefined) out.required = required;
  } else if (type === 'string') {
    const format = rest.format;
    if (typeof format === 'string' && ANTHROPIC_STRICT_FORMATS.has(format))
      out.format = take('format');
  } else if (type === 'array' && !('prefixItems' in rest)) {
    const items = take('items');
    if (items !== undefined)
      out.items = Array.isArray(items)
        ? items
        : node(items, joinPointer(pointer, 'items'), log, column, label, opts);
    if (Array.isArray(items))
      log.reject(
        'strict-tuple',
        joinPointer(pointer, 'items'),
        `Tuple-form items is not supported in ${label} strict mode; use one items schema.`,
      );
    const minItems = rest.minItems;
    if (minItems === 0 || minItems === 1) out.minItems = take('minItems');
  }

  const moved = Object.entries(rest);
  if (moved.length > 0) {
    const text = '{' + moved.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ') + '}';
    out.description =
      (typeof out.description === 'string' && out.description ? out.description + '\n\n' : '') +
      text;
    for (const [key, value] of moved) {
      const policy = keywordPolicy(key, column);
      const suffix = policy ? unverifiedSuffix(policy.cell) : '';
      log.add({
        code: 'strict-moved-to-description',
        kind: 'moved',
        widening: isWideningRemoval(key, value),
        pointer: joinPointer(pointer, key),
        message: `${key} is not part of ${label} strict mode's schema subset; it is removed and written into the description as text, as the Anthropic SDK does, so it is no longer enforced${suffix}.`,
      });
    }
  }
  return out;
}
