/**
 * Rules every host gets from its facts rather than from a report of its own: what its protocol
 * revision, its visibility handling and its MCP Apps support do to a tool. A profile spreads
 * `factRules(…)` into its rules, so the facts and the rules cannot disagree.
 */
import { specUrl } from '../../mcp/revisions';
import { appOnlyShownToModel, appUiNotRendered, invalidMcpHeader } from '../checks/protocol';
import { HOSTS_CHECKED, page } from '../sources';
import type { HostFact, HostId, HostRule } from '../types';

/** The revision that defines `x-mcp-header` (SEP-2243). */
const MCP_HEADER_REVISION = '2026-07-28';

export function factRules(
  host: HostId,
  facts: {
    protocolRevision: HostFact<string>;
    appsRendering: HostFact;
    honoursVisibility: HostFact;
  },
): HostRule[] {
  const rules: HostRule[] = [];
  const revision = facts.protocolRevision;
  if (revision.value === MCP_HEADER_REVISION)
    rules.push({
      id: `${host}-mcp-header-dropped`,
      host,
      scope: 'tool',
      action: 'drop',
      summary:
        'Speaks MCP 2026-07-28: a tool whose x-mcp-header breaks the rules is left out of tools/list without an error.',
      source: page(
        'MCP specification 2026-07-28, tools: x-mcp-header',
        `${specUrl('2026-07-28', 'server/tools')}#x-mcp-header`,
      ),
      checked: HOSTS_CHECKED,
      certainty: 'documented',
      severity: 'error',
      verdict: 'dropped',
      check: invalidMcpHeader(),
    });
  if (facts.honoursVisibility.value === 'no')
    rules.push({
      id: `${host}-visibility-ignored`,
      host,
      scope: 'tool',
      action: 'count',
      summary: 'Ignores _meta.ui.visibility: an app-only tool is sent to the model anyway.',
      source: facts.honoursVisibility.source,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'warning',
      verdict: 'accepted',
      check: appOnlyShownToModel(),
    });
  if (facts.appsRendering.value === 'no')
    rules.push({
      id: `${host}-apps-not-rendered`,
      host,
      scope: 'tool',
      action: 'drop',
      summary:
        'Does not render MCP Apps: a tool’s UI is not shown; the model gets the text result.',
      source: facts.appsRendering.source,
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'info',
      verdict: 'accepted',
      check: appUiNotRendered(),
    });
  return rules;
}
