import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';

export const requiredNotInProperties: Rule = {
  code: 'required-not-in-properties',
  severity: 'error',
  scope: 'schema',
  title: 'Every name in "required" is defined in "properties".',
  rationale:
    'Spark spec validation: "Required parameter \'param2\' not found in properties" (docs/tool-record.md#spark-toolspec).',
  check({ subschemas, report }) {
    for (const { schema: node, pointer } of subschemas) {
      if (!Array.isArray(node.required)) continue;
      // A schema without "properties" that composes others (allOf, $ref) may define them elsewhere.
      if (!isPlainObject(node.properties)) continue;
      const properties = node.properties;
      node.required.forEach((name, index) => {
        if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(properties, name)) {
          report({
            pointer: joinPointer(pointer, 'required', index),
            message: `Required parameter "${name}" is not defined in "properties".`,
          });
        }
      });
    }
  },
};

export const requiredDuplicate: Rule = {
  code: 'required-duplicate',
  severity: 'warning',
  scope: 'schema',
  title: 'A name appears in "required" once.',
  rationale:
    'JSON Schema requires the items of "required" to be unique; duplicates fail the meta-schema in strict validators.',
  check({ subschemas, document, report }) {
    for (const { schema: node, pointer } of subschemas) {
      if (!Array.isArray(node.required)) continue;
      const seen = new Set<unknown>();
      const unique = node.required.filter((name) => !seen.has(name) && (seen.add(name), true));
      if (unique.length === node.required.length) continue;
      const listPointer = joinPointer(pointer, 'required');
      const firstDuplicate = node.required.findIndex(
        (name, index) =>
          node.required !== undefined && (node.required as unknown[]).indexOf(name) !== index,
      );
      report({
        pointer: joinPointer(listPointer, firstDuplicate),
        message: `"${String(node.required[firstDuplicate])}" is listed in "required" more than once.`,
        fix: {
          title: 'Remove the duplicates',
          edits: setValueEdits(document, listPointer, unique),
        },
      });
    }
  },
};
