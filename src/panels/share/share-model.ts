/**
 * Between the workspace store and the share formats: what a link or workspace file carries, and
 * the workspace it opens as. Pure functions, tested without a browser.
 */
import type { SharedTool, WorkspaceSnapshot } from '../../core';
import { toolLabel } from '../../store';
import type { WorkspaceData, WorkspaceTool } from '../../store';

/** The shareable part of the workspace: texts, names and samples (no ids, snapshots or analyses). */
export function snapshotOfWorkspace(data: WorkspaceData): WorkspaceSnapshot {
  const tools: SharedTool[] = data.tools.map((tool) => ({
    name: toolLabel(tool),
    text: tool.text,
    samples: tool.samples.map((s) => ({
      name: s.name,
      input: s.input,
      ...(s.output === undefined ? {} : { output: s.output }),
      ...(s.expect === undefined ? {} : { expect: s.expect }),
    })),
  }));
  const activeIndex = data.tools.findIndex((t) => t.id === data.activeToolId);
  return activeIndex >= 0 ? { tools, activeIndex } : { tools };
}

/** A fresh workspace holding the snapshot's tools, with new ids so nothing collides with kept ones. */
export function workspaceOfSnapshot(
  snapshot: WorkspaceSnapshot,
  newId: (prefix: string) => string,
): WorkspaceData {
  const tools: WorkspaceTool[] = snapshot.tools.map((shared) => {
    const samples = shared.samples.map((s) => ({ id: newId('sample'), ...s }));
    return {
      id: newId('tool'),
      text: shared.text,
      samples,
      ...(samples[0] ? { activeSampleId: samples[0].id } : {}),
    };
  });
  const active = tools[snapshot.activeIndex ?? 0] ?? tools[0];
  return { tools, activeToolId: active?.id };
}

export interface SnapshotSummaryLine {
  name: string;
  samples: number;
  chars: number;
}

/** What the confirmation dialog lists: each tool by the name its text gives it, with its samples. */
export function summarizeSnapshot(snapshot: WorkspaceSnapshot): SnapshotSummaryLine[] {
  return snapshot.tools.map((tool, index) => ({
    // Named from the text, as the tool list will name it, so a link cannot show one name and open another.
    name: toolLabel({ id: `shared-preview-${index}`, text: tool.text, samples: [] }),
    samples: tool.samples.length,
    chars: tool.text.length,
  }));
}

export function randomId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
