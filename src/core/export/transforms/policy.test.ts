/** The feature matrix looked up per keyword, as the transforms ask it. */
import { describe, expect, it } from 'vitest';
import { matrixColumn } from '../registry';
import { keywordPolicy, unverifiedSuffix } from './policy';

describe('keywordPolicy', () => {
  const rows: [string, string, string | undefined, string | undefined][] = [
    ['type is handled in code', 'type', undefined, undefined],
    ['properties is handled in code', 'properties', undefined, undefined],
    ['uniqueItems has its own row', 'uniqueItems', 'uniqueItems', 'stripped'],
    ['$ref is inlined for Gemini', '$ref', 'ref', 'converted'],
    ['a vendor keyword falls under unknown keywords', 'x-internal', 'unknown-keywords', 'stripped'],
  ];
  it.each(rows)('%s', (_, keyword, rowId, support) => {
    const policy = keywordPolicy(keyword, matrixColumn('gemini'));
    expect(policy?.row.id).toBe(rowId);
    expect(policy?.cell.support).toBe(support);
  });
});

describe('unverifiedSuffix', () => {
  it('names unverified support and says nothing otherwise', () => {
    expect(unverifiedSuffix({ support: 'supported', verified: false })).toMatch(/unverified/);
    expect(unverifiedSuffix({ support: 'supported' })).toBe('');
  });
});
