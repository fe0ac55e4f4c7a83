import type { Analysis } from '../../store';
import { DOCUMENT_KIND_LABELS, getAtPointer, MULTI_TOOL_KINDS } from '../../core';
import { canSplit } from './split-plan';

/** What an import will add, shown before anything changes. */
export interface ImportPlan {
  /** One sentence: what the text is. */
  summary: string;
  /** Names of the tools found, in document order. */
  toolNames: string[];
  /** Whether the document can be split into one workspace tool per tool it holds. */
  canSplit: boolean;
  errorCount: number;
  /** Why the text cannot be imported at all (past the size limit, where the editor would freeze); undefined otherwise. */
  refusal?: string;
}

export function planImport(analysis: Analysis): ImportPlan {
  const toolNames = analysis.tools.map((t, i) => t.name ?? `tool ${i + 1} (no name)`);
  const errorCount = analysis.diagnostics.filter((d) => d.severity === 'error').length;
  const label = DOCUMENT_KIND_LABELS[analysis.kind];
  let summary: string;
  const tooLarge = analysis.diagnostics.find((d) => d.code === 'document-too-large');
  if (tooLarge)
    return {
      summary: tooLarge.message,
      toolNames: [],
      canSplit: false,
      errorCount,
      refusal: tooLarge.message,
    };
  if (analysis.kind === 'unknown') {
    summary = analysis.diagnostics.some((d) => d.code.startsWith('json-'))
      ? 'This text is not valid JSON yet; it can be imported as is and fixed in the editor.'
      : 'No tool was recognised in this JSON; it can be imported as is and edited.';
  } else if (MULTI_TOOL_KINDS.has(analysis.kind)) {
    summary = `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${label} with ${analysis.tools.length} tool${analysis.tools.length === 1 ? '' : 's'}.`;
  } else {
    summary = `One ${label}: ${toolNames[0] ?? 'without a name'}.`;
  }
  return { summary, toolNames, canSplit: canSplit(analysis), errorCount };
}

/**
 * The texts to add to the workspace: the document as it is, or one formatted document per
 * tool it holds. Splitting needs the text to parse; it has, if the analysis found tools.
 */
export function importTexts(text: string, analysis: Analysis, split: boolean): string[] {
  if (!split || !planImport(analysis).canSplit) return [text];
  return splitTexts(text, analysis.tools);
}

export function splitTexts(text: string, tools: readonly { pointer: string }[]): string[] {
  const value: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  return tools.map((tool) => JSON.stringify(getAtPointer(value, tool.pointer), null, 2) + '\n');
}
