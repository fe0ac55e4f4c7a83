import { joinPointer } from '../../model/pointer';
import { HINT_NAMES, isPlainObject, REGISTRY_HINT_NAMES } from '../../model/types';
import type { Rule } from './rule';

function hintKeys(registry: boolean): { hint: (typeof HINT_NAMES)[number]; key: string }[] {
  return HINT_NAMES.map((hint) => ({ hint, key: registry ? REGISTRY_HINT_NAMES[hint] : hint }));
}

export const annotationNotBoolean: Rule = {
  code: 'annotation-not-boolean',
  severity: 'error',
  scope: 'tool',
  title: 'Behaviour hints are true or false.',
  rationale:
    "MCP ToolAnnotations hints are booleans, and so are the ToolHive registry's (docs/tool-record.md#annotations-behaviour-hints).",
  check({ tool, entry, report }) {
    const annotations = tool.annotations;
    if (annotations === undefined) return;
    const pointer = joinPointer(entry.pointer, 'annotations');
    if (!isPlainObject(annotations)) {
      report({ pointer, message: '"annotations" must be an object of hints.' });
      return;
    }
    for (const { key } of hintKeys(entry.registryEntryPointer !== undefined)) {
      if (key in annotations && typeof annotations[key] !== 'boolean') {
        report({
          pointer: joinPointer(pointer, key),
          message: `"${key}" must be true or false, not ${JSON.stringify(annotations[key])}.`,
        });
      }
    }
    if ('title' in annotations && typeof annotations.title !== 'string') {
      report({
        pointer: joinPointer(pointer, 'title'),
        message: '"annotations.title" must be a string.',
      });
    }
  },
};

export const hintsContradictory: Rule = {
  code: 'hints-contradictory',
  severity: 'warning',
  scope: 'tool',
  title: 'A tool is not both read-only and destructive.',
  rationale:
    'MCP: destructiveHint only means something when readOnlyHint is false, so both true contradicts itself (MCP schema, ToolAnnotations).',
  check({ tool, entry, report }) {
    const annotations = tool.annotations;
    if (!isPlainObject(annotations)) return;
    const registry = entry.registryEntryPointer !== undefined;
    const readOnly = registry ? 'readOnly' : 'readOnlyHint';
    const destructive = registry ? 'destructive' : 'destructiveHint';
    if (annotations[readOnly] === true && annotations[destructive] === true) {
      report({
        pointer: joinPointer(entry.pointer, 'annotations', destructive),
        message: `The tool is marked both read-only and destructive; a read-only tool cannot destroy data. Set "${destructive}" to false or "${readOnly}" to false.`,
      });
    }
  },
};
