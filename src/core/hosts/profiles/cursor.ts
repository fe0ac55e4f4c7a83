/** Cursor. */
import { nameNotMatching, serverAndToolNameOver } from '../checks/name';
import { nullableTypeList, schemaNodes } from '../checks/schema';
import { toolCountOver } from '../checks/toolset';
import { HOSTS_CHECKED, MCPJAM_HOST_CATALOG, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Cursor leaves out a tool whose server name plus tool name is longer than this. */
const CURSOR_SERVER_AND_TOOL_NAME_LIMIT = 60;
/** Cursor warns when more tools than this are enabled. */
const CURSOR_TOOL_WARNING = 80;

const facts = {
  protocolRevision: { value: '2025-11-25', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const cursor: HostProfile = {
  id: 'cursor',
  label: 'Cursor',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'cursor-name-length',
      host: 'cursor',
      scope: 'tool',
      action: 'drop',
      limit: CURSOR_SERVER_AND_TOOL_NAME_LIMIT,
      limitName: 'CURSOR_SERVER_AND_TOOL_NAME_LIMIT',
      summary:
        'Server name plus tool name over 60 characters: the tool is filtered out, and the model never sees it.',
      source: thread('ComposioHQ/composio', 2788),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'dropped',
      check: serverAndToolNameOver(
        CURSOR_SERVER_AND_TOOL_NAME_LIMIT,
        'Cursor filters the tool out and the model never sees it.',
      ),
    },
    {
      id: 'cursor-name-characters',
      host: 'cursor',
      scope: 'tool',
      action: 'drop',
      summary:
        'A tool name with a "." (or other characters than letters, digits, _ and -) is flagged as invalid when the server is enabled, and the tool cannot be used.',
      source: thread('webstudio-is/webstudio', 5960),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'dropped',
      check: nameNotMatching(
        /^[a-zA-Z0-9_-]+$/,
        'tool',
        'Cursor reports "Tool name must only contain alphanumeric characters and underscores" and the tool cannot be used.',
      ),
    },
    {
      id: 'cursor-nullable-type-list',
      host: 'cursor',
      scope: 'tool',
      action: 'refuse',
      summary:
        'An argument typed [X, "null"] fails Cursor’s own validation, so calls with it fail.',
      source: thread('cursor/cursor', 3778),
      checked: HOSTS_CHECKED,
      certainty: 'reported once',
      severity: 'error',
      verdict: 'rejected',
      check: schemaNodes(
        nullableTypeList,
        (_, label) =>
          `${label}: a type list with "null" fails its argument validation, so calls that use it fail. Write the property with one type and leave it out of "required".`,
      ),
    },
    {
      id: 'cursor-tool-count',
      host: 'cursor',
      scope: 'toolset',
      action: 'count',
      limit: CURSOR_TOOL_WARNING,
      limitName: 'CURSOR_TOOL_WARNING',
      summary: 'Warns when more than 80 tools are enabled (older versions sent only the first 40).',
      source: thread('Snowflake-Labs/mcp', 77),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'warning',
      verdict: 'accepted',
      check: toolCountOver(CURSOR_TOOL_WARNING, {
        affects: 'none',
        consequence: 'Cursor warns, and the model may pick tools less well.',
      }),
    },
    ...factRules('cursor', facts),
  ],
};
