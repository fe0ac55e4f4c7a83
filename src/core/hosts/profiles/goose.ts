/**
 * Goose. Its progressive tool discovery sets no budget we could state; the facts below are
 * what is known.
 */
import { MCPJAM_HOST_CATALOG } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

const facts = {
  protocolRevision: { value: '2025-03-26', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const goose: HostProfile = {
  id: 'goose',
  label: 'Goose',
  kind: 'host',
  ...facts,
  modelName: null,
  rules: [...factRules('goose', facts)],
};
