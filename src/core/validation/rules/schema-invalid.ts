import type { AnySchema } from 'ajv';
import { getAtPointer, joinPointer } from '../../model/pointer';
import { setValueEdits } from '../../model/json-edits';
import { metaSchemaErrors } from '../ajv';
import type { Rule } from './rule';
import { closestKeyword } from './schema-unknown-keyword';

const JSON_SCHEMA_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

export const schemaInvalid: Rule = {
  code: 'schema-invalid',
  severity: 'error',
  scope: 'schema',
  title: 'inputSchema and outputSchema are valid JSON Schema for their dialect.',
  rationale:
    'Schemas must be valid JSON Schema (docs/tool-record.md#input-and-output-schemas); Anthropic rejects a schema that does not match the 2020-12 meta-schema (anthropics/claude-code#586).',
  check({ schema, schemaPointer, dialect, serialised, document, report }) {
    const errors = metaSchemaErrors(schema as AnySchema, dialect, serialised);
    if (errors.length === 0) return;
    // The meta-schema reports one failure once per branch it tried; one message per place is enough.
    const seen = new Set<string>();
    for (const error of errors) {
      const pointer = schemaPointer + error.instancePath;
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      const where = error.instancePath.split('/').pop() || 'schema';
      const value = getAtPointer(schema, error.instancePath);
      if (where === 'type' && typeof value === 'string') {
        const suggestion = closestKeyword(value, JSON_SCHEMA_TYPES);
        report({
          pointer,
          message: `"${value}" is not a JSON Schema type; use one of ${JSON_SCHEMA_TYPES.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
          ...(suggestion
            ? {
                fix: {
                  title: `Change to "${suggestion}"`,
                  edits: setValueEdits(document, pointer, suggestion),
                },
              }
            : {}),
        });
        continue;
      }
      const detail =
        error.keyword === 'type'
          ? `must be ${String((error.params as { type: string }).type).replace(/,/g, ' or ')}`
          : (error.message ?? 'is not valid');
      report({
        pointer: joinPointer(pointer),
        message: `"${where}" ${detail} (JSON Schema ${dialect}).`,
      });
    }
  },
};
