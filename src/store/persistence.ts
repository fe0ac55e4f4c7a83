import { PERSIST_DEBOUNCE_MS } from '../core';
import type { WorkspaceData, WorkspaceTool } from './types';

/** Where the workspace lives in IndexedDB. */
export const WORKSPACE_KEY = 'tool-schema-studio/workspace';
/** Prefix of the keys under which a state that failed to load is kept aside, never deleted. */
export const REJECTED_KEY_PREFIX = 'tool-schema-studio/rejected/';
/** Version of the persisted shape; raise it together with a migration in MIGRATIONS. */
export const WORKSPACE_VERSION = 1;

export interface PersistedWorkspace extends WorkspaceData {
  version: number;
  /** ISO time of the save, to tell the user how old a kept-aside state is. */
  savedAt: string;
}

/** The small part of idb-keyval the studio uses; tests pass an in-memory one. */
export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** Migrations by source version: `MIGRATIONS[n]` turns a version-n state into version n+1. */
export type Migrations = Readonly<Record<number, (state: Record<string, unknown>) => Record<string, unknown>>>;

/** No older shape exists yet; version 1 is the first. */
export const MIGRATIONS: Migrations = {};

export type LoadResult =
  | { status: 'empty' }
  | { status: 'loaded'; data: WorkspaceData; migratedFrom?: number }
  | { status: 'rejected'; reason: string; keptAs: string | undefined }
  | { status: 'unavailable'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Checks the shape of a current-version state; returns a reason when it does not hold. */
export function checkWorkspaceShape(value: Record<string, unknown>): WorkspaceData | string {
  const tools = value.tools;
  if (!Array.isArray(tools)) return 'it has no list of tools';
  if (tools.length === 0) return 'its list of tools is empty';
  const checked: WorkspaceTool[] = [];
  for (const [index, tool] of tools.entries()) {
    if (!isRecord(tool)) return `tool ${index + 1} is not an object`;
    if (typeof tool.id !== 'string' || typeof tool.text !== 'string') return `tool ${index + 1} has no id or text`;
    if (!Array.isArray(tool.samples)) return `tool ${index + 1} has no list of samples`;
    for (const sample of tool.samples) {
      if (!isRecord(sample) || typeof sample.id !== 'string' || typeof sample.input !== 'string') {
        return `a sample of tool ${index + 1} is malformed`;
      }
    }
    checked.push(tool as unknown as WorkspaceTool);
  }
  const activeToolId = typeof value.activeToolId === 'string' ? value.activeToolId : undefined;
  return { tools: checked, activeToolId };
}

async function keepAside(storage: KeyValueStorage, raw: unknown, now: Date): Promise<string | undefined> {
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
    return { status: 'unavailable', reason: `the browser's storage could not be read (${describe(error)})` };
  }
  if (raw === undefined) return { status: 'empty' };

  const reject = async (reason: string): Promise<LoadResult> => ({
    status: 'rejected',
    reason,
    keptAs: await keepAside(storage, raw, now),
  });

  if (!isRecord(raw)) return reject('the saved workspace is not an object');
  const version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) return reject('the saved workspace has no version');
  if (version > currentVersion) {
    return reject(`the saved workspace is from a newer version (${version}) of the studio than this one (${currentVersion})`);
  }
  let state: Record<string, unknown> = raw;
  for (let v = version; v < currentVersion; v++) {
    const migrate = migrations[v];
    if (!migrate) return reject(`no migration exists from version ${v}`);
    try {
      state = { ...migrate(state), version: v + 1 };
    } catch (error) {
      return reject(`migrating it from version ${v} failed (${describe(error)})`);
    }
  }
  const shape = checkWorkspaceShape(state);
  if (typeof shape === 'string') return reject(shape);
  return version < currentVersion ? { status: 'loaded', data: shape, migratedFrom: version } : { status: 'loaded', data: shape };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
 * Writes the workspace at most every `debounceMs`, so every edit is stored within a second.
 * Failures (quota, private mode) are reported through `onError` once per kind of failure.
 */
export function createPersister(
  storage: KeyValueStorage,
  read: () => WorkspaceData,
  callbacks: { onError?: (message: string) => void; onSaved?: () => void; debounceMs?: number } = {},
): Persister {
  const debounceMs = callbacks.debounceMs ?? PERSIST_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastError: string | undefined;

  const write = async (): Promise<void> => {
    timer = undefined;
    const data = read();
    const persisted: PersistedWorkspace = {
      version: WORKSPACE_VERSION,
      savedAt: new Date().toISOString(),
      tools: data.tools,
      activeToolId: data.activeToolId,
    };
    try {
      await storage.set(WORKSPACE_KEY, persisted);
      lastError = undefined;
      callbacks.onSaved?.();
    } catch (error) {
      const message = `Your latest edits could not be saved (${describe(error)}). Keep this tab open and copy your work out.`;
      if (message !== lastError) callbacks.onError?.(message);
      lastError = message;
    }
  };

  return {
    schedule() {
      if (timer === undefined) timer = setTimeout(() => void write(), debounceMs);
    },
    async flush() {
      if (timer !== undefined) clearTimeout(timer);
      await write();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
