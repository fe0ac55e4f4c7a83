import { DEFAULT_MCP_REVISION, MCP_REVISIONS, isMcpRevision } from '../../core';
import { mcpRevisionStore, useMcpRevision } from '../../store';

/** The workspace's MCP revision, in the status bar: the rules of the chosen revision apply. */
export function McpRevisionSelect() {
  const revision = useMcpRevision();
  return (
    <label className="status-mcp-revision">
      <span className="status-mcp-revision-label">MCP</span>
      <select
        aria-label="MCP revision"
        title="The MCP specification revision whose rules apply to every tool"
        value={revision}
        onChange={(e) => {
          if (isMcpRevision(e.target.value))
            mcpRevisionStore.getState().setRevision(e.target.value);
        }}
      >
        {MCP_REVISIONS.map((r) => (
          <option key={r} value={r}>
            {r}
            {r === DEFAULT_MCP_REVISION ? ' (newest)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
