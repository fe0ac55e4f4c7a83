/**
 * Gemini `Schema` fields typed as int64, which the SDK types as strings (proto JSON): the export
 * writes them as strings and the import reads them back as numbers.
 */
const GEMINI_INT64_FIELDS = [
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minProperties',
  'maxProperties',
] as const;
export const INT64 = new Set<string>(GEMINI_INT64_FIELDS);
