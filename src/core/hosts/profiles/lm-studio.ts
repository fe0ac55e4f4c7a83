/** LM Studio. */
import { isPlainObject } from '../../model/types';
import { inputTypeNotObjectLiteral } from '../checks/schema';
import { serverFailsWhen } from '../checks/toolset';
import { HOSTS_GATHERED, thread } from '../sources';
import type { HostProfile } from '../types';

const SOURCE = thread('Mearman/mcp-wayback-machine', 3);

export const lmStudio: HostProfile = {
  id: 'lm-studio',
  label: 'LM Studio',
  kind: 'host',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'lm-studio-input-type',
      host: 'lm-studio',
      scope: 'tool',
      action: 'refuse',
      summary:
        'inputSchema.type must be the literal string "object"; otherwise none of the server\'s tools loads.',
      source: SOURCE,
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'error',
      verdict: 'rejected',
      check: inputTypeNotObjectLiteral("LM Studio fails to load the server's tools."),
    },
    {
      id: 'lm-studio-server-fails',
      host: 'lm-studio',
      scope: 'toolset',
      action: 'refuse',
      summary:
        'One tool whose inputSchema.type is not "object" takes every tool of the server down.',
      source: SOURCE,
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'error',
      verdict: 'rejected',
      check: serverFailsWhen(
        (tool) => !isPlainObject(tool.inputSchema) || tool.inputSchema.type !== 'object',
        'LM Studio loads none of its tools.',
      ),
    },
  ],
};
