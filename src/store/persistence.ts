import { errorMessage, PERSIST_DEBOUNCE_MS } from '../core';
import type { WorkspaceTool } from './types';
import { readToolExtras } from './tool-extras';
import { commitDelta, EMPTY_STORED } from './workspace-sync';
import type { Conflict, StoredWorkspace, ToolRevision, WorkspaceDelta } from './workspace-sync';

/** Where the workspace lives in IndexedDB. */
export const WORKSPACE_KEY = 'tool-schema-studio/workspace';
/** Prefix of the keys under which a state that failed to load is kept aside, never deleted. */
export const REJECTED_KEY_PREFIX = 'tool-schema-studio/rejected/';
/** Version of the persisted shape; raise it together with a migration in MIGRATIONS. */
const WORKSPACE_VERSION = 1;

/** A tool as stored: its revision fields sit beside its data (absent in states saved before revisions). */
export type PersistedTool = WorkspaceTool & { rev?: number; by?: string };

export interface PersistedWorkspace {
  version: number;
  /** ISO time of the save, to tell the user how old a kept-aside state is. */
  savedAt: string;
  /** Raised by one on every save (absent, read as 0, in states saved before revisions). */
  revision?: number;
  tools: PersistedTool[];
  activeToolId: string | undefined;
}

/** The small part of idb-keyval the studio uses; tests pass an in-memory one. */
export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /** Reads and writes one key in a single transaction, so no other tab's save lands in between. */
  update(key: string, updater: (old: unknown) => unknown): Promise<void>;
}

/** Migrations by source version: `MIGRATIONS[n]` turns a version-n state into version n+1. */
export type Migrations = Readonly<
  Record<number, (state: Record<string, unknown>) => Record<string, unknown>>
>;

/** No older shape exists yet; version 1 is the first. */
const MIGRATIONS: Migrations = {};

export type LoadResult =
  | { status: 'empty' }
  | { status: 'loaded'; data: StoredWorkspace; migratedFrom?: number }
  | { status: 'rejected'; reason: string; keptAs: string | undefined }
  | { status: 'unavailable'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Checks the shape of a current-version state; returns a reason when it does not hold. */
function checkWorkspaceShape(value: Record<string, unknown>): StoredWorkspace | string {
  const tools = value.tools;
  if (!Array.isArray(tools)) return 'it has no list of tools';
  if (tools.length === 0) return 'its list of tools is empty';
  const checked: WorkspaceTool[] = [];
  const revisions = new Map<string, ToolRevision>();
  for (const [index, tool] of tools.entries()) {
    if (!isRecord(tool)) return `tool ${index + 1} is not an object`;
    if (typeof tool.id !== 'string' || typeof tool.text !== 'string')
      return `tool ${index + 1} has no id or text`;
    if (!Array.isArray(tool.samples)) return `tool ${index + 1} has no list of samples`;
    for (const sample of tool.samples) {
      if (!isRecord(sample) || typeof sample.id !== 'string' || typeof sample.input !== 'string') {
        return `a sample of tool ${index + 1} is malformed`;
      }
    }
    const {
      rev,
      by,
      provenance: _provenance,
      serverCases: _serverCases,
      selectionCases: _selectionCases,
      ...data
    } = tool;
    checked.push({ ...(data as unknown as WorkspaceTool), ...readToolExtras(tool) });
    if (isRevision(rev)) revisions.set(tool.id, { rev, by: typeof by === 'string' ? by : '' });
  }
  const activeToolId = typeof value.activeToolId === 'string' ? value.activeToolId : undefined;
  const revision = isRevision(value.revision) ? value.revision : 0;
  return { tools: checked, activeToolId, revision, revisions };
}

function isRevision(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The stored form of a workspace: each tool carries the revision that last changed it. */
function toPersisted(stored: StoredWorkspace, now: Date = new Date()): PersistedWorkspace {
  return {
    version: WORKSPACE_VERSION,
    savedAt: now.toISOString(),
    revision: stored.revision,
    tools: stored.tools.map((tool) => {
      const revision = stored.revisions.get(tool.id);
      return revision ? { ...tool, rev: revision.rev, by: revision.by } : tool;
    }),
    activeToolId: stored.activeToolId,
  };
}

/** Reads what another tab may have saved since this one loaded; a reason when this version cannot read it. */
export function readCurrentState(raw: unknown): StoredWorkspace | string {
  if (raw === undefined) return EMPTY_STORED;
  if (!isRecord(raw)) return 'the saved workspace is not an object';
  if (raw.version !== WORKSPACE_VERSION)
    return `the saved workspace is now of version ${String(raw.version)}, which this tab does not read`;
  return checkWorkspaceShape(raw);
}

/**
 * Saves deltas (a tab's edits, or replayed journals) in one IndexedDB transaction: reads what
 * storage holds now, merges each delta into it (see mergeDelta) and writes the result one revision up. When the stored state
 * cannot be read (written by a newer studio since), nothing is written and the promise rejects;
 * `replaceUnreadable` is for a tab whose load already kept that state aside.
 */
export async function commitToStorage(
  storage: KeyValueStorage,
  deltas: readonly WorkspaceDelta[],
  options: { newId: () => string; replaceUnreadable?: boolean; now?: () => Date },
): Promise<{ stored: StoredWorkspace; conflicts: Conflict[] }> {
  let outcome: { stored: StoredWorkspace; conflicts: Conflict[] } | undefined;
  await storage.update(WORKSPACE_KEY, (raw) => {
    let current = readCurrentState(raw);
    if (typeof current === 'string') {
      if (!options.replaceUnreadable) throw new Error(current);
      current = EMPTY_STORED;
    }
    const conflicts: Conflict[] = [];
    for (const delta of deltas) {
      const step = commitDelta(current, delta, options.newId);
      current = step.stored;
      conflicts.push(...step.conflicts);
    }
    outcome = { stored: current, conflicts };
    return toPersisted(current, options.now?.() ?? new Date());
  });
  if (!outcome) throw new Error('the save did not run');
  return outcome;
}

async function keepAside(
  storage: KeyValueStorage,
  raw: unknown,
  now: Date,
): Promise<string | undefined> {
  const key = `${REJECTED_KEY_PREFIX}${now.toISOString()}`;
  try {
    await storage.set(key, raw);
    return key;
  } catch {
    return undefined;
  }
}

/**
 * Reads the saved workspace. A state that is corrupt, from an unknown version or fails its
 * migration is copied aside under a `rejected/` key before anything can overwrite it, and the
 * result says so; it is never silently dropped.
 */
export async function loadWorkspace(
  storage: KeyValueStorage,
  options: { migrations?: Migrations; version?: number; now?: Date } = {},
): Promise<LoadResult> {
  const migrations = options.migrations ?? MIGRATIONS;
  const currentVersion = options.version ?? WORKSPACE_VERSION;
  const now = options.now ?? new Date();
  let raw: unknown;
  try {
    raw = await storage.get(WORKSPACE_KEY);
  } catch (error) {
    return {
      status: 'unavailable',
      reason: `the browser's storage could not be read (${errorMessage(error)})`,
    };
  }
  if (raw === undefined) return { status: 'empty' };

  const reject = async (reason: string): Promise<LoadResult> => ({
    status: 'rejected',
    reason,
    keptAs: await keepAside(storage, raw, now),
  });

  if (!isRecord(raw)) return reject('the saved workspace is not an object');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version))
    return reject('the saved workspace has no version');
  if (version > currentVersion) {
    return reject(
      `the saved workspace is from a newer version (${version}) of the studio than this one (${currentVersion})`,
    );
  }
  let state: Record<string, unknown> = raw;
  for (let v = version; v < currentVersion; v++) {
    const migrate = migrations[v];
    if (!migrate) return reject(`no migration exists from version ${v}`);
    try {
      state = { ...migrate(state), version: v + 1 };
    } catch (error) {
      return reject(`migrating it from version ${v} failed (${errorMessage(error)})`);
    }
  }
  const shape = checkWorkspaceShape(state);
  if (typeof shape === 'string') return reject(shape);
  return version < currentVersion
    ? { status: 'loaded', data: shape, migratedFrom: version }
    : { status: 'loaded', data: shape };
}

/** The message shown when the saved state was kept aside or storage is unusable. */
export function describeLoadProblem(result: LoadResult): string | undefined {
  if (result.status === 'rejected') {
    const where = result.keptAs
      ? `It was kept in the browser's storage under "${result.keptAs}".`
      : 'It could not be copied aside either.';
    return `Your saved workspace could not be opened: ${result.reason}. ${where} The studio started with the example tool.`;
  }
  if (result.status === 'unavailable') {
    return `Your work cannot be saved in this browser: ${result.reason}. Export or copy anything you want to keep.`;
  }
  return undefined;
}

export interface Persister {
  /** Saves soon (after PERSIST_DEBOUNCE_MS), coalescing bursts of edits. */
  schedule(): void;
  /** Saves now; resolves when written. */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * Runs `save` at most every `debounceMs`, so every edit is stored within a second, and never
 * two saves at once (a flush during a save runs once more after it). Failures (quota, private
 * mode) are reported through `onError` once per kind of failure.
 */
export function createPersister(
  save: () => Promise<void>,
  callbacks: { onError?: (message: string) => void; debounceMs?: number } = {},
): Persister {
  const debounceMs = callbacks.debounceMs ?? PERSIST_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastError: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const runOnce = async (): Promise<void> => {
    try {
      await save();
      lastError = undefined;
    } catch (error) {
      const message = `Your latest edits could not be saved (${errorMessage(error)}). Keep this tab open and copy your work out.`;
      if (message !== lastError) callbacks.onError?.(message);
      lastError = message;
    }
  };

  const write = (): Promise<void> => {
    timer = undefined;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
      running = undefined;
    })();
    return running;
  };

  return {
    schedule() {
      if (timer === undefined) timer = setTimeout(() => void write(), debounceMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      return write();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
