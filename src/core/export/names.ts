/**
 * Tool-name rules of every target, checked all at once so the user sees a name problem while
 * drafting, and the deterministic valid name we suggest instead. Sources: the MCP specification's
 * "Tool Names"; the openai SDK's FunctionDefinition.name; Anthropic's tool-use reference; Bedrock's
 * ToolSpecification; @google/genai's FunctionDeclaration.name. Each rule's `source` says which.
 */
import type { McpRevision, TargetId } from './adapter';
import { TARGET_IDS } from './adapter';

export interface NameRule {
  /** The rule as users read it, e.g. "^[a-zA-Z0-9_-]{1,64}$". */
  pattern: RegExp;
  /** Which characters are allowed after the first one; used to build suggestions. */
  allowed: RegExp;
  /** Allowed as the first character; defaults to `allowed`. */
  first?: RegExp;
  maxLength: number;
  /** error: the provider rejects the request; warning: a convention (SHOULD) the target states. */
  severity: 'error' | 'warning';
  /** Where the rule comes from, for the message. */
  source: string;
}

const PROVIDER_64: Omit<NameRule, 'source'> = {
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  allowed: /[a-zA-Z0-9_-]/,
  maxLength: 64,
  severity: 'error',
};

const MCP_RULE: NameRule = {
  pattern: /^[A-Za-z0-9_.-]{1,128}$/,
  allowed: /[A-Za-z0-9_.-]/,
  maxLength: 128,
  severity: 'warning',
  source: 'MCP tool names SHOULD match ^[A-Za-z0-9_.-]{1,128}$ (spec 2025-11-25 and later)',
};

const SNAKE_RULE = (source: string): NameRule => ({
  pattern: /^[A-Za-z0-9_]{1,128}$/,
  allowed: /[A-Za-z0-9_]/,
  maxLength: 128,
  severity: 'warning',
  source,
});

/** The rule each target applies to a tool name; undefined when the target has none. */
export function nameRuleFor(target: TargetId, mcpRevision?: McpRevision): NameRule | undefined {
  switch (target) {
    case 'mcp':
    case 'mcp-list':
      return mcpRevision === '2025-06-18' ? undefined : MCP_RULE;
    case 'openai-chat':
      return { ...PROVIDER_64, source: 'OpenAI function names must match ^[a-zA-Z0-9_-]{1,64}$' };
    case 'openai-responses':
      // Unconfirmed: the openai SDK's Responses FunctionTool type states no rule; Chat's rule is assumed.
      return {
        ...PROVIDER_64,
        source:
          'OpenAI Responses function names are taken to follow the Chat rule ^[a-zA-Z0-9_-]{1,64}$ (unverified)',
      };
    case 'anthropic':
      return { ...PROVIDER_64, source: 'Anthropic tool names must match ^[a-zA-Z0-9_-]{1,64}$' };
    case 'bedrock':
      return {
        ...PROVIDER_64,
        source: 'Bedrock tool names must be 1-64 characters of [a-zA-Z0-9_-]',
      };
    case 'gemini':
      return {
        pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$/,
        allowed: /[a-zA-Z0-9_.:-]/,
        first: /[a-zA-Z_]/,
        maxLength: 128,
        severity: 'error',
        source:
          'Gemini function names must start with a letter or _, then use letters, digits, _ . : -, at most 128',
      };
    case 'spark':
      return SNAKE_RULE(
        'Spark tool names should use letters, digits and underscores only (snake_case)',
      );
    case 'toolhive':
      return SNAKE_RULE(
        'ToolHive RFC-0015 asks for tool names that are identifiers (letters, digits, underscores)',
      );
  }
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
export function targetNameFindings(
  tool: { name: string },
  options: { mcpRevision?: McpRevision } = {},
): NameFinding[] {
  const findings: NameFinding[] = [];
  const name = typeof tool.name === 'string' ? tool.name : '';
  for (const target of TARGET_IDS) {
    const rule = nameRuleFor(target, options.mcpRevision);
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
