import { describe, expect, it } from 'vitest';
import { RULES } from '../validation/rules';
import { QUALITY_CODES, TRUST_CODES } from './codes';

describe("the Quality panel's groups of codes", () => {
  it('name rules that exist, each in one group', () => {
    const codes = new Set(RULES.map((r) => r.code));
    expect([...TRUST_CODES, ...QUALITY_CODES].filter((c) => !codes.has(c))).toEqual([]);
    expect(TRUST_CODES.filter((c) => QUALITY_CODES.includes(c))).toEqual([]);
  });
});
