import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportChange } from '../adapter';
import { exportTools, importAuto } from '../registry';
import { EXPORT_DIR, VARIANTS, loadFixtures } from '../__fixtures__/support';
import { CHANGE_CATALOGUE, CHANGE_CODES, changeCodeInfo, isCatalogueCode } from './catalogue';
import { COMMON_CHANGES } from './catalogue-common';
import { GEMINI_CHANGES } from './catalogue-gemini';
import { STRICT_CHANGES } from './catalogue-strict';

/** The export sources (tests and fixtures aside), relative to src/core/export. */
function sourceFiles(dir = EXPORT_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('__') ? [] : sourceFiles(path.join(dir, entry.name), rel + '/');
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** Where each code is emitted: a `code: '…'` in a change, or the first argument of `log.reject('…', …)`. */
function emittedCodes(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    // The catalogue's own files name every code; they emit none.
    if (/^changes\/(catalogue|change-info)/.test(file)) continue;
    const text = readFileSync(path.join(EXPORT_DIR, file), 'utf8');
    for (const match of text.matchAll(/\bcode:\s*'([a-z0-9-]+)'|\.reject\(\s*'([a-z0-9-]+)'/g)) {
      const code = match[1] ?? match[2]!;
      if (!found.has(code)) found.set(code, new Set());
      found.get(code)!.add(file);
    }
  }
  return found;
}

describe('change-code catalogue', () => {
  const emitted = emittedCodes();

  it('keeps each code in one of its three parts: a code in two would be hidden by the merge', () => {
    const parts = [COMMON_CHANGES, GEMINI_CHANGES, STRICT_CHANGES].map((part) => Object.keys(part));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(CHANGE_CODES).toHaveLength(all.length);
    expect(CHANGE_CODES).toEqual([...all].sort());
  });

  it('the source scan finds the emission sites (the check is real)', () => {
    expect(emitted.get('name-invalid')).toEqual(new Set(['tool-export.ts']));
    expect(emitted.size).toBeGreaterThan(100);
  });

  it('catalogues every code the export sources emit, and nothing they do not', () => {
    const notCatalogued = [...emitted.keys()].filter((code) => !isCatalogueCode(code));
    const neverEmitted = CHANGE_CODES.filter((code) => !emitted.has(code));
    expect(notCatalogued).toEqual([]);
    expect(neverEmitted).toEqual([]);
  });

  it("names each code's emitting modules exactly", () => {
    for (const code of CHANGE_CODES) {
      expect([...CHANGE_CATALOGUE[code].sources].sort(), code).toEqual(
        [...(emitted.get(code) ?? [])].sort(),
      );
    }
  });

  it('has kebab-case codes and a message, a kind and a severity for each', () => {
    for (const code of CHANGE_CODES) {
      const info = changeCodeInfo(code);
      expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(info.message.length, code).toBeGreaterThan(10);
      expect(info.kinds.length, code).toBeGreaterThan(0);
      expect(info.severities.length, code).toBeGreaterThan(0);
      // A refusal is always an error, and an error is always a refusal.
      if (info.kinds.includes('rejected')) expect(info.severities, code).toEqual(['error']);
      if (info.severities.includes('error')) expect(info.kinds, code).toEqual(['rejected']);
    }
  });

  it('describes every change the golden exports and their re-imports make', () => {
    const changes: ExportChange[] = [];
    for (const fixture of loadFixtures()) {
      for (const variant of VARIANTS) {
        const result = exportTools(fixture.tools, variant.target, variant.options);
        changes.push(...result.changes);
        const back = importAuto(result.output, { from: variant.target });
        if (back.ok) changes.push(...back.changes);
      }
    }
    const seen = new Set<string>();
    for (const change of changes) {
      const where = `${change.code} at ${change.toolName}${change.pointer}`;
      if (change.code.startsWith('preflight-')) continue;
      expect(isCatalogueCode(change.code), where).toBe(true);
      if (!isCatalogueCode(change.code)) continue;
      seen.add(change.code);
      const info = changeCodeInfo(change.code);
      expect(info.kinds, where).toContain(change.kind);
      expect(info.severities, where).toContain(change.severity);
      if (change.widening) expect(['widens', 'may-widen'], where).toContain(info.effect);
      if (info.effect === 'widens') expect(change.widening, where).toBe(true);
      expect(change.narrowing, where).toBe(info.effect === 'narrows');
    }
    // The goldens reach most of the catalogue; the rest is reached by the transform and target tests.
    expect(seen.size).toBeGreaterThan(60);
  });
});
