/**
 * Listing policies, judged on the definition alone. Where something is missing, the hit carries
 * a fix that asks the author for the value: a hint is declared as the author chooses, never
 * defaulted to "safe", since an absent hint is unreviewable rather than harmless.
 */
import { isPlainObject } from '../../model/types';
import type { HostFix, HostToolRule } from '../types';

type ToolCheck = HostToolRule['check'];

const HINT_QUESTIONS: Record<string, string> = {
  readOnlyHint: 'Does this tool only read, never change anything?',
  destructiveHint: 'Can this tool delete or overwrite something the user cannot get back?',
  openWorldHint: 'Does this tool reach beyond the server (the web, other people, other systems)?',
  idempotentHint: 'Does calling this tool twice with the same arguments do no more than once?',
};

function hintFix(hint: string): HostFix {
  return {
    label: `Declare ${hint}`,
    prompt: HINT_QUESTIONS[hint] ?? `Choose the value of ${hint}.`,
    pointer: `/annotations/${hint}`,
    choices: [true, false],
  };
}

function declared(tool: { annotations?: unknown }, hint: string): boolean {
  return isPlainObject(tool.annotations) && typeof tool.annotations[hint] === 'boolean';
}

/** Each of `hints` not declared as a boolean: one hit per missing hint, each with its fix. */
export function hintsMissing(hints: readonly string[], consequence: string): ToolCheck {
  return (tool, { profile }) =>
    hints
      .filter((hint) => !declared(tool, hint))
      .map((hint) => ({
        pointer: isPlainObject(tool.annotations) ? '/annotations' : '',
        message: `${profile.label}: ${hint} is not declared: ${consequence}`,
        fix: hintFix(hint),
      }));
}

/** None of `hints` declared (the tool says nothing about what it does). */
export function noneOfHints(hints: readonly string[], consequence: string): ToolCheck {
  return (tool, { profile }) =>
    hints.some((hint) => declared(tool, hint))
      ? []
      : [
          {
            pointer: isPlainObject(tool.annotations) ? '/annotations' : '',
            message: `${profile.label}: declare ${hints.join(' or ')}: ${consequence}`,
            fix: hintFix(hints[0]!),
          },
        ];
}

function nonEmptyText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** No `title` (nor `annotations.title`). */
export function titleMissing(consequence: string): ToolCheck {
  return (tool, { profile }) =>
    nonEmptyText(tool.title) ||
    (isPlainObject(tool.annotations) && nonEmptyText(tool.annotations.title))
      ? []
      : [
          {
            pointer: '',
            message: `${profile.label}: the tool has no title: ${consequence}`,
            fix: {
              label: 'Add a title',
              prompt: 'The title people will see for this tool:',
              pointer: '/title',
              choices: null,
            },
          },
        ];
}

/** No description, or an empty one. */
export function descriptionMissing(consequence: string): ToolCheck {
  return (tool, { profile }) =>
    nonEmptyText(tool.description)
      ? []
      : [
          {
            pointer: '',
            message: `${profile.label}: the tool has no description: ${consequence}`,
            fix: {
              label: 'Add a description',
              prompt: 'What the tool does, when to use it, and what it returns:',
              pointer: '/description',
              choices: null,
            },
          },
        ];
}

/** Both readOnlyHint and destructiveHint true. */
export function contradictoryHints(consequence: string): ToolCheck {
  return (tool, { profile }) =>
    isPlainObject(tool.annotations) &&
    tool.annotations.readOnlyHint === true &&
    tool.annotations.destructiveHint === true
      ? [
          {
            pointer: '/annotations/destructiveHint',
            message: `${profile.label}: the tool says it is both read-only and destructive: ${consequence}`,
          },
        ]
      : [];
}

const READ_VERBS = ['get', 'list', 'read', 'search', 'query', 'fetch', 'find'];
const WRITE_VERBS = [
  'create',
  'update',
  'delete',
  'write',
  'remove',
  'insert',
  'upsert',
  'send',
  'post',
  'put',
  'patch',
  'execute',
  'drop',
];

/** `value` starts with one of `verbs` as a word (`delete`, `delete_item`, `deleteItem`). */
function startsWithVerb(value: string, verbs: readonly string[]): boolean {
  const lower = value.toLowerCase();
  return verbs.some(
    (verb) =>
      lower === verb ||
      lower.startsWith(`${verb}_`) ||
      lower.startsWith(`${verb}-`) ||
      (lower.startsWith(verb) && /[A-Z]/.test(value.charAt(verb.length))),
  );
}

/**
 * A top-level parameter whose enum offers both a reading and a changing operation: one tool
 * that is safe or unsafe by its arguments, which a per-tool hint cannot describe. Only an
 * enumerated list settles it; a free-text "action" is not judged.
 */
export function mixedOperations(consequence: string): ToolCheck {
  return (tool, { profile }) => {
    const properties = isPlainObject(tool.inputSchema) ? tool.inputSchema.properties : undefined;
    if (!isPlainObject(properties)) return [];
    for (const [name, schema] of Object.entries(properties)) {
      if (!isPlainObject(schema) || !Array.isArray(schema.enum)) continue;
      const values = schema.enum.filter((v): v is string => typeof v === 'string');
      const reads = values.filter((v) => startsWithVerb(v, READ_VERBS));
      const writes = values.filter((v) => startsWithVerb(v, WRITE_VERBS));
      if (reads.length > 0 && writes.length > 0)
        return [
          {
            pointer: `/inputSchema/properties/${name.replaceAll('~', '~0').replaceAll('/', '~1')}/enum`,
            message: `${profile.label}: "${name}" offers both ${reads[0]} and ${writes[0]}: ${consequence}`,
          },
        ];
    }
    return [];
  };
}

/** A read-only hint on a tool whose name says it changes something: a note, never a failure. */
export function readOnlyMutationName(note: string): ToolCheck {
  return (tool, { profile }) =>
    isPlainObject(tool.annotations) &&
    tool.annotations.readOnlyHint === true &&
    typeof tool.name === 'string' &&
    startsWithVerb(tool.name, WRITE_VERBS)
      ? [
          {
            pointer: '/annotations/readOnlyHint',
            message: `${profile.label}: "${tool.name}" is named like a change but says it only reads: ${note}`,
          },
        ]
      : [];
}
