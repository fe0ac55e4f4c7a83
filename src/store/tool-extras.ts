import { MAX_SERVER_CASES_PER_TOOL, readProvenance } from '../core';
import type { WorkspaceTool } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A stored tool's provenance, saved server cases and selection cases, read back from IndexedDB, the journal or
 * another tab. A field that is not what the studio writes is dropped, never the tool: the text
 * and samples the user wrote matter more than where the tool once came from.
 */
export function readToolExtras(
  value: Record<string, unknown>,
): Pick<WorkspaceTool, 'provenance' | 'serverCases' | 'selectionCases'> {
  const extras: Pick<WorkspaceTool, 'provenance' | 'serverCases' | 'selectionCases'> = {};
  const provenance = readProvenance(value.provenance);
  if (provenance) extras.provenance = provenance;
  if (Array.isArray(value.serverCases)) {
    // The shape a saved case has; tool-schema test reads each in full (readServerCase) when run.
    const cases = value.serverCases.filter(
      (entry): entry is Record<string, unknown> =>
        isRecord(entry) &&
        (entry.expect === 'success' || entry.expect === 'tool-error') &&
        isRecord(entry.input),
    );
    if (cases.length > 0) extras.serverCases = cases.slice(-MAX_SERVER_CASES_PER_TOOL);
  }
  if (Array.isArray(value.selectionCases)) {
    // Checked by shape only: this module loads with the page, the selection module with its tab.
    const cases = value.selectionCases.filter(
      (entry): entry is { prompt: string; tool: string } =>
        isRecord(entry) && typeof entry.prompt === 'string' && typeof entry.tool === 'string',
    );
    if (cases.length > 0 && cases.length === value.selectionCases.length)
      extras.selectionCases = cases.map(({ prompt, tool }) => ({ prompt, tool }));
  }
  return extras;
}
