/** What each JSON Schema keyword does, as far as the exporter needs to know. */

/** Keywords the exporter handles in code (structure, not policy). */
export const STRUCTURAL_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'nullable',
]);

/**
 * Keywords that only describe; removing them never lets more values through. Everything else
 * that constrains (pattern, bounds, required, combinators, …) widens the schema when removed.
 */
const ANNOTATIONS = new Set([
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
  // The studio treats `format` as an annotation (docs/tool-record.md#format-is-an-annotation), as 2020-12 does by default.
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'example',
]);

/** True when dropping `keyword` (with this value) lets the schema accept values it rejected. */
export function isWideningRemoval(keyword: string, value: unknown): boolean {
  if (ANNOTATIONS.has(keyword) || keyword.startsWith('x-')) return false;
  if (keyword === '$defs' || keyword === 'definitions') return false;
  if (
    keyword === 'additionalProperties' ||
    keyword === 'unevaluatedProperties' ||
    keyword === 'unevaluatedItems' ||
    keyword === 'additionalItems'
  ) {
    return (
      value !== true &&
      !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)
    );
  }
  if (keyword === 'uniqueItems') return value === true;
  if (
    keyword === 'minItems' ||
    keyword === 'minLength' ||
    keyword === 'minProperties' ||
    keyword === 'minContains'
  )
    return value !== 0;
  // Unknown vendor keywords constrain nothing a validator knows of.
  return KNOWN_ASSERTIONS.has(keyword);
}

const KNOWN_ASSERTIONS = new Set([
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

/** Keywords a validator would understand at all (for "unknown keyword" handling). */
export function isKnownKeyword(keyword: string): boolean {
  return (
    KNOWN_ASSERTIONS.has(keyword) ||
    ANNOTATIONS.has(keyword) ||
    STRUCTURAL_KEYWORDS.has(keyword) ||
    keyword === '$defs' ||
    keyword === 'definitions' ||
    keyword === 'additionalItems' ||
    keyword === 'unevaluatedItems' ||
    keyword === 'unevaluatedProperties'
  );
}

/** A short rendering of a keyword and value for messages: `pattern "^a+$"`, `maximum 5`. */
export function describeKeyword(keyword: string, value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${keyword}` : `${keyword} ${text}`;
}
