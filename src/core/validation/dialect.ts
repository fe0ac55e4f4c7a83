/** The two JSON Schema dialects the studio supports, chosen per schema from `$schema`. */
export type Dialect = '2020-12' | 'draft-07';

export const DEFAULT_DIALECT: Dialect = '2020-12';

const dialectUris: Record<string, Dialect> = {
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
  'http://json-schema.org/draft-07/schema': 'draft-07',
};

export const SUPPORTED_DIALECT_URIS = [
  'https://json-schema.org/draft/2020-12/schema',
  'http://json-schema.org/draft-07/schema#',
] as const;

/**
 * The dialect a schema declares: 2020-12 when `$schema` is absent (docs/tool-record.md#dialects, MCP 2025-11-25),
 * undefined when it names one the studio does not support. An empty fragment and http/https
 * spellings are treated alike, as validators commonly do.
 */
export function dialectOf(schema: unknown): Dialect | undefined {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
    return DEFAULT_DIALECT;
  const declared = (schema as Record<string, unknown>).$schema;
  if (declared === undefined) return DEFAULT_DIALECT;
  if (typeof declared !== 'string') return undefined;
  const normalised = declared.trim().replace(/#$/, '');
  return (
    dialectUris[normalised] ??
    dialectUris[normalised.replace(/^http:/, 'https:')] ??
    dialectUris[normalised.replace(/^https:/, 'http:')]
  );
}
