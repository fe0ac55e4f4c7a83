import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CODES, RULES } from './index';
import { renderRulesReference } from './reference';

const docPath = new URL('../../../../docs/rules.md', import.meta.url);

describe('rules reference', () => {
  it('has a unique, kebab-case code per rule', () => {
    const codes = [...RULES, ...BUILT_IN_CODES].map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('docs/rules.md is generated from the rule table', () => {
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docPath, renderRulesReference());
    expect(readFileSync(docPath, 'utf8')).toBe(renderRulesReference());
  });
});
