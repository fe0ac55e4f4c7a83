/**
 * What the Cost tab shows, computed without React: each workspace document's cost per target
 * (cached by text, so a keystroke recounts only the document it changed), the toolset total
 * with the overhead once, and the change against a snapshot.
 */
import { costForTarget, overheadFor, toCanonicalTool } from '../../core';
import { readDocument } from '../../store';
import type { CostTargetId, CountTokens, OverheadFigure, TargetCost } from '../../core';

const MAX_CACHED = 500;
const cache = new Map<string, TargetCost | undefined>();

/** The cost of the tools of one document's text, or undefined when it holds none that parse. */
export function documentCost(
  text: string,
  target: CostTargetId,
  count: CountTokens,
): TargetCost | undefined {
  const key = `${target}\u0000${text}`;
  if (cache.has(key)) return cache.get(key);
  const doc = readDocument(text);
  const cost =
    doc.value === undefined || doc.tools.length === 0
      ? undefined
      : costForTarget(doc.tools.map(toCanonicalTool), target, count);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, cost);
  return cost;
}

/** Sum of a document's tool tokens (its share of the toolset, without the overhead). */
export function toolTokens(cost: TargetCost | undefined): number {
  return cost ? cost.total - cost.overhead.tokens : 0;
}

export interface ToolsetCost {
  target: CostTargetId;
  toolCount: number;
  /** Every tool of every document, summed. */
  tools: number;
  /** Once for the toolset, as one request carries it once. */
  overhead: OverheadFigure;
  total: number;
  refused: number;
  /** App-only tools (MCP Apps visibility without "model"), not counted. */
  appOnly: number;
}

export function toolsetCost(
  texts: readonly string[],
  target: CostTargetId,
  count: CountTokens,
): ToolsetCost {
  let tools = 0;
  let toolCount = 0;
  let refused = 0;
  let appOnly = 0;
  for (const text of texts) {
    const cost = documentCost(text, target, count);
    if (!cost) continue;
    tools += toolTokens(cost);
    toolCount += cost.tools.length;
    refused += cost.refused.length;
    appOnly += cost.appOnly?.length ?? 0;
  }
  const overhead = overheadFor(target, count);
  return { target, toolCount, tools, overhead, total: tools + overhead.tokens, refused, appOnly };
}
