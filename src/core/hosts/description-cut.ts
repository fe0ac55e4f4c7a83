/**
 * Where a host stops reading a description, apart from the profiles: the editor marks Claude
 * Code's cut on every visit, and the profiles carry the export layer's preflight with them.
 */
import type { Tool } from '../model/types';

/** Claude Code cuts every MCP tool description (and server instructions) at this many characters. */
export const CLAUDE_CODE_DESCRIPTION_CUT = 2048;

/**
 * The offset of the first character of the description a host that reads `cut` characters never
 * sees, or null when it reads it all (or is not known to cut).
 */
export function descriptionCutAt(
  tool: Pick<Tool, 'description'>,
  cut: number | undefined,
): number | null {
  if (cut === undefined || typeof tool.description !== 'string') return null;
  return tool.description.length > cut ? cut : null;
}
