/** ChatGPT (apps and developer mode). */
import { toolNameOver } from '../checks/name';
import { HOSTS_GATHERED, MCPJAM_HOST_CATALOG, repoFile } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Longest tool name ChatGPT takes. */
const CHATGPT_NAME_LIMIT = 64;

const facts = {
  protocolRevision: { value: '2026-07-28', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const chatgpt: HostProfile = {
  id: 'chatgpt',
  label: 'ChatGPT',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'chatgpt-name-length',
      host: 'chatgpt',
      scope: 'tool',
      action: 'refuse',
      limit: CHATGPT_NAME_LIMIT,
      limitName: 'CHATGPT_NAME_LIMIT',
      summary: 'A tool name over 64 characters is refused.',
      source: repoFile('MCPJam/inspector', 'sdk/src/openai-readiness/profile.ts'),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolNameOver(CHATGPT_NAME_LIMIT, 'ChatGPT refuses it.'),
    },
    ...factRules('chatgpt', facts),
  ],
};
