/**
 * What the cost meter reports. Every number carries how it was made: an exact count with a
 * public tokenizer, a published figure, or an estimate (and of what).
 */
import type { TargetId } from '../export/adapter';

/** Counts the tokens of one text; the core takes it as an argument so it never loads a tokenizer. */
export type CountTokens = (text: string) => number;

/** The targets whose tools reach a model's context, so a token count means something. */
export const COST_TARGETS = [
  'openai-chat',
  'openai-responses',
  'anthropic',
  'bedrock',
  'gemini',
  'mcp',
] as const satisfies readonly TargetId[];
export type CostTargetId = (typeof COST_TARGETS)[number];

export function isCostTarget(value: string): value is CostTargetId {
  return (COST_TARGETS as readonly string[]).includes(value);
}

/** The one tokenizer the studio ships (OpenAI's gpt-4o / gpt-4.1 / gpt-5 / o-series encoding). */
export const COST_TOKENIZER = 'o200k_base';

export interface CountMethod {
  /**
   * `exact`: the provider's own tokenizer counted the text shown. `estimate`: the provider's
   * tokenizer is not public; the figure is o200k_base's count of the text shown, which is near
   * but not equal to what the provider bills.
   */
  kind: 'exact' | 'estimate';
  /** Short form shown beside every number, e.g. "exact: o200k_base". */
  short: string;
  /** One sentence: what text was counted and why the figure is exact or an estimate. */
  detail: string;
}

export interface OverheadFigure {
  /** Tokens added once per request that carries tools; 0 when none is published or estimated. */
  tokens: number;
  /**
   * `published`: the provider states the figure. `estimate`: the studio counted text it believes
   * the provider adds. `unknown`: nothing is published and nothing is estimated.
   */
  kind: 'published' | 'estimate' | 'unknown';
  /** What the figure covers, in one sentence. */
  detail: string;
  /** Public page that states it (or, for an estimate, where the added text is described). */
  source?: string;
}

/** Where a tool spends tokens that the author can cut: a description or an enum. */
export interface CostContributor {
  kind: 'tool-description' | 'description' | 'enum';
  /** JSON Pointer into the exported tool (its schema as the target gets it). */
  pointer: string;
  tokens: number;
  /** The start of the text, for a list. */
  preview: string;
}

export interface ToolCost {
  toolIndex: number;
  name: string;
  /** Tokens of `text`, the tool as the target sends it (see the method). */
  tokens: number;
  /** Tokens of the name and description alone (`nameText`). */
  nameAndDescription: number;
  /** The rest: `tokens - nameAndDescription`, i.e. what the parameters cost. */
  schema: number;
  /** The exact text counted for this tool. */
  text: string;
  /** The text counted for `nameAndDescription`. */
  nameText: string;
  /** Descriptions and enums, biggest first. */
  contributors: CostContributor[];
}

export interface TargetCost {
  target: CostTargetId;
  label: string;
  method: CountMethod;
  tools: ToolCost[];
  /** Tools the target refuses (not counted), with the first reason. */
  refused: { toolIndex: number; name: string; reason: string }[];
  /**
   * App-only tools (MCP Apps visibility without "model"): hosts never show them to the model, so
   * they are not counted. Present only when there are some.
   */
  appOnly?: { toolIndex: number; name: string }[];
  /** Added once per request, never per tool. */
  overhead: OverheadFigure;
  /** `overhead.tokens` plus every tool's `tokens`. */
  total: number;
}
