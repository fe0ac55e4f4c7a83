/**
 * Fixed token overheads: what a provider adds to every request that carries tools, on top of
 * the tools themselves. Data with its public source; docs/context-cost.md explains each row.
 */
import type { CostTargetId, OverheadFigure } from './types';

const ANTHROPIC_PRICING_SOURCE =
  'https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/overview#pricing';
const HARMONY_FORMAT_SOURCE = 'https://cookbook.openai.com/articles/openai-harmony';
const GEMINI_TOKENS_SOURCE = 'https://ai.google.dev/gemini-api/docs/tokens';
const BEDROCK_COUNT_TOKENS_SOURCE = 'https://github.com/Portkey-AI/gateway/issues/1379';

export type AnthropicToolChoice = 'auto' | 'none' | 'any' | 'tool';

/**
 * Anthropic's tool-use system prompt, per model family: tokens with `tool_choice` auto/none and
 * with any/tool. Published by Anthropic (last checked 2026-11).
 */
const ANTHROPIC_TOOL_PROMPT_TOKENS: readonly {
  models: string;
  auto: number;
  anyOrTool: number;
}[] = [
  {
    models: 'Claude Opus 4 / 4.1 / 4.5, Sonnet 4 / 4.5, Haiku 4.5, Sonnet 3.7',
    auto: 346,
    anyOrTool: 313,
  },
  { models: 'Claude Haiku 3.5, Haiku 3', auto: 264, anyOrTool: 340 },
  { models: 'Claude Opus 3', auto: 530, anyOrTool: 281 },
  { models: 'Claude Sonnet 3', auto: 159, anyOrTool: 235 },
];

/**
 * The text OpenAI's documented rendering (the harmony format) puts around the functions once per
 * request; each tool's own block is counted with the tool.
 */
export const OPENAI_TOOLS_HEADER = '# Tools\n\n## functions\n\nnamespace functions {\n\n';
export const OPENAI_TOOLS_FOOTER = '} // namespace functions';

/** The overhead the meter adds once per target (Anthropic: current models, `tool_choice` auto). */
export function overheadFor(
  target: CostTargetId,
  count: (text: string) => number,
  choice: AnthropicToolChoice = 'auto',
): OverheadFigure {
  switch (target) {
    case 'anthropic': {
      const row = ANTHROPIC_TOOL_PROMPT_TOKENS[0]!;
      const auto = choice === 'auto' || choice === 'none';
      return {
        tokens: auto ? row.auto : row.anyOrTool,
        kind: 'published',
        detail: `Anthropic's tool-use system prompt for ${row.models} with tool_choice ${auto ? 'auto or none' : 'any or tool'} (published; older models differ).`,
        source: ANTHROPIC_PRICING_SOURCE,
      };
    }
    case 'openai-chat':
    case 'openai-responses':
      return {
        tokens: count(OPENAI_TOOLS_HEADER) + count(OPENAI_TOOLS_FOOTER),
        kind: 'estimate',
        detail:
          'OpenAI publishes no overhead; this is the o200k_base count of the "# Tools … namespace functions { … }" wrapper its harmony format puts around the functions.',
        source: HARMONY_FORMAT_SOURCE,
      };
    case 'gemini':
      return {
        tokens: 0,
        kind: 'unknown',
        detail:
          'Google publishes no fixed overhead for function declarations; they count as prompt tokens.',
        source: GEMINI_TOKENS_SOURCE,
      };
    case 'bedrock':
      return {
        tokens: 0,
        kind: 'unknown',
        detail:
          "AWS publishes no overhead; it depends on the model behind Converse (Claude models add Anthropic's tool prompt), and Converse's CountTokens leaves tools out.",
        source: BEDROCK_COUNT_TOKENS_SOURCE,
      };
    case 'mcp':
      return {
        tokens: 0,
        kind: 'unknown',
        detail:
          "An MCP client passes the tools on to its own model; the overhead is that provider's (pick its target to see it).",
      };
  }
}
