/**
 * The Tools list's verdicts kept across reloads: each tool's counts and findings, in IndexedDB
 * under the digest of its text and of everything else that judges it (verdictKeySource: the
 * cache's version, the build of the rules, the MCP revision). A reloaded workspace looks its
 * tools up before the background check sends any of them to the worker, so only texts that
 * changed are checked again. A tool's verdict is dropped when its text changes; past
 * VERDICT_CACHE_MAX_ENTRIES, verdicts of texts the workspace no longer has are dropped. Nothing
 * here can cost the user work: a verdict that cannot be read or written is checked again.
 */
import { createStore, delMany, getMany, keys, setMany } from 'idb-keyval';
import { isPlainObject, sha256Hex, VERDICT_CACHE_MAX_ENTRIES, verdictKeySource } from '../core';
import type { Diagnostic, Severity, VerdictContext } from '../core';
import { checkedFrom } from './tool-status';
import type { ToolCheck, WorkspaceTool } from './types';
import type { WorkspaceState, WorkspaceStore } from './workspace-store';

/** The part of idb-keyval the cache uses; tests pass an in-memory one. */
export interface VerdictStorage {
  getMany(keys: string[]): Promise<unknown[]>;
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
}

/** Its own database, so a verdict can never be mistaken for (or crowd out) the workspace's keys. */
const VERDICT_DATABASE = 'tool-schema-studio-verdicts';

/** The verdicts' object store, opened on first use. */
export function indexedDbVerdictStorage(): VerdictStorage {
  let store: ReturnType<typeof createStore> | undefined;
  const opened = () => (store ??= createStore(VERDICT_DATABASE, 'verdicts'));
  return {
    getMany: (wanted) => getMany(wanted, opened()),
    setMany: (entries) => setMany(entries, opened()),
    delMany: (gone) => delMany(gone, opened()),
    keys: () => keys<string>(opened()),
  };
}

/** What is stored per key: a checked text's counts and findings (without quick fixes). */
interface StoredVerdict {
  counts: Record<Severity, number>;
  diagnostics: Diagnostic[];
}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

function isPosition(value: unknown): boolean {
  return isPlainObject(value) && typeof value.line === 'number' && typeof value.column === 'number';
}

function isDiagnostic(value: unknown): value is Diagnostic {
  return (
    isPlainObject(value) &&
    typeof value.code === 'string' &&
    SEVERITIES.includes(value.severity as Severity) &&
    typeof value.message === 'string' &&
    typeof value.pointer === 'string' &&
    typeof value.offset === 'number' &&
    typeof value.length === 'number' &&
    isPosition(value.start) &&
    isPosition(value.end)
  );
}

/**
 * A stored value read back as the verdict of `text`, or undefined when it is not one (written by
 * another version, damaged): then the text is checked again. The counts must be those of the
 * findings, so a row never shows counts its findings do not back.
 */
export function readStoredVerdict(value: unknown, text: string): ToolCheck | undefined {
  if (!isPlainObject(value) || !isPlainObject(value.counts) || !Array.isArray(value.diagnostics))
    return undefined;
  if (!value.diagnostics.every(isDiagnostic)) return undefined;
  const check = checkedFrom(text, value.diagnostics);
  if (check.status !== 'checked') return undefined;
  const counts = value.counts;
  return SEVERITIES.every((s) => counts[s] === check.counts[s]) ? check : undefined;
}

function toStored(check: Extract<ToolCheck, { status: 'checked' }>): StoredVerdict {
  return { counts: check.counts, diagnostics: check.diagnostics };
}

/** SHA-256 of each text as hex: the browser's own digest when there is one, else the core's. */
export async function digestAll(sources: readonly string[]): Promise<string[]> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sources.map((source) => sha256Hex(source));
  const encoder = new TextEncoder();
  return Promise.all(
    sources.map(async (source) => {
      const digest = new Uint8Array(await subtle.digest('SHA-256', encoder.encode(source)));
      let hex = '';
      for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
      return hex;
    }),
  );
}

export interface VerdictCacheOptions {
  storage: VerdictStorage;
  /** What judges a tool besides its text (its revision, the rules' build). */
  contextOf: (tool: WorkspaceTool) => VerdictContext;
  /** How long verdicts wait to be written, so a burst of them (an import, typing) is one write. */
  writeDelayMs?: number;
  maxEntries?: number;
  digest?: (sources: readonly string[]) => Promise<string[]>;
  /**
   * False while the rows are still being checked: writing waits another delay, so it does not
   * take the CPU the checks of a large import need.
   */
  ready?: () => boolean;
}

export interface VerdictCache {
  /**
   * The kept verdicts of these tools' current texts by tool id (a miss is absent). Never
   * rejects: storage that cannot be read finds nothing.
   */
  lookup(tools: readonly WorkspaceTool[]): Promise<Record<string, ToolCheck>>;
  /** Writes (and drops) what waits now instead of after the delay. */
  flush(): Promise<void>;
  dispose(): void;
}

/** Verdicts wait this long after the last one lands before they are written. */
const VERDICT_WRITE_DELAY_MS = 1_000;

/** Where a tool's verdict is kept: the text and context it is for, under `key`. */
interface Kept {
  text: string;
  context: string;
  key: string;
}

/**
 * Keeps the store's verdicts (the background checks and the open tool's analysis) in `storage`
 * as they land, and finds them again with `lookup`. A tool whose text changes has the verdict of
 * its former text dropped at the next write, unless another tool has that text too.
 */
export function connectVerdictCache(
  store: WorkspaceStore,
  options: VerdictCacheOptions,
): VerdictCache {
  const { storage, contextOf } = options;
  const writeDelayMs = options.writeDelayMs ?? VERDICT_WRITE_DELAY_MS;
  const maxEntries = options.maxEntries ?? VERDICT_CACHE_MAX_ENTRIES;
  const digest = options.digest ?? digestAll;
  /** Per tool id, the verdict this tab knows storage holds. */
  const kept = new Map<string, Kept>();
  /** Per tool id, the newest verdict not yet written, with the context it was judged in. */
  const waiting = new Map<string, { check: ToolCheck; context: VerdictContext }>();
  /**
   * The keys storage holds, read once as the cache connects and kept up to date by this tab's
   * writes: a text whose key is not there is a miss without a read, so a new import's 500
   * lookups cost their digests only. A verdict another tab writes meanwhile is not found here,
   * and that text is checked again.
   */
  let index: Promise<Set<string>> | undefined;
  const held = () =>
    (index ??= storage.keys().then(
      (all) => new Set(all),
      () => new Set<string>(),
    ));
  void held();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let disposed = false;

  const contextText = (context: VerdictContext) => JSON.stringify(context);

  const note = (state: WorkspaceState, id: string, check: ToolCheck) => {
    if (check.status !== 'checked') return;
    const tool = state.tools.find((t) => t.id === id);
    if (!tool || tool.text !== check.text) return;
    const context = contextOf(tool);
    const known = kept.get(id);
    if (known?.text === check.text && known.context === contextText(context)) return;
    waiting.set(id, { check, context });
    later();
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.checks !== previous.checks)
      for (const [id, check] of Object.entries(state.checks))
        if (check !== previous.checks[id]) note(state, id, check);
    if (state.analyses !== previous.analyses)
      for (const [id, entry] of Object.entries(state.analyses))
        if (entry !== previous.analyses[id])
          note(state, id, checkedFrom(entry.text, entry.analysis.diagnostics));
    if (state.tools !== previous.tools && kept.size > 0) later();
  });

  /** When `incoming` more would not fit, drops the verdicts of texts no tool has now. */
  const prune = async (keys: Set<string>, inUse: ReadonlySet<string>, incoming: number) => {
    if (keys.size + incoming <= maxEntries) return;
    const gone = [...keys].filter((key) => !inUse.has(key));
    if (gone.length === 0) return;
    await storage.delMany(gone);
    for (const key of gone) keys.delete(key);
  };

  const write = async () => {
    const state = store.getState();
    const texts = new Map(state.tools.map((t) => [t.id, t.text]));
    // Kept verdicts of texts a tool no longer has: dropped unless another tool has that text.
    const dropped: string[] = [];
    for (const [id, known] of kept)
      if (texts.has(id) && texts.get(id) !== known.text) {
        kept.delete(id);
        dropped.push(known.key);
      }
    const entries = [...waiting].filter(([id, { check }]) => texts.get(id) === check.text);
    waiting.clear();
    const keysOf = await digest(
      entries.map(([, { check, context }]) => verdictKeySource(check.text, context)),
    );
    const fresh: [string, unknown][] = [];
    entries.forEach(([id, { check, context }], at) => {
      if (check.status !== 'checked') return;
      const key = keysOf[at]!;
      const before = kept.get(id);
      if (before && before.text !== check.text) dropped.push(before.key);
      kept.set(id, { text: check.text, context: contextText(context), key });
      fresh.push([key, toStored(check)]);
    });
    const inUse = new Set([...kept.values()].map((k) => k.key));
    const keys = await held();
    const drop = [...new Set(dropped)].filter((key) => !inUse.has(key));
    if (drop.length > 0) {
      await storage.delMany(drop);
      for (const key of drop) keys.delete(key);
    }
    const unheld = fresh.filter(([key]) => !keys.has(key));
    if (unheld.length === 0) return;
    await prune(keys, inUse, unheld.length);
    const taken = unheld.slice(0, Math.max(0, maxEntries - keys.size));
    if (taken.length === 0) return;
    await storage.setMany(taken);
    for (const [key] of taken) keys.add(key);
  };

  const later = () => {
    if (timer === undefined) timer = setTimeout(() => void flushWhenReady(), writeDelayMs);
  };

  const flushWhenReady = () => {
    timer = undefined;
    if (options.ready && !options.ready()) later();
    else void flush();
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (disposed) return writing;
    // One write at a time, in order; a failed one loses only verdicts, which are checked again.
    writing = writing.then(write).catch(() => undefined);
    return writing;
  };

  return {
    async lookup(tools) {
      if (tools.length === 0) return {};
      const contexts = tools.map(contextOf);
      try {
        const keysOf = await digest(tools.map((t, at) => verdictKeySource(t.text, contexts[at]!)));
        const keys = await held();
        const wanted = tools.flatMap((_, at) => (keys.has(keysOf[at]!) ? [at] : []));
        if (wanted.length === 0) return {};
        const values = await storage.getMany(wanted.map((at) => keysOf[at]!));
        const found: Record<string, ToolCheck> = {};
        wanted.forEach((at, read) => {
          const tool = tools[at]!;
          const check = readStoredVerdict(values[read], tool.text);
          if (!check) return;
          found[tool.id] = check;
          kept.set(tool.id, {
            text: tool.text,
            context: contextText(contexts[at]!),
            key: keysOf[at]!,
          });
        });
        return found;
      } catch {
        return {};
      }
    },
    flush,
    dispose() {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      disposed = true;
    },
  };
}
