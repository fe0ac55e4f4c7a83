import { describe, expect, it } from 'vitest';
import { IdRouter } from './id-router';

const call = (id: number, progressToken?: number) => ({
  jsonrpc: '2.0' as const,
  id,
  method: 'tools/call',
  params: {
    name: 'slow',
    ...(progressToken === undefined ? {} : { _meta: { progressToken } }),
  },
});

describe('IdRouter', () => {
  it('gives every request a fresh stdio id and routes its answer to the session that asked, under its own id', () => {
    const router = new IdRouter<string>();
    const a = router.request('A', call(0, 0));
    const b = router.request('B', call(0, 0));
    expect(a.id).not.toBe(b.id);
    expect(a.params?._meta?.progressToken).toBe(a.id);
    expect(b.params?._meta?.progressToken).toBe(b.id);
    expect(router.fromServer({ jsonrpc: '2.0', id: b.id, result: { who: 'B' } })).toEqual({
      to: 'B',
      message: { jsonrpc: '2.0', id: 0, result: { who: 'B' } },
      related: 0,
    });
    // Answered once: a second answer with that id goes nowhere.
    expect(router.fromServer({ jsonrpc: '2.0', id: b.id, result: {} })).toBeUndefined();
    expect(
      router.fromServer({
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { progressToken: a.id, progress: 1 },
      }),
    ).toEqual({
      to: 'A',
      message: {
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { progressToken: 0, progress: 1 },
      },
      related: 0,
    });
  });

  it('lets a session cancel only its own call, by the id it gave', () => {
    const router = new IdRouter<string>();
    const a = router.request('A', call(3));
    const cancel = (requestId: number) => ({
      jsonrpc: '2.0' as const,
      method: 'notifications/cancelled',
      params: { requestId, reason: 'stop' },
    });
    expect(router.notification('B', cancel(3))).toBeUndefined();
    expect(router.notification('A', cancel(3))).toEqual({
      ...cancel(a.id as number),
    });
    // A cancelled call's late answer goes nowhere.
    expect(router.fromServer({ jsonrpc: '2.0', id: a.id, result: {} })).toBeUndefined();
    // Other notifications pass as they are.
    const initialized = { jsonrpc: '2.0' as const, method: 'notifications/initialized' };
    expect(router.notification('B', initialized)).toBe(initialized);
  });

  it('sends a server request to the latest open call’s session, and takes its answer from that session only', () => {
    const router = new IdRouter<string>();
    router.request('A', call(1));
    const b = router.request('B', call(1));
    const ask = { jsonrpc: '2.0' as const, id: 0, method: 'elicitation/create', params: {} };
    expect(router.fromServer(ask)).toEqual({ to: 'B', message: ask, related: 1 });
    expect(router.answer('A', 0)).toBe(false);
    expect(router.answer('B', 0)).toBe(true);
    expect(router.answer('B', 0)).toBe(false);
    expect(b.id).toBe(2);
  });

  it('sends a server request made with no call open to the newest session, which alone may answer', () => {
    const router = new IdRouter<string>();
    const ping = { jsonrpc: '2.0' as const, id: 3, method: 'ping' };
    expect(router.fromServer(ping)).toEqual({ to: 'newest', message: ping });
    router.sentServerRequest(3, 'B');
    expect(router.answer('A', 3)).toBe(false);
    expect(router.answer('B', 3)).toBe(true);
  });

  it('broadcasts a notification about no request, and drops an answer nobody asked for', () => {
    const router = new IdRouter<string>();
    const changed = { jsonrpc: '2.0' as const, method: 'notifications/tools/list_changed' };
    expect(router.fromServer(changed)).toEqual({ to: 'all', message: changed });
    expect(router.fromServer({ jsonrpc: '2.0', id: 0, result: {} })).toBeUndefined();
    expect(router.fromServer({ jsonrpc: '2.0', id: 'x', result: {} })).toBeUndefined();
  });

  it('ending a session returns its open calls (to cancel) and the server requests it will not answer', () => {
    const router = new IdRouter<string>();
    const a = router.request('A', call(5));
    router.request('B', call(5));
    const ask = { jsonrpc: '2.0' as const, id: 7, method: 'elicitation/create', params: {} };
    router.request('A', call(6));
    router.fromServer(ask);
    const ended = router.endSession('A');
    expect(ended.open.map((c) => [c.id, c.stdioId])).toEqual([
      [5, a.id],
      [6, (a.id as number) + 2],
    ]);
    expect(ended.unanswered).toEqual([7]);
    expect(router.endSession('A')).toEqual({ open: [], unanswered: [] });
    expect(router.takeAll().map((c) => c.session)).toEqual(['B']);
    expect(router.takeAll()).toEqual([]);
  });
});
