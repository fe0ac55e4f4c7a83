import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';

export const inputSchemaMissing: Rule = {
  code: 'input-schema-missing',
  severity: 'error',
  scope: 'tool',
  title: 'Every tool has an inputSchema that is a JSON Schema object.',
  rationale:
    'A tool without inputSchema is invalid (toolfoundation, MCP Tool); Spark requires input_schema. See docs/tool-record.md#input-and-output-schemas.',
  check({ tool, entry, inputKey, document, report }) {
    const pointer = joinPointer(entry.pointer, inputKey);
    const schema = tool[inputKey];
    if (schema === undefined) {
      const recommended = { type: 'object', additionalProperties: false };
      report({
        pointer: joinPointer(entry.pointer, 'name'),
        message: `The tool has no "${inputKey}". A tool that takes no parameters uses {"type": "object", "additionalProperties": false}.`,
        key: true,
        fix: {
          title: 'Add the no-parameters schema',
          edits: setValueEdits(document, pointer, recommended),
        },
      });
    } else if (!isPlainObject(schema)) {
      report({
        pointer,
        message: `"${inputKey}" must be a JSON Schema object, not ${Array.isArray(schema) ? 'an array' : JSON.stringify(schema)}.`,
      });
    }
  },
};

export const inputSchemaNotObject: Rule = {
  code: 'input-schema-root-type',
  severity: 'error',
  scope: 'schema',
  title: 'The inputSchema root has "type": "object".',
  rationale:
    'MCP requires an object schema for inputSchema; Spark rejects other root types ("input_schema must be of type \'object\'"); Bedrock and Anthropic reject them too.',
  check({ schema, schemaPointer, role, document, report }) {
    if (role !== 'input') return;
    if (schema.type === undefined) {
      report({
        pointer: schemaPointer,
        message:
          'The input schema has no "type"; tool inputs are objects, so add "type": "object".',
        fix: {
          title: 'Add "type": "object"',
          edits: setValueEdits(document, joinPointer(schemaPointer, 'type'), 'object'),
        },
      });
    } else if (schema.type !== 'object') {
      report({
        pointer: joinPointer(schemaPointer, 'type'),
        message: `The input schema's root type is ${JSON.stringify(schema.type)}; tool inputs must be "object".`,
      });
    }
  },
};
