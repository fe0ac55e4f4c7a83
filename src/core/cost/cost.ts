/**
 * The context cost of a toolset per target: each tool counted as the target sends it (the
 * studio's own export for that target), the provider's fixed overhead added once, and the
 * descriptions and enums that cost most.
 */
import { exportTools, getTarget } from '../export/registry';
import type { ExportOptions } from '../export/adapter';
import { joinPointer } from '../model/pointer';
import type { Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import { isAppOnlyTool } from '../mcp/apps';
import { COST_TOP_CONTRIBUTORS, MAX_NESTING_DEPTH } from '../limits';
import { renderOpenAiSignature } from './openai-signature';
import { overheadFor } from './overhead';
import type { AnthropicToolChoice } from './overhead';
import { COST_TOKENIZER } from './types';
import type {
  CostContributor,
  CostTargetId,
  CountMethod,
  CountTokens,
  TargetCost,
  ToolCost,
} from './types';

export interface CostOptions {
  exportOptions?: ExportOptions;
  anthropicToolChoice?: AnthropicToolChoice;
  /** How many contributors to keep per tool. */
  top?: number;
}

const PREVIEW_CHARS = 60;

const OPENAI_METHOD: CountMethod = {
  kind: 'exact',
  short: `exact: ${COST_TOKENIZER}`,
  detail: `${COST_TOKENIZER} (the tokenizer of gpt-4o, gpt-4.1, gpt-5 and the o-series) counted the tool's TypeScript-like block shown under "What the model sees". OpenAI documents that rendering for its open-weight models; for API models it is reverse-engineered, so the billed figure can differ by a few tokens.`,
};

function estimateMethod(provider: string, what: string): CountMethod {
  return {
    kind: 'estimate',
    short: `estimate: ${COST_TOKENIZER}`,
    detail: `${provider} does not publish its tokenizer; this is ${COST_TOKENIZER}'s count of ${what}. Its own count can differ by tens of percent.`,
  };
}

export function costMethod(target: CostTargetId): CountMethod {
  switch (target) {
    case 'openai-chat':
    case 'openai-responses':
      return OPENAI_METHOD;
    case 'anthropic':
      return estimateMethod(
        'Anthropic',
        "the tool's exported JSON (compact); Anthropic's count_tokens endpoint gives its exact figure",
      );
    case 'bedrock':
      return estimateMethod(
        "Bedrock's model providers",
        "the tool's exported toolSpec JSON (compact)",
      );
    case 'gemini':
      return estimateMethod(
        'Google',
        "the function declaration's exported JSON (compact); Gemini's countTokens endpoint gives its exact figure",
      );
    case 'mcp':
      return estimateMethod(
        'The model behind an MCP client',
        "the tool's MCP JSON (compact), as a client receives it before handing it to its model",
      );
  }
}

/** The exported entries, one per tool the target accepted, in order. */
function entriesOf(target: CostTargetId, output: unknown): unknown[] {
  if (Array.isArray(output)) return output;
  if (!isPlainObject(output)) return [];
  const list =
    target === 'bedrock'
      ? output.tools
      : target === 'gemini'
        ? output.functionDeclarations
        : undefined;
  return Array.isArray(list) ? list : [];
}

/** The object holding name, description and schema, and the schema's key path within the entry. */
function anatomy(
  target: CostTargetId,
  entry: Record<string, unknown>,
): { holder: Record<string, unknown>; holderPath: string[]; schemaPath: string[] } {
  switch (target) {
    case 'openai-chat': {
      const fn = isPlainObject(entry.function) ? entry.function : {};
      return { holder: fn, holderPath: ['function'], schemaPath: ['function', 'parameters'] };
    }
    case 'openai-responses':
      return { holder: entry, holderPath: [], schemaPath: ['parameters'] };
    case 'anthropic':
      return { holder: entry, holderPath: [], schemaPath: ['input_schema'] };
    case 'bedrock': {
      const spec = isPlainObject(entry.toolSpec) ? entry.toolSpec : {};
      return {
        holder: spec,
        holderPath: ['toolSpec'],
        schemaPath: ['toolSpec', 'inputSchema', 'json'],
      };
    }
    case 'gemini':
      return {
        holder: entry,
        holderPath: [],
        schemaPath: ['parametersJsonSchema' in entry ? 'parametersJsonSchema' : 'parameters'],
      };
    case 'mcp':
      return { holder: entry, holderPath: [], schemaPath: ['inputSchema'] };
  }
}

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path)
    current = isPlainObject(current) && Object.hasOwn(current, key) ? current[key] : undefined;
  return current;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/** Every description and enum of a schema (through properties, items and unions), with its tokens. */
function schemaContributors(
  schema: unknown,
  pointer: string,
  count: CountTokens,
  enumText: (values: unknown[]) => string,
): CostContributor[] {
  const found: CostContributor[] = [];
  const visit = (node: unknown, here: string, depth: number) => {
    if (!isPlainObject(node) || depth > MAX_NESTING_DEPTH) return;
    if (typeof node.description === 'string' && node.description)
      found.push({
        kind: 'description',
        pointer: joinPointer(here, 'description'),
        tokens: count(node.description),
        preview: preview(node.description),
      });
    if (Array.isArray(node.enum) && node.enum.length > 0) {
      const text = enumText(node.enum);
      found.push({
        kind: 'enum',
        pointer: joinPointer(here, 'enum'),
        tokens: count(text),
        preview: preview(text),
      });
    }
    for (const key of ['properties', '$defs', 'definitions', 'patternProperties'] as const) {
      const map = node[key];
      if (isPlainObject(map))
        for (const [name, child] of Object.entries(map))
          visit(child, joinPointer(here, key, name), depth + 1);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'contains'] as const)
      visit(node[key], joinPointer(here, key), depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
      const list = node[key];
      if (Array.isArray(list))
        list.forEach((child, i) => visit(child, joinPointer(here, key, String(i)), depth + 1));
    }
  };
  visit(schema, pointer, 0);
  return found;
}

function toolCost(
  target: CostTargetId,
  entry: unknown,
  toolIndex: number,
  count: CountTokens,
  top: number,
): ToolCost {
  const record = isPlainObject(entry) ? entry : {};
  const { holder, holderPath, schemaPath } = anatomy(target, record);
  const name = typeof holder.name === 'string' ? holder.name : '';
  const description = typeof holder.description === 'string' ? holder.description : '';
  const openai = target === 'openai-chat' || target === 'openai-responses';
  let text: string;
  let nameText: string;
  if (openai) {
    const signature = renderOpenAiSignature({
      name,
      description,
      parameters: at(record, schemaPath),
    });
    // The blank line that separates blocks inside the namespace belongs to the block before it.
    text = `${signature.text}\n\n`;
    const firstCode = signature.lines.findIndex((l) => !l.text.startsWith('//'));
    nameText = `${signature.lines
      .slice(0, firstCode)
      .map((l) => `${l.text}\n`)
      .join('')}type ${name} = `;
  } else {
    text = JSON.stringify(entry);
    const { name: _n, description: _d } = holder;
    let nameOnly: unknown = description ? { name: _n, description: _d } : { name: _n };
    for (const key of [...holderPath].reverse()) nameOnly = { [key]: nameOnly };
    nameText = JSON.stringify(nameOnly);
  }
  const tokens = count(text);
  const nameAndDescription = Math.min(tokens, count(nameText));
  const enumText = openai
    ? (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(' | ')
    : (values: unknown[]) => JSON.stringify(values);
  const contributors: CostContributor[] = [
    ...(description
      ? [
          {
            kind: 'tool-description' as const,
            pointer: joinPointer('', ...holderPath, 'description'),
            tokens: count(description),
            preview: preview(description),
          },
        ]
      : []),
    ...schemaContributors(at(record, schemaPath), joinPointer('', ...schemaPath), count, enumText),
  ]
    .sort((a, b) => b.tokens - a.tokens)
    .slice(0, top);
  return {
    toolIndex,
    name,
    tokens,
    nameAndDescription,
    schema: tokens - nameAndDescription,
    text,
    nameText,
    contributors,
  };
}

/** The cost of `tools` for one target: per tool, the overhead once, and the total. */
export function costForTarget(
  tools: readonly Tool[],
  target: CostTargetId,
  count: CountTokens,
  options: CostOptions = {},
): TargetCost {
  // The model never sees an app-only tool, whatever the target: it costs no context.
  const visible = tools.map((_, i) => i).filter((i) => !isAppOnlyTool(tools[i]));
  const appOnly = tools
    .map((tool, toolIndex) => ({ toolIndex, name: typeof tool.name === 'string' ? tool.name : '' }))
    .filter(({ toolIndex }) => isAppOnlyTool(tools[toolIndex]));
  const result = exportTools(
    visible.map((i) => tools[i]!),
    target,
    options.exportOptions ?? {},
  );
  const refusedIndexes = new Set(result.refused.map((r) => r.toolIndex));
  const accepted = visible.map((_, i) => i).filter((i) => !refusedIndexes.has(i));
  const entries = entriesOf(target, result.output);
  const top = options.top ?? COST_TOP_CONTRIBUTORS;
  const costs = accepted.map((i, entry) =>
    toolCost(target, entries[entry], visible[i]!, count, top),
  );
  const overhead = overheadFor(target, count, options.anthropicToolChoice);
  return {
    target,
    label: getTarget(target).label,
    method: costMethod(target),
    tools: costs,
    refused: result.refused.map((r) => ({
      toolIndex: visible[r.toolIndex] ?? r.toolIndex,
      name: r.name,
      reason: r.reasons[0]?.message ?? 'refused',
    })),
    ...(appOnly.length > 0 ? { appOnly } : {}),
    overhead,
    total: overhead.tokens + costs.reduce((sum, t) => sum + t.tokens, 0),
  };
}

/** How a target's total was made: the tools' method and the overhead's kind, in a few words. */
export function totalMethod(cost: Pick<TargetCost, 'method' | 'overhead'>): string {
  const overhead =
    cost.overhead.kind === 'published'
      ? 'published overhead'
      : cost.overhead.kind === 'estimate'
        ? 'estimated overhead'
        : 'overhead not published';
  return `${cost.method.short} for the tools, ${overhead}`;
}

/** "+312" / "−40" / "±0": a change in tokens, signed. */
export function formatTokenDelta(delta: number): string {
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `−${-delta}`;
}
