import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listTargets } from '../registry';
import { PREFLIGHT_RULES } from './index';
import { renderProvidersReference } from './reference';

const docPath = new URL('../../../../docs/providers.md', import.meta.url);

describe('provider rules reference', () => {
  it('has a unique kebab-case id, a public source and a verification date per rule', () => {
    const ids = PREFLIGHT_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of PREFLIGHT_RULES) {
      expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const source of rule.sources)
        expect(source, rule.id).toMatch(/^([\w.-]+\/[\w.-]+#\d+|https:\/\/\S+)$/);
      expect(rule.lastVerified, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.targets.length, rule.id).toBeGreaterThan(0);
      expect(rule.modes.length, rule.id).toBeGreaterThan(0);
    }
  });

  it('docs/providers.md is generated from the rule table and cites nothing outside the repository', () => {
    if (process.env.UPDATE_DOCS === '1')
      writeFileSync(docPath, renderProvidersReference(listTargets()));
    const text = readFileSync(docPath, 'utf8');
    expect(text).toBe(renderProvidersReference(listTargets()));
    expect(text).not.toMatch(/PROVIDERS\.md|PROVIDER-ERRORS|\.\.\/shared|seed\s0\d\d/i);
  });
});
