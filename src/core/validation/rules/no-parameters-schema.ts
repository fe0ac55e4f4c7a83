import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';

const composing = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'dependentSchemas',
  'propertyNames',
];

export const noParametersSchema: Rule = {
  code: 'no-parameters-schema',
  severity: 'info',
  scope: 'schema',
  title: 'A tool with no parameters uses {"type": "object", "additionalProperties": false}.',
  rationale:
    'MCP 2025-11-25 and toolfoundation recommend this schema for tools that take no parameters; {"type": "object"} alone also accepts any input.',
  check({ schema, schemaPointer, role, document, report }) {
    if (role !== 'input' || schema.type !== 'object') return;
    const hasProperties =
      isPlainObject(schema.properties) && Object.keys(schema.properties).length > 0;
    if (hasProperties || composing.some((k) => k in schema)) return;
    report({
      pointer: schemaPointer,
      message:
        'This tool takes no parameters; the recommended schema also sets "additionalProperties": false so no stray input is accepted.',
      fix: {
        title: 'Add "additionalProperties": false',
        edits: setValueEdits(document, joinPointer(schemaPointer, 'additionalProperties'), false),
      },
    });
  },
};
