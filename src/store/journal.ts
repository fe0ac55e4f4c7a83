import {
  errorMessage,
  MAX_JOURNAL_CHARS,
  MAX_JOURNAL_TAIL_EDITS,
  PERSIST_DEBOUNCE_MS,
} from '../core';
import type { TextEdit } from '../core';
import type { ToolChange, ToolDeletion, WorkspaceDelta } from './workspace-sync';
import { isEmptyDelta } from './workspace-sync';
import type { Sample, Snapshot, WorkspaceTool } from './types';
import { readToolExtras } from './tool-extras';

/**
 * The journal of unsaved edits. IndexedDB writes are asynchronous, and a page that is reloaded or
 * closed cannot wait for one, so the edits of the last moments would be lost. localStorage writes
 * are synchronous: each change rewrites this tab's journal (its delta against the stored state it
 * last saw) before the change handler returns. The next load replays every journal it finds over
 * IndexedDB's state, saves the result, then removes the journals it replayed.
 *
 * Rewriting the whole delta on every keystroke copies the document each time, so a keystroke that
 * only edits a text the journal already holds is written as that edit, in a small key of its own
 * (the journal's tail), after the last whole copy (its checkpoint). After a save leaves nothing
 * unsaved, the journal keeps the saved tool as a clean checkpoint, so the next keystroke is an
 * edit of it too; a clean checkpoint without edits replays as nothing.
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
  /** The tail's keys and texts, removed with it on the same condition. */
  tail: { key: string; text: string }[];
  /** The delta with the tail's edits applied. */
  delta: WorkspaceDelta;
  /** A clean checkpoint without edits: nothing to replay, only to remove. */
  clean: boolean;
  /** When it was written (ms since the epoch); journals are replayed oldest first. */
  at: number;
}

/** One key per keystroke after a checkpoint: `${JOURNAL_TAIL_PREFIX}<tab>/<n>`. */
export const JOURNAL_TAIL_PREFIX = 'tool-schema-studio/journal-tail/';

export function journalKey(tab: string): string {
  return `${JOURNAL_KEY_PREFIX}${tab}`;
}

function tailKey(journal: string, seq: number): string {
  return `${JOURNAL_TAIL_PREFIX}${journal.slice(JOURNAL_KEY_PREFIX.length)}/${seq}`;
}

/** What a checkpoint says besides its delta: its id (which its tail's edits name) and whether it is clean. */
interface CheckpointMark {
  checkpoint?: string;
  clean?: boolean;
}

export function encodeJournal(
  delta: WorkspaceDelta,
  at: number,
  mark: CheckpointMark = {},
): string {
  return JSON.stringify({ version: JOURNAL_VERSION, at, ...mark, ...delta });
}

/** One keystroke of the tail: the edit of one changed tool's text. */
interface TailEdit extends TextEdit {
  checkpoint: string;
  seq: number;
  id: string;
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
  if (isString(value.result)) sample.result = value.result;
  const expected = readExpect(value.expect);
  if (expected) sample.expect = expected;
  return sample;
}

/** A sample's expected verdict as saved (a test case), or undefined when it is not one. */
function readExpect(value: unknown): Sample['expect'] {
  if (!isRecord(value) || (value.verdict !== 'valid' && value.verdict !== 'invalid'))
    return undefined;
  return isString(value.pointer)
    ? { verdict: value.verdict, pointer: value.pointer }
    : { verdict: value.verdict };
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
  return { ...tool, ...readToolExtras(value) };
}

const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads a journal's text; a reason instead when it is not one this version wrote. Never throws. */
export function decodeJournal(
  text: string,
): ({ delta: WorkspaceDelta; at: number } & CheckpointMark) | string {
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
  const decoded: { delta: WorkspaceDelta; at: number } & CheckpointMark = { delta, at: value.at };
  if (isString(value.checkpoint)) decoded.checkpoint = value.checkpoint;
  if (value.clean === true) decoded.clean = true;
  return decoded;
}

function decodeTailEdit(text: string): TailEdit | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { checkpoint, seq, id, offset, length, content } = value;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return isString(checkpoint) &&
    count(seq) &&
    isString(id) &&
    count(offset) &&
    count(length) &&
    isString(content)
    ? { checkpoint, seq, id, offset, length, content }
    : undefined;
}

/** The delta with the tail's edits applied in order, or why they do not fit it. */
function applyTail(delta: WorkspaceDelta, edits: readonly TailEdit[]): WorkspaceDelta | string {
  const changed = delta.changed.map((change) => ({ ...change }));
  for (const edit of edits) {
    const change = changed.find((c) => c.tool.id === edit.id);
    if (!change) return 'an edit names a tool the journal does not hold';
    const text = change.tool.text;
    if (edit.offset + edit.length > text.length) return 'an edit does not fit its text';
    change.tool = {
      ...change.tool,
      text: text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length),
    };
  }
  return { ...delta, changed };
}

/** Every journal in storage, oldest first, and the ones that could not be read (left where they are). */
/**
 * Every journal in storage with its tail applied, oldest first; the ones that could not be read
 * (left where they are); and tail keys of tabs that have no journal (left behind by a removal
 * that failed half-way: they cannot be applied to anything, and are removed).
 */
export function readJournals(storage: JournalStorage): {
  entries: JournalEntry[];
  unreadable: { key: string; reason: string }[];
  stale: string[];
} {
  const entries: JournalEntry[] = [];
  const unreadable: { key: string; reason: string }[] = [];
  const keys: string[] = [];
  const tails = new Map<string, { key: string; text: string; edit: TailEdit | undefined }[]>();
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(JOURNAL_KEY_PREFIX)) keys.push(key);
    else if (key?.startsWith(JOURNAL_TAIL_PREFIX)) {
      const text = storage.getItem(key);
      if (text === null) continue;
      const tab = key.slice(JOURNAL_TAIL_PREFIX.length, key.lastIndexOf('/'));
      const list = tails.get(tab) ?? [];
      list.push({ key, text, edit: decodeTailEdit(text) });
      tails.set(tab, list);
    }
  }
  for (const key of keys) {
    const text = storage.getItem(key);
    if (text === null) continue;
    const decoded = decodeJournal(text);
    if (typeof decoded === 'string') {
      unreadable.push({ key, reason: decoded });
      continue;
    }
    const tab = key.slice(JOURNAL_KEY_PREFIX.length);
    const own = (tails.get(tab) ?? []).filter(
      (t) => t.edit === undefined || t.edit.checkpoint === decoded.checkpoint,
    );
    // Edits of an older checkpoint of a tab whose journal is there: that tab may be writing now.
    tails.delete(tab);
    if (own.some((t) => t.edit === undefined)) {
      unreadable.push({ key, reason: 'an edit after it could not be read' });
      continue;
    }
    const edits = own.map((t) => t.edit!).sort((a, b) => a.seq - b.seq);
    const delta = applyTail(decoded.delta, edits);
    if (typeof delta === 'string') {
      unreadable.push({ key, reason: delta });
      continue;
    }
    entries.push({
      key,
      text,
      tail: own.map(({ key: tailKey, text: tailText }) => ({ key: tailKey, text: tailText })),
      delta,
      clean: decoded.clean === true && edits.length === 0,
      at: decoded.at,
    });
  }
  entries.sort((a, b) => a.at - b.at);
  const stale = [...tails.values()].flat().map((t) => t.key);
  return { entries, unreadable, stale };
}

/**
 * Removes replayed journals and their tails, each only if it still holds exactly what was
 * replayed: a tab still typing adds edits to its tail, and its journal must stay.
 */
export function removeReplayed(storage: JournalStorage, entries: readonly JournalEntry[]): void {
  for (const entry of entries) {
    if (storage.getItem(entry.key) !== entry.text) continue;
    const prefix = `${JOURNAL_TAIL_PREFIX}${entry.key.slice(JOURNAL_KEY_PREFIX.length)}/`;
    const replayed = new Set(entry.tail.map((t) => t.key));
    let unchanged = entry.tail.every(({ key, text }) => storage.getItem(key) === text);
    for (let i = 0; i < storage.length && unchanged; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix) && !replayed.has(key)) unchanged = false;
    }
    if (!unchanged) continue;
    for (const { key } of entry.tail) storage.removeItem(key);
    storage.removeItem(entry.key);
  }
}

/** Removes keys, ignoring a storage that refuses (the journal is only a safety net). */
export function removeKeys(storage: JournalStorage, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more can be done.
    }
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
   * False when the journal could not be written, and so does not hold the delta. `clean` is what
   * the delta will be once the active tool is edited again, passed when the delta is empty: kept
   * after a save, it makes the next keystroke an edit of it.
   */
  write(delta: WorkspaceDelta, clean?: WorkspaceDelta): boolean;
}

/** The edit from one text to another, when the editor recorded it (text-changes.ts). */
export type EditOf = (from: string, to: string) => TextEdit | undefined;

/** Everything of a tool record but its text is the same (by identity: a new sample array is a change). */
function sameToolButText(a: WorkspaceTool, b: WorkspaceTool): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys)
    if (key !== 'text' && a[key as keyof WorkspaceTool] !== b[key as keyof WorkspaceTool])
      return false;
  return true;
}

/** Two deltas that differ at most in their tools' texts. */
function sameButTexts(a: WorkspaceDelta, b: WorkspaceDelta): boolean {
  return (
    a.by === b.by &&
    a.reordered === b.reordered &&
    a.activeToolId === b.activeToolId &&
    a.order.length === b.order.length &&
    a.order.every((id, i) => b.order[i] === id) &&
    a.deleted.length === b.deleted.length &&
    a.deleted.every((d, i) => d.id === b.deleted[i]!.id && d.baseRev === b.deleted[i]!.baseRev) &&
    a.changed.length === b.changed.length &&
    a.changed.every(
      (c, i) => c.baseRev === b.changed[i]!.baseRev && sameToolButText(c.tool, b.changed[i]!.tool),
    )
  );
}

/** Two deltas that are the same, texts included. */
function sameDelta(a: WorkspaceDelta, b: WorkspaceDelta): boolean {
  return sameButTexts(a, b) && a.changed.every((c, i) => c.tool.text === b.changed[i]!.tool.text);
}

/**
 * This tab's journal. When it cannot be written (too large, storage full or unavailable) the
 * old one is removed, never left behind stale, and `onProblem` is told once per kind of problem.
 * With `editOf`, a keystroke that only edits texts the journal holds is written as its edits.
 */
export function createJournalWriter(
  storage: JournalStorage | undefined,
  key: string,
  onProblem: (message: string) => void,
  now: () => number = Date.now,
  maxChars: number = MAX_JOURNAL_CHARS,
  editOf?: EditOf,
): JournalWriter {
  let present = false;
  let lastProblem: string | undefined;
  /** What storage's journal says now (checkpoint and tail), and whether that is a clean checkpoint. */
  let written: WorkspaceDelta | undefined;
  let clean = false;
  let checkpoint = '';
  let checkpoints = 0;
  let tail = 0;
  let chars = 0;
  const report = (kind: string, message: string) => {
    if (kind !== lastProblem) onProblem(message);
    lastProblem = kind;
  };
  const forget = () => {
    written = undefined;
    clean = false;
  };
  const removeTail = () => {
    if (!storage) return;
    removeKeys(
      storage,
      Array.from({ length: tail }, (_, seq) => tailKey(key, seq)),
    );
    tail = 0;
  };
  const remove = () => {
    forget();
    if (!present || !storage) return;
    removeTail();
    removeKeys(storage, [key]);
    present = false;
  };
  const failed = (error: unknown) => {
    present = true; // an old journal may still be there; remove it rather than leave it stale
    remove();
    report('failed', journalFailedMessage(errorMessage(error)));
    return false;
  };

  /** Writes the whole delta as a new checkpoint; `quietly`: a clean one, whose failure loses nothing. */
  const writeWhole = (
    storage: JournalStorage,
    delta: WorkspaceDelta,
    asClean: boolean,
  ): boolean => {
    // Measure the texts before serialising: a multi-megabyte tool is not stringified per keystroke.
    let estimate = 0;
    for (const change of delta.changed) {
      estimate += change.tool.text.length;
      for (const snapshot of change.tool.snapshots ?? []) estimate += snapshot.text.length;
    }
    const id = `${now()}-${++checkpoints}`;
    const text =
      estimate > maxChars
        ? undefined
        : encodeJournal(
            delta,
            now(),
            asClean ? { checkpoint: id, clean: true } : { checkpoint: id },
          );
    if (text === undefined || text.length > maxChars) {
      remove();
      if (!asClean) report('too-large', journalTooLargeMessage(text?.length ?? estimate, maxChars));
      return asClean;
    }
    try {
      removeTail();
      storage.setItem(key, text);
    } catch (error) {
      if (!asClean) return failed(error);
      present = true;
      remove();
      return true;
    }
    present = true;
    lastProblem = undefined;
    written = delta;
    clean = asClean;
    checkpoint = id;
    chars = text.length;
    return true;
  };

  /** The tail edits that take the journal's delta to `delta`, or undefined when it cannot be said so. */
  const tailEdits = (
    from: WorkspaceDelta,
    to: WorkspaceDelta,
  ): Omit<TailEdit, 'seq'>[] | undefined => {
    if (!editOf || tail >= MAX_JOURNAL_TAIL_EDITS || !sameButTexts(from, to)) return undefined;
    const edits: Omit<TailEdit, 'seq'>[] = [];
    for (let i = 0; i < to.changed.length; i++) {
      const before = from.changed[i]!.tool.text;
      const after = to.changed[i]!.tool;
      if (before === after.text) continue;
      const edit = editOf(before, after.text);
      if (!edit) return undefined;
      edits.push({ checkpoint, id: after.id, ...edit });
    }
    return edits;
  };

  return {
    write(delta, cleanNext) {
      if (!storage) {
        if (isEmptyDelta(delta)) return true;
        report('unavailable', JOURNAL_UNAVAILABLE_MESSAGE);
        return false;
      }
      if (isEmptyDelta(delta)) {
        // Just saved: keep the saved tool, so the next keystroke is an edit of it.
        if (cleanNext && editOf && written && !clean) return writeWhole(storage, cleanNext, true);
        // An unchanged clean checkpoint stays; anything else is nothing to keep.
        if (!(cleanNext && clean && written && sameDelta(written, cleanNext))) remove();
        return true;
      }
      const edits = written ? tailEdits(written, delta) : undefined;
      if (edits && edits.length === 0 && !clean) return true;
      if (!edits || edits.length === 0) return writeWhole(storage, delta, false);
      try {
        for (const edit of edits) {
          const text = JSON.stringify({ ...edit, seq: tail });
          if (chars + text.length > maxChars) return writeWhole(storage, delta, false);
          storage.setItem(tailKey(key, tail), text);
          tail++;
          chars += text.length;
        }
      } catch (error) {
        return failed(error);
      }
      written = delta;
      clean = false;
      lastProblem = undefined;
      return true;
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
