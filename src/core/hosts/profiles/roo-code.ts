/** Roo Code. */
import { toolCountOver } from '../checks/toolset';
import { HOSTS_GATHERED, thread } from '../sources';
import type { HostProfile } from '../types';

/** Roo Code warns when more tools than this are enabled. */
const ROO_CODE_TOOL_WARNING = 60;

export const rooCode: HostProfile = {
  id: 'roo-code',
  label: 'Roo Code',
  kind: 'host',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'roo-code-tool-count',
      host: 'roo-code',
      scope: 'toolset',
      action: 'count',
      limit: ROO_CODE_TOOL_WARNING,
      limitName: 'ROO_CODE_TOOL_WARNING',
      summary: 'Warns when more than 60 tools are enabled.',
      source: thread('RooCodeInc/Roo-Code', 10919),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'warning',
      verdict: 'accepted',
      check: toolCountOver(ROO_CODE_TOOL_WARNING, {
        affects: 'none',
        consequence: 'Roo Code warns that the model may choose tools less well.',
      }),
    },
  ],
};
