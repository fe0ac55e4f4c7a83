import type { ToolsetCost } from '../../core';

/**
 * What a target's token figure covers when it leaves tools out, e.g. "214 of 224 tools counted
 * (10 refused by this target)": a bare "(10 refused)" read as ten of something else. Empty when
 * every tool is counted.
 */
export function countedText(cost: Pick<ToolsetCost, 'toolCount' | 'refused' | 'appOnly'>): string {
  const { toolCount, refused, appOnly } = cost;
  if (refused === 0 && appOnly === 0) return '';
  const left: string[] = [];
  if (refused > 0) left.push(`${refused} refused by this target`);
  if (appOnly > 0) left.push(`${appOnly} app-only`);
  // A target's toolCount is the tools it counted; the ones it left out are beside it.
  const total = toolCount + refused + appOnly;
  return `${toolCount} of ${total} tool${total === 1 ? '' : 's'} counted (${left.join(', ')})`;
}
