/**
 * The provider preflight: runs the rules of a target over the JSON an export wrote and says,
 * tool by tool, what the provider would reply. `exportTools` runs it over its own output (a hit
 * there is an exporter bug, and the tool is refused rather than handed out); the CLI's
 * `validate --target` and the Export panel's Preflight view read the same findings.
 */
import { getAtPointer, parsePointer, toPointer } from '../../model/pointer';
import type { Tool } from '../../model/types';
import type { ExportChange, ExportOptions, ExportResult, TargetId } from '../adapter';
import type { OutputLayout } from './exported-tools';
import { exportedTools } from './exported-tools';
import type { ExportedTool, PreflightRule, RuleHit } from './rule';
import { fillTemplate, modeOf } from './rule';

export type { PreflightRule } from './rule';

/**
 * The rules and layouts a preflight reads: the registered targets' (the registry's
 * `PREFLIGHT_CATALOG`), or those of a test's list. Handed in, so the preflight never reads the
 * list of targets.
 */
export interface PreflightCatalog {
  rules: readonly PreflightRule[];
  layout(target: TargetId): OutputLayout | undefined;
}

/** What the preflight reads of a target definition. */
export interface PreflightTarget {
  id: TargetId;
  preflight: { layout?: OutputLayout; rules: readonly PreflightRule[] };
}

/** Every rule the targets name, once each, grouped by provider family in the targets' order. */
export function preflightCatalog(targets: readonly PreflightTarget[]): PreflightCatalog {
  const families = [...new Set(targets.flatMap((t) => t.preflight.rules.map((r) => r.family)))];
  const rules = [...new Set(targets.flatMap((t) => t.preflight.rules))].sort(
    (a, b) => families.indexOf(a.family) - families.indexOf(b.family),
  );
  return { rules, layout: (id) => targets.find((t) => t.id === id)?.preflight.layout };
}

/** The rules that apply to an export with these options. */
function rulesFor(
  target: TargetId,
  options: ExportOptions,
  catalog: PreflightCatalog,
): PreflightRule[] {
  const mode = modeOf(options);
  return catalog.rules.filter((rule) => rule.targets.includes(target) && rule.modes.includes(mode));
}

export interface PreflightFinding {
  rule: string;
  severity: 'error' | 'warning';
  target: TargetId;
  toolIndex: number;
  toolName: string;
  /** Pointer into the export output. */
  exportPointer: string;
  /** Pointer into the source tool (relative to the tool, as a change's pointer): the nearest place that exists there. */
  pointer: string;
  /** What the provider replies, with this tool's names and places filled in. */
  reply: string;
  /** Whether `reply` is the provider's own text or a description of a bare HTTP 400. */
  verbatim: boolean;
  advice: string;
}

/** Maps a place in the output back to the nearest existing place in the source tool. */
function sourcePointer(
  tool: ExportedTool,
  source: Tool | undefined,
  exportPointer: string,
): string {
  if (exportPointer === tool.namePointer) return '/name';
  if (exportPointer === tool.descriptionPointer) return '/description';
  const schema = tool.schemas.find(
    (s) => exportPointer === s.pointer || exportPointer.startsWith(s.pointer + '/'),
  );
  if (!schema || !source) return '';
  const segments = parsePointer(exportPointer.slice(schema.pointer.length));
  for (let length = segments.length; length >= 0; length--) {
    const candidate = schema.source + toPointer(segments.slice(0, length));
    if (getAtPointer(source, candidate) !== undefined) return candidate;
  }
  return '';
}

function finding(
  rule: PreflightRule,
  hit: RuleHit,
  tool: ExportedTool | undefined,
  source: Tool | undefined,
  target: TargetId,
): PreflightFinding {
  const name = typeof tool?.name === 'string' ? tool.name : '';
  const values = { name, index: String(hit.position), ...hit.values };
  const sourceName = source && typeof source.name === 'string' ? source.name : name;
  return {
    rule: rule.id,
    severity: rule.severity,
    target,
    toolIndex: tool?.toolIndex ?? -1,
    toolName: sourceName,
    exportPointer: hit.pointer,
    pointer: tool ? sourcePointer(tool, source, hit.pointer) : '',
    reply: fillTemplate(rule.reply, values),
    verbatim: rule.verbatim,
    advice: fillTemplate(rule.advice, values),
  };
}

/** A rule's hit as a finding, tied back to the tool at the hit's position and its source. */
function findingFor(
  rule: PreflightRule,
  hit: RuleHit,
  exported: readonly ExportedTool[],
  tools: readonly Tool[],
  target: TargetId,
): PreflightFinding {
  const tool = exported[hit.position];
  return finding(rule, hit, tool, tool ? tools[tool.toolIndex] : undefined, target);
}

/**
 * What the target's provider would reply to the exported JSON. `tools` is the list that was
 * exported (to map findings back to the source).
 */
export function preflightExport(
  result: Pick<ExportResult, 'target' | 'output' | 'refused'>,
  tools: readonly Tool[],
  options: ExportOptions,
  catalog: PreflightCatalog,
): PreflightFinding[] {
  const rules = rulesFor(result.target, options, catalog);
  if (rules.length === 0) return [];
  const exported = exportedTools(result, tools.length, catalog.layout(result.target));
  const context = { target: result.target, options };
  // Every rule over one tool before the next tool, so the tool's schemas are walked once for
  // all rules and the walk is let go soon after (see `nodesOf`). The findings are kept by rule
  // and listed rule by rule, in the rules' order, as ever.
  const byRule: PreflightFinding[][] = rules.map(() => []);
  for (const tool of exported) {
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r]!;
      if (rule.scope !== 'tool') continue;
      for (const hit of rule.check(tool, context))
        byRule[r]!.push(findingFor(rule, hit, exported, tools, result.target));
    }
  }
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (rule.scope !== 'request') continue;
    for (const hit of rule.check(exported, context))
      byRule[r]!.push(findingFor(rule, hit, exported, tools, result.target));
  }
  return byRule.flat();
}

/** The provider's reply for an exporter refusal or rewrite code, when a rule describes that shape. */
export function replyForChange(
  change: Pick<ExportChange, 'code' | 'toolName' | 'toolIndex'>,
  target: TargetId,
  options: ExportOptions,
  catalog: PreflightCatalog,
): { rule: string; text: string } | undefined {
  const rule = rulesFor(target, options, catalog).find((r) =>
    r.refusedAs?.some((code) => code === change.code),
  );
  if (!rule) return undefined;
  return {
    rule: rule.id,
    text: fillTemplate(rule.reply, {
      name: change.toolName,
      index: String(Math.max(0, change.toolIndex)),
    }),
  };
}
