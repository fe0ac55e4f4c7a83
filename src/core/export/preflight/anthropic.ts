/**
 * Anthropic Messages API tools (and the Claude models behind Bedrock, which check the same
 * 2020-12 meta-schema and strict subset): what the API refuses.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import {
  ANTHROPIC_STRICT_MAX_OPTIONAL_PARAMS,
  ANTHROPIC_STRICT_MAX_TOOLS,
  ANTHROPIC_STRICT_MAX_UNION_PARAMS,
} from '../../limits';
import type { ExportedTool, PreflightRule, RuleHit, SchemaNode, PreflightFamily } from './rule';
import { dottedPath, nameMatching, RULES_VERIFIED, nodesOf } from './rule';

const TOOL_USE_DOC = 'https://docs.claude.com/en/docs/agents-and-tools/tool-use/implement-tool-use';
const STRICT_DOC = 'https://docs.claude.com/en/docs/build-with-claude/structured-outputs';
const NAME = /^[a-zA-Z0-9_-]{1,128}$/;
const DIALECT_2020 = /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

/** Keywords Anthropic's strict subset does not take (the SDK moves them into the description). */
const ANTHROPIC_STRICT_UNSUPPORTED = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'maxItems',
  'uniqueItems',
  'pattern',
  'minProperties',
  'maxProperties',
] as const;
const UNSUPPORTED = new Set<string>(ANTHROPIC_STRICT_UNSUPPORTED);

function inputHits(
  tool: ExportedTool,
  visit: (
    node: Record<string, unknown>,
    here: SchemaNode,
    path: (here: SchemaNode) => string,
  ) => RuleHit[] | RuleHit | undefined,
): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const schema of tool.schemas) {
    // The provider's path is built only for a hit; one closure per schema, not per node.
    const path = (here: SchemaNode) => schema.path + dottedPath(here.path);
    for (const here of nodesOf(schema)) {
      const found = visit(here.node, here, path);
      if (Array.isArray(found)) for (const hit of found) hits.push(hit);
      else if (found) hits.push(found);
    }
  }
  return hits;
}

/** Why a schema node is not valid 2020-12, when it uses an older draft's form. */
function olderDraftForm(node: Record<string, unknown>, isRoot: boolean): string | undefined {
  if (isRoot && typeof node.$schema === 'string' && !DIALECT_2020.test(node.$schema))
    return '$schema';
  if (Array.isArray(node.items)) return 'items';
  if (typeof node.exclusiveMinimum === 'boolean') return 'exclusiveMinimum';
  if (typeof node.exclusiveMaximum === 'boolean') return 'exclusiveMaximum';
  return undefined;
}

/** Each property of each object in the tool's schemas, with whether it is required. */
function parameters(tool: ExportedTool): { pointer: string; required: boolean; union: boolean }[] {
  const found: { pointer: string; required: boolean; union: boolean }[] = [];
  for (const schema of tool.schemas) {
    for (const here of nodesOf(schema)) {
      const node = here.node;
      if (!isPlainObject(node.properties)) continue;
      const required = Array.isArray(node.required) ? node.required : [];
      for (const [name, sub] of Object.entries(node.properties)) {
        const union =
          isPlainObject(sub) &&
          (Array.isArray(sub.anyOf) ||
            Array.isArray(sub.oneOf) ||
            (Array.isArray(sub.type) && sub.type.length > 1));
        found.push({
          pointer: joinPointer(here.pointer, 'properties', name),
          required: required.includes(name),
          union,
        });
      }
    }
  }
  return found;
}

export const ANTHROPIC_FAMILY: PreflightFamily = {
  id: 'anthropic',
  heading: 'Anthropic Messages',
  about:
    'Custom tools; the API checks each input_schema against JSON Schema 2020-12. Some rules also cover Claude behind Bedrock.',
};

export const ANTHROPIC_RULES: readonly PreflightRule[] = [
  {
    id: 'anthropic-root-composition',
    family: 'anthropic',
    scope: 'tool',
    targets: ['anthropic'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'anyOf, oneOf or allOf at the top of input_schema (legal JSON Schema, and legal at the MCP inputSchema root since 2026-07-28).',
    reply:
      'tools.{index}.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level',
    verbatim: true,
    advice:
      'Make the root one object (the export merges a root anyOf of objects, with the branch properties optional), or move the alternatives into a property.',
    sources: [
      'anthropics/claude-code#5973',
      'anthropics/claude-code#27337',
      'anthropics/claude-code#40075',
      'dearlordylord/huly-mcp#66',
      'mobile-next/mobile-mcp#344',
    ],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['root-union'],
    check: (tool) => {
      const root = tool.schemas.find((s) => s.source === '/inputSchema')?.value;
      if (!isPlainObject(root)) return [];
      return (['anyOf', 'oneOf', 'allOf'] as const)
        .filter((k) => k in root)
        .map((k) => ({
          pointer: joinPointer(tool.schemas[0]!.pointer, k),
          position: tool.position,
        }));
    },
  },
  {
    id: 'anthropic-draft-2020-12',
    family: 'anthropic',
    scope: 'tool',
    targets: ['anthropic', 'bedrock'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'The input schema is not valid JSON Schema 2020-12: a draft-07 $schema, tuple-form items, or a boolean exclusiveMinimum/exclusiveMaximum. One such tool fails every request that carries it.',
    reply:
      'tools.{index}.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12).',
    verbatim: true,
    advice:
      'Remove the draft-07 $schema and write the 2020-12 forms (prefixItems, numeric exclusive bounds); the export does.',
    sources: [
      'anthropics/claude-code#586',
      'anthropics/claude-code#63673',
      'home-assistant/core#181282',
      'acomagu/vscode-as-mcp-server#6',
    ],
    lastVerified: RULES_VERIFIED,
    check: (tool) => {
      // A loop rather than flatMap: an empty list per node was most of this rule's cost.
      const hits: RuleHit[] = [];
      for (const schema of tool.schemas) {
        const nodes = nodesOf(schema);
        for (let i = 0; i < nodes.length; i++) {
          const here = nodes[i]!;
          // The walk lists the root first.
          const key = olderDraftForm(here.node, i === 0);
          if (key) hits.push({ pointer: joinPointer(here.pointer, key), position: tool.position });
        }
      }
      return hits;
    },
  },
  {
    id: 'anthropic-required-list',
    family: 'anthropic',
    scope: 'tool',
    targets: ['anthropic', 'bedrock'],
    modes: ['default', 'strict'],
    severity: 'error',
    title: '"required" is not a list (null, a string, an object).',
    reply: '{path}.required: Input should be a valid list',
    verbatim: true,
    advice: 'Write required as a list of property names, or leave it out.',
    sources: ['anthropics/claude-code#49637'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      inputHits(tool, (node, here, path) =>
        'required' in node && !Array.isArray(node.required)
          ? {
              pointer: joinPointer(here.pointer, 'required'),
              position: tool.position,
              values: { path: path(here) },
            }
          : undefined,
      ),
  },
  {
    id: 'anthropic-name-pattern',
    family: 'anthropic',
    scope: 'tool',
    targets: ['anthropic'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'The tool name has characters other than letters, digits, _ and -, or more than 128 of them (64 before 2025).',
    reply: "tools.{index}.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'",
    verbatim: true,
    advice: 'Rename the tool (MCP names with . or / become _) or export with suggested names.',
    sources: [
      'home-assistant/core#147760',
      'netclaw-dev/netclaw#1133',
      'cyanheads/atlas-mcp-server#14',
      'github/copilot-cli#1879',
      TOOL_USE_DOC,
    ],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['name-invalid'],
    check: nameMatching(NAME),
  },
  {
    id: 'anthropic-unique-names',
    family: 'anthropic',
    scope: 'request',
    targets: ['anthropic'],
    modes: ['default', 'strict'],
    severity: 'error',
    title: 'Two tools of one request share a name.',
    reply: 'tools: Tool names must be unique.',
    verbatim: true,
    advice: 'Rename one of the tools, or export with suggested names.',
    sources: ['anthropics/claude-code#96152', 'danny-avila/LibreChat#13162'],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['name-duplicate'],
    check: (tools) => {
      const seen = new Set<unknown>();
      const hits: RuleHit[] = [];
      for (const tool of tools) {
        if (seen.has(tool.name)) hits.push({ pointer: tool.namePointer, position: tool.position });
        seen.add(tool.name);
      }
      return hits;
    },
  },
  {
    id: 'anthropic-strict-constraint',
    family: 'anthropic',
    scope: 'tool',
    targets: ['anthropic', 'bedrock'],
    modes: ['strict'],
    severity: 'error',
    title: `Strict tool use: a constraint outside the strict subset (${ANTHROPIC_STRICT_UNSUPPORTED.join(', ')}; minItems above 1).`,
    reply: "tools.{index}.custom: For '{type}' type, property '{keyword}' is not supported",
    verbatim: true,
    advice:
      'Remove the constraint (the export moves it into the description as text, as the Anthropic SDK does), or export without strict.',
    sources: ['BerriAI/litellm#39115', STRICT_DOC],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      inputHits(tool, (node, here) => {
        const type = typeof node.type === 'string' ? node.type : 'schema';
        const keys = Object.keys(node).filter(
          (k) =>
            UNSUPPORTED.has(k) ||
            (k === 'minItems' && typeof node.minItems === 'number' && node.minItems > 1),
        );
        return keys.map((keyword) => ({
          pointer: joinPointer(here.pointer, keyword),
          position: tool.position,
          values: { type, keyword },
        }));
      }),
  },
  {
    id: 'anthropic-strict-too-complex',
    family: 'anthropic',
    scope: 'request',
    targets: ['anthropic'],
    modes: ['strict'],
    severity: 'warning',
    title: `Strict tool use, over the whole request: more than about ${ANTHROPIC_STRICT_MAX_TOOLS} strict tools, ${ANTHROPIC_STRICT_MAX_OPTIONAL_PARAMS} optional parameters or ${ANTHROPIC_STRICT_MAX_UNION_PARAMS} union-typed parameters (all strict tools of a request are compiled together).`,
    reply:
      'Schema is too complex for compilation. Try reducing the number of tools or simplifying tool schemas.',
    verbatim: true,
    advice:
      'This request has {total}; split off {split} into requests of their own, or send them without strict.',
    sources: [
      'genkit-ai/genkit#5230',
      'mozilla/bugbug#6129',
      'alphaXiv/agents#49',
      'anthropics/anthropic-sdk-typescript#885',
      'langchain-ai/langchainjs#11100',
      STRICT_DOC,
    ],
    lastVerified: RULES_VERIFIED,
    check: (tools) => {
      const strict = tools.filter((t) => t.strict);
      const counts = strict.map((tool) => {
        const params = parameters(tool);
        return {
          tools: 1,
          optional: params.filter((p) => !p.required).length,
          union: params.filter((p) => p.union).length,
        };
      });
      const limits = {
        tools: ANTHROPIC_STRICT_MAX_TOOLS,
        optional: ANTHROPIC_STRICT_MAX_OPTIONAL_PARAMS,
        union: ANTHROPIC_STRICT_MAX_UNION_PARAMS,
      };
      const keys = Object.keys(limits) as (keyof typeof limits)[];
      const totals = { tools: 0, optional: 0, union: 0 };
      const split: ExportedTool[] = [];
      strict.forEach((tool, i) => {
        const count = counts[i]!;
        if (keys.some((k) => totals[k] + count[k] > limits[k])) split.push(tool);
        else for (const k of keys) totals[k] += count[k];
      });
      if (split.length === 0) return [];
      const sum = (k: keyof typeof limits) => counts.reduce((n, c) => n + c[k], 0);
      const total = `${sum('tools')} strict tools, ${sum('optional')} optional and ${sum('union')} union-typed parameters`;
      const names =
        split
          .slice(0, 10)
          .map((t) => JSON.stringify(t.name))
          .join(', ') + (split.length > 10 ? ` and ${split.length - 10} more` : '');
      return split.map((tool) => ({
        pointer: tool.pointer,
        position: tool.position,
        values: { total, split: names },
      }));
    },
  },
];
