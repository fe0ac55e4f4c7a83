import { describe, expect, it } from 'vitest';
import { bridgeConnection, takeBridgeToken } from './bridge-token';

function page(search: string, hash = '') {
  const replaced: string[] = [];
  return {
    address: { origin: 'http://127.0.0.1:4870', pathname: '/', search, hash },
    history: {
      state: null,
      replaceState: (_s: unknown, _u: string, url: string) => replaced.push(url),
    },
    replaced,
  };
}

describe('the bridge token in the address', () => {
  it('is taken into memory and removed from the address, other parameters and the hash kept', () => {
    const token = 'A'.repeat(43);
    const p = page(`?bridge=${token}&lang=en`, '#s=1');
    takeBridgeToken(p.address, p.history);
    expect(p.replaced).toEqual(['/?lang=en#s=1']);
    expect(bridgeConnection(p.address)).toEqual({ url: 'http://127.0.0.1:4870/mcp', token });
  });

  it('leaves an address without one alone', () => {
    const p = page('?lang=en');
    takeBridgeToken(p.address, p.history);
    expect(p.replaced).toEqual([]);
  });

  it('removes a value that is not a token without keeping it', () => {
    const p = page('?bridge=%3Cscript%3E');
    takeBridgeToken(p.address, p.history);
    expect(p.replaced).toEqual(['/']);
    expect(bridgeConnection(p.address)).toBeUndefined();
  });
});
