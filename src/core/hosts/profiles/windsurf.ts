/** Windsurf (Cascade). */
import { toolCountOver } from '../checks/toolset';
import { APIFY_CLIENT_LIST, HOSTS_GATHERED, page } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Most MCP tools Cascade takes, over all servers. */
const WINDSURF_TOOL_LIMIT = 100;

const facts = {
  protocolRevision: { value: '2025-03-26', source: APIFY_CLIENT_LIST } as HostFact<string>,
  elicitation: { value: 'no', source: APIFY_CLIENT_LIST } as HostFact,
  appsRendering: { value: 'unknown' } as HostFact,
  honoursVisibility: { value: 'unknown' } as HostFact,
};

export const windsurf: HostProfile = {
  id: 'windsurf',
  label: 'Windsurf',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'windsurf-tool-limit',
      host: 'windsurf',
      scope: 'toolset',
      action: 'count',
      limit: WINDSURF_TOOL_LIMIT,
      limitName: 'WINDSURF_TOOL_LIMIT',
      summary:
        'Cascade takes at most 100 MCP tools in total; the rest are not available to the model.',
      source: page(
        'Windsurf docs: Cascade MCP integration',
        'https://docs.windsurf.com/windsurf/cascade/mcp',
      ),
      checked: HOSTS_GATHERED,
      certainty: 'documented',
      severity: 'error',
      verdict: 'dropped',
      check: toolCountOver(WINDSURF_TOOL_LIMIT, {
        affects: 'past-limit',
        consequence:
          'the tools past 100 are not available (and the count is over every server the user has).',
      }),
    },
    ...factRules('windsurf', facts),
  ],
};
