import { describe, expect, it, vi } from 'vitest';
import { analyzeText, sha256Hex, verdictKey } from '../core';
import type { VerdictContext } from '../core';
import { createWorkspaceStore, newTool } from '.';
import type { WorkspaceStore } from '.';
import { checkedFrom } from './tool-status';
import type { ToolCheck } from './types';
import { connectVerdictCache, digestAll, readStoredVerdict } from './verdict-cache';
import type { VerdictCache, VerdictStorage } from './verdict-cache';

const DESCRIPTION =
  'Looks up the current weather for a city and returns the temperature in degrees Celsius.';
const CITY = '"city":{"type":"string","description":"The city name."}';
/** A tool no rule has anything to say about. */
const named = (name: string) =>
  `{"name":"${name}","description":"${DESCRIPTION}","inputSchema":{"type":"object","properties":{${CITY}},"required":["city"],"additionalProperties":false}}`;
/** One error ("strin" is no JSON Schema type) and one note ("days" has no description). */
const broken = named('broken').replace(
  CITY,
  '"city":{"type":"strin","description":"The city name."},"days":{"type":"integer"}',
);

const CHECKER = '/assets/worker-index-AbCd1234.js';
const contextOf = (): VerdictContext => ({
  options: { mcpRevision: '2025-06-18' },
  checker: CHECKER,
});

/** IndexedDB's part as a Map; `failing` makes every call reject, as a browser without storage. */
function memoryStorage(failing = false) {
  const map = new Map<string, unknown>();
  const fail = () => Promise.reject(new Error('IndexedDB is not available.'));
  const storage: VerdictStorage = {
    getMany: (keys) => (failing ? fail() : Promise.resolve(keys.map((k) => map.get(k)))),
    setMany: (entries) => {
      if (failing) return fail();
      for (const [k, v] of entries) map.set(k, structuredClone(v));
      return Promise.resolve();
    },
    delMany: (keys) => {
      if (failing) return fail();
      for (const k of keys) map.delete(k);
      return Promise.resolve();
    },
    keys: () => (failing ? fail() : Promise.resolve([...map.keys()])),
  };
  return { storage, map };
}

function workspace(texts: string[]): WorkspaceStore {
  const tools = texts.map(newTool);
  return createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
}

function connect(store: WorkspaceStore, storage: VerdictStorage, maxEntries?: number) {
  // Written only when the test flushes, never on a timer.
  return connectVerdictCache(store, {
    storage,
    contextOf,
    writeDelayMs: 60_000,
    ...(maxEntries === undefined ? {} : { maxEntries }),
  });
}

/** Checks every tool but the first as the background queue does, in one update. */
function checkAll(store: WorkspaceStore) {
  const checks: Record<string, ToolCheck> = {};
  for (const tool of store.getState().tools.slice(1))
    checks[tool.id] = checkedFrom(tool.text, analyzeText(tool.text).diagnostics);
  store.getState().setChecks(checks);
}

/** The same tools (same ids and texts) in a store of their own: the workspace after a reload. */
function reloaded(store: WorkspaceStore): WorkspaceStore {
  const { tools, activeToolId } = store.getState();
  return createWorkspaceStore({ tools: tools.map((t) => ({ ...t })), activeToolId });
}

async function lookupAll(cache: VerdictCache, store: WorkspaceStore) {
  return cache.lookup(store.getState().tools);
}

describe('verdict cache', () => {
  it('keeps each checked verdict under the digest of its text and context, and a reload finds them all', async () => {
    const { storage, map } = memoryStorage();
    const store = workspace([named('active'), broken, named('b')]);
    const cache = connect(store, storage);
    checkAll(store);
    await cache.flush();
    const [, brokenTool, b] = store.getState().tools;
    // The key is the core's verdictKey (the page's digest is the browser's SHA-256 of the same text).
    expect([...map.keys()].sort()).toEqual(
      [verdictKey(broken, contextOf()), verdictKey(named('b'), contextOf())].sort(),
    );

    const again = reloaded(store);
    const found = await lookupAll(connect(again, storage), again);
    expect(Object.keys(found).sort()).toEqual([brokenTool!.id, b!.id].sort());
    const verdict = found[brokenTool!.id]!;
    expect(verdict.status === 'checked' && verdict.counts).toEqual({
      error: 1,
      warning: 0,
      info: 1,
    });
    expect(verdict).toEqual(store.getState().checks[brokenTool!.id]);
  });

  it('finds nothing for another text, another revision or another build of the rules', async () => {
    const { storage } = memoryStorage();
    const store = workspace([named('active'), broken]);
    const cache = connect(store, storage);
    checkAll(store);
    await cache.flush();
    const tool = store.getState().tools[1]!;
    expect(Object.keys(await cache.lookup([tool]))).toEqual([tool.id]);
    expect(await cache.lookup([{ ...tool, text: `${tool.text}\n` }])).toEqual({});
    for (const context of [
      { options: { mcpRevision: '2025-11-25' as const }, checker: CHECKER },
      { options: { mcpRevision: '2025-06-18' as const }, checker: '/assets/worker-index-X.js' },
    ]) {
      const other = connectVerdictCache(store, { storage, contextOf: () => context });
      expect(await other.lookup([tool])).toEqual({});
    }
  });

  it("drops a tool's verdict when its text changes, and keeps the new text's", async () => {
    const { storage, map } = memoryStorage();
    const store = workspace([named('active'), broken, named('b')]);
    const cache = connect(store, storage);
    checkAll(store);
    await cache.flush();
    const id = store.getState().tools[1]!.id;
    const fixed = broken.replace('"strin"', '"string"');
    store.getState().setToolText(id, fixed);
    await cache.flush();
    expect(map.has(verdictKey(broken, contextOf()))).toBe(false);
    expect(map.has(verdictKey(named('b'), contextOf()))).toBe(true);

    store.getState().setChecks({ [id]: checkedFrom(fixed, analyzeText(fixed).diagnostics) });
    await cache.flush();
    expect(map.has(verdictKey(fixed, contextOf()))).toBe(true);
    const again = reloaded(store);
    const found = await lookupAll(connect(again, storage), again);
    expect(found[id]?.text).toBe(fixed);
  });

  it('drops a verdict found at load once the text changes, even if nothing new is written', async () => {
    const { storage, map } = memoryStorage();
    const first = workspace([named('active'), broken]);
    const writer = connect(first, storage);
    checkAll(first);
    await writer.flush();
    const store = reloaded(first);
    const cache = connect(store, storage);
    const tool = store.getState().tools[1]!;
    expect(Object.keys(await cache.lookup([tool]))).toEqual([tool.id]);
    store.getState().setToolText(tool.id, named('renamed'));
    await cache.flush();
    expect(map.size).toBe(0);
  });

  it('keeps a verdict while another tool still has that text', async () => {
    const { storage, map } = memoryStorage();
    const store = workspace([named('active'), named('twin'), named('twin')]);
    const cache = connect(store, storage);
    checkAll(store);
    await cache.flush();
    expect(map.size).toBe(1);
    store.getState().setToolText(store.getState().tools[1]!.id, named('other'));
    await cache.flush();
    expect(map.has(verdictKey(named('twin'), contextOf()))).toBe(true);
  });

  it("keeps the open tool's analysis as a verdict without its quick fixes, and no 'not checked'", async () => {
    const { storage, map } = memoryStorage();
    // A tool without a description: its finding offers a fix.
    const bare = '{"name":"bare","inputSchema":{"type":"object"}}';
    const store = workspace([bare, named('b')]);
    const cache = connect(store, storage);
    const [active, other] = store.getState().tools;
    const analysis = analyzeText(bare);
    expect(analysis.diagnostics.some((d) => d.fix)).toBe(true);
    store.getState().setAnalysis(active!.id, bare, analysis);
    store.getState().setChecks({
      [other!.id]: { text: other!.text, status: 'not-checked', reason: 'Timed out.', attempts: 1 },
    });
    await cache.flush();
    expect([...map.keys()]).toEqual([verdictKey(bare, contextOf())]);
    const kept = map.get(verdictKey(bare, contextOf())) as { diagnostics: { fix?: unknown }[] };
    expect(kept.diagnostics.length).toBe(analysis.diagnostics.length);
    expect(kept.diagnostics.every((d) => d.fix === undefined)).toBe(true);
  });

  it('past its limit, drops verdicts of texts no tool has, and keeps no more than the limit', async () => {
    const { storage, map } = memoryStorage();
    map.set('left-by-a-deleted-tool', {
      counts: { error: 0, warning: 0, info: 0 },
      diagnostics: [],
    });
    const store = workspace([named('active'), named('a'), named('b'), named('c')]);
    const cache = connect(store, storage, 2);
    checkAll(store);
    await cache.flush();
    expect(map.has('left-by-a-deleted-tool')).toBe(false);
    expect(map.size).toBe(2);
    expect([...map.keys()]).toEqual([
      verdictKey(named('a'), contextOf()),
      verdictKey(named('b'), contextOf()),
    ]);
  });

  it('reads nothing from storage for texts whose keys it does not hold (a new import)', async () => {
    const { storage } = memoryStorage();
    const reads = vi.spyOn(storage, 'getMany');
    const store = workspace([named('active'), broken, named('b')]);
    const cache = connect(store, storage);
    expect(await lookupAll(cache, store)).toEqual({});
    expect(reads).not.toHaveBeenCalled();
    checkAll(store);
    await cache.flush();
    const again = reloaded(store);
    expect(Object.keys(await lookupAll(connect(again, storage), again))).toHaveLength(2);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('writes once the rows are checked, not while the checks still need the CPU', async () => {
    vi.useFakeTimers();
    try {
      const { storage, map } = memoryStorage();
      const store = workspace([named('active'), broken]);
      let ready = false;
      connectVerdictCache(store, {
        storage,
        contextOf,
        writeDelayMs: 100,
        ready: () => ready,
        // The core's digest: every step of a write is then a promise the test can run out,
        // where the platform's would finish on a thread of its own, after the test looked.
        digest: (sources) => Promise.resolve(sources.map((source) => sha256Hex(source))),
      });
      const settle = async () => {
        for (let i = 0; i < 20; i++) await Promise.resolve();
      };
      checkAll(store);
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
      expect(map.size).toBe(0);
      ready = true;
      await vi.advanceTimersByTimeAsync(100);
      await settle();
      expect([...map.keys()]).toEqual([verdictKey(broken, contextOf())]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds nothing and loses nothing when storage fails', async () => {
    const { storage } = memoryStorage(true);
    const store = workspace([named('active'), broken]);
    const cache = connect(store, storage);
    checkAll(store);
    await expect(cache.flush()).resolves.toBeUndefined();
    expect(await lookupAll(cache, store)).toEqual({});
    expect(store.getState().tools.map((t) => t.text)).toEqual([named('active'), broken]);
  });

  it('digests as the core does, with or without the browser digest', async () => {
    const sources = ['', 'abc', broken];
    const subtle = await digestAll(sources);
    const crypto = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(await digestAll(sources)).toEqual(subtle);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
    }
    expect(subtle[1]).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('a stored verdict read back', () => {
  const diagnostics = analyzeText(broken).diagnostics.map(({ fix: _fix, ...d }) => d);
  const counts = { error: 1, warning: 0, info: 1 };

  it('is the verdict of the text it is read for', () => {
    expect(readStoredVerdict({ counts, diagnostics }, broken)).toEqual(
      checkedFrom(broken, diagnostics),
    );
  });

  it.each([
    ['nothing', undefined],
    ['counts its findings do not back', { counts: { ...counts, error: 2 }, diagnostics }],
    ['a finding without a place', { counts, diagnostics: [{ ...diagnostics[0], start: 3 }] }],
    ['a finding of no severity', { counts, diagnostics: [{ ...diagnostics[0], severity: 'bad' }] }],
    ['no list of findings', { counts, diagnostics: {} }],
  ])('is a miss when it holds %s', (_, value) => {
    expect(readStoredVerdict(value, broken)).toBeUndefined();
  });
});
