import type { SelectionCase, SelectionCaseResult } from '../../core';
import { ordinal } from '../../core';

/** A case as the tab lists it: the case, the document it is kept with, and its place there. */
export interface KeptCase extends SelectionCase {
  documentId: string;
  index: number;
}

/** "ranked 1st", "ranked 2nd", "tied for 1st", "no tool named x": the place in the tab's words. */
export function placeText(result: SelectionCaseResult): string {
  if (result.rank === undefined) return `no tool named ${result.tool}`;
  return result.tied ? `tied for ${ordinal(result.rank)}` : `ranked ${ordinal(result.rank)}`;
}
