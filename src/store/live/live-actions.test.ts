/**
 * connect() with the SDK session and the doctor's probes stood in for: a working connection is
 * kept while another server is tried, and dropped only once that one answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CallOptions,
  CallOutcome,
  LiveSession,
  NegotiatedInfo,
  SessionOptions,
} from './session-types';
import type * as Core from '../../core';

const closed: string[] = [];
let listings = 0;
/** What a session's callTool does; none: the test does not call. */
let onCall: ((options: CallOptions) => Promise<CallOutcome>) | undefined;
const session = (url: string): LiveSession => ({
  info: {
    protocolVersion: '2025-11-25',
    serverName: new URL(url).port,
    serverVersion: '1',
    capabilities: {},
  } satisfies NegotiatedInfo,
  listTools: () => {
    listings += 1;
    return Promise.resolve({
      tools: [
        { name: 'echo', inputSchema: { type: 'object' } },
        { name: 'add', inputSchema: { type: 'object' } },
      ],
    });
  },
  callTool: (_name, _args, options) =>
    onCall?.(options) ?? Promise.reject(new Error('not called here')),
  close: () => {
    closed.push(url);
    return Promise.resolve();
  },
});

vi.mock('./sdk-session', () => ({
  openSession: (options: SessionOptions) =>
    options.url.includes(':4001')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(session(options.url)),
}));
vi.mock('./probe', () => ({ probeServer: () => Promise.resolve({}) }));
vi.mock('../../core', async (original) => ({
  ...(await original<typeof Core>()),
  diagnose: () => ({ title: 'Nothing listens there.', evidence: 'e', fix: 'f' }),
}));

const { connect, disconnect, importFromServer, runTool, RUNNING_DISPLAY_DELAY_MS } =
  await import('./live-actions');
const { callInFlight, liveStore } = await import('./live-state');

vi.stubGlobal('location', { origin: 'http://localhost:5173' });
afterEach(async () => {
  vi.useRealTimers();
  await disconnect();
  closed.length = 0;
  listings = 0;
  onCall = undefined;
});

const request = (url: string) => ({ url, transport: 'streamable-http' as const, headers: {} });

describe('connect', () => {
  it('keeps the working connection while another server is tried and fails', async () => {
    await connect(request('http://localhost:3000/mcp'));
    expect(liveStore.getState()).toMatchObject({
      status: 'connected',
      url: 'http://localhost:3000/mcp',
    });
    await vi.waitFor(() => expect(liveStore.getState().served).toHaveProperty('echo'));

    await connect(request('http://localhost:4001/mcp'));
    await vi.waitFor(() => expect(liveStore.getState().diagnosing).toBe(false));
    expect(liveStore.getState()).toMatchObject({
      status: 'connected',
      url: 'http://localhost:3000/mcp',
      info: { serverName: '3000' },
      attempt: 'http://localhost:4001/mcp',
      failure: 'Failed to fetch',
      diagnosis: { title: 'Nothing listens there.' },
    });
    // What the old server lists is still there to import.
    expect(liveStore.getState().served).toHaveProperty('echo');
    expect(closed).toEqual([]);
  });

  it('drops the old connection once the new one succeeds', async () => {
    await connect(request('http://localhost:3000/mcp'));
    await connect(request('http://localhost:3002/mcp'));
    expect(liveStore.getState()).toMatchObject({
      status: 'connected',
      url: 'http://localhost:3002/mcp',
      info: { serverName: '3002' },
      attempt: undefined,
      failure: undefined,
    });
    await vi.waitFor(() => expect(closed).toEqual(['http://localhost:3000/mcp']));
  });

  it("imports the tools chosen in the dialog's preview from the listing it showed", async () => {
    await connect(request('http://localhost:3000/mcp'));
    await vi.waitFor(() => expect(liveStore.getState().served).toHaveProperty('add'));
    const added: string[] = [];
    const message = await importFromServer(
      (texts, provenance) => {
        added.push(...texts, ...provenance.map((p) => p.protocolVersion ?? ''));
        return texts.map((_, i) => String(i));
      },
      new Set(['add']),
    );
    expect(added).toEqual([expect.stringContaining('"add"'), '2025-11-25']);
    expect(message).toBe('Imported 1 tool from 3000.');
    // Listed once, at connect: the import took what the preview showed.
    expect(listings).toBe(1);
  });

  it('fails plainly when no connection was working', async () => {
    await connect(request('http://localhost:4001/mcp'));
    expect(liveStore.getState()).toMatchObject({ status: 'failed', failure: 'Failed to fetch' });
  });
});

describe('runTool', () => {
  const answer: CallOutcome = { kind: 'result', result: { content: [] }, elapsedMs: 1 };
  /** A call the test answers when it likes, and every state of `running['tool-1']` meanwhile. */
  const heldCall = () => {
    const held: { answer?: () => void; options?: CallOptions; drawn: unknown[] } = { drawn: [] };
    onCall = (options) => {
      held.options = options;
      return new Promise((resolve) => (held.answer = () => resolve(answer)));
    };
    const unsubscribe = liveStore.subscribe((state) => held.drawn.push(state.running['tool-1']));
    return { held, unsubscribe };
  };

  it('hands the request to the session before anything is drawn', async () => {
    await connect(request('http://localhost:3000/mcp'));
    let runningWhenSent: unknown = 'not sent';
    onCall = () => {
      runningWhenSent = liveStore.getState().running['tool-1'];
      return Promise.resolve(answer);
    };
    const done = runTool('tool-1', 'echo', '{}', undefined);
    expect(runningWhenSent).toBeUndefined();
    expect(callInFlight('tool-1')).toBe(true);
    await done;
    expect(callInFlight('tool-1')).toBe(false);
  });

  it('draws a call that answers within the delay only with its answer', async () => {
    await connect(request('http://localhost:3000/mcp'));
    vi.useFakeTimers();
    const { held, unsubscribe } = heldCall();
    const done = runTool('tool-1', 'echo', '{}', undefined);
    vi.advanceTimersByTime(RUNNING_DISPLAY_DELAY_MS - 1);
    held.answer!();
    await done;
    vi.advanceTimersByTime(RUNNING_DISPLAY_DELAY_MS);
    unsubscribe();
    expect(held.drawn.filter((r) => r !== undefined)).toEqual([]);
    expect(liveStore.getState().history['tool-1']?.[0]?.toolName).toBe('echo');
  });

  it('draws a slower call as running once the delay has passed, until its answer', async () => {
    await connect(request('http://localhost:3000/mcp'));
    vi.useFakeTimers();
    const { held, unsubscribe } = heldCall();
    const done = runTool('tool-1', 'echo', '{}', undefined);
    vi.advanceTimersByTime(RUNNING_DISPLAY_DELAY_MS - 1);
    expect(liveStore.getState().running['tool-1']).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(liveStore.getState().running['tool-1']).toMatchObject({ id: expect.any(Number) });
    held.answer!();
    await done;
    unsubscribe();
    expect(liveStore.getState().running['tool-1']).toBeUndefined();
  });

  it('draws a call as running at its first progress, before the delay', async () => {
    await connect(request('http://localhost:3000/mcp'));
    vi.useFakeTimers();
    const { held, unsubscribe } = heldCall();
    const done = runTool('tool-1', 'echo', '{}', undefined);
    held.options!.onProgress(1, 4, 'one of four');
    // Progress is drawn once per frame (a 16 ms timer where there are no frames).
    vi.advanceTimersByTime(16);
    expect(liveStore.getState().running['tool-1']?.progress).toEqual({
      progress: 1,
      total: 4,
      message: 'one of four',
    });
    vi.advanceTimersByTime(RUNNING_DISPLAY_DELAY_MS);
    // The delay's end keeps the progress drawn.
    expect(liveStore.getState().running['tool-1']?.progress?.progress).toBe(1);
    held.answer!();
    await done;
    unsubscribe();
    expect(liveStore.getState().running['tool-1']).toBeUndefined();
  });
});
