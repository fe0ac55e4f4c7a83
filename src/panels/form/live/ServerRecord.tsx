import { useMemo } from 'react';
import { serverName } from '../../../core';
import { downloadText } from '../../../components/browser-actions';
import { useWorkspace } from '../../../store';
import type { WorkspaceState } from '../../../store';

const NONE: readonly Record<string, unknown>[] = [];
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const selectTool = (toolId: string) => (s: WorkspaceState) => s.tools.find((t) => t.id === toolId);

/**
 * What the workspace keeps of a tool's server, connected or not: where it was imported from and
 * the calls saved as server cases, with "Download cases" for `tool-schema test --cases FILE
 * --server URL`. Nothing is shown for a tool that has neither.
 */
export function ServerRecord({ toolId, name }: { toolId: string; name: string | undefined }) {
  const tool = useWorkspace(useMemo(() => selectTool(toolId), [toolId]));
  const provenance = tool?.provenance;
  const cases = tool?.serverCases ?? NONE;
  if (!provenance && cases.length === 0) return null;
  const fileName = `${name ?? provenance?.name ?? 'tool'}.cases.json`;
  return (
    <p className="hint server-record">
      {provenance && (
        <>
          Imported from {serverName(provenance.serverName)} ({serverName(provenance.url)}) on{' '}
          {dateFormat.format(provenance.importedAt)}.{' '}
        </>
      )}
      {cases.length > 0 && (
        <button
          type="button"
          onClick={() => downloadText(fileName, `${JSON.stringify({ cases }, null, 2)}\n`)}
        >
          Download cases ({cases.length})
        </button>
      )}
    </p>
  );
}
