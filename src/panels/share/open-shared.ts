/**
 * Replacing the workspace with shared tools without costing the user anything: their own tools
 * are kept as a tool set first, and nothing is replaced if keeping them fails.
 */
import type { WorkspaceSnapshot } from '../../core';
import { selectPersistedData, workspaceStore } from '../../store';
import type { WorkspaceData } from '../../store';
import { keepToolSet, removeKeptSet } from './kept-sets';
import type { KeptToolSet } from './kept-sets';
import { randomId, workspaceOfSnapshot } from './share-model';
import { errorMessage } from '../../core';

function countTools(n: number): string {
  return n === 1 ? '1 tool' : `${n} tools`;
}

async function keepCurrent(
  reason: string,
): Promise<{ ok: true; count: number } | { ok: false; message: string }> {
  const current = selectPersistedData(workspaceStore.getState());
  try {
    await keepToolSet({ reason, data: structuredClone(current) }, new Date());
    return { ok: true, count: current.tools.length };
  } catch (error) {
    return {
      ok: false,
      message: `Your workspace could not be kept aside (${errorMessage(error)}), so nothing was replaced.`,
    };
  }
}

/** Keeps the current workspace as a tool set, then opens the snapshot. Resolves to an error message or undefined. */
export async function openSharedSnapshot(
  snapshot: WorkspaceSnapshot,
  source: string,
): Promise<string | undefined> {
  const kept = await keepCurrent(`before opening ${source}`);
  if (!kept.ok) return kept.message;
  const store = workspaceStore.getState();
  store.hydrate(workspaceOfSnapshot(snapshot, randomId));
  store.notify(
    `Opened ${countTools(snapshot.tools.length)} from ${source}. Your own ${kept.count === 1 ? 'tool was' : `${kept.count} tools were`} kept as a tool set: Share › Kept tool sets brings ${kept.count === 1 ? 'it' : 'them'} back.`,
  );
  return undefined;
}

/** Swaps a kept set back in, keeping what is on screen now as a set of its own. */
export async function restoreKeptSet(set: KeptToolSet): Promise<string | undefined> {
  const kept = await keepCurrent('before restoring a kept tool set');
  if (!kept.ok) return kept.message;
  const data: WorkspaceData = set.data;
  workspaceStore.getState().hydrate(data);
  try {
    await removeKeptSet(set.id);
  } catch {
    // The set stays listed; restoring it twice costs nothing.
  }
  workspaceStore
    .getState()
    .notify(
      `Restored ${countTools(data.tools.length)}. What was on screen is kept as a tool set too.`,
    );
  return undefined;
}
