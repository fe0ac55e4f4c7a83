import { MULTI_TOOL_KINDS } from '../../core';
import type { Analysis } from '../../store';

/**
 * Whether a document can be split into one workspace tool per tool it holds: a list of tools
 * with at least one, read within the size limit. Apart from the rest of the import plan
 * (import-plan.ts): the Tools list asks it of the active tool on every change, and splits only
 * when asked, so the page's first chunk carries this alone.
 */
export function canSplit(analysis: Analysis): boolean {
  return (
    !analysis.diagnostics.some((d) => d.code === 'document-too-large') &&
    MULTI_TOOL_KINDS.has(analysis.kind) &&
    analysis.tools.length > 0
  );
}
