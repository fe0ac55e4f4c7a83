/**
 * The JSON Schema keyword catalogue, as data: where subschemas live, which keywords each dialect
 * knows, which only describe and which constrain, and which constrain which instance type.
 * Every walker, rule, transform and form preparation reads it, so a keyword is added in one place.
 * Sources: JSON Schema 2020-12 Core §10 and Validation §6-§9
 * (https://json-schema.org/draft/2020-12/json-schema-core, …/json-schema-validation) and
 * draft-07 (https://json-schema.org/draft-07/json-schema-validation).
 */
import type { Dialect } from '../validation/dialect';

/**
 * Keywords whose value is one subschema. `items` is not among them: it holds one subschema, or
 * in draft-07 a tuple (an array of subschemas), so every walker handles it in both forms.
 * The order is the order the export transforms visit them in (their change logs follow it).
 */
export const SINGLE_SUBSCHEMA_KEYWORDS = [
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
  'contentSchema',
] as const;

/** Keywords whose value is an array of subschemas (besides draft-07's tuple `items`). */
export const SUBSCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/** Keywords whose value maps names to subschemas (besides draft-07's `dependencies`). */
export const SUBSCHEMA_MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
] as const;

/** draft-07's `dependencies`: a map whose members are subschemas or arrays of property names. */
export const DEPENDENCIES_KEYWORD = 'dependencies';

/** Where definitions live, reached through `$ref` rather than as part of the instance's shape. */
const DEFINITIONS_KEYWORDS = ['$defs', 'definitions'] as const;

/** How a keyword holds subschemas; undefined when its value is data (or a keyword is unknown). */
export type SubschemaShape = 'single' | 'list' | 'map' | 'single-or-list' | 'map-of-some';

const SHAPES = new Map<string, SubschemaShape>([
  ...SINGLE_SUBSCHEMA_KEYWORDS.map((k) => [k, 'single'] as const),
  ...SUBSCHEMA_LIST_KEYWORDS.map((k) => [k, 'list'] as const),
  ...SUBSCHEMA_MAP_KEYWORDS.map((k) => [k, 'map'] as const),
  ['items', 'single-or-list'],
  [DEPENDENCIES_KEYWORD, 'map-of-some'],
]);

/** How `keyword` holds subschemas (`dependencies` only in draft-07, where it is a keyword). */
export function subschemaShape(keyword: string, dialect?: Dialect): SubschemaShape | undefined {
  if (keyword === DEPENDENCIES_KEYWORD && dialect === '2020-12') return undefined;
  return SHAPES.get(keyword);
}

/**
 * Keywords that constrain one instance type only (they ignore values of other types), by type.
 * `integer` shares `number`'s list.
 */
export const CONSTRAINTS_BY_TYPE = {
  string: [
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'contentEncoding',
    'contentMediaType',
    'contentSchema',
  ],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'additionalItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
    'unevaluatedItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'minProperties',
    'maxProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'unevaluatedProperties',
  ],
  boolean: [],
  null: [],
} as const satisfies Record<string, readonly string[]>;

/** Lower bounds (inclusive or exclusive) on a number, a length or a count. */
export const LOWER_BOUND_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'minLength',
  'minItems',
  'minProperties',
] as const;
/** Upper bounds, in the same order as LOWER_BOUND_KEYWORDS (the pairs line up). */
export const UPPER_BOUND_KEYWORDS = [
  'maximum',
  'exclusiveMaximum',
  'maxLength',
  'maxItems',
  'maxProperties',
] as const;

/** Keywords whose absence is the same as 0: removing one that is 0 changes nothing. */
const ZERO_IS_ABSENT_KEYWORDS = ['minItems', 'minLength', 'minProperties', 'minContains'] as const;

/** Keywords whose absence is the same as `true` or `{}`: any other value closes the instance. */
const OPEN_BY_DEFAULT_KEYWORDS = [
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
] as const;

/**
 * Keywords that only describe; removing them never lets more values through. `format` is among
 * them: the studio treats it as an annotation (docs/tool-record.md#format-is-an-annotation), as
 * 2020-12 does by default. `example` is the OpenAPI spelling, which some tools carry.
 */
const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$vocabulary',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'example',
]);

/** Keywords that constrain what an instance may be (in either dialect, 2019-09's recursive refs too). */
const ASSERTION_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'const',
  'enum',
  'type',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
  'prefixItems',
  'items',
  'minProperties',
  'maxProperties',
  'required',
  'properties',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
]);

const common = [
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'items',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'format',
  'contentEncoding',
  'contentMediaType',
  // `definitions` is the draft-07 spelling; 2020-12 keeps it as a known location for reuse.
  'definitions',
];

/** Every keyword each dialect defines. */
export const KNOWN_KEYWORDS: Record<Dialect, ReadonlySet<string>> = {
  '2020-12': new Set([
    ...common,
    '$anchor',
    '$dynamicRef',
    '$dynamicAnchor',
    '$vocabulary',
    '$defs',
    'prefixItems',
    'dependentRequired',
    'dependentSchemas',
    'maxContains',
    'minContains',
    'unevaluatedItems',
    'unevaluatedProperties',
    'contentSchema',
  ]),
  'draft-07': new Set([...common, 'additionalItems', 'dependencies']),
};

/** Keys that are not JSON Schema but are deliberate: vendor extensions and MCP's own annotation. */
export function isExtensionKeyword(key: string): boolean {
  return key.startsWith('x-') || key === 'propertyOrdering';
}

/** Well-known keywords of neighbouring vocabularies, with what to write instead. */
export const FOREIGN_KEYWORDS: Record<string, string> = {
  nullable:
    'JSON Schema has no "nullable"; write "type": ["string", "null"] (or an anyOf with {"type": "null"}).',
  example: 'JSON Schema uses "examples" (an array), not "example".',
  optional:
    'JSON Schema has no "optional"; leave the property out of the parent\'s "required" list instead.',
  requried: 'Did you mean "required"?',
};

/** True when dropping `keyword` (with this value) lets the schema accept values it rejected. */
export function isWideningRemoval(keyword: string, value: unknown): boolean {
  if (ANNOTATION_KEYWORDS.has(keyword) || keyword.startsWith('x-')) return false;
  if ((DEFINITIONS_KEYWORDS as readonly string[]).includes(keyword)) return false;
  if ((OPEN_BY_DEFAULT_KEYWORDS as readonly string[]).includes(keyword)) {
    return (
      value !== true &&
      !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)
    );
  }
  if (keyword === 'uniqueItems') return value === true;
  if ((ZERO_IS_ABSENT_KEYWORDS as readonly string[]).includes(keyword)) return value !== 0;
  // Unknown vendor keywords constrain nothing a validator knows of.
  return ASSERTION_KEYWORDS.has(keyword);
}

/** `keyword`'s value may be an array of subschemas (`items` too, for draft-07 tuples). */
export function holdsSubschemaList(keyword: string): boolean {
  const shape = SHAPES.get(keyword);
  return shape === 'list' || shape === 'single-or-list';
}

/** `keyword`'s value may be one subschema (`items` too). */
export function holdsOneSubschema(keyword: string): boolean {
  const shape = SHAPES.get(keyword);
  return shape === 'single' || shape === 'single-or-list';
}

/** `keyword`'s value may map names to subschemas (draft-07 `dependencies` too). */
export function holdsSubschemaMap(keyword: string): boolean {
  const shape = SHAPES.get(keyword);
  return shape === 'map' || shape === 'map-of-some';
}
