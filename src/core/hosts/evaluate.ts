/**
 * Evaluates a toolset against host profiles: each tool-scope rule over each tool, each toolset
 * rule over the list, and one verdict per tool (its worst finding) and per toolset (the worst of
 * its own findings and its tools'). Nothing here knows a host: every fact comes from the profiles.
 */
import type { Tool } from '../model/types';
import type {
  HostFinding,
  HostHit,
  HostProfile,
  HostReport,
  HostRule,
  HostToolReport,
} from './types';
import { descriptionCutAt } from './description-cut';
import { worstVerdict } from './verdict';

/** The name a tool has in the list; '' when it has none (the report still has a row for it). */
function nameOf(tool: Tool): string {
  return typeof tool.name === 'string' ? tool.name : '';
}

function modelNameFor(profile: HostProfile, serverName: string, tool: Tool): string | null {
  return profile.modelName ? profile.modelName.build(serverName, nameOf(tool)) : null;
}

function findingOf(rule: HostRule, hit: Pick<HostHit, 'pointer' | 'message' | 'fix'>): HostFinding {
  return {
    code: rule.id,
    host: rule.host,
    severity: rule.severity,
    verdict: rule.verdict,
    message: hit.message,
    pointer: hit.pointer,
    source: rule.source,
    certainty: rule.certainty,
    ...(hit.fix ? { fix: hit.fix } : {}),
  };
}

/**
 * Where the host stops reading the description: the offset of the first character the model
 * never sees, or null when the host reads it all (or is not known to cut).
 */
export function descriptionCutOffset(
  tool: Pick<Tool, 'description'>,
  profile: HostProfile,
): number | null {
  return descriptionCutAt(tool, profile.descriptionCut);
}

function descriptionReport(tool: Tool, profile: HostProfile): HostToolReport['description'] {
  const offset = descriptionCutOffset(tool, profile);
  if (offset === null) return null;
  const text = tool.description as string;
  return { shownChars: offset, lostText: text.slice(offset) };
}

/** One host's report on a toolset. */
export function evaluateHost(
  profile: HostProfile,
  tools: readonly Tool[],
  serverName: string,
): HostReport {
  const toolRules = profile.rules.filter((r) => r.scope === 'tool');
  const toolsetRules = profile.rules.filter((r) => r.scope === 'toolset');
  const reports: HostToolReport[] = tools.map((tool) => {
    const modelName = modelNameFor(profile, serverName, tool);
    const findings = toolRules.flatMap((rule) =>
      rule.check(tool, { serverName, modelName, profile }).map((hit) => findingOf(rule, hit)),
    );
    return {
      name: nameOf(tool),
      status: worstVerdict(findings.map((f) => f.verdict)),
      modelName,
      description: descriptionReport(tool, profile),
      findings,
    };
  });
  const findings: HostFinding[] = [];
  for (const rule of toolsetRules) {
    for (const hit of rule.check(tools, { serverName, profile })) {
      findings.push(findingOf(rule, { pointer: '', message: hit.message }));
      // A budget that leaves tools out marks each of them too, so a row says why it is missing.
      for (const index of hit.toolIndexes) {
        const report = reports[index];
        if (!report) continue;
        report.findings.push(findingOf(rule, { pointer: '', message: hit.message }));
        report.status = worstVerdict([report.status, rule.verdict]);
      }
    }
  }
  return {
    host: profile.id,
    label: profile.label,
    kind: profile.kind,
    status: worstVerdict([...findings.map((f) => f.verdict), ...reports.map((r) => r.status)]),
    findings,
    tools: reports,
  };
}
