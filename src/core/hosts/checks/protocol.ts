/**
 * What the protocol a host speaks, and its MCP Apps support, do to a tool: an `x-mcp-header`
 * that breaks the rules drops a tool only where the host speaks 2026-07-28; an app-only tool
 * reaches the model where the host ignores `_meta.ui.visibility`; an app's UI is not drawn where
 * the host does not render MCP Apps.
 */
import { appUi, isAppOnlyTool } from '../../mcp/apps';
import { MCP_HEADER_KEYWORD, scanMcpHeaders } from '../../mcp/x-mcp-header';
import { isPlainObject } from '../../model/types';
import { inputSubschemas } from './schema';
import type { HostToolRule } from '../types';

type ToolCheck = HostToolRule['check'];

export function invalidMcpHeader(): ToolCheck {
  return (tool, { profile }) =>
    // Only a subschema holding the keyword can break the rules: most tools need no scan.
    !isPlainObject(tool.inputSchema) ||
    !inputSubschemas(tool.inputSchema).some(({ node }) => Object.hasOwn(node, MCP_HEADER_KEYWORD))
      ? []
      : scanMcpHeaders(tool.inputSchema, '/inputSchema').violations.map((violation) => ({
          pointer: violation.pointer,
          message: `${profile.label} speaks MCP 2026-07-28 and leaves this tool out of tools/list without an error: ${violation.detail}`,
        }));
}

export function appOnlyShownToModel(): ToolCheck {
  return (tool, { profile }) =>
    isAppOnlyTool(tool)
      ? [
          {
            pointer: '/_meta/ui/visibility',
            message: `${profile.label} ignores _meta.ui.visibility: this app-only tool reaches the model anyway, and costs context there. Keep that in mind when the model should never call it.`,
          },
        ]
      : [];
}

export function appUiNotRendered(): ToolCheck {
  return (tool, { profile }) => {
    const ui = appUi(tool);
    return ui && typeof ui.resourceUri === 'string'
      ? [
          {
            pointer: '/_meta/ui/resourceUri',
            message: `${profile.label} does not render MCP Apps: the model gets the tool's result as text, and the user never sees its UI.`,
          },
        ]
      : [];
  };
}
