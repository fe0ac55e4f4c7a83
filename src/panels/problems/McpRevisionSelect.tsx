import { DEFAULT_MCP_REVISION, MCP_REVISIONS, isMcpRevision } from '../../core';
import { mcpRevisionStore, useActiveServerRevision, useMcpRevision } from '../../store';

/**
 * The workspace's MCP revision, in the status bar: the rules of the chosen revision apply. A tool
 * imported from a server is judged by the revision that server negotiated, and the bar says so
 * beside the picker while that tool is open.
 */
export function McpRevisionSelect() {
  const revision = useMcpRevision();
  const server = useActiveServerRevision();
  return (
    <>
      <label className="status-mcp-revision">
        <span className="status-mcp-revision-label">MCP</span>
        <select
          aria-label="MCP revision"
          title="The MCP specification revision whose rules apply to every tool not imported from a server"
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
      {server && server.revision !== revision && (
        <span
          className="status-tool-revision"
          title={`This tool is judged by MCP ${server.revision}, the revision ${server.serverName} negotiated`}
        >
          This tool: {server.revision} (its server’s)
        </span>
      )}
    </>
  );
}
