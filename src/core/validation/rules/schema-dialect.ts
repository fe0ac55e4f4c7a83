import { SUPPORTED_DIALECT_URIS } from '../dialect';
import type { Rule } from './rule';

/** Reported by the analyzer before schema rules run, since no other schema rule can run without a dialect. */
export const schemaDialectUnsupported: Rule = {
  code: 'schema-dialect-unsupported',
  severity: 'error',
  scope: 'tool',
  title: 'A schema declares JSON Schema 2020-12 (the default) or draft-07.',
  rationale:
    'toolfoundation: supported dialects are 2020-12 (default when $schema is absent) and draft-07; MCP 2025-11-25 says an unsupported dialect MUST be reported.',
  check() {
    // Placed by analyze.ts, which knows each schema's dialect; listed here for the rules table.
  },
};

export function dialectMessage(declared: unknown): string {
  return `The $schema ${JSON.stringify(declared)} is not supported; use ${SUPPORTED_DIALECT_URIS.map((u) => `"${u}"`).join(' or ')} (or leave $schema out for 2020-12).`;
}
