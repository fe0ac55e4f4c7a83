import { joinPointer } from '../../model/pointer';
import {
  CHARS_PER_TOKEN_ESTIMATE,
  descriptionOf,
  hasUsageGuidance,
  isTautological,
  isTooLong,
  isTooShort,
  MAX_DESCRIPTION_CHARS,
  MIN_DESCRIPTION_WORDS,
  estimatedTokens,
} from '../../quality/checks';
import type { Rule, ToolContext } from './rule';

/** The description when it is there and says enough to be judged further; undefined otherwise. */
function judgeable({ tool }: ToolContext): string | undefined {
  const description = descriptionOf(tool);
  return description !== undefined && !isTooShort(description) ? description : undefined;
}

export const descriptionTooShort: Rule = {
  code: 'description-too-short',
  severity: 'info',
  scope: 'tool',
  title: `A description has at least ${MIN_DESCRIPTION_WORDS} words: what the tool does, and to what.`,
  rationale:
    'A model chooses between tools by their descriptions; "Get weather" does not say for where, when or what comes back (Anthropic, "Define tools": detailed descriptions are the most important factor in tool performance).',
  check({ tool, entry, report }) {
    const description = descriptionOf(tool);
    if (description === undefined || !isTooShort(description)) return;
    report({
      pointer: joinPointer(entry.pointer, 'description'),
      message: `The description "${description.trim()}" is too short to say what the tool does. Say what it does, to what, and what it returns.`,
    });
  },
};

export const descriptionTautological: Rule = {
  code: 'description-tautological',
  severity: 'info',
  scope: 'tool',
  title: "A description says more than the tool's name.",
  rationale:
    'A description that repeats the name ("Create a calendar event." for create_calendar_event) gives a model nothing the name did not; say what it needs, what it returns and when to use it.',
  check(context) {
    const description = judgeable(context);
    const { tool, entry, report } = context;
    if (
      description === undefined ||
      typeof tool.name !== 'string' ||
      !isTautological(tool.name, description)
    )
      return;
    report({
      pointer: joinPointer(entry.pointer, 'description'),
      message: `The description only repeats the name "${tool.name}". Add what the tool needs, what it returns, and when to use it.`,
    });
  },
};

export const descriptionNoUsageGuidance: Rule = {
  code: 'description-no-usage-guidance',
  severity: 'info',
  scope: 'tool',
  title: 'In a toolset, each description says when to use the tool (or when not to).',
  rationale:
    'With several tools a model must pick one; "use this when…", "instead of…" or an example decides it (Anthropic, "Writing tools for agents"; the usage-guidance dimension of registry quality scores). Single-tool documents are scored in the Quality panel only.',
  check(context) {
    const description = judgeable(context);
    const { tool, entry, document, report } = context;
    // The finding matters where a model chooses between tools: not for a lone tool being drafted.
    if (document.tools.length < 2 || description === undefined || hasUsageGuidance(description))
      return;
    if (typeof tool.name === 'string' && isTautological(tool.name, description)) return; // description-tautological says more
    report({
      pointer: joinPointer(entry.pointer, 'description'),
      message:
        'The description does not say when to use this tool. Add "Use this when …" (or when not to, and what to use instead).',
    });
  },
};

export const descriptionTooLong: Rule = {
  code: 'description-too-long',
  severity: 'info',
  scope: 'tool',
  title: `A description stays under ${MAX_DESCRIPTION_CHARS} characters.`,
  rationale:
    'Every client sends every description with every request; past a few paragraphs the cost grows and the useful sentence is harder to find (the conciseness dimension of registry quality scores).',
  check({ tool, entry, report }) {
    const description = descriptionOf(tool);
    if (description === undefined || !isTooLong(description)) return;
    report({
      pointer: joinPointer(entry.pointer, 'description'),
      message: `The description is ${description.length} characters (about ${estimatedTokens(description)} tokens at ${CHARS_PER_TOKEN_ESTIMATE} characters a token), more than ${MAX_DESCRIPTION_CHARS}. Keep what helps a model choose and call the tool; move the rest to parameter descriptions.`,
    });
  },
};
