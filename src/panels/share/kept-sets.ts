/**
 * Tool sets kept aside when a shared workspace replaces the user's own: stored in IndexedDB next
 * to the workspace, listed in the Share dialog, restorable at any time, deleted only by the user.
 */
import { del, get, set } from 'idb-keyval';
import type { WorkspaceData } from '../../store';

export const KEPT_SETS_KEY = 'tool-schema-studio/kept-tool-sets';

export interface KeptToolSet {
  id: string;
  /** ISO time it was kept. */
  keptAt: string;
  /** Why, for the list: e.g. "before opening a share link". */
  reason: string;
  data: WorkspaceData;
}

export interface KeptSetsStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

const indexedDbKeptSets: KeptSetsStorage = {
  get: (k) => get(k),
  set: (k, v) => set(k, v),
  del: (k) => del(k),
};

function isKeptSet(value: unknown): value is KeptToolSet {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const data = v.data as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'string' &&
    typeof v.keptAt === 'string' &&
    typeof data === 'object' &&
    data !== null &&
    Array.isArray(data.tools)
  );
}

export async function listKeptSets(
  storage: KeptSetsStorage = indexedDbKeptSets,
): Promise<KeptToolSet[]> {
  const raw = await storage.get(KEPT_SETS_KEY);
  return Array.isArray(raw) ? raw.filter(isKeptSet) : [];
}

/** Adds a set; the newest comes first. Rejects (for the caller to report) when storage fails. */
export async function keepToolSet(
  set: Omit<KeptToolSet, 'id' | 'keptAt'>,
  now: Date,
  storage: KeptSetsStorage = indexedDbKeptSets,
): Promise<KeptToolSet> {
  const kept: KeptToolSet = {
    id: `kept-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    keptAt: now.toISOString(),
    ...set,
  };
  const existing = await storage.get(KEPT_SETS_KEY);
  const list = Array.isArray(existing) ? existing : [];
  await storage.set(KEPT_SETS_KEY, [kept, ...list]);
  return kept;
}

export async function removeKeptSet(
  id: string,
  storage: KeptSetsStorage = indexedDbKeptSets,
): Promise<void> {
  const existing = await storage.get(KEPT_SETS_KEY);
  const list = Array.isArray(existing)
    ? existing.filter((s: unknown) => !(isKeptSet(s) && s.id === id))
    : [];
  if (list.length === 0) await storage.del(KEPT_SETS_KEY);
  else await storage.set(KEPT_SETS_KEY, list);
}
