/** The Claude connectors directory's listing policy, judged on the tool definitions alone. */
import {
  contradictoryHints,
  mixedOperations,
  noneOfHints,
  titleMissing,
} from '../checks/directory';
import { toolNameOver } from '../checks/name';
import { HOSTS_CHECKED, repoFile } from '../sources';
import type { HostProfile } from '../types';

/** Longest tool name the directory lists. */
const CLAUDE_DIRECTORY_NAME_LIMIT = 64;

const TOOLS = repoFile('MCPJam/inspector', 'sdk/src/claude-readiness/checks/tools.ts');

export const claudeDirectory: HostProfile = {
  id: 'claude-directory',
  label: 'Claude directory',
  kind: 'directory',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'claude-directory-name-length',
      host: 'claude-directory',
      scope: 'tool',
      action: 'refuse',
      limit: CLAUDE_DIRECTORY_NAME_LIMIT,
      limitName: 'CLAUDE_DIRECTORY_NAME_LIMIT',
      summary: 'Tool names are at most 64 characters.',
      source: TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolNameOver(CLAUDE_DIRECTORY_NAME_LIMIT, 'the listing refuses it.'),
    },
    {
      id: 'claude-directory-title',
      host: 'claude-directory',
      scope: 'tool',
      action: 'refuse',
      summary: 'Every tool has a title people see in place of its name.',
      source: TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: titleMissing('Claude shows the title to people in place of the name.'),
    },
    {
      id: 'claude-directory-hints',
      host: 'claude-directory',
      scope: 'tool',
      action: 'refuse',
      summary:
        'Every tool declares readOnlyHint or destructiveHint, so Claude knows which calls to confirm.',
      source: TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: noneOfHints(
        ['readOnlyHint', 'destructiveHint'],
        "Claude cannot tell which calls need the user's confirmation.",
      ),
    },
    {
      id: 'claude-directory-contradictory-hints',
      host: 'claude-directory',
      scope: 'tool',
      action: 'refuse',
      summary: 'No tool says it is both read-only and destructive.',
      source: TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: contradictoryHints('clear whichever hint is wrong.'),
    },
    {
      id: 'claude-directory-mixed-operations',
      host: 'claude-directory',
      scope: 'tool',
      action: 'refuse',
      summary:
        'No one tool offers both reading and changing operations (an enum with list and delete).',
      source: TOOLS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: mixedOperations(
        'split it, since a hint describes a whole tool, not one of its arguments.',
      ),
    },
  ],
};
