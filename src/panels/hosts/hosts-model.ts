/**
 * The Hosts view's data, without React: each host's report on the workspace's toolset, narrowed
 * to the tool the view shows, with every finding located in the workspace and a directory fix
 * turned into a text edit once the author has chosen its value.
 */
import {
  arrayAtValue,
  changesAsSingleEdit,
  documentPointer,
  pointerToPath,
  readJson,
} from '../../core';
import type {
  HostFinding,
  HostFix,
  HostReport,
  HostToolReport,
  HostVerdict,
  TextEdit,
  ToolFormat,
  WorkspaceToolSource,
} from '../../core';

/** What a row says of its verdict, in the one vocabulary of hosts, the CLI and the Tools list. */
export const VERDICT_LABELS: Record<HostVerdict, string> = {
  accepted: 'Accepted as is',
  changed: 'Changed',
  cut: 'Cut',
  dropped: 'Dropped',
  rejected: 'Rejected',
};

/** What each verdict means, said under the word. */
export const VERDICT_MEANINGS: Record<HostVerdict, string> = {
  accepted: 'shown to the model as written',
  changed: 'renamed or rewritten, still shown',
  cut: 'shown, with part of its text lost',
  dropped: 'silently not shown to the model',
  rejected: 'refused with an error',
};

export interface HostRow {
  host: HostReport['host'];
  label: string;
  kind: HostReport['kind'];
  /** The tool's verdict at this host (a budget that leaves it out counts). */
  status: HostVerdict;
  modelName: string | null;
  description: HostToolReport['description'];
  /** The tool's own findings, then the toolset's that do not already name it. */
  findings: HostFinding[];
}

const sameFinding = (a: HostFinding, b: HostFinding) =>
  a.code === b.code && a.message === b.message && a.pointer === b.pointer;

/** One row per host for the tool at `toolIndex` of the evaluated toolset, in the reports' order. */
export function hostRows(reports: readonly HostReport[], toolIndex: number): HostRow[] {
  return reports.map((report) => {
    const tool = report.tools[toolIndex];
    const own = tool?.findings ?? [];
    const toolset = report.findings.filter((f) => !own.some((o) => sameFinding(o, f)));
    return {
      host: report.host,
      label: report.label,
      kind: report.kind,
      status: tool?.status ?? report.status,
      modelName: tool?.modelName ?? null,
      description: tool?.description ?? null,
      findings: [...own, ...toolset],
    };
  });
}

/** Where the tool at `toolIndex` sits: its document, and a pointer into that document's text. */
export function findingLocation(
  sources: readonly WorkspaceToolSource[],
  toolIndex: number,
  pointer: string,
): { documentId: string; pointer: string } | undefined {
  const source = sources[toolIndex];
  const inDocument = source && documentPointer(source, pointer);
  return source && inDocument !== undefined
    ? { documentId: source.documentId, pointer: inDocument }
    : undefined;
}

/**
 * The edit that writes the author's chosen value where the fix says (parents created), or an
 * explanation when the text cannot take it. A fix never writes a value nobody chose.
 */
export function fixEdits(
  text: string,
  source: { entryPointer: string; format: ToolFormat },
  fix: HostFix,
  value: string | boolean,
): { edits: TextEdit[] } | { error: string } {
  const reading = readJson(text);
  if (reading.status !== 'read')
    return { error: 'The JSON cannot be read: fix it in the editor first (see Problems).' };
  if (typeof value === 'string' && value.trim() === '')
    return { error: `${fix.prompt} The value cannot be empty.` };
  const edits = changesAsSingleEdit(text, [
    {
      path: pointerToPath(documentPointer(source, fix.pointer)!, arrayAtValue(reading.value)),
      value,
    },
  ]);
  return edits.length > 0 ? { edits } : { error: 'The tool already has that value.' };
}
