import {
  isServerOutcome,
  MAX_SERVER_CASES_PER_TOOL,
  readProvenance,
  readServerCase,
} from '../core';
import type { WorkspaceTool } from './types';

/**
 * A stored tool's provenance and saved server cases, read back from IndexedDB, the journal or
 * another tab. A field that is not what the studio writes is dropped, never the tool: the text
 * and samples the user wrote matter more than where the tool once came from.
 */
export function readToolExtras(
  value: Record<string, unknown>,
): Pick<WorkspaceTool, 'provenance' | 'serverCases'> {
  const extras: Pick<WorkspaceTool, 'provenance' | 'serverCases'> = {};
  const provenance = readProvenance(value.provenance);
  if (provenance) extras.provenance = provenance;
  if (Array.isArray(value.serverCases)) {
    const cases = value.serverCases.filter(
      (entry, index): entry is Record<string, unknown> =>
        entry !== null &&
        typeof entry === 'object' &&
        !Array.isArray(entry) &&
        isServerOutcome((entry as Record<string, unknown>).expect) &&
        typeof readServerCase(entry as Record<string, unknown>, index) !== 'string',
    );
    if (cases.length > 0) extras.serverCases = cases.slice(-MAX_SERVER_CASES_PER_TOOL);
  }
  return extras;
}
