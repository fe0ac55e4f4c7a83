/**
 * What the Cost tab shows, computed without React or the page, so the Cost worker can compute it:
 * each workspace document's cost per target (remembered by text, so a keystroke recounts only the
 * document it changed), the toolset total with the overhead once, and a snapshot's tokens.
 */
import { toCanonicalTool } from '../model/canonical';
import { parseDocument } from '../model/document';
import { costForTarget } from './cost';
import { overheadFor } from './overhead';
import { COST_TARGETS } from './types';
import type { CostTargetId, CountTokens, OverheadFigure, TargetCost } from './types';

/** Documents whose per-target cost is kept between questions. */
const COST_CACHE_SIZE = 5_000;

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
  /**
   * Workspace documents with no tool to count (not JSON yet, or no tool in it), so the count of
   * tools can be set beside the workspace's count of documents.
   */
  unreadable: number;
}

export interface CostQuery {
  /** Every document of the workspace, for the toolset table. */
  texts: readonly string[];
  /** The open document, counted for one target, with its snapshots' texts. */
  active?: { text: string; target: CostTargetId; snapshots: readonly string[] };
}

export interface CostFigures {
  /** One row per target of `COST_TARGETS`, in that order. */
  toolset: ToolsetCost[];
  /** The open document's cost for the asked target; undefined when it holds no readable tool. */
  active?: TargetCost;
  /** Each snapshot's tool tokens (`toolTokens`), in the order asked. */
  snapshots: number[];
}

/** Sum of a document's tool tokens (its share of the toolset, without the overhead). */
export function toolTokens(cost: TargetCost | undefined): number {
  return cost ? cost.total - cost.overhead.tokens : 0;
}

/** A counter that remembers each document's cost per target while it lives. */
export function createCostCounter(count: CountTokens): {
  documentCost(text: string, target: CostTargetId): TargetCost | undefined;
  figures(query: CostQuery): CostFigures;
} {
  const costs = new Map<string, TargetCost | undefined>();

  const documentCost = (text: string, target: CostTargetId): TargetCost | undefined => {
    const key = `${target}\u0000${text}`;
    if (costs.has(key)) return costs.get(key);
    const doc = parseDocument(text);
    const cost =
      doc.value === undefined || doc.tools.length === 0
        ? undefined
        : costForTarget(doc.tools.map(toCanonicalTool), target, count);
    if (costs.size >= COST_CACHE_SIZE) costs.clear();
    costs.set(key, cost);
    return cost;
  };

  const toolsetCost = (texts: readonly string[], target: CostTargetId): ToolsetCost => {
    let tools = 0;
    let toolCount = 0;
    let refused = 0;
    let appOnly = 0;
    let unreadable = 0;
    for (const text of texts) {
      const cost = documentCost(text, target);
      if (!cost) {
        unreadable += 1;
        continue;
      }
      tools += toolTokens(cost);
      toolCount += cost.tools.length;
      refused += cost.refused.length;
      appOnly += cost.appOnly?.length ?? 0;
    }
    const overhead = overheadFor(target, count);
    return {
      target,
      toolCount,
      tools,
      overhead,
      total: tools + overhead.tokens,
      refused,
      appOnly,
      unreadable,
    };
  };

  return {
    documentCost,
    figures({ texts, active }) {
      return {
        toolset: COST_TARGETS.map((target) => toolsetCost(texts, target)),
        active: active && documentCost(active.text, active.target),
        snapshots: active
          ? active.snapshots.map((text) => toolTokens(documentCost(text, active.target)))
          : [],
      };
    },
  };
}
