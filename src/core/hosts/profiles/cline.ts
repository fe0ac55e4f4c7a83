/** Cline. */
import { toolNameOver } from '../checks/name';
import { HOSTS_GATHERED, MCPJAM_HOST_CATALOG, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Longest name the providers behind Cline take; Cline sends longer ones as they are. */
const CLINE_NAME_LIMIT = 64;

const facts = {
  protocolRevision: { value: '2025-11-25', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'unknown' } as HostFact,
};

export const cline: HostProfile = {
  id: 'cline',
  label: 'Cline',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'cline-name-length',
      host: 'cline',
      scope: 'tool',
      action: 'refuse',
      limit: CLINE_NAME_LIMIT,
      limitName: 'CLINE_NAME_LIMIT',
      summary: 'Sends a name over 64 characters as it is, and the provider answers 400.',
      source: thread('cline/cline', 11877),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolNameOver(
        CLINE_NAME_LIMIT,
        'Cline sends it as it is and the provider answers 400.',
      ),
    },
    ...factRules('cline', facts),
  ],
};
