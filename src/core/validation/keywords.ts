import type { Dialect } from './dialect';

/** Keywords whose value is one subschema. */
export const SCHEMA_KEYWORDS = [
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
  'additionalItems',
] as const;
/** Keywords whose value is an array of subschemas. */
export const SCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
/** Keywords whose value is a map of name -> subschema. */
export const SCHEMA_MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
] as const;

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
