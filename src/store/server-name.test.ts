import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServerNameStore,
  DEFAULT_SERVER_NAME,
  effectiveServerName,
  MAX_SERVER_NAME_CHARS,
  prefilledServerName,
  SERVER_NAME_KEY,
} from './server-name';

const imported = (serverName: string) => ({
  provenance: {
    serverName,
    url: 'http://127.0.0.1:3001/mcp',
    importedAt: 1,
    name: 'search',
    fingerprint: 'f',
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the workspace server name', () => {
  it('is prefilled from the first imported tool, else the default', () => {
    expect(prefilledServerName([{}, imported('github'), imported('linear')])).toBe('github');
    expect(prefilledServerName([{}, imported('   ')])).toBe(DEFAULT_SERVER_NAME);
    expect(prefilledServerName([])).toBe('my-server');
  });

  it('is what the user typed once they typed something, and the prefill while the field is empty', () => {
    expect(effectiveServerName('acme', [imported('github')])).toBe('acme');
    expect(effectiveServerName('', [imported('github')])).toBe('github');
    expect(effectiveServerName(' ', [])).toBe('my-server');
    expect(effectiveServerName(undefined, [imported('github')])).toBe('github');
  });

  it('is kept in localStorage, and a stored value too long to be a name is ignored', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
    });
    const store = createServerNameStore();
    expect(store.getState().typed).toBeUndefined();
    store.getState().setServerName('acme-enterprise');
    expect(values.get(SERVER_NAME_KEY)).toBe('acme-enterprise');
    expect(createServerNameStore().getState().typed).toBe('acme-enterprise');

    values.set(SERVER_NAME_KEY, 'x'.repeat(MAX_SERVER_NAME_CHARS + 1));
    expect(createServerNameStore().getState().typed).toBeUndefined();
  });

  it('cuts a pasted name at the limit rather than refusing it, and survives a refused storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    const store = createServerNameStore();
    expect(store.getState().typed).toBeUndefined();
    store.getState().setServerName('y'.repeat(MAX_SERVER_NAME_CHARS + 50));
    expect(store.getState().typed).toHaveLength(MAX_SERVER_NAME_CHARS);
  });
});
