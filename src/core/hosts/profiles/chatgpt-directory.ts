/** The ChatGPT app directory's listing policy, judged on the tool definitions alone. */
import { descriptionMissing, hintsMissing, readOnlyMutationName } from '../checks/directory';
import { toolNameOver } from '../checks/name';
import { inputTypeNotObjectLiteral } from '../checks/schema';
import { HOSTS_CHECKED, HOSTS_GATHERED, repoFile } from '../sources';
import type { HostProfile } from '../types';

/** Longest tool name the directory lists. */
const CHATGPT_DIRECTORY_NAME_LIMIT = 64;

const ANNOTATIONS = repoFile('MCPJam/inspector', 'sdk/src/openai-readiness/checks/annotations.ts');
const PROFILE = repoFile('MCPJam/inspector', 'sdk/src/openai-readiness/profile.ts');

export const chatgptDirectory: HostProfile = {
  id: 'chatgpt-directory',
  label: 'ChatGPT app directory',
  kind: 'directory',
  protocolRevision: { value: 'unknown' },
  elicitation: { value: 'unknown' },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: null,
  rules: [
    {
      id: 'chatgpt-directory-hints',
      host: 'chatgpt-directory',
      scope: 'tool',
      action: 'refuse',
      summary:
        'Every tool declares readOnlyHint, destructiveHint and openWorldHint (presence, not value): an absent hint cannot be reviewed.',
      source: ANNOTATIONS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: hintsMissing(
        ['readOnlyHint', 'destructiveHint', 'openWorldHint'],
        'the review cannot tell what the tool does. Declare it as true or false: an absent hint is not read as "safe".',
      ),
    },
    {
      id: 'chatgpt-directory-description',
      host: 'chatgpt-directory',
      scope: 'tool',
      action: 'refuse',
      summary: 'Every tool has a description.',
      source: PROFILE,
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: descriptionMissing('the listing requires one.'),
    },
    {
      id: 'chatgpt-directory-name-length',
      host: 'chatgpt-directory',
      scope: 'tool',
      action: 'refuse',
      limit: CHATGPT_DIRECTORY_NAME_LIMIT,
      limitName: 'CHATGPT_DIRECTORY_NAME_LIMIT',
      summary: 'Tool names are at most 64 characters.',
      source: PROFILE,
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: toolNameOver(CHATGPT_DIRECTORY_NAME_LIMIT, 'the listing refuses it.'),
    },
    {
      id: 'chatgpt-directory-input-object',
      host: 'chatgpt-directory',
      scope: 'tool',
      action: 'refuse',
      summary: 'The input schema is a JSON Schema object.',
      source: PROFILE,
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: inputTypeNotObjectLiteral('the listing requires an object schema.'),
    },
    {
      id: 'chatgpt-directory-read-only-mutation',
      host: 'chatgpt-directory',
      scope: 'tool',
      action: 'count',
      summary:
        'A read-only hint on a tool named like a change (delete_…) is worth a second look; a heuristic, never a failure.',
      source: ANNOTATIONS,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'info',
      verdict: 'accepted',
      check: readOnlyMutationName('check the hint before review does.'),
    },
  ],
};
