import { applyTextEdits, quickToolName, renameEdits } from './tool-text';
import type { WorkspaceData, WorkspaceTool } from './types';

/**
 * Versioned saves, so that tabs (and a tab's own journal) never overwrite work they have not seen.
 *
 * Storage holds a revision counter for the whole workspace and, per tool, the revision at which it
 * last changed and the tab that wrote it. A tab keeps the stored state it last saw (its base) and
 * describes its own work as a delta against it: the tools it changed or created, the ones it
 * deleted, and its order and active tool. Saving merges that delta into whatever storage holds
 * by then, tool by tool, so a tab only ever writes what it changed itself.
 */

/** Which save last changed a tool. `by` is the tab (or journal) that wrote it. */
export interface ToolRevision {
  rev: number;
  by: string;
}

/** The workspace as storage holds it, with its revisions. */
export interface StoredWorkspace extends WorkspaceData {
  /** Raised by one on every save; 0 for a workspace never saved (or saved before revisions). */
  revision: number;
  revisions: ReadonlyMap<string, ToolRevision>;
}

export interface ToolChange {
  tool: WorkspaceTool;
  /** The tool's revision when this tab last saw it; null for a tool this tab created. */
  baseRev: number | null;
}

export interface ToolDeletion {
  id: string;
  baseRev: number;
}

/** What one tab changed since its base, in the shape the journal stores. */
export interface WorkspaceDelta {
  /** The tab whose edits these are. */
  by: string;
  changed: ToolChange[];
  deleted: ToolDeletion[];
  /** The tab's order of its tools; it wins over storage's only when `reordered`. */
  order: string[];
  reordered: boolean;
  /** Set only when the tab selected another tool than its base had. */
  activeToolId?: string;
}

/** Two saves that both touched one tool; nothing is dropped, the user is told which. */
export type Conflict =
  /** `pending`: seen while reading another tab's save; the copy is made when this tab saves. */
  | { kind: 'both-changed'; id: string; name: string; copyName: string; pending?: boolean }
  | { kind: 'deleted-elsewhere'; id: string; name: string }
  | { kind: 'changed-elsewhere'; id: string; name: string };

/** The suffix of the copy kept when two tabs changed the same tool. */
const OTHER_TAB_COPY_SUFFIX = ' (from another tab)';

export const EMPTY_STORED: StoredWorkspace = {
  revision: 0,
  tools: [],
  activeToolId: undefined,
  revisions: new Map(),
};

function sameSamples(a: WorkspaceTool, b: WorkspaceTool): boolean {
  if (a.samples === b.samples && a.activeSampleId === b.activeSampleId) return true;
  return (
    JSON.stringify([a.samples, a.activeSampleId ?? null]) ===
    JSON.stringify([b.samples, b.activeSampleId ?? null])
  );
}

function sameSnapshots(a: WorkspaceTool, b: WorkspaceTool): boolean {
  if (a.snapshots === b.snapshots) return true;
  return JSON.stringify(a.snapshots ?? []) === JSON.stringify(b.snapshots ?? []);
}

/** Same provenance, saved server cases and selection cases (they change rarely). */
function sameServerRecord(a: WorkspaceTool, b: WorkspaceTool): boolean {
  if (
    a.provenance === b.provenance &&
    a.serverCases === b.serverCases &&
    a.selectionCases === b.selectionCases
  )
    return true;
  return (
    JSON.stringify([a.provenance ?? null, a.serverCases ?? [], a.selectionCases ?? []]) ===
    JSON.stringify([b.provenance ?? null, b.serverCases ?? [], b.selectionCases ?? []])
  );
}

/** Same content (text first: it is what changes on a keystroke, and the cheapest to compare). */
export function sameTool(a: WorkspaceTool, b: WorkspaceTool): boolean {
  return (
    a === b ||
    (a.text === b.text && sameSamples(a, b) && sameSnapshots(a, b) && sameServerRecord(a, b))
  );
}

function commonOrder(ids: readonly string[], keep: ReadonlySet<string>): string[] {
  return ids.filter((id) => keep.has(id));
}

/** The tab's edits since `base`: what it would have to save. Cheap when nothing changed (identity checks first). */
export function diffWorkspace(
  view: WorkspaceData,
  base: StoredWorkspace,
  by: string,
): WorkspaceDelta {
  const baseById = new Map(base.tools.map((t) => [t.id, t]));
  const viewIds = new Set(view.tools.map((t) => t.id));
  const changed: ToolChange[] = [];
  for (const tool of view.tools) {
    const before = baseById.get(tool.id);
    if (!before) changed.push({ tool, baseRev: null });
    else if (!sameTool(before, tool))
      changed.push({ tool, baseRev: base.revisions.get(tool.id)?.rev ?? 0 });
  }
  const deleted: ToolDeletion[] = base.tools
    .filter((t) => !viewIds.has(t.id))
    .map((t) => ({ id: t.id, baseRev: base.revisions.get(t.id)?.rev ?? 0 }));
  const order = view.tools.map((t) => t.id);
  const both = new Set(order.filter((id) => baseById.has(id)));
  const mine = commonOrder(order, both);
  const theirs = commonOrder(
    base.tools.map((t) => t.id),
    both,
  );
  const reordered = mine.some((id, i) => theirs[i] !== id);
  const delta: WorkspaceDelta = { by, changed, deleted, order, reordered };
  if (view.activeToolId !== undefined && view.activeToolId !== base.activeToolId)
    delta.activeToolId = view.activeToolId;
  return delta;
}

/** True when the tab has nothing of its own to save: it must not write at all. */
export function isEmptyDelta(delta: WorkspaceDelta): boolean {
  return (
    delta.changed.length === 0 &&
    delta.deleted.length === 0 &&
    !delta.reordered &&
    delta.activeToolId === undefined
  );
}

/**
 * `secondary`'s ids that `primary` lacks are placed after the nearest id that precedes them in
 * `secondary` (or first), so a tool created in one tab lands next to where it was created.
 */
function weave(
  primary: readonly string[],
  secondary: readonly string[],
  keep: ReadonlySet<string>,
): string[] {
  const result = primary.filter((id) => keep.has(id));
  const placed = new Set(result);
  let previous: string | undefined;
  for (const id of secondary) {
    if (keep.has(id) && !placed.has(id)) {
      const at = previous === undefined ? 0 : result.indexOf(previous) + 1;
      result.splice(at, 0, id);
      placed.add(id);
    }
    if (placed.has(id)) previous = id;
  }
  return result;
}

function toolName(tool: WorkspaceTool): string {
  return quickToolName(tool.text) ?? 'untitled';
}

/** The other tab's version of a tool, kept as a new tool whose name says where it came from. */
function copyFromOtherTab(tool: WorkspaceTool, newId: () => string): WorkspaceTool {
  const name = quickToolName(tool.text);
  let text = tool.text;
  if (name !== undefined) {
    const renamed = renameEdits(text, `${name}${OTHER_TAB_COPY_SUFFIX}`);
    if ('edits' in renamed) text = applyTextEdits(text, renamed.edits);
  }
  const copy: WorkspaceTool = { ...tool, id: newId(), text };
  return copy;
}

export interface MergeResult {
  data: WorkspaceData;
  /** Ids whose content in `data` is the delta's (or a copy made for it): the ones a save writes. */
  written: Set<string>;
  conflicts: Conflict[];
}

/**
 * Applies a tab's delta over what storage holds now (`copyLater`: only to show it, see Conflict). A tool the tab changed wins when storage's
 * copy is still the one the tab started from (or was last written by this same tab); when
 * someone else changed it meanwhile, both are kept: the tab's under the tool's id, the other as
 * a copy named "<name> (from another tab)". A deletion never removes a tool changed elsewhere
 * since, and a tool deleted elsewhere that this tab changed is kept. Tools the tab did not touch
 * are taken from storage as they are.
 */
export function mergeDelta(
  stored: StoredWorkspace,
  delta: WorkspaceDelta,
  newId: () => string,
  options: { copyLater?: boolean } = {},
): MergeResult {
  const changes = new Map(delta.changed.map((c) => [c.tool.id, c]));
  const deletions = new Map(delta.deleted.map((d) => [d.id, d]));
  const storedById = new Map(stored.tools.map((t) => [t.id, t]));
  const seenHere = (id: string, baseRev: number | null): boolean => {
    const revision = stored.revisions.get(id);
    if (baseRev === null) return true; // created in this tab: whatever is stored under its id came from it
    return (revision?.rev ?? 0) === baseRev || revision?.by === delta.by;
  };

  const tools = new Map<string, WorkspaceTool>();
  const written = new Set<string>();
  const conflicts: Conflict[] = [];
  const copies = new Map<string, WorkspaceTool>(); // original id -> the other tab's version

  for (const tool of stored.tools) {
    const change = changes.get(tool.id);
    const deletion = deletions.get(tool.id);
    if (change) {
      tools.set(tool.id, change.tool);
      written.add(tool.id);
      if (!seenHere(tool.id, change.baseRev) && !sameTool(tool, change.tool)) {
        const name = toolName(change.tool);
        if (options.copyLater) {
          // Only reading: a copy made now would be made again on each of the other tab's saves.
          const otherName = quickToolName(tool.text);
          const copyName =
            otherName === undefined ? 'untitled' : `${otherName}${OTHER_TAB_COPY_SUFFIX}`;
          conflicts.push({ kind: 'both-changed', id: tool.id, name, copyName, pending: true });
        } else {
          const copy = copyFromOtherTab(tool, newId);
          copies.set(tool.id, copy);
          written.add(copy.id);
          conflicts.push({ kind: 'both-changed', id: tool.id, name, copyName: toolName(copy) });
        }
      }
    } else if (deletion) {
      if (!seenHere(tool.id, deletion.baseRev)) {
        tools.set(tool.id, tool);
        conflicts.push({ kind: 'changed-elsewhere', id: tool.id, name: toolName(tool) });
      }
    } else tools.set(tool.id, tool);
  }
  for (const change of delta.changed) {
    if (storedById.has(change.tool.id)) continue;
    tools.set(change.tool.id, change.tool);
    written.add(change.tool.id);
    // It was in this tab's base, so someone else deleted it; the tab's edits are kept.
    if (change.baseRev !== null)
      conflicts.push({
        kind: 'deleted-elsewhere',
        id: change.tool.id,
        name: toolName(change.tool),
      });
  }

  const keep = new Set(tools.keys());
  const storedOrder = stored.tools.map((t) => t.id);
  const order = delta.reordered
    ? weave(delta.order, storedOrder, keep)
    : weave(storedOrder, delta.order, keep);
  const list: WorkspaceTool[] = [];
  for (const id of order) {
    list.push(tools.get(id)!);
    const copy = copies.get(id);
    if (copy) list.push(copy);
  }
  const activeToolId =
    [delta.activeToolId, stored.activeToolId].find((id) => id !== undefined && keep.has(id)) ??
    list[0]?.id;
  return { data: { tools: list, activeToolId }, written, conflicts };
}

/** The state a save writes: the merge, one revision up, with the written tools stamped by the delta's tab. */
export function commitDelta(
  stored: StoredWorkspace,
  delta: WorkspaceDelta,
  newId: () => string,
): { stored: StoredWorkspace; conflicts: Conflict[] } {
  const merged = mergeDelta(stored, delta, newId);
  const revision = stored.revision + 1;
  const revisions = new Map<string, ToolRevision>();
  for (const tool of merged.data.tools) {
    const previous = stored.revisions.get(tool.id);
    if (merged.written.has(tool.id)) revisions.set(tool.id, { rev: revision, by: delta.by });
    else if (previous) revisions.set(tool.id, previous);
  }
  return { stored: { ...merged.data, revision, revisions }, conflicts: merged.conflicts };
}

/** One status-bar sentence for the conflicts of a save or a load; undefined when there were none. */
export function describeConflicts(conflicts: readonly Conflict[]): string | undefined {
  if (conflicts.length === 0) return undefined;
  const parts = conflicts.map((c) => {
    if (c.kind === 'both-changed' && c.pending) {
      return `“${c.name}” was also changed in another tab: when this tab saves, both versions are kept, the other tab's as “${c.copyName}”`;
    }
    if (c.kind === 'both-changed')
      return `“${c.name}” was changed in two tabs at once: both versions are kept, the other tab's as “${c.copyName}”`;
    return `“${c.name}” was deleted in one tab and changed in another, so it is kept`;
  });
  return `${parts.join('; ')}.`;
}
