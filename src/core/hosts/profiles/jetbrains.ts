/** JetBrains AI Assistant and Junie. */
import { localDefinitionRef, schemaNodes } from '../checks/schema';
import { HOSTS_GATHERED, thread } from '../sources';
import type { HostProfile } from '../types';

export const jetbrains: HostProfile = {
  id: 'jetbrains',
  label: 'JetBrains AI',
  kind: 'host',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'jetbrains-defs-dropped',
      host: 'jetbrains',
      scope: 'tool',
      action: 'rewrite',
      summary:
        'Drops $defs, so a property that is a $ref into them reaches the model without a type.',
      source: thread('perforce/p4mcp-server', 5),
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'warning',
      verdict: 'changed',
      check: schemaNodes(
        localDefinitionRef,
        (_, label) =>
          `${label} drops $defs, so the model sees this property without its type. Write the definition in place.`,
      ),
    },
  ],
};
