/**
 * OpenAI schema rewrites: the non-strict fix-ups (https://platform.openai.com/docs/guides/function-calling) and the strict-mode subset
 * (§2.5). Strict output either meets every rule or the tool is refused: `strict: true` is never
 * written over a schema that breaks one.
 */
import {
  OPENAI_STRICT_MAX_CHARS,
  OPENAI_STRICT_MAX_DEPTH,
  OPENAI_STRICT_MAX_ENUM_VALUES,
  OPENAI_STRICT_MAX_LARGE_ENUM_CHARS,
  OPENAI_STRICT_MAX_PROPERTIES,
  OPENAI_STRICT_LARGE_ENUM,
} from '../../limits';
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { mergeAllOf } from './all-of';
import type { ChangeLog } from './changes';
import { describeKeyword } from './keywords';
import type { MatrixColumnDefinition } from '../feature-matrix';
import { keywordPolicy, unverifiedSuffix } from './policy';
import { resolveLocalRef } from '../../schema/refs';
import {
  holdsOneSubschema,
  holdsSubschemaList,
  holdsSubschemaMap,
  isWideningRemoval,
} from '../../schema/keywords';
import { declaredTypes, deepClone, isArraySchema, isObjectSchema } from '../../schema/types';
import { directSubschemas } from '../../schema/walk';
import { setOwn } from '../../model/own';
import { closeObject } from './free-form';
import { OPENAI_STRICT_FORMATS } from '../openai-formats';

export { OPENAI_STRICT_FORMATS };

/**
 * Copy-on-write: `out` with `key` set, copying `node` first if `out` is still it. A function of
 * its own, not a closure per visited node: the closures (and the context they forced on `out`)
 * were a twentieth of what an export to every target allocates.
 */
function withKey(
  out: JsonSchemaObject,
  node: JsonSchemaObject,
  key: string,
  value: unknown,
): JsonSchemaObject {
  const copy = out === node ? { ...node } : out;
  copy[key] = value;
  return copy;
}

/**
 * Non-strict: add `items: {}` to arrays without it (OpenAI rejects "array schema missing items").
 * Copy-on-write, and pointers are built only for a hit: this runs on every OpenAI export.
 */
export function openAiLoose(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
): JsonSchemaObject {
  const path: (string | number)[] = [];
  const visit = (node: JsonSchemaObject): JsonSchemaObject => {
    let out = node;
    if (isArraySchema(node) && !('items' in node) && !('prefixItems' in node)) {
      out = { ...node, items: {} };
      log.add({
        code: 'openai-array-items-added',
        kind: 'added',
        pointer: joinPointer(pointer, ...path),
        message:
          'This array has no items schema, which OpenAI rejects ("array schema missing items"); items: {} (any value) is added. Whether {} is accepted is unverified.',
      });
    }
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      path.push(key);
      if (Array.isArray(value)) {
        if (holdsSubschemaList(key)) {
          let list: unknown[] = value;
          for (let i = 0; i < value.length; i++) {
            const item: unknown = value[i];
            if (!isPlainObject(item)) continue;
            path.push(i);
            const next = visit(item);
            path.pop();
            if (next !== item) {
              if (list === value) list = [...value];
              list[i] = next;
            }
          }
          if (list !== value) out = withKey(out, node, key, list);
        }
      } else if (holdsOneSubschema(key)) {
        const next = visit(value as JsonSchemaObject);
        if (next !== value) out = withKey(out, node, key, next);
      } else if (holdsSubschemaMap(key)) {
        let map = value as JsonSchemaObject;
        for (const name in value as JsonSchemaObject) {
          const item = (value as JsonSchemaObject)[name];
          if (!isPlainObject(item)) continue;
          path.push(name);
          const next = visit(item);
          path.pop();
          if (next !== item) {
            if (map === value) map = { ...(value as JsonSchemaObject) };
            setOwn(map, name, next);
          }
        }
        if (map !== value) out = withKey(out, node, key, map);
      }
      path.pop();
    }
    return out;
  };
  return visit(schema);
}

interface StrictState {
  root: JsonSchemaObject;
  rootPointer: string;
  log: ChangeLog;
  /** The matrix column of OpenAI strict: which keywords it keeps, strips or refuses. */
  column: MatrixColumnDefinition;
  properties: number;
  enumValues: number;
  chars: number;
  /** The user allowed free-form objects to be closed (a narrowing) instead of refusing the tool. */
  closeFreeForm: boolean;
}

const ANNOTATION_SIBLINGS = new Set([
  '$ref',
  'title',
  'description',
  'examples',
  '$comment',
  'deprecated',
]);

/** Rewrites a copy of `input` to OpenAI's strict subset, logging every step. */
export function openAiStrict(
  input: JsonSchemaObject,
  rootPointer: string,
  log: ChangeLog,
  column: MatrixColumnDefinition,
  closeFreeForm = false,
): JsonSchemaObject {
  // Strict rewrites edit in place all through the schema, so they work on a deep copy.
  const schema = deepClone(input);
  const state: StrictState = {
    root: schema,
    rootPointer,
    log,
    column,
    properties: 0,
    enumValues: 0,
    chars: 0,
    closeFreeForm,
  };
  const result = strictNode(schema, rootPointer, 1, state);
  if (state.properties > OPENAI_STRICT_MAX_PROPERTIES) {
    log.reject(
      'strict-too-many-properties',
      rootPointer,
      `The schema has ${state.properties} properties; OpenAI strict mode allows at most ${OPENAI_STRICT_MAX_PROPERTIES}.`,
    );
  }
  if (state.enumValues > OPENAI_STRICT_MAX_ENUM_VALUES) {
    log.reject(
      'strict-too-many-enum-values',
      rootPointer,
      `The schema has ${state.enumValues} enum values; OpenAI strict mode allows at most ${OPENAI_STRICT_MAX_ENUM_VALUES}.`,
    );
  }
  if (state.chars > OPENAI_STRICT_MAX_CHARS) {
    log.reject(
      'strict-too-large',
      rootPointer,
      `Property names, definition names and enum/const values add up to ${state.chars} characters; OpenAI strict mode allows at most ${OPENAI_STRICT_MAX_CHARS}.`,
    );
  }
  return isPlainObject(result) ? result : schema;
}

function strictNode(node: unknown, pointer: string, depth: number, state: StrictState): unknown {
  const { log } = state;
  if (typeof node === 'boolean') {
    log.reject(
      'strict-boolean-schema',
      pointer,
      `A ${node} schema ${node ? 'accepts any value' : 'accepts nothing'}; OpenAI strict mode needs a typed schema here.`,
    );
    return node;
  }
  if (!isPlainObject(node)) return node;
  if (depth > OPENAI_STRICT_MAX_DEPTH) {
    log.reject(
      'strict-too-deep',
      pointer,
      `Objects nest more than ${OPENAI_STRICT_MAX_DEPTH} levels deep here; OpenAI strict mode allows at most ${OPENAI_STRICT_MAX_DEPTH}.`,
    );
    return node;
  }
  const schema = node;

  if (typeof schema.$ref === 'string') {
    const extra = Object.keys(schema).filter(
      (k) => !ANNOTATION_SIBLINGS.has(k) && k !== '$defs' && k !== 'definitions',
    );
    if (extra.length > 0) {
      log.reject(
        'strict-ref-siblings',
        pointer,
        `$ref sits next to ${extra.join(', ')}; OpenAI strict mode allows only annotations beside a $ref. Move them into the referenced definition.`,
      );
    }
    const target = resolveLocalRef(state.root, state.rootPointer, schema.$ref);
    if (!target.ok)
      log.reject('strict-ref-unresolved', joinPointer(pointer, '$ref'), target.message);
  }

  if (Array.isArray(schema.oneOf)) {
    if (Array.isArray(schema.anyOf)) {
      log.reject(
        'strict-oneof-and-anyof',
        joinPointer(pointer, 'oneOf'),
        'This schema has both oneOf and anyOf; OpenAI strict mode rejects oneOf and the two cannot be combined into one anyOf.',
      );
    } else {
      schema.anyOf = schema.oneOf;
      delete schema.oneOf;
      log.add({
        code: 'strict-oneof-anyof',
        kind: 'converted',
        widening: true,
        pointer: joinPointer(pointer, 'oneOf'),
        message:
          'oneOf becomes anyOf, because OpenAI strict mode rejects oneOf; a value matching several branches is no longer refused.',
      });
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(schema, (branch) => {
      const target = resolveLocalRef(state.root, state.rootPointer, String(branch.$ref));
      return target.ok ? target.schema : undefined;
    });
    if (!merged.ok) {
      log.reject(
        'strict-allof',
        joinPointer(pointer, 'allOf'),
        `OpenAI strict mode rejects allOf, and this one cannot be merged: ${merged.reason}.`,
      );
    } else {
      replaceContents(schema, merged.schema);
      log.add({
        code: 'strict-allof-merged',
        kind: 'converted',
        pointer: joinPointer(pointer, 'allOf'),
        message: `allOf is merged into one schema, because OpenAI strict mode rejects allOf${merged.notes.length ? ` (${merged.notes.join('; ')})` : ''}.`,
      });
    }
  }

  for (const key of Object.keys(schema)) {
    const policy = keywordPolicy(key, state.column);
    if (!policy || key === '$ref' || key === 'anyOf' || key === '$defs' || key === 'definitions')
      continue;
    const at = joinPointer(pointer, key);
    const value = schema[key];
    if (key === 'format') {
      if (typeof value === 'string' && !OPENAI_STRICT_FORMATS.has(value)) {
        delete schema.format;
        log.add({
          code: 'strict-format-stripped',
          kind: 'stripped',
          pointer: at,
          message: `format "${value}" is removed: OpenAI strict mode supports only ${[...OPENAI_STRICT_FORMATS].join(', ')}. Describe the expected form in the description instead.`,
        });
      }
      continue;
    }
    if (key === 'enum' && Array.isArray(value)) countEnum(value, at, state);
    if (key === 'const') state.chars += String(JSON.stringify(value)).length;
    switch (policy.cell.support) {
      case 'supported':
        if (policy.cell.verified === false) {
          log.add({
            code: 'strict-unverified',
            kind: 'flagged',
            pointer: at,
            message: `${describeKeyword(key, value)} is kept, but OpenAI strict support for it is unverified${policy.cell.note ? ` (${policy.cell.note})` : ''}.`,
          });
        }
        break;
      case 'stripped':
        delete schema[key];
        log.add({
          code: 'strict-keyword-stripped',
          kind: 'stripped',
          widening: isWideningRemoval(key, value),
          pointer: at,
          message: `${describeKeyword(key, value)} is removed for OpenAI strict mode${unverifiedSuffix(policy.cell)}.`,
        });
        break;
      case 'rejected':
      case 'converted':
        log.reject(
          'strict-keyword-rejected',
          at,
          `${key} (${policy.row.label}) is not allowed in OpenAI strict mode, and removing it would change what the tool accepts. Remove it, or export without strict.`,
        );
        // Already refused: its subschemas need no further findings.
        delete schema[key];
        if (key === 'prefixItems' && typeof schema.items === 'boolean') delete schema.items;
        break;
    }
  }

  const types = declaredTypes(schema);
  const constrained =
    types.length > 0 ||
    'enum' in schema ||
    'const' in schema ||
    'anyOf' in schema ||
    '$ref' in schema;
  if (!constrained) {
    log.reject(
      'strict-untyped',
      pointer,
      'This schema has no type (it accepts any value); OpenAI strict mode needs every value typed. Give it a type, or export without strict.',
    );
  }

  if (isArraySchema(schema)) {
    if (Array.isArray(schema.items)) {
      log.reject(
        'strict-tuple',
        joinPointer(pointer, 'items'),
        'Tuple-form items (an array of schemas) is not allowed in OpenAI strict mode; use one items schema.',
      );
    } else if (!('items' in schema)) {
      log.reject(
        'strict-array-items',
        pointer,
        'This array has no items schema; OpenAI strict mode needs one. Add "items".',
      );
    }
  }

  // Children first, so an optional property is made nullable after its own rewrite.
  for (const sub of directSubschemas(schema, pointer)) {
    // additionalProperties is settled by strictObject (false, or refused as free-form).
    if (sub.pointer === joinPointer(pointer, 'additionalProperties') && isObjectSchema(schema))
      continue;
    const isDefinition =
      sub.pointer.startsWith(joinPointer(pointer, '$defs') + '/') ||
      sub.pointer.startsWith(joinPointer(pointer, 'definitions') + '/');
    if (isDefinition) state.chars += sub.pointer.length - sub.pointer.lastIndexOf('/') - 1;
    const nextDepth = isObjectLike(sub.value) && !isDefinition ? depth + 1 : depth;
    sub.set(strictNode(sub.value, sub.pointer, nextDepth, state));
  }

  if (isObjectSchema(schema)) strictObject(schema, pointer, state);
  return schema;
}

function isObjectLike(value: unknown): boolean {
  return isPlainObject(value) && isObjectSchema(value);
}

function strictObject(schema: JsonSchemaObject, pointer: string, state: StrictState): void {
  const { log } = state;
  if (schema.properties !== undefined && !isPlainObject(schema.properties)) {
    log.reject(
      'strict-properties-invalid',
      joinPointer(pointer, 'properties'),
      'properties is not an object of parameter schemas, so OpenAI strict mode cannot check it. Write properties as an object (or remove it).',
    );
    return;
  }
  const declared = isPlainObject(schema.properties) ? schema.properties : undefined;
  const closed = closeObject({
    log,
    pointer,
    isRoot: pointer === state.rootPointer,
    declaresProperties: declared !== undefined && Object.keys(declared).length > 0,
    additional: schema.additionalProperties,
    allowClosing: state.closeFreeForm,
    label: 'OpenAI',
  });
  if (closed) schema.additionalProperties = false;
  if (!declared) {
    // OpenAI refuses an object schema without the key: "object schema missing properties".
    schema.properties = {};
    log.add({
      code: 'strict-properties-added',
      kind: 'added',
      pointer,
      message:
        'properties: {} is added: OpenAI strict mode refuses an object schema without a properties key.',
    });
  }
  const properties = schema.properties as JsonSchemaObject;
  const names = Object.keys(properties);
  state.properties += names.length;
  for (const name of names) state.chars += name.length;
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  const undeclared = Array.isArray(schema.required)
    ? schema.required.filter((r) => typeof r !== 'string' || !Object.hasOwn(properties, r))
    : [];
  if (undeclared.length > 0) {
    log.add({
      code: 'strict-required-undeclared',
      kind: 'stripped',
      widening: true,
      pointer: joinPointer(pointer, 'required'),
      message: `required names ${undeclared.map((r) => JSON.stringify(r)).join(', ')}, which properties does not declare; OpenAI strict mode lists exactly the declared properties, so ${undeclared.length === 1 ? 'it is' : 'they are'} left out and a value without ${undeclared.length === 1 ? 'it' : 'them'} is no longer refused.`,
    });
  }
  for (const name of names) {
    if (required.includes(name)) continue;
    const at = joinPointer(pointer, 'properties', name);
    const { schema: nullable, already } = makeNullable(properties[name]);
    setOwn(properties, name, nullable);
    if (already) {
      log.add({
        code: 'strict-optional-required',
        kind: 'converted',
        pointer: at,
        message: `Optional property "${name}" is made required, as OpenAI strict mode requires; it already accepts null, so the model sends null when it has no value.`,
      });
    } else {
      log.add({
        code: 'strict-optional-nullable',
        kind: 'converted',
        widening: true,
        pointer: at,
        message: `Optional property "${name}" is made required and nullable, as OpenAI strict mode requires: the model sends null instead of leaving it out, so treat null as "not given".`,
      });
    }
  }
  schema.required = names;
}

/** Lets a schema also accept null; `already` when it did. */
export function makeNullable(schema: unknown): { schema: unknown; already: boolean } {
  if (!isPlainObject(schema))
    return { schema: { anyOf: [schema, { type: 'null' }] }, already: schema === true };
  const types = declaredTypes(schema);
  if (types.includes('null')) return { schema, already: true };
  if (Array.isArray(schema.anyOf)) {
    if (schema.anyOf.some((b) => isPlainObject(b) && b.type === 'null'))
      return { schema, already: true };
    return { schema: { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] }, already: false };
  }
  if (types.length > 0 && !('const' in schema) && !('$ref' in schema)) {
    const next: JsonSchemaObject = { ...schema, type: [...types, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null))
      next.enum = [...schema.enum, null];
    return { schema: next, already: false };
  }
  if (types.length === 0 && Array.isArray(schema.enum) && !('$ref' in schema)) {
    if (schema.enum.includes(null)) return { schema, already: true };
    return { schema: { ...schema, enum: [...schema.enum, null] }, already: false };
  }
  const { description, title, ...rest } = schema;
  const wrapped: JsonSchemaObject = {};
  if (title !== undefined) wrapped.title = title;
  if (description !== undefined) wrapped.description = description;
  wrapped.anyOf = [rest, { type: 'null' }];
  return { schema: wrapped, already: false };
}

function countEnum(values: unknown[], pointer: string, state: StrictState): void {
  state.enumValues += values.length;
  let chars = 0;
  for (const v of values)
    chars += typeof v === 'string' ? v.length : String(JSON.stringify(v)).length;
  state.chars += chars;
  if (
    values.length > OPENAI_STRICT_LARGE_ENUM &&
    values.every((v) => typeof v === 'string') &&
    chars > OPENAI_STRICT_MAX_LARGE_ENUM_CHARS
  ) {
    state.log.reject(
      'strict-enum-too-long',
      pointer,
      `This enum has ${values.length} string values totalling ${chars} characters; OpenAI strict mode allows at most ${OPENAI_STRICT_MAX_LARGE_ENUM_CHARS} characters for an enum of more than ${OPENAI_STRICT_LARGE_ENUM} strings.`,
    );
  }
}

function replaceContents(target: JsonSchemaObject, source: JsonSchemaObject): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}
