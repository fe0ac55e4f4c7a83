/**
 * What the Cost tab shows, computed without React or the page, so the Cost worker can compute it:
 * each workspace document's cost per target (remembered by text, so a keystroke recounts only the
 * document it changed), the toolset total with the overhead once, and a snapshot's tokens.
 */
import { toCanonicalTool } from '../model/canonical';
import type { Tool } from '../model/types';
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
   * What the app-only tools would add to `tools` for a host that ignores their visibility and
   * sends them to the model anyway (Cost per host).
   */
  appOnlyTokens: number;
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

/**
 * The tool as a host that ignores `_meta.ui.visibility` treats it: shown to the model, so counted
 * as the export writes a shown tool (the export leaves app-only tools out).
 */
function shownToModel(tool: Tool): Tool {
  const meta = tool._meta as { ui?: Record<string, unknown> } | undefined;
  if (!meta?.ui) return tool;
  const { visibility: _ignored, ...ui } = meta.ui;
  return { ...tool, _meta: { ...meta, ui } };
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
  const appOnlyCosts = new Map<string, number>();

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

  /** The tokens of a document's app-only tools, counted as if shown; asked only when it has some. */
  const appOnlyTokensOf = (text: string, target: CostTargetId, cost: TargetCost): number => {
    const key = `${target}\u0001${text}`;
    const kept = appOnlyCosts.get(key);
    if (kept !== undefined) return kept;
    const indexes = new Set(cost.appOnly?.map((a) => a.toolIndex));
    const tools = parseDocument(text)
      .tools.map(toCanonicalTool)
      .filter((_, i) => indexes.has(i))
      .map(shownToModel);
    const tokens = toolTokens(costForTarget(tools, target, count));
    if (appOnlyCosts.size >= COST_CACHE_SIZE) appOnlyCosts.clear();
    appOnlyCosts.set(key, tokens);
    return tokens;
  };

  const toolsetCost = (texts: readonly string[], target: CostTargetId): ToolsetCost => {
    let tools = 0;
    let toolCount = 0;
    let refused = 0;
    let appOnly = 0;
    let appOnlyTokens = 0;
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
      if (cost.appOnly) appOnlyTokens += appOnlyTokensOf(text, target, cost);
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
      appOnlyTokens,
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
