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
