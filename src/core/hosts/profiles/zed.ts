/** Zed. */
import { nameNotMatching } from '../checks/name';
import { APIFY_CLIENT_LIST, HOSTS_GATHERED, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

const facts = {
  protocolRevision: { value: '2025-03-26', source: APIFY_CLIENT_LIST } as HostFact<string>,
  elicitation: { value: 'no', source: APIFY_CLIENT_LIST } as HostFact,
  appsRendering: { value: 'unknown' } as HostFact,
  honoursVisibility: { value: 'unknown' } as HostFact,
};

export const zed: HostProfile = {
  id: 'zed',
  label: 'Zed',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [
    {
      id: 'zed-name-sanitised',
      host: 'zed',
      scope: 'tool',
      action: 'rename',
      summary:
        'Rewrites a name with characters outside letters, digits, _ and - for the stricter providers.',
      source: thread('zed-industries/zed', 60154),
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'info',
      verdict: 'changed',
      check: nameNotMatching(
        /^[a-zA-Z0-9_-]+$/,
        'tool',
        'Zed rewrites it for the stricter providers, so the model may see another name.',
      ),
    },
    ...factRules('zed', facts),
  ],
};
