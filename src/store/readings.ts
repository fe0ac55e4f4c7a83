import { EDIT_PREPARE_TIMEOUT_MS, parseDocument } from '../core';
import type { ParsedDocument } from '../core';
import { findEarlierText } from './text-changes';
import { shareDocumentReader } from './tool-entries';
import type * as IncrementalReader from '../core/model/incremental';
import { whenIdle } from '../when-idle';

/**
 * Documents read recently, most recent last. A keystroke in a 500-tool workspace reaches the
 * editor's panels, the Tools list, the Quality and Cost tabs and the Export preflight, and each
 * used to parse the same text again; a handful of entries covers the active tool and the tabs
 * that score the others one by one.
 */
const MAX_READINGS = 16;

/** Tools whose last readable document is kept for panels to show while their text is mid-edit. */
const MAX_REMEMBERED_TOOLS = 16;

const readings = new Map<string, ParsedDocument>();
const lastReadable = new Map<string, ParsedDocument>();

function touch<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/**
 * The page's one reading of a document text, shared by every panel and the store: parsed once
 * per text (the store hands every reader the same string), never once per reader. A text the
 * editor reached by an edit from a text read here is read from that reading and the edit
 * (reparseAfterEdit): a keystroke reads the value it lies in, not the document.
 */
export function readDocument(text: string): ParsedDocument {
  const found = readings.get(text);
  const doc = found ?? readAfterEdit(text) ?? parseDocument(text);
  touch(readings, text, doc, MAX_READINGS);
  return doc;
}

// The Tools list reads its rows' tools through here once this module is in (tool-entries.ts).
shareDocumentReader(readDocument);

export interface ToolReading {
  /** The current text's reading, readable or not. */
  current: ParsedDocument;
  /**
   * What a panel shows: the current reading, or, while the text does not parse (an unfinished
   * keystroke), the last reading of the same tool that did, so panels do not blink away.
   */
  shown: ParsedDocument;
  stale: boolean;
}

/** The reading of a tool's current text, falling back to its last readable one. */
export function readTool(toolId: string | undefined, text: string): ToolReading {
  const current = readDocument(text);
  latest = current;
  prepareSoon(current);
  if (current.value !== undefined) {
    if (toolId !== undefined) touch(lastReadable, toolId, current, MAX_REMEMBERED_TOOLS);
    return { current, shown: current, stale: false };
  }
  const remembered = toolId === undefined ? undefined : lastReadable.get(toolId);
  return remembered
    ? { current, shown: remembered, stale: true }
    : { current, shown: current, stale: false };
}

/**
 * Readings whose first edit is already provided for. Every panel reads the active tool on every
 * keystroke; one idle callback per reading does, not one per reader.
 */
const preparing = new WeakSet<ParsedDocument>();
let readerRequested = false;

function prepareSoon(document: ParsedDocument): void {
  if (incremental) {
    if (preparing.has(document)) return;
    preparing.add(document);
    const reader = incremental;
    whenIdle(() => reader.prepareForEdits(document), EDIT_PREPARE_TIMEOUT_MS);
  } else if (!readerRequested) {
    // The reader itself loads when the page is idle, so it never competes with the first draw.
    readerRequested = true;
    whenIdle(() => void loadIncrementalReader().finally(() => (readerRequested = false)));
  }
}

/**
 * The incremental reader, loaded in idle time after the first reading: edits come only from the
 * editor, which loads later still, so the page's first chunk does without it.
 */
let incremental: typeof IncrementalReader | undefined;
let loading: Promise<void> | undefined;
/** The last tool reading, whose spans are built once the reader has loaded. */
let latest: ParsedDocument | undefined;

/** Loads the incremental reader (once; again after a failed load). Resolves when it is there. */
export function loadIncrementalReader(): Promise<void> {
  loading ??= import('../core/model/incremental').then(
    (module) => {
      incremental = module;
      if (latest) module.prepareForEdits(latest);
    },
    () => {
      loading = undefined; // offline or the chunk failed: texts are read whole meanwhile
    },
  );
  return loading;
}

function readAfterEdit(text: string): ParsedDocument | undefined {
  if (!incremental) return undefined;
  const earlier = findEarlierText(text, (before) => readings.get(before));
  return earlier && incremental.reparseAfterEdit(earlier.found, earlier.edit, text);
}
