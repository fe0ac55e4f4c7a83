/**
 * Each target's tool-name rule, apart from its exporter: the lint rules that read names
 * (`name-target-incompatible`, `tool-name-target-collision`) run in the validation worker on every
 * visit, and importing the targets would bring every transform, preflight rule and change
 * catalogue with them. The target modules take their rules from here, and
 * target-name-rules.test.ts holds the registry's answers equal to these.
 */
import type { McpRevision, TargetId } from './adapter';
import type { NameRule } from './name-rule';
import { PROVIDER_NAME_64, snakeCaseConvention } from './name-rule';
import type { NameFinding } from './names';
import { nameFindingsAmong } from './names';
import { TARGET_NAMES } from './target-names';

export const ANTHROPIC_NAME_RULE: NameRule = {
  ...PROVIDER_NAME_64,
  source: 'Anthropic tool names must match ^[a-zA-Z0-9_-]{1,64}$',
};

export const BEDROCK_NAME_RULE: NameRule = {
  ...PROVIDER_NAME_64,
  source: 'Bedrock tool names must be 1-64 characters of [a-zA-Z0-9_-]',
};

export const GEMINI_NAME_RULE: NameRule = {
  pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$/,
  allowed: /[a-zA-Z0-9_.:-]/,
  first: /[a-zA-Z_]/,
  maxLength: 128,
  severity: 'error',
  source:
    'Gemini function names must start with a letter or _, then use letters, digits, _ . : -, at most 128',
};

const MCP_NAME_RULE: NameRule = {
  pattern: /^[A-Za-z0-9_.-]{1,128}$/,
  allowed: /[A-Za-z0-9_.-]/,
  maxLength: 128,
  severity: 'warning',
  source: 'MCP tool names SHOULD match ^[A-Za-z0-9_.-]{1,128}$ (spec 2025-11-25 and later)',
};

/** 2025-06-18 states no name rule; the SHOULD came with 2025-11-25. */
export const mcpNameRule = (options: { mcpRevision?: McpRevision }): NameRule | undefined =>
  options.mcpRevision === '2025-06-18' ? undefined : MCP_NAME_RULE;

export const OPENAI_NAME_RULES: Readonly<Record<'openai-chat' | 'openai-responses', NameRule>> = {
  'openai-chat': {
    ...PROVIDER_NAME_64,
    source: 'OpenAI function names must match ^[a-zA-Z0-9_-]{1,64}$',
  },
  // Unconfirmed: the openai SDK's Responses FunctionTool type states no rule; Chat's rule is assumed.
  'openai-responses': {
    ...PROVIDER_NAME_64,
    source:
      'OpenAI Responses function names are taken to follow the Chat rule ^[a-zA-Z0-9_-]{1,64}$ (unverified)',
  },
};

export const SPARK_NAME_RULE = snakeCaseConvention(
  'Spark tool names should use letters, digits and underscores only (snake_case)',
);

export const TOOLHIVE_NAME_RULE = snakeCaseConvention(
  'ToolHive RFC-0015 asks for tool names that are identifiers (letters, digits, underscores)',
);

type NameRuleOf = (options: { mcpRevision?: McpRevision }) => NameRule | undefined;

const RULES: Readonly<Record<TargetId, NameRuleOf>> = {
  mcp: mcpNameRule,
  'mcp-list': mcpNameRule,
  'openai-chat': () => OPENAI_NAME_RULES['openai-chat'],
  'openai-responses': () => OPENAI_NAME_RULES['openai-responses'],
  anthropic: () => ANTHROPIC_NAME_RULE,
  bedrock: () => BEDROCK_NAME_RULE,
  gemini: () => GEMINI_NAME_RULE,
  spark: () => SPARK_NAME_RULE,
  toolhive: () => TOOLHIVE_NAME_RULE,
};

/** The targets with their name rules, in the registry's order. */
const NAMED_TARGETS = TARGET_NAMES.map(({ id }) => ({ id, nameRule: RULES[id] }));

/** Every target that would refuse (or frown on) a tool's name: the registry's `targetNameFindings`. */
export function nameFindingsOfTargets(
  tool: { name: string },
  options: { mcpRevision?: McpRevision } = {},
): NameFinding[] {
  return nameFindingsAmong(NAMED_TARGETS, tool, options);
}

/** The rule a target applies to a tool name (the registry's `nameRuleFor`). */
export function targetNameRule(target: TargetId, mcpRevision?: McpRevision): NameRule | undefined {
  return RULES[target](mcpRevision ? { mcpRevision } : {});
}
