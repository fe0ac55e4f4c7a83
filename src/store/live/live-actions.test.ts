/**
 * connect() with the SDK session and the doctor's probes stood in for: a working connection is
 * kept while another server is tried, and dropped only once that one answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutcome, LiveSession, NegotiatedInfo, SessionOptions } from './session-types';
import type * as Core from '../../core';

const closed: string[] = [];
let listings = 0;
/** What a session's callTool does; none: the test does not call. */
let onCall: (() => Promise<CallOutcome>) | undefined;
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
  callTool: () => onCall?.() ?? Promise.reject(new Error('not called here')),
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

const { connect, disconnect, importFromServer, runTool } = await import('./live-actions');
const { liveStore } = await import('./live-state');

vi.stubGlobal('location', { origin: 'http://localhost:5173' });
afterEach(async () => {
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
  it('hands the request to the session before the call is drawn as running', async () => {
    await connect(request('http://localhost:3000/mcp'));
    let runningWhenSent: unknown = 'not sent';
    onCall = () => {
      runningWhenSent = liveStore.getState().running['tool-1'];
      return Promise.resolve({ kind: 'result', result: { content: [] }, elapsedMs: 1 });
    };
    const done = runTool('tool-1', 'echo', '{}', undefined);
    expect(runningWhenSent).toBeUndefined();
    // Shown as running in the same turn, before any answer.
    expect(liveStore.getState().running['tool-1']).toBeDefined();
    await done;
    expect(liveStore.getState().running['tool-1']).toBeUndefined();
  });
});
