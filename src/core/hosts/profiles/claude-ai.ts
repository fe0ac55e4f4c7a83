/** claude.ai and Claude Desktop (remote connectors and local servers). */
import { toolNameOver } from '../checks/name';
import { claudeApiRefusals, claudeApiRefuses } from '../checks/provider';
import { serverFailsWhen } from '../checks/toolset';
import { HOSTS_GATHERED, MCPJAM_HOST_CATALOG, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Longest tool name the Claude API behind claude.ai takes. */
const CLAUDE_AI_NAME_LIMIT = 64;

const facts = {
  protocolRevision: { value: '2026-07-28', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  // The probes saw no elicitation capability declared.
  elicitation: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const claudeAi: HostProfile = {
  id: 'claude-ai',
  label: 'claude.ai',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'claude-ai-name-length',
      host: 'claude-ai',
      scope: 'tool',
      action: 'refuse',
      limit: CLAUDE_AI_NAME_LIMIT,
      limitName: 'CLAUDE_AI_NAME_LIMIT',
      summary: 'A tool name over 64 characters is refused by the API behind it.',
      source: thread('anthropics/claude-code', 34960),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolNameOver(CLAUDE_AI_NAME_LIMIT, 'the request that lists it is refused.'),
    },
    {
      id: 'claude-ai-api-schema',
      host: 'claude-ai',
      scope: 'tool',
      action: 'refuse',
      summary:
        'Sends the input schema to the Claude API as written: a schema the API refuses (draft-07, a root anyOf, …) fails every request that carries the tool.',
      source: thread('anthropics/claude-code', 586),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: claudeApiRefuses(),
    },
    {
      id: 'claude-ai-api-schema-toolset',
      host: 'claude-ai',
      scope: 'toolset',
      action: 'refuse',
      summary:
        'One tool the Claude API refuses takes every other tool of the request down with it.',
      source: thread('anthropics/claude-code', 586),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: serverFailsWhen(
        (tool) => claudeApiRefusals(tool, '').length > 0,
        'the Claude API refuses every request that carries it, so no tool of the server can be used.',
      ),
    },
    ...factRules('claude-ai', facts),
  ],
};
