import { MAX_JOURNAL_CHARS, PERSIST_DEBOUNCE_MS } from '../core';
import type { ToolChange, ToolDeletion, WorkspaceDelta } from './workspace-sync';
import { isEmptyDelta } from './workspace-sync';
import type { Sample, Snapshot, WorkspaceTool } from './types';

/**
 * The journal of unsaved edits. IndexedDB writes are asynchronous, and a page that is reloaded or
 * closed cannot wait for one, so the edits of the last moments would be lost. localStorage writes
 * are synchronous: each change rewrites this tab's journal (its delta against the stored state it
 * last saw) before the change handler returns. The next load replays every journal it finds over
 * IndexedDB's state, saves the result, then removes the journals it replayed.
 */

/** One key per tab, so tabs never overwrite each other's journal. */
export const JOURNAL_KEY_PREFIX = 'tool-schema-studio/journal/';
/** Version of the journal's shape; a journal of another version is reported, never guessed at. */
const JOURNAL_VERSION = 1;

/** The part of the Web Storage API the journal uses; tests pass an in-memory one. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface JournalEntry {
  key: string;
  /** The exact text read, so that a replayed journal is removed only if no one rewrote it since. */
  text: string;
  delta: WorkspaceDelta;
  /** When it was written (ms since the epoch); journals are replayed oldest first. */
  at: number;
}

export function journalKey(tab: string): string {
  return `${JOURNAL_KEY_PREFIX}${tab}`;
}

export function encodeJournal(delta: WorkspaceDelta, at: number): string {
  return JSON.stringify({ version: JOURNAL_VERSION, at, ...delta });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';

function readSample(value: unknown): Sample | undefined {
  if (!isRecord(value) || !isString(value.id) || !isString(value.name) || !isString(value.input))
    return undefined;
  const sample: Sample = { id: value.id, name: value.name, input: value.input };
  if (isString(value.output)) sample.output = value.output;
  return sample;
}

function readSnapshot(value: unknown): Snapshot | undefined {
  if (!isRecord(value) || typeof value.at !== 'number' || !isString(value.text)) return undefined;
  return { at: value.at, text: value.text };
}

function readTool(value: unknown): WorkspaceTool | undefined {
  if (
    !isRecord(value) ||
    !isString(value.id) ||
    !isString(value.text) ||
    !Array.isArray(value.samples)
  )
    return undefined;
  const samples = value.samples.map(readSample);
  if (samples.some((s) => s === undefined)) return undefined;
  const tool: WorkspaceTool = { id: value.id, text: value.text, samples: samples as Sample[] };
  if (isString(value.activeSampleId)) tool.activeSampleId = value.activeSampleId;
  if (value.snapshots !== undefined) {
    if (!Array.isArray(value.snapshots)) return undefined;
    const snapshots = value.snapshots.map(readSnapshot);
    if (snapshots.some((s) => s === undefined)) return undefined;
    tool.snapshots = snapshots as Snapshot[];
  }
  return tool;
}

const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads a journal's text; a reason instead when it is not one this version wrote. Never throws. */
export function decodeJournal(text: string): { delta: WorkspaceDelta; at: number } | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  if (!isRecord(value)) return 'it is not an object';
  if (value.version !== JOURNAL_VERSION)
    return `it is of an unknown version (${String(value.version)})`;
  if (!isString(value.by) || typeof value.at !== 'number')
    return 'it does not say which tab wrote it, or when';
  if (
    !Array.isArray(value.changed) ||
    !Array.isArray(value.deleted) ||
    !Array.isArray(value.order)
  ) {
    return 'its lists of changes are missing';
  }
  const changed: ToolChange[] = [];
  for (const entry of value.changed) {
    const tool = isRecord(entry) ? readTool(entry.tool) : undefined;
    if (!tool || !isRecord(entry) || !(entry.baseRev === null || isRevision(entry.baseRev)))
      return 'a changed tool is malformed';
    changed.push({ tool, baseRev: entry.baseRev });
  }
  const deleted: ToolDeletion[] = [];
  for (const entry of value.deleted) {
    if (!isRecord(entry) || !isString(entry.id) || !isRevision(entry.baseRev))
      return 'a deleted tool is malformed';
    deleted.push({ id: entry.id, baseRev: entry.baseRev });
  }
  if (!value.order.every(isString)) return 'its order is malformed';
  const delta: WorkspaceDelta = {
    by: value.by,
    changed,
    deleted,
    order: value.order,
    reordered: value.reordered === true,
  };
  if (isString(value.activeToolId)) delta.activeToolId = value.activeToolId;
  return { delta, at: value.at };
}

/** Every journal in storage, oldest first, and the ones that could not be read (left where they are). */
export function readJournals(storage: JournalStorage): {
  entries: JournalEntry[];
  unreadable: { key: string; reason: string }[];
} {
  const entries: JournalEntry[] = [];
  const unreadable: { key: string; reason: string }[] = [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(JOURNAL_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const text = storage.getItem(key);
    if (text === null) continue;
    const decoded = decodeJournal(text);
    if (typeof decoded === 'string') unreadable.push({ key, reason: decoded });
    else entries.push({ key, text, delta: decoded.delta, at: decoded.at });
  }
  entries.sort((a, b) => a.at - b.at);
  return { entries, unreadable };
}

/** Removes replayed journals, each only if it still holds the text that was replayed. */
export function removeReplayed(storage: JournalStorage, entries: readonly JournalEntry[]): void {
  for (const entry of entries) {
    if (storage.getItem(entry.key) === entry.text) storage.removeItem(entry.key);
  }
}

const SAVED_LATER = `so edits are saved up to ${PERSIST_DEBOUNCE_MS / 1000} s after you make them: wait a moment before reloading or closing the tab`;

export const JOURNAL_UNAVAILABLE_MESSAGE = `This browser does not let the studio keep a journal of unsaved edits (localStorage is unavailable), ${SAVED_LATER}.`;

function journalTooLargeMessage(chars: number, limit: number = MAX_JOURNAL_CHARS): string {
  return `Your unsaved edits (${chars.toLocaleString('en-US')} characters) are larger than the instant journal holds (${limit.toLocaleString('en-US')}), ${SAVED_LATER}.`;
}

function journalFailedMessage(reason: string): string {
  return `The journal of unsaved edits could not be written (${reason}; localStorage may be full), ${SAVED_LATER}.`;
}

export interface JournalWriter {
  /**
   * Rewrites this tab's journal with its delta (removes it when the delta is empty). Synchronous.
   * False when the journal could not be written, and so does not hold the delta.
   */
  write(delta: WorkspaceDelta): boolean;
}

/**
 * This tab's journal. When it cannot be written (too large, storage full or unavailable) the
 * old one is removed, never left behind stale, and `onProblem` is told once per kind of problem.
 */
export function createJournalWriter(
  storage: JournalStorage | undefined,
  key: string,
  onProblem: (message: string) => void,
  now: () => number = Date.now,
  maxChars: number = MAX_JOURNAL_CHARS,
): JournalWriter {
  let present = false;
  let lastProblem: string | undefined;
  const report = (kind: string, message: string) => {
    if (kind !== lastProblem) onProblem(message);
    lastProblem = kind;
  };
  const remove = () => {
    if (!present || !storage) return;
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more can be done; the journal is only a safety net under IndexedDB.
    }
    present = false;
  };
  return {
    write(delta) {
      if (!storage) {
        if (isEmptyDelta(delta)) return true;
        report('unavailable', JOURNAL_UNAVAILABLE_MESSAGE);
        return false;
      }
      if (isEmptyDelta(delta)) {
        remove();
        return true;
      }
      // Measure the texts before serialising: a multi-megabyte tool is not stringified per keystroke.
      let estimate = 0;
      for (const change of delta.changed) {
        estimate += change.tool.text.length;
        for (const snapshot of change.tool.snapshots ?? []) estimate += snapshot.text.length;
      }
      const text = estimate > maxChars ? undefined : encodeJournal(delta, now());
      if (text === undefined || text.length > maxChars) {
        remove();
        report('too-large', journalTooLargeMessage(text?.length ?? estimate, maxChars));
        return false;
      }
      try {
        storage.setItem(key, text);
        present = true;
        lastProblem = undefined;
        return true;
      } catch (error) {
        present = true; // an old journal may still be there; remove it rather than leave it stale
        remove();
        report(
          'failed',
          journalFailedMessage(error instanceof Error ? error.message : String(error)),
        );
        return false;
      }
    },
  };
}

/** localStorage, or undefined where reading it throws (storage disabled, some private modes). */
export function browserJournalStorage(): JournalStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
