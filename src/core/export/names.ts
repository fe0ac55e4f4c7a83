/**
 * Tool-name rules of every target, checked all at once so the user sees a name problem while
 * drafting, and the deterministic valid name we suggest instead. Sources: the MCP specification's
 * "Tool Names"; the openai SDK's FunctionDefinition.name; Anthropic's tool-use reference; Bedrock's
 * ToolSpecification; @google/genai's FunctionDeclaration.name. Each rule lives in its target's
 * module (`targets/<id>.ts`); its `source` says where it comes from. The targets are handed in:
 * the registry's `targetNameFindings` and `nameRuleFor` read the registered ones.
 */
import type { McpRevision, TargetId } from './adapter';

export type { NameRule } from './name-rule';
export { PROVIDER_NAME_64, snakeCaseConvention } from './name-rule';
import type { NameRule } from './name-rule';

/** What the name rules read of a target definition. */
export interface NamedTarget {
  id: TargetId;
  nameRule(options: { mcpRevision?: McpRevision }): NameRule | undefined;
}

/** FNV-1a, 32 bit, as 8 hex digits: short, deterministic, no dependency. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The valid name we suggest for a rule: disallowed characters become `_`, a disallowed first
 * character gets a `_` in front, and a name too long is cut and ends in `_` plus a hash of the
 * original, so two long names stay distinct.
 */
export function suggestName(name: string, rule: NameRule): string {
  let out = '';
  for (const ch of name) out += rule.allowed.test(ch) ? ch : '_';
  if (out === '') out = '_';
  if (rule.first && !rule.first.test(out[0] ?? '')) out = '_' + out;
  if (out.length > rule.maxLength) {
    const suffix = '_' + shortHash(name);
    out = out.slice(0, rule.maxLength - suffix.length) + suffix;
  }
  return out;
}

export interface NameFinding {
  target: TargetId;
  severity: 'error' | 'warning';
  /** Why the target refuses (or frowns on) the name, naming the rule. */
  reason: string;
  /** A name the target takes. */
  suggestion: string;
}

/** Why `name` breaks `rule`, or undefined when it fits. */
export function nameProblem(name: string, rule: NameRule): string | undefined {
  if (rule.pattern.test(name)) return undefined;
  const bad = [...new Set([...name].filter((ch) => !rule.allowed.test(ch)))];
  const parts: string[] = [];
  if (name.length === 0) parts.push('it is empty');
  if (name.length > rule.maxLength)
    parts.push(`it is ${name.length} characters long (at most ${rule.maxLength})`);
  if (bad.length > 0) parts.push(`it contains ${bad.map((c) => JSON.stringify(c)).join(', ')}`);
  if (rule.first && name.length > 0 && !rule.first.test(name[0] ?? ''))
    parts.push(`it starts with ${JSON.stringify(name[0])}`);
  return `${rule.source}; "${name}" does not: ${parts.join(', ')}.`;
}

/**
 * For one tool, every target that would refuse (error) or frown on (warning) its name, with a
 * suggested valid name. Targets that take the name are not listed.
 */
export function nameFindingsAmong(
  targets: readonly NamedTarget[],
  tool: { name: string },
  options: { mcpRevision?: McpRevision } = {},
): NameFinding[] {
  const findings: NameFinding[] = [];
  const name = typeof tool.name === 'string' ? tool.name : '';
  for (const { id: target, nameRule } of targets) {
    const rule = nameRule(options.mcpRevision ? { mcpRevision: options.mcpRevision } : {});
    if (!rule) continue;
    const reason = nameProblem(name, rule);
    if (reason)
      findings.push({
        target,
        severity: rule.severity,
        reason,
        suggestion: suggestName(name, rule),
      });
  }
  return findings;
}
