import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const descriptionMissing: Rule = {
  code: 'description-missing',
  severity: 'warning',
  scope: 'tool',
  title: 'Every tool has a description (an error for Spark ToolSpecs).',
  rationale:
    'Models read the description to decide when to call a tool; Spark requires it: "Missing required field \'description\'" (docs/tool-record.md#spark-toolspec).',
  check({ tool, entry, report }) {
    const isSpark = entry.format === 'spark';
    if (typeof tool.description === 'string' && tool.description.trim() !== '') return;
    report({
      pointer:
        tool.description === undefined
          ? joinPointer(entry.pointer, 'name')
          : joinPointer(entry.pointer, 'description'),
      key: tool.description === undefined,
      message:
        tool.description === undefined
          ? `The tool has no "description"${isSpark ? ' (Spark requires one)' : ''}. Say in a sentence what it does, starting with a verb.`
          : 'The description is empty. Say in a sentence what the tool does, starting with a verb.',
      severity: isSpark ? 'error' : 'warning',
    });
  },
};

export const parameterDescriptionMissing: Rule = {
  code: 'parameter-description-missing',
  severity: 'info',
  scope: 'schema',
  title: 'Every top-level parameter has a description.',
  rationale:
    "The model sees only the schema: a parameter without a description is guessed at (the skill_command guide and Spark's ToolSpec page both ask for parameter descriptions).",
  check({ schema, schemaPointer, role, report }) {
    if (role !== 'input' || schema.properties === null || typeof schema.properties !== 'object')
      return;
    for (const [name, property] of Object.entries(schema.properties as Record<string, unknown>)) {
      if (property !== null && typeof property === 'object' && !Array.isArray(property)) {
        const p = property as Record<string, unknown>;
        if (p.description === undefined && p.$ref === undefined) {
          report({
            pointer: joinPointer(schemaPointer, 'properties', name),
            key: true,
            message: `The parameter "${name}" has no description; the model will have to guess what it means.`,
          });
        }
      }
    }
  },
};
