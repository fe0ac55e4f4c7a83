/** claude.ai and Claude Desktop (remote connectors and local servers). */
import { toolNameOver } from '../checks/name';
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
    ...factRules('claude-ai', facts),
  ],
};
