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

export function hintFix(hint: string): HostFix {
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
