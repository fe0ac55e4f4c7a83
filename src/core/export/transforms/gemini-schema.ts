/**
 * JSON Schema → Gemini's OpenAPI-subset `Schema` (https://ai.google.dev/api/caching#Schema) and back
 * (§5.6). Every rewrite is a logged change; a recursive `$ref` cannot be inlined and refuses the
 * tool with a pointer to the JSON Schema option.
 */
import { MAX_INLINE_DEPTH, MAX_INLINED_SCHEMAS } from '../../limits';
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { mergeAllOf } from './all-of';
import type { ChangeLog } from './changes';
import { shortJson } from './changes';
import { describeKeyword } from './keywords';
import { isWideningRemoval } from '../../schema/keywords';
import type { MatrixColumnDefinition } from '../feature-matrix';
import { keywordPolicy, unverifiedSuffix } from './policy';
import { resolveLocalRef } from '../../schema/refs';
import type { RefResolution } from '../../schema/refs';
import { declaredTypes } from '../../schema/types';
import { childPointer } from '../../schema/walk';
import { setOwn } from '../../model/own';
import { INT64 } from './gemini-fields';
import { dropUndeclaredRequired } from './gemini-required';

/** Formats Gemini documents; others are kept and flagged. */
const GEMINI_FORMATS = new Set([
  'float',
  'double',
  'int32',
  'int64',
  'email',
  'byte',
  'date',
  'date-time',
  'password',
  'enum',
]);
const KEPT = new Set([
  'title',
  'description',
  'default',
  'pattern',
  'minimum',
  'maximum',
  'format',
]);
/** Output key order, so the text is stable and reads naturally. */
const ORDER = [
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'properties',
  'required',
  'propertyOrdering',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'minProperties',
  'maxProperties',
  'anyOf',
  'default',
  'example',
];
const GEMINI_PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export interface GeminiState {
  root: JsonSchemaObject;
  rootPointer: string;
  log: ChangeLog;
  /** The matrix column of Gemini's Schema: which keywords it keeps, strips or refuses. */
  column: MatrixColumnDefinition;
  /** Source pointers of the definitions being inlined, to catch recursion. */
  stack: string[];
  inlined: number;
  /** Resolved references, by `$ref` text: a definition is usually referenced many times. */
  refs: Map<string, RefResolution>;
}

export function toGeminiSchema(
  root: JsonSchemaObject,
  rootPointer: string,
  log: ChangeLog,
  column: MatrixColumnDefinition,
): JsonSchemaObject {
  const state: GeminiState = {
    root,
    rootPointer,
    log,
    column,
    stack: [],
    inlined: 0,
    refs: new Map(),
  };
  for (const key of ['$defs', 'definitions'] as const) {
    if (key in root)
      log.add({
        code: 'gemini-defs-stripped',
        kind: 'stripped',
        pointer: childPointer(rootPointer, key),
        message: `${key} is removed after its definitions are inlined: Gemini's Schema has no references.`,
      });
  }
  const { $defs: _d, definitions: _e, ...rest } = root;
  return convert(rest, rootPointer, state);
}

const RANK = new Map(ORDER.map((key, i) => [key, i]));
/** Keys written by `convert` itself, handled before the generic loop. */
const HANDLED = new Set(['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', 'nullable', '$ref']);

function order(out: JsonSchemaObject): JsonSchemaObject {
  let last = -1;
  let sorted = true;
  for (const key in out) {
    const rank = RANK.get(key) ?? ORDER.length;
    if (rank < last) {
      sorted = false;
      break;
    }
    last = rank;
  }
  if (sorted) return out;
  const result: JsonSchemaObject = {};
  for (const key of ORDER) if (key in out) result[key] = out[key];
  return result;
}

function convert(input: unknown, pointer: string, state: GeminiState): JsonSchemaObject {
  const { log } = state;
  if (input === true) {
    log.add({
      code: 'gemini-any',
      kind: 'flagged',
      pointer,
      message:
        'A true schema (any value) becomes an empty Schema; Gemini may treat an untyped field differently.',
    });
    return {};
  }
  if (!isPlainObject(input)) {
    log.reject(
      'gemini-false-schema',
      pointer,
      'A false schema accepts nothing and has no Gemini equivalent; remove the property instead.',
    );
    return {};
  }
  // Never written to: rewrites below build new objects.
  let schema: JsonSchemaObject = input;
  const at = pointer;
  listMalformedKeywords(schema, at, log);

  if (typeof schema.$ref === 'string') return inlineRef(schema, pointer, state);

  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOfStep(schema, at, state);
    if (!merged) return {};
    schema = merged;
  }

  const out: JsonSchemaObject = {};
  let nullable = false;

  // Unions first: they may fold into the parent.
  let branches: unknown[] | undefined;
  if (Array.isArray(schema.oneOf)) {
    if (Array.isArray(schema.anyOf)) {
      log.reject(
        'gemini-oneof-and-anyof',
        childPointer(at, 'oneOf'),
        'This schema has both oneOf and anyOf; Gemini has only anyOf and the two cannot be combined.',
      );
      return {};
    }
    log.add({
      code: 'gemini-oneof-anyof',
      kind: 'converted',
      widening: true,
      pointer: childPointer(at, 'oneOf'),
      message:
        'oneOf becomes anyOf: Gemini has no oneOf, so a value matching several branches is no longer refused.',
    });
    branches = schema.oneOf;
  } else if (Array.isArray(schema.anyOf)) branches = schema.anyOf;
  const unionKey = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
  if (branches) {
    const nonNull = branches
      .map((b, i) => ({ b, i }))
      .filter(({ b }) => !(isPlainObject(b) && b.type === 'null' && Object.keys(b).length === 1));
    if (nonNull.length < branches.length) {
      nullable = true;
      log.add({
        code: 'gemini-null-branch',
        kind: 'converted',
        pointer: childPointer(at, unionKey),
        message: `The {"type":"null"} branch becomes nullable: true.`,
      });
    }
    const { anyOf: _a, oneOf: _o, ...parent } = schema;
    if (
      nonNull.length === 1 &&
      nonNull[0] &&
      isPlainObject(nonNull[0].b) &&
      !hasConflict(parent, nonNull[0].b)
    ) {
      log.add({
        code: 'gemini-union-folded',
        kind: 'converted',
        pointer: childPointer(at, unionKey),
        message: 'The one remaining branch is merged into this schema.',
      });
      const branchPointer = joinPointer(at, unionKey, nonNull[0].i);
      const folded = convert({ ...parent, ...nonNull[0].b }, branchPointer, state);
      if (nullable) folded.nullable = true;
      return order(folded);
    }
    schema = parent;
    out.anyOf = nonNull.map(({ b, i }) => convert(b, joinPointer(at, unionKey, i), state));
  }

  if (typeStep(schema, out, at, log)) nullable = true;

  const enumNullable = enumStep(schema, out, at, log);
  if (enumNullable === undefined) return {};
  if (enumNullable) nullable = true;
  if (nullable) out.nullable = true;
  if ('nullable' in schema && schema.nullable !== false && out.nullable !== true) {
    log.add({
      code: 'gemini-nullable-stripped',
      kind: 'stripped',
      pointer: childPointer(at, 'nullable'),
      message: `nullable ${shortJson(schema.nullable)} is removed: it is not JSON Schema, so the schema never accepted null; write "type": [..., "null"] to allow it.`,
    });
  }
  if (out.type === 'ARRAY' && !('items' in schema)) {
    log.add({
      code: 'gemini-array-items-missing',
      kind: 'flagged',
      pointer: at,
      message:
        'This array has no items schema; whether Gemini accepts that is unverified. Add "items".',
    });
  }

  for (const key in schema) if (!HANDLED.has(key)) keywordStep(key, schema, out, at, state);
  fitShape(out, at, log);
  return order(out);
}

/**
 * `$ref`: Gemini's Schema has no references, so the target is inlined (siblings merged in),
 * refused when it is recursive, unresolvable, nested deeper than MAX_INLINE_DEPTH or would copy
 * more than MAX_INLINED_SCHEMAS schemas.
 */
function inlineRef(
  schema: JsonSchemaObject,
  pointer: string,
  state: GeminiState,
): JsonSchemaObject {
  const { log } = state;
  const { $ref, ...siblings } = schema;
  let target = state.refs.get($ref as string);
  if (!target) {
    target = resolveLocalRef(state.root, state.rootPointer, $ref as string);
    state.refs.set($ref as string, target);
  }
  if (!target.ok) {
    log.reject('gemini-ref-unresolved', childPointer(pointer, '$ref'), target.message);
    return {};
  }
  if (state.stack.includes(target.pointer)) {
    log.reject(
      'gemini-ref-recursive',
      childPointer(pointer, '$ref'),
      `This $ref refers back to ${target.pointer}, so the schema is recursive and cannot be inlined into Gemini's Schema. Export with the Gemini JSON Schema option (parametersJsonSchema), which keeps $ref.`,
    );
    return {};
  }
  if (state.stack.length >= MAX_INLINE_DEPTH) {
    log.reject(
      'gemini-ref-too-deep',
      childPointer(pointer, '$ref'),
      `References nest more than ${MAX_INLINE_DEPTH} definitions deep here, too deep to inline into Gemini's Schema; use the Gemini JSON Schema option, which keeps $ref.`,
    );
    return {};
  }
  if (++state.inlined > MAX_INLINED_SCHEMAS) {
    log.reject(
      'gemini-ref-too-large',
      childPointer(pointer, '$ref'),
      `Inlining the $refs would copy more than ${MAX_INLINED_SCHEMAS} schemas; use the Gemini JSON Schema option instead.`,
    );
    return {};
  }
  log.add({
    code: 'gemini-ref-inlined',
    kind: 'inlined',
    pointer: childPointer(pointer, '$ref'),
    message: `"$ref": "${$ref}" is replaced by a copy of ${target.pointer}: Gemini's Schema has no references.`,
  });
  const body =
    target.schema === true ? {} : isPlainObject(target.schema) ? target.schema : undefined;
  if (!body) {
    log.reject(
      'gemini-false-schema',
      target.pointer,
      'The referenced schema is false (accepts nothing); Gemini has no equivalent.',
    );
    return {};
  }
  state.stack.push(target.pointer);
  const resolved = convert(mergeSiblings(body, siblings), target.pointer, state);
  state.stack.pop();
  return resolved;
}

/** `allOf`: merged into one schema where that keeps the meaning (Gemini's Schema has no allOf), else refused (undefined). */
export function mergeAllOfStep(
  schema: JsonSchemaObject,
  at: string,
  state: GeminiState,
): JsonSchemaObject | undefined {
  const { log } = state;
  const merged = mergeAllOf(schema, (branch) => {
    const target = resolveLocalRef(state.root, state.rootPointer, String(branch.$ref));
    return target.ok ? target.schema : undefined;
  });
  if (!merged.ok) {
    log.reject(
      'gemini-allof',
      childPointer(at, 'allOf'),
      `Gemini's Schema has no allOf, and this one cannot be merged: ${merged.reason}.`,
    );
    return undefined;
  }
  log.add({
    code: 'gemini-allof-merged',
    kind: 'converted',
    pointer: childPointer(at, 'allOf'),
    message: `allOf is merged into one schema: Gemini's Schema has no allOf${merged.notes.length ? ` (${merged.notes.join('; ')})` : ''}.`,
  });
  return merged.schema;
}

/**
 * `type`: one type is upper-cased; an array becomes one type plus `nullable`, or an anyOf of one
 * type each. True when the array allowed null (the caller sets `nullable`).
 */
export function typeStep(
  schema: JsonSchemaObject,
  out: JsonSchemaObject,
  at: string,
  log: ChangeLog,
): boolean {
  let nullable = false;
  const types = declaredTypes(schema);
  if (Array.isArray(schema.type)) {
    const nonNullTypes = types.filter((t) => t !== 'null');
    if (types.includes('null')) nullable = true;
    if (nonNullTypes.length === 1) {
      out.type = upper(nonNullTypes[0]!);
      log.add({
        code: 'gemini-type-array',
        kind: 'converted',
        pointer: childPointer(at, 'type'),
        message: `type ${JSON.stringify(schema.type)} becomes type ${out.type}${types.includes('null') ? ' with nullable: true' : ''}: Gemini takes one type.`,
      });
    } else if (nonNullTypes.length === 0) {
      out.type = 'NULL';
    } else {
      out.anyOf = [
        ...((out.anyOf as unknown[]) ?? []),
        ...nonNullTypes.map((t) => ({ type: upper(t) })),
      ];
      log.add({
        code: 'gemini-type-array',
        kind: 'converted',
        pointer: childPointer(at, 'type'),
        message: `type ${JSON.stringify(schema.type)} becomes anyOf of one type each${types.includes('null') ? ' with nullable: true' : ''}: Gemini takes one type per schema.`,
      });
    }
  } else if (typeof schema.type === 'string') {
    out.type = upper(schema.type);
  }

  return nullable;
}

/**
 * `const` and `enum`: const becomes a one-value enum, null becomes `nullable`, string values are
 * kept, numbers and booleans are written as strings with format "enum" and a type is added.
 * Returns whether null was allowed, or undefined when the tool is refused.
 */
export function enumStep(
  schema: JsonSchemaObject,
  out: JsonSchemaObject,
  at: string,
  log: ChangeLog,
): boolean | undefined {
  let nullable = false;
  let values: unknown[] | undefined;
  if ('const' in schema) {
    values = [schema.const];
    log.add({
      code: 'gemini-const-enum',
      kind: 'converted',
      pointer: childPointer(at, 'const'),
      message: `const ${JSON.stringify(schema.const)} becomes a one-value enum: Gemini has no const.`,
    });
    if (Array.isArray(schema.enum)) {
      log.add({
        code: 'gemini-enum-with-const',
        kind: 'stripped',
        pointer: childPointer(at, 'enum'),
        message: 'enum is removed because const already fixes the value.',
      });
    }
  } else if (Array.isArray(schema.enum)) values = schema.enum;
  if (values) {
    const at2 = childPointer(at, 'const' in schema ? 'const' : 'enum');
    if (values.includes(null)) {
      nullable = true;
      values = values.filter((v) => v !== null);
      log.add({
        code: 'gemini-enum-null',
        kind: 'converted',
        pointer: at2,
        message: 'null in the enum becomes nullable: true.',
      });
    }
    const kinds = new Set(
      values.map((v) =>
        typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v,
      ),
    );
    if (kinds.has('object')) {
      log.reject(
        'gemini-enum-objects',
        at2,
        'Gemini enums hold strings only; object or array values cannot be expressed.',
      );
      return undefined;
    }
    if (kinds.size === 1 && kinds.has('string')) {
      out.enum = values;
      if (!out.type) {
        out.type = 'STRING';
        log.add({
          code: 'gemini-type-added',
          kind: 'added',
          pointer: at2,
          message: 'type STRING is added beside the enum: Gemini needs a type on every schema.',
        });
      }
    } else {
      const numeric = [...kinds].every((k) => k === 'integer' || k === 'number');
      if (!numeric && kinds.size > 1) {
        log.reject(
          'gemini-enum-mixed',
          at2,
          `This enum mixes ${[...kinds].join(' and ')} values; Gemini enums take one type. Split it into an anyOf of enums.`,
        );
        return undefined;
      }
      const valueType = numeric ? (kinds.has('number') ? 'NUMBER' : 'INTEGER') : 'BOOLEAN';
      if (!out.type) {
        out.type = valueType;
        log.add({
          code: 'gemini-type-added',
          kind: 'added',
          pointer: at2,
          message: `type ${valueType} is added beside the enum: Gemini needs a type on every schema.`,
        });
      }
      out.format = 'enum';
      out.enum = values.map((v) => String(v));
      log.add({
        code: 'gemini-enum-stringified',
        kind: 'converted',
        pointer: at2,
        message: `The ${valueType.toLowerCase()} enum values are written as strings with format "enum", as Gemini requires.`,
      });
      if (typeof schema.format === 'string') {
        log.add({
          code: 'gemini-format-replaced',
          kind: 'stripped',
          pointer: childPointer(at, 'format'),
          message: `format "${schema.format}" is replaced by "enum", which Gemini needs for a non-string enum.`,
        });
      }
    }
  }
  return nullable;
}

/**
 * Every other keyword of one schema: properties and items are converted, examples becomes
 * example, int64 fields become strings, documented formats and KEPT keywords stay, the rest is
 * removed (or refused where the feature matrix says Gemini rejects it).
 */
export function keywordStep(
  key: string,
  schema: JsonSchemaObject,
  out: JsonSchemaObject,
  at: string,
  state: GeminiState,
): void {
  const { log } = state;
  const value = schema[key];
  if (key === 'properties' && isPlainObject(value)) {
    const props: JsonSchemaObject = {};
    const propsPointer = childPointer(at, key);
    for (const name in value) {
      const sub = value[name];
      if (!GEMINI_PROPERTY_NAME.test(name)) {
        log.add({
          code: 'gemini-property-name',
          kind: 'flagged',
          pointer: childPointer(propsPointer, name),
          message: `Property name "${name}" does not match the rule Gemini documents for parameters (a letter or _, then letters, digits and _, at most 64); whether it is enforced is unverified. The JSON Schema option may be more lenient.`,
        });
      }
      setOwn(props, name, convert(sub, childPointer(propsPointer, name), state));
    }
    out.properties = props;
    return;
  }
  if (key === 'required') {
    out.required = value;
    return;
  }
  if (key === 'items') {
    if ('prefixItems' in schema) {
      // Beside prefixItems, items governs only the extra positions: it goes with the tuple.
      log.add({
        code: 'gemini-keyword-stripped',
        kind: 'stripped',
        widening: isWideningRemoval(key, value),
        pointer: childPointer(at, key),
        message:
          'items (the rule for positions after prefixItems) is removed with the tuple: Gemini takes one items schema for every position.',
      });
    } else if (Array.isArray(value)) {
      log.add({
        code: 'gemini-tuple-stripped',
        kind: 'stripped',
        widening: true,
        pointer: childPointer(at, key),
        message:
          'Tuple-form items is removed: Gemini takes one items schema, so positions are no longer checked.',
      });
    } else out.items = convert(value, childPointer(at, key), state);
    return;
  }
  if (key === 'examples') {
    if (Array.isArray(value) && value.length > 0) {
      out.example = value[0];
      log.add({
        code: 'gemini-examples-example',
        kind: 'converted',
        pointer: childPointer(at, key),
        message: `examples becomes example (the first one${value.length > 1 ? `; ${value.length - 1} more dropped` : ''}): Gemini takes a single example.`,
      });
    } else {
      log.add({
        code: 'gemini-keyword-stripped',
        kind: 'stripped',
        pointer: childPointer(at, key),
        message: `examples ${Array.isArray(value) ? 'is empty' : 'is not an array'}, so it is removed.`,
      });
    }
    return;
  }
  if (INT64.has(key) && typeof value !== 'number') {
    log.add({
      code: 'gemini-keyword-malformed',
      kind: 'stripped',
      widening: true,
      pointer: childPointer(at, key),
      message: `${key} is ${shortJson(value)}, not a number; it is removed, so the export no longer applies it.`,
    });
    return;
  }
  if (INT64.has(key)) {
    out[key] = String(value);
    log.add({
      code: 'gemini-int64-string',
      kind: 'converted',
      pointer: childPointer(at, key),
      message: `${key} ${JSON.stringify(value)} is written as the string "${String(value)}", as Gemini's int64 fields are typed.`,
    });
    return;
  }
  if (key === 'format' && out.format === 'enum') return;
  if (key === 'format' && typeof value === 'string' && !GEMINI_FORMATS.has(value)) {
    out.format = value;
    log.add({
      code: 'gemini-format-unverified',
      kind: 'flagged',
      pointer: childPointer(at, key),
      message: `format "${value}" is kept, but it is not among the formats Gemini documents; it may be ignored.`,
    });
    return;
  }
  if (KEPT.has(key)) {
    out[key] = value;
    return;
  }
  if (key === 'additionalProperties') {
    log.add({
      code: 'gemini-keyword-stripped',
      kind: 'stripped',
      widening: isWideningRemoval(key, value),
      pointer: childPointer(at, key),
      message: `additionalProperties is removed: Gemini's Schema has no such field and rejects it${value === false ? ', so extra keys are no longer refused' : ''}.`,
    });
    return;
  }
  const policy = keywordPolicy(key, state.column);
  const cell = policy?.cell;
  if (cell?.support === 'rejected') {
    log.reject(
      'gemini-keyword-rejected',
      childPointer(at, key),
      `${key} cannot be expressed in Gemini's Schema.`,
    );
    return;
  }
  log.add({
    code: 'gemini-keyword-stripped',
    kind: 'stripped',
    widening: isWideningRemoval(key, value),
    pointer: childPointer(at, key),
    message: `${describeKeyword(key, value)} is removed: Gemini's Schema has no such field${cell ? unverifiedSuffix(cell) : ''}.`,
  });
}

/**
 * The keywords the conversion reads by type (`$ref` a string, `type` a string or array, `enum`
 * and the unions arrays) are left out when they hold anything else; that removal is listed,
 * and flagged widening, since each of them restricted what the schema accepts.
 */
function listMalformedKeywords(schema: JsonSchemaObject, at: string, log: ChangeLog): void {
  // Checked in place, each keyword by name, without a list of pairs per schema: this runs on
  // every node converted. The order is the order the removals are listed in.
  if ('$ref' in schema && typeof schema.$ref !== 'string') logMalformed(schema, '$ref', at, log);
  if ('type' in schema && typeof schema.type !== 'string' && !Array.isArray(schema.type))
    logMalformed(schema, 'type', at, log);
  if ('enum' in schema && !Array.isArray(schema.enum)) logMalformed(schema, 'enum', at, log);
  if ('anyOf' in schema && !Array.isArray(schema.anyOf)) logMalformed(schema, 'anyOf', at, log);
  if ('oneOf' in schema && !Array.isArray(schema.oneOf)) logMalformed(schema, 'oneOf', at, log);
  if ('allOf' in schema && !Array.isArray(schema.allOf)) logMalformed(schema, 'allOf', at, log);
}

function logMalformed(schema: JsonSchemaObject, key: string, at: string, log: ChangeLog): void {
  log.add({
    code: 'gemini-keyword-malformed',
    kind: 'stripped',
    widening: true,
    pointer: childPointer(at, key),
    message: `${key} is ${shortJson(schema[key])}, which is not a valid ${key}; it is removed, so the export no longer applies it.`,
  });
}

/**
 * What Gemini refuses even when every field is known: `properties` off an OBJECT, an empty
 * `properties`, `items` off an ARRAY, and `required` names no property declares.
 */
function fitShape(out: JsonSchemaObject, at: string, log: ChangeLog): void {
  if (isPlainObject(out.properties)) {
    if (out.type === undefined) {
      out.type = 'OBJECT';
      log.add({
        code: 'gemini-object-type-added',
        kind: 'added',
        narrowing: true,
        pointer: at,
        message:
          'type OBJECT is added beside properties: Gemini allows properties only on an OBJECT, so a value that is not an object is no longer accepted here.',
      });
    } else if (out.type !== 'OBJECT') {
      delete out.properties;
      log.add({
        code: 'gemini-properties-stripped',
        kind: 'stripped',
        pointer: childPointer(at, 'properties'),
        message: `properties is removed: Gemini allows it only on an OBJECT, and this schema is ${String(out.type)} (where properties has no effect anyway).`,
      });
    } else if (Object.keys(out.properties).length === 0) {
      delete out.properties;
      log.add({
        code: 'gemini-empty-properties',
        kind: 'stripped',
        pointer: childPointer(at, 'properties'),
        message:
          'The empty properties is left out (the type stays OBJECT): Gemini refuses an OBJECT whose properties is empty. The object still takes any keys.',
      });
    }
  }
  if ('items' in out && out.type !== 'ARRAY') {
    delete out.items;
    log.add({
      code: 'gemini-items-stripped',
      kind: 'stripped',
      widening: out.type === undefined,
      pointer: childPointer(at, 'items'),
      message: `items is removed: Gemini allows it only on an ARRAY${out.type === undefined ? ', so arrays here are no longer checked item by item' : `, and this schema is ${String(out.type)} (where items has no effect anyway)`}.`,
    });
  }
  dropUndeclaredRequired(out, at, log);
}

function upper(type: string): string {
  return type.toUpperCase();
}

function hasConflict(a: JsonSchemaObject, b: JsonSchemaObject): boolean {
  return Object.keys(b).some(
    (k) =>
      k in a &&
      JSON.stringify(a[k]) !== JSON.stringify(b[k]) &&
      k !== 'description' &&
      k !== 'title',
  );
}

/** A `$ref` with siblings means both apply; siblings win for annotations. */
function mergeSiblings(target: JsonSchemaObject, siblings: JsonSchemaObject): JsonSchemaObject {
  if (Object.keys(siblings).length === 0) return target;
  if (!hasConflict(target, siblings)) return { ...target, ...siblings };
  return { allOf: [target, siblings] };
}
