import { describe, expect, it, vi } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('requests once, however often it is loaded', async () => {
    const importer = vi.fn(() => Promise.resolve('value'));
    const c = chunk(importer);
    expect(importer).not.toHaveBeenCalled();
    const first = c.load();
    expect(c.load()).toBe(first);
    await expect(first).resolves.toBe('value');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is readable at once only after it has arrived', async () => {
    let arrive!: (v: string) => void;
    const c = chunk(() => new Promise<string>((resolve) => (arrive = resolve)));
    expect(c.loaded()).toBeUndefined();
    const loading = c.load();
    expect(c.loaded()).toBeUndefined();
    arrive('value');
    await loading;
    expect(c.loaded()).toBe('value');
  });

  it('stays unread when the request fails', async () => {
    const c = chunk(() => Promise.reject(new Error('offline')));
    await expect(c.load()).rejects.toThrow('offline');
    expect(c.loaded()).toBeUndefined();
  });
});

describe('chunk state', () => {
  it('tells its listeners when it arrives or fails, with a new state object each time', async () => {
    const ok = chunk(() => Promise.resolve(7));
    const seen: unknown[] = [];
    const unsubscribe = ok.subscribe(() => seen.push(ok.state()));
    const waiting = ok.state();
    expect(waiting).toEqual({ status: 'waiting' });
    expect(ok.state()).toBe(waiting);
    await ok.load();
    expect(seen).toEqual([{ status: 'ready', value: 7 }]);
    unsubscribe();

    const broken = chunk(() => Promise.reject(new Error('offline')));
    const calls: unknown[] = [];
    broken.subscribe(() => calls.push(broken.state()));
    await broken.load().catch(() => {});
    expect(calls).toHaveLength(1);
    expect(broken.state()).toMatchObject({ status: 'failed', error: new Error('offline') });
  });
});
