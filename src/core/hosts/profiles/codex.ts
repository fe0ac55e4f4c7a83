/** OpenAI Codex (CLI and IDE extension). */
import { nameNotMatching } from '../checks/name';
import { HOSTS_GATHERED, MCPJAM_HOST_CATALOG, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** The tool names Codex takes: letters, digits, _ and -. */
const CODEX_NAME = /^[a-zA-Z0-9_-]+$/;

const facts = {
  protocolRevision: { value: '2025-11-25', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const codex: HostProfile = {
  id: 'codex',
  label: 'Codex',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'codex-name-characters',
      host: 'codex',
      scope: 'tool',
      action: 'refuse',
      summary: 'A tool name must be letters, digits, _ or -.',
      source: thread('openai/codex', 8174),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: nameNotMatching(CODEX_NAME, 'tool', 'the request that lists it is refused.'),
    },
    ...factRules('codex', facts),
  ],
};
