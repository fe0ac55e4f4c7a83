/** Google Antigravity. */
import { serverAndToolNameOver, serverOrToolNameOutside } from '../checks/name';
import { anyRef, schemaNodes } from '../checks/schema';
import { toolCountOver } from '../checks/toolset';
import { HOSTS_CHECKED, HOSTS_GATHERED, thread } from '../sources';
import type { HostProfile } from '../types';

/** Most enabled tools Antigravity takes from one server. */
const ANTIGRAVITY_TOOLS_PER_SERVER = 100;
/** Longest server label plus tool name. */
const ANTIGRAVITY_NAME_LIMIT = 64;

export const antigravity: HostProfile = {
  id: 'antigravity',
  label: 'Antigravity',
  kind: 'host',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'antigravity-tools-per-server',
      host: 'antigravity',
      scope: 'toolset',
      action: 'refuse',
      limit: ANTIGRAVITY_TOOLS_PER_SERVER,
      limitName: 'ANTIGRAVITY_TOOLS_PER_SERVER',
      summary:
        'A server with more than 100 enabled tools is refused ("would exceed max limit of 100"), and all its tools are off.',
      source: thread('homeassistant-ai/ha-mcp', 420),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolCountOver(ANTIGRAVITY_TOOLS_PER_SERVER, {
        affects: 'all',
        consequence:
          '"adding this instance … would exceed max limit of 100": none of the server\'s tools is enabled.',
      }),
    },
    {
      id: 'antigravity-name-characters',
      host: 'antigravity',
      scope: 'tool',
      action: 'refuse',
      summary:
        'The name it checks holds the server label and the tool name, and must be letters, digits, _ or - (a space in the label refuses every tool of the server).',
      source: thread('microsoft/mcp', 2966),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: serverOrToolNameOutside(
        /^[a-zA-Z0-9_-]+$/,
        'Antigravity refuses the tool ("violates ^[a-zA-Z0-9_-]{1,64}$"). Use only letters, digits, _ and - in both.',
      ),
    },
    {
      id: 'antigravity-name-length',
      host: 'antigravity',
      scope: 'tool',
      action: 'refuse',
      limit: ANTIGRAVITY_NAME_LIMIT,
      limitName: 'ANTIGRAVITY_NAME_LIMIT',
      summary:
        'The server label and the tool name together may be at most 64 characters (a lower bound: what joins them is not known).',
      source: thread('microsoft/mcp', 2966),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: serverAndToolNameOver(ANTIGRAVITY_NAME_LIMIT, 'Antigravity refuses it.'),
    },
    {
      id: 'antigravity-ref',
      host: 'antigravity',
      scope: 'tool',
      action: 'refuse',
      summary: 'A $ref in the input schema makes the model request fail with a 400.',
      source: thread('router-for-me/CLIProxyAPI', 507),
      checked: HOSTS_GATHERED,
      certainty: 'reported once',
      severity: 'error',
      verdict: 'rejected',
      check: schemaNodes(
        anyRef,
        (_, label) =>
          `${label}: a $ref makes the model request fail with a 400. Write the referenced schema in place.`,
      ),
    },
  ],
};
