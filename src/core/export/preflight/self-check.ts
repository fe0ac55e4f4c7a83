/**
 * Every export passes its own preflight. The exporters are written so that no rule fires on what
 * they write; should one fire anyway, the tool is refused with the provider's words instead of
 * being handed out to fail with a 400. Request-wide findings (too many tools, a request too
 * complex for strict mode) cannot be pinned on one tool: they are listed as warnings that name
 * the tools to split off.
 */
import { parsePointer } from '../../model/pointer';
import type { Tool } from '../../model/types';
import type { ExportChange, ExportOptions, ExportResult, RefusedTool } from '../adapter';
import type { PreflightCatalog, PreflightFinding } from './run';
import { preflightExport, replyForChange } from './run';
import { openAiContext } from './rule';

/** Passes the preflight more often than this only if an exporter keeps writing what it refuses. */
const MAX_ROUNDS = 3;

function withReply(
  change: ExportChange,
  result: ExportResult,
  options: ExportOptions,
  catalog: PreflightCatalog,
): ExportChange {
  if (change.kind !== 'rejected' || change.providerReply) return change;
  const reply = replyForChange(change, result.target, options, catalog);
  if (!reply) return change;
  const segments = parsePointer(change.pointer).slice(1);
  if (segments[segments.length - 1] === 'additionalProperties') segments.pop();
  const text = reply.text.replace('{context}', openAiContext(segments));
  return { ...change, providerReply: { rule: reply.rule, text } };
}

function findingAsChange(
  finding: PreflightFinding,
  label: string,
  kind: 'rejected' | 'flagged',
): ExportChange {
  return {
    code: `preflight-${finding.rule}`,
    kind,
    severity: kind === 'rejected' ? 'error' : finding.severity,
    toolIndex: finding.toolIndex,
    toolName: finding.toolName,
    pointer: finding.pointer,
    message: `${finding.advice} ${label} ${finding.verbatim ? 'would reply' : 'answers'}: ${finding.reply}`,
    widening: false,
    narrowing: false,
    providerReply: { rule: finding.rule, text: finding.reply },
  };
}

/** Moves the given tool indexes (of the exported subset) back to their indexes in the full list. */
function remap(result: ExportResult, kept: readonly number[]): ExportResult {
  const index = (i: number) => (i < 0 ? i : (kept[i] ?? i));
  const change = (c: ExportChange) => ({ ...c, toolIndex: index(c.toolIndex) });
  return {
    ...result,
    changes: result.changes.map(change),
    refused: result.refused.map((r) => ({
      ...r,
      toolIndex: index(r.toolIndex),
      reasons: r.reasons.map(change),
    })),
  };
}

/**
 * Runs the target's preflight over `result` (the export of `tools`), refusing the tools a rule
 * fires on (re-exporting the rest through `exportSubset`) and adding the provider's words to
 * refusals a rule describes.
 */
export function checkOwnExport(
  tools: readonly Tool[],
  options: ExportOptions,
  label: string,
  first: ExportResult,
  exportSubset: (tools: Tool[]) => ExportResult,
  /** The rules and layouts to check against (the registry's). */
  catalog: PreflightCatalog,
): ExportResult {
  const rules = catalog.rules;
  let result = first;
  const failed = new Map<number, ExportChange[]>();
  const earlier: ExportChange[] = [];
  let requestFindings: PreflightFinding[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const findings = preflightExport(result, tools, options, catalog);
    const isToolRule = (f: PreflightFinding) =>
      rules.find((r) => r.id === f.rule)?.scope === 'tool';
    const blocking = findings.filter(
      (f) => f.severity === 'error' && f.toolIndex >= 0 && isToolRule(f),
    );
    requestFindings = findings.filter((f) => !blocking.includes(f));
    if (blocking.length === 0) break;
    for (const f of blocking) {
      if (!failed.has(f.toolIndex)) {
        failed.set(f.toolIndex, []);
        earlier.push(
          ...result.changes.filter((c) => c.toolIndex === f.toolIndex && c.kind !== 'rejected'),
        );
      }
      failed.get(f.toolIndex)!.push(findingAsChange(f, label, 'rejected'));
    }
    const kept = tools.map((_, i) => i).filter((i) => !failed.has(i));
    result = remap(exportSubset(kept.map((i) => tools[i]!)), kept);
  }
  const refusals: RefusedTool[] = [...failed].map(([toolIndex, reasons]) => ({
    toolIndex,
    name: String(tools[toolIndex]?.name ?? ''),
    reasons,
  }));
  const changes = [
    ...result.changes,
    ...earlier,
    ...refusals.flatMap((r) => r.reasons),
    ...requestFindings.map((f) => findingAsChange(f, label, 'flagged')),
  ]
    .map((c) => withReply(c, result, options, catalog))
    .sort(
      (a, b) =>
        (a.toolIndex < 0 ? Infinity : a.toolIndex) - (b.toolIndex < 0 ? Infinity : b.toolIndex),
    );
  const refused = [...result.refused, ...refusals]
    .sort((a, b) => a.toolIndex - b.toolIndex)
    .map((r) => ({ ...r, reasons: r.reasons.map((c) => withReply(c, result, options, catalog)) }));
  return { ...result, changes, refused };
}
