import { useEffect, useState } from 'react';
import { ROW_PREFLIGHT_TOOLS_PER_SLICE } from '../../core';
import type { TargetId, ToolPreflightSummary } from '../../core';

/**
 * The exporters and the preflight load when a target is first chosen for the rows, not with the
 * page: they are most of the core's weight.
 */
const loadSummary = () =>
  import('../../core/export/preflight/tool-summary').then((m) => m.toolPreflightSummary);
import type { WorkspaceTool } from '../../store';
import { whenIdle } from '../../when-idle';

interface Entry {
  text: string;
  target: TargetId;
  summary: ToolPreflightSummary | undefined;
}

/** Summaries by tool id, kept while the tool's text and the target stay the same. */
/** A slice waits for the page to be idle at most this long, so a busy page still gets its marks. */
const SLICE_IDLE_TIMEOUT_MS = 500;

const summaries = new Map<string, Entry>();

function current(tool: WorkspaceTool, target: TargetId): Entry | undefined {
  const entry = summaries.get(tool.id);
  return entry && entry.text === tool.text && entry.target === target ? entry : undefined;
}

/**
 * Each row's preflight summary for `target`, worked out in idle moments a few tools at a time
 * and kept per tool until its text changes (a keystroke recomputes one tool). Returns a reader:
 * undefined while a tool's summary is still to come.
 */
export function useRowPreflight(
  tools: readonly WorkspaceTool[],
  target: TargetId | undefined,
): (tool: WorkspaceTool) => Entry | undefined {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!target) return;
    // Tools deleted since are forgotten, so the map holds at most one entry per tool there is.
    if (summaries.size > tools.length) {
      const ids = new Set(tools.map((t) => t.id));
      for (const id of summaries.keys()) if (!ids.has(id)) summaries.delete(id);
    }
    let cancel = () => {};
    let stopped = false;
    const slice = (toolPreflightSummary: Awaited<ReturnType<typeof loadSummary>>) => {
      let done = 0;
      for (const tool of tools) {
        if (current(tool, target)) continue;
        summaries.set(tool.id, {
          text: tool.text,
          target,
          summary: toolPreflightSummary(tool.text, target),
        });
        if (++done >= ROW_PREFLIGHT_TOOLS_PER_SLICE) break;
      }
      if (done === 0) return;
      setVersion((v) => v + 1);
      cancel = whenIdle(() => slice(toolPreflightSummary), SLICE_IDLE_TIMEOUT_MS);
    };
    void loadSummary().then((summary) => {
      if (!stopped) cancel = whenIdle(() => slice(summary), SLICE_IDLE_TIMEOUT_MS);
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [tools, target]);
  return (tool) => (target ? current(tool, target) : undefined);
}
