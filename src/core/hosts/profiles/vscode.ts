/** VS Code (GitHub Copilot Chat, agent mode). */
import { modelNameOver, nameNotMatching } from '../checks/name';
import { arrayWithoutItems, schemaNodes } from '../checks/schema';
import { toolCountOver } from '../checks/toolset';
import { HOSTS_CHECKED, HOSTS_GATHERED, MCPJAM_HOST_CATALOG, repoFile, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Most tools one Copilot request may carry, VS Code's own included (HARD_TOOL_LIMIT). */
const VSCODE_TOOLS_PER_REQUEST = 128;
/**
 * VS Code's own tools in a request: an estimate, not a count. Copilot Chat's tool-name list
 * holds about 50 names, several internal; the exact number depends on the version, the mode and
 * the extensions installed.
 */
const VSCODE_BUILT_IN_TOOLS_ESTIMATE = 40;
/** Past this many tools in all, VS Code groups MCP tools into "virtual tools" the model expands. */
const VSCODE_GROUPING_THRESHOLD = 64;
/** Longest `mcp_<server>_<tool>` name. */
const VSCODE_NAME_LIMIT = 64;

const facts = {
  protocolRevision: { value: '2025-11-25', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
};

const VIRTUAL_TOOLS = repoFile(
  'microsoft/vscode-copilot-chat',
  'src/extension/tools/common/virtualTools/virtualToolsConstants.ts',
);

export const vscode: HostProfile = {
  id: 'vscode',
  label: 'VS Code',
  kind: 'host',
  ...facts,
  modelName: {
    pattern: 'mcp_<server>_<tool>',
    build: (server, tool) => `mcp_${server}_${tool}`,
    source: thread('microsoft/vscode', 246119),
  },
  rules: [
    {
      id: 'vscode-name-length',
      host: 'vscode',
      scope: 'tool',
      action: 'refuse',
      limit: VSCODE_NAME_LIMIT,
      limitName: 'VSCODE_NAME_LIMIT',
      summary: 'The prefixed name mcp_<server>_<tool> may be at most 64 characters.',
      source: thread('microsoft/vscode', 243602),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: modelNameOver(VSCODE_NAME_LIMIT, 'the request that lists it is refused.'),
    },
    {
      id: 'vscode-name-characters',
      host: 'vscode',
      scope: 'tool',
      action: 'count',
      summary: 'A name with characters outside a-z, 0-9, _ and - is logged with a warning.',
      source: thread('microsoft/vscode', 308463),
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'info',
      verdict: 'accepted',
      check: nameNotMatching(/^[a-z0-9_-]+$/, 'tool', 'VS Code logs a warning about it.'),
    },
    {
      id: 'vscode-array-without-items',
      host: 'vscode',
      scope: 'tool',
      action: 'refuse',
      summary:
        'An array parameter without items fails validation ("tool parameters array type must have items"), and the chat request fails.',
      source: thread('microsoft/vscode', 246119),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: schemaNodes(
        arrayWithoutItems,
        (_, label) =>
          `${label} refuses an array without "items" ("tool parameters array type must have items"), and every chat request fails while the tool is enabled. Add "items" ({} takes any value).`,
      ),
    },
    {
      id: 'vscode-tools-per-request',
      host: 'vscode',
      scope: 'toolset',
      action: 'count',
      limit: VSCODE_TOOLS_PER_REQUEST,
      limitName: 'VSCODE_TOOLS_PER_REQUEST',
      summary: `At most 128 tools per request, its own (about ${VSCODE_BUILT_IN_TOOLS_ESTIMATE}, an estimate) included; past it the request fails.`,
      source: thread('microsoft/vscode', 256629),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolCountOver(VSCODE_TOOLS_PER_REQUEST, {
        reserved: VSCODE_BUILT_IN_TOOLS_ESTIMATE,
        affects: 'all',
        consequence:
          'requests fail ("You may not include more than 128 tools in your request") unless the user turns tools off.',
      }),
    },
    {
      id: 'vscode-virtual-tools',
      host: 'vscode',
      scope: 'toolset',
      action: 'rewrite',
      limit: VSCODE_GROUPING_THRESHOLD,
      limitName: 'VSCODE_GROUPING_THRESHOLD',
      summary:
        'Past 64 tools in all (its own counted, as an estimate), MCP tools are grouped into "virtual tools" the model must expand first.',
      source: VIRTUAL_TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'documented',
      severity: 'info',
      verdict: 'changed',
      check: toolCountOver(VSCODE_GROUPING_THRESHOLD, {
        reserved: VSCODE_BUILT_IN_TOOLS_ESTIMATE,
        affects: 'none',
        consequence:
          'the tools are grouped into virtual tools, so the model sees a group and must expand it before it can call one.',
      }),
    },
    ...factRules('vscode', facts),
  ],
};
