/** Claude Code (Anthropic's CLI). */
import { descriptionOver } from '../checks/description';
import { modelNameOver } from '../checks/name';
import { claudeApiRefusals, claudeApiRefuses } from '../checks/provider';
import { serverFailsWhen } from '../checks/toolset';
import { HOSTS_CHECKED, HOSTS_GATHERED, MCPJAM_HOST_CATALOG, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

import { CLAUDE_CODE_DESCRIPTION_CUT } from '../description-cut';
/** Longest `mcp__<server>__<tool>` name the API behind Claude Code takes. */
const CLAUDE_CODE_NAME_LIMIT = 64;

const facts = {
  protocolRevision: { value: '2025-11-25', source: MCPJAM_HOST_CATALOG } as HostFact<string>,
  elicitation: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  honoursVisibility: { value: 'yes', source: MCPJAM_HOST_CATALOG } as HostFact,
};

export const claudeCode: HostProfile = {
  id: 'claude-code',
  label: 'Claude Code',
  kind: 'host',
  ...facts,
  modelName: {
    pattern: 'mcp__<server>__<tool>',
    build: (server, tool) => `mcp__${server}__${tool}`,
    source: thread('anthropics/claude-code', 2326),
  },
  descriptionCut: CLAUDE_CODE_DESCRIPTION_CUT,
  rules: [
    {
      id: 'claude-code-name-length',
      host: 'claude-code',
      scope: 'tool',
      action: 'refuse',
      limit: CLAUDE_CODE_NAME_LIMIT,
      limitName: 'CLAUDE_CODE_NAME_LIMIT',
      summary:
        'mcp__<server>__<tool> over 64 characters: the API answers 400, and the session can stay stuck on it.',
      source: thread('anthropics/claude-code', 2326),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: modelNameOver(
        CLAUDE_CODE_NAME_LIMIT,
        'the API answers 400 and the session can stay stuck.',
      ),
    },
    {
      id: 'claude-code-description-cut',
      host: 'claude-code',
      scope: 'tool',
      action: 'cut',
      limit: CLAUDE_CODE_DESCRIPTION_CUT,
      limitName: 'CLAUDE_CODE_DESCRIPTION_CUT',
      summary:
        'Cuts every tool description at 2 048 characters without a word (since 2.1.84); /mcp still shows the whole text.',
      source: thread('anthropics/claude-code', 41593),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'warning',
      verdict: 'cut',
      check: descriptionOver(CLAUDE_CODE_DESCRIPTION_CUT),
    },
    {
      id: 'claude-code-api-schema',
      host: 'claude-code',
      scope: 'tool',
      action: 'refuse',
      summary:
        'Sends the input schema to the Claude API as written: a schema the API refuses (draft-07, a root anyOf, …) fails every request that carries the tool.',
      source: thread('anthropics/claude-code', 586),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: claudeApiRefuses(),
    },
    {
      id: 'claude-code-api-schema-toolset',
      host: 'claude-code',
      scope: 'toolset',
      action: 'refuse',
      summary:
        'One tool the Claude API refuses takes every other tool of the request down with it.',
      source: thread('anthropics/claude-code', 586),
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: serverFailsWhen(
        (tool) => claudeApiRefusals(tool, '').length > 0,
        'the Claude API refuses every request that carries it, so no tool of the server can be used.',
      ),
    },
    ...factRules('claude-code', facts),
  ],
};
