import type { AnySchema } from 'ajv';
import { joinPointer } from '../../model/pointer';
import { ajvFor } from '../ajv';
import type { Rule } from './rule';

export const schemaInvalid: Rule = {
  code: 'schema-invalid',
  severity: 'error',
  scope: 'schema',
  title: 'inputSchema and outputSchema are valid JSON Schema for their dialect.',
  rationale: 'Seed 000: "Schemas must be valid JSON Schema objects"; Anthropic rejects a schema that does not match the 2020-12 meta-schema (PROVIDERS.md §3.2).',
  check({ schema, schemaPointer, dialect, report }) {
    const ajv = ajvFor(dialect);
    if (ajv.validateSchema(schema as AnySchema)) return;
    const seen = new Set<string>();
    for (const error of ajv.errors ?? []) {
      // The meta-schema reports each failure once per applicable branch; keep the first per place.
      const pointer = joinPointer(schemaPointer) + error.instancePath;
      const key = `${pointer}|${error.keyword}`;
      if (seen.has(key) || error.keyword === 'anyOf' || error.keyword === '$dynamicRef') continue;
      seen.add(key);
      const where = error.instancePath.split('/').pop() || 'schema';
      const detail = error.keyword === 'type' ? `must be ${String((error.params as { type: string }).type)}` : error.message ?? 'is not valid';
      report({ pointer, message: `"${where}" ${detail} (JSON Schema ${dialect}).` });
    }
  },
};
