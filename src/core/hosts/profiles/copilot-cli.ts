/** GitHub Copilot CLI. */
import { nameNotMatching } from '../checks/name';
import { HOSTS_GATHERED, thread } from '../sources';
import type { HostProfile } from '../types';

/** The tool names Copilot CLI's API takes: 1 to 128 letters, digits, _ or -. */
const COPILOT_CLI_NAME = /^[a-zA-Z0-9_-]{1,128}$/;

export const copilotCli: HostProfile = {
  id: 'copilot-cli',
  label: 'Copilot CLI',
  kind: 'host',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'copilot-cli-name-characters',
      host: 'copilot-cli',
      scope: 'tool',
      action: 'refuse',
      limit: 128,
      limitName: 'COPILOT_CLI_NAME',
      summary:
        'A tool name must be 1-128 letters, digits, _ or -; a "." makes the request fail with a 400.',
      source: thread('github/copilot-cli', 1879),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: nameNotMatching(COPILOT_CLI_NAME, 'tool', 'the request fails with a 400.'),
    },
  ],
};
