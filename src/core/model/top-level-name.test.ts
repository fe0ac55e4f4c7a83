import { describe, expect, it } from 'vitest';
import { topLevelName } from './top-level-name';

describe('topLevelName', () => {
  it('reads the top-level name wherever it stands', () => {
    expect(topLevelName('{"name":"search"}')).toBe('search');
    expect(topLevelName('{\n  "description": "x",\n  "name": "get_\\u0041"\n}')).toBe('get_A');
    expect(
      topLevelName('{"inputSchema":{"properties":{"name":{"type":"string"}}},"name":"outer"}'),
    ).toBe('outer');
  });

  it('ignores names nested in values, arrays and strings that look like keys', () => {
    expect(topLevelName('{"tools":[{"name":"inner"}]}')).toBeUndefined();
    expect(topLevelName('{"description":"name","title":"t"}')).toBeUndefined();
    expect(topLevelName('{"a":{"name":"x"},"b":1}')).toBeUndefined();
  });

  it('gives nothing for a name that is no string, a broken text, or no object', () => {
    expect(topLevelName('{"name":42}')).toBeUndefined();
    expect(topLevelName('{"name":{"first":"x"}}')).toBeUndefined();
    expect(topLevelName('{"name":"unterminated')).toBeUndefined();
    expect(topLevelName('[{"name":"x"}]')).toBeUndefined();
    expect(topLevelName('')).toBeUndefined();
  });

  it('stops at the name instead of reading a huge text to its end', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `"v${i}"`).join(',');
    // Unclosed after the enum: a whole-text parse would see the break; the scan never gets there.
    expect(topLevelName(`{"name":"pick","inputSchema":{"enum":[${values}]`)).toBe('pick');
  });
});
