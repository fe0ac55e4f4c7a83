import { useMemo } from 'react';
import type { HostFix } from '../../core';
import { effectiveServerName, useTypedServerName, useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceState } from '../../store';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import { revealLocation } from '../../components/reveal-location';
import { findingLocation, fixEdits, hostRows } from './hosts-model';
import { HostsTable } from './HostsTable';
import { ServerNameField } from './ServerNameField';
import { useHostReports } from './use-host-reports';
import '../../components/tool-forms.css';
import './hosts.css';

const selectTools = (s: WorkspaceState) => s.tools;

/**
 * The Hosts tab: what each MCP host (and each app directory) does with the tool in view, judged
 * with the whole workspace as the server's toolset under the server name above the table.
 */
export function HostsTab() {
  const view = useActiveTool();
  const tools = useWorkspace(selectTools);
  const typed = useTypedServerName();
  const serverName = effectiveServerName(typed, tools);
  const { run, error } = useHostReports(tools, serverName);
  const reason = noToolReason(view);
  const toolIndex = run
    ? run.sources.findIndex(
        (s) => s.documentId === view.toolId && s.entryPointer === view.entry?.pointer,
      )
    : -1;
  const rows = useMemo(
    () => (run && toolIndex >= 0 ? hostRows(run.reports, toolIndex) : undefined),
    [run, toolIndex],
  );

  const reveal = (pointer: string) => {
    const location = run && findingLocation(run.sources, toolIndex, pointer);
    if (location) revealLocation(location);
  };
  const applyFix = (fix: HostFix, value: string | boolean): string | undefined => {
    if (!view.toolId || !view.entry) return 'There is no tool to change.';
    const result = fixEdits(
      view.text,
      { entryPointer: view.entry.pointer, format: view.entry.format },
      fix,
      value,
    );
    if ('error' in result) return result.error;
    workspaceStore.getState().applyToolEdits(view.toolId, result.edits);
    return undefined;
  };

  return (
    <div className="hosts-tab">
      <ServerNameField />
      {reason ? (
        <p className="panel-message">{reason}</p>
      ) : (
        <>
          <ToolPicker view={view} />
          {view.stale && <p className="panel-message">{staleMessage(view)}</p>}
          <h3 className="hosts-heading">
            What each host shows its model of{' '}
            <code>{typeof view.tool?.name === 'string' ? view.tool.name : 'this tool'}</code>
          </h3>
          {error && <p className="panel-message">{error}</p>}
          {rows ? (
            <HostsTable rows={rows} onReveal={reveal} onFix={applyFix} />
          ) : (
            <p className="hosts-muted" role="status">
              Checking the hosts…
            </p>
          )}
          <p className="hosts-hint">
            Judged on the definition and the server name alone, from each host’s public documents
            and bug reports (their dates and certainty beside each reason). Budgets count every tool
            of the workspace as one server’s tools.
          </p>
        </>
      )}
    </div>
  );
}
