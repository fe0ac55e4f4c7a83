import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderHostsReference } from './reference';
import { HOST_PROFILES } from './registry';
import { HOST_IDS } from './types';

const docPath = new URL('../../../docs/hosts.md', import.meta.url);

describe('host profiles reference', () => {
  it('has the 18 profiles, each rule with a unique id, a public source, a checked date and a certainty', () => {
    expect(HOST_PROFILES.map((p) => p.id)).toEqual([...HOST_IDS]);
    const rules = HOST_PROFILES.flatMap((p) => p.rules);
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const profile of HOST_PROFILES) {
      for (const rule of profile.rules) {
        expect(rule.host, rule.id).toBe(profile.id);
        expect(rule.id, rule.id).toMatch(new RegExp(`^${profile.id}-[a-z0-9]+(-[a-z0-9]+)*$`));
        expect(rule.source.url, rule.id).toMatch(/^https:\/\/\S+$/);
        expect(rule.source.label, rule.id).not.toBe('');
        expect(rule.checked, rule.id).toMatch(/^2026-\d{2}-\d{2}$/);
        expect(['documented', 'observed in a public report', 'reported once']).toContain(
          rule.certainty,
        );
        // A limit is a named constant: its name travels with its value.
        expect(rule.limit === undefined, rule.id).toBe(rule.limitName === undefined);
      }
      for (const fact of [
        profile.protocolRevision,
        profile.elicitation,
        profile.appsRendering,
        profile.honoursVisibility,
      ])
        if (fact.value !== 'unknown') expect(fact.source?.url).toMatch(/^https:\/\//);
    }
  });

  it('docs/hosts.md is generated from the profiles and cites nothing outside the repository', () => {
    if (process.env.UPDATE_DOCS === '1')
      writeFileSync(docPath, renderHostsReference(HOST_PROFILES));
    const text = readFileSync(docPath, 'utf8');
    expect(text).toBe(renderHostsReference(HOST_PROFILES));
    expect(text).not.toMatch(/HOSTS\.md|\.\.\/shared/);
    expect(text).toContain('## Keeping the profiles current');
  });
});
