import { toolStatus, workspaceLabel } from '../../store';
import type { ToolStatus, WorkspaceState } from '../../store';

/** The parts of the workspace a row is worked out from: a row reads nothing else. */
type RowSources = Pick<WorkspaceState, 'tools' | 'analyses' | 'checks' | 'toolset'>;

let last: { sources: RowSources; rows: (string | ToolStatus)[] } | undefined;

/**
 * The rows as one flat list (id, label, status per tool). The list of the last call is given
 * again while the tools and their verdicts are the same objects: a tool switch, a notice or a
 * sample edit then costs no visit of every tool (500 in a large workspace) on the switch's task.
 */
export function selectRows(state: WorkspaceState): (string | ToolStatus)[] {
  if (
    last &&
    last.sources.tools === state.tools &&
    last.sources.analyses === state.analyses &&
    last.sources.checks === state.checks &&
    last.sources.toolset === state.toolset
  )
    return last.rows;
  const rows: (string | ToolStatus)[] = [];
  for (const tool of state.tools)
    rows.push(tool.id, workspaceLabel(state, tool), toolStatus(state, tool));
  const { tools, analyses, checks, toolset } = state;
  last = { sources: { tools, analyses, checks, toolset }, rows };
  return rows;
}
