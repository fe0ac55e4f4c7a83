import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCanonicalTool } from '../model/canonical';
import { parseDocument } from '../model/document';
import { TARGET_IDS } from './targets';
import { EXPORT_DIR } from './__fixtures__/support';
import { exportTools, importAuto } from './registry';

/** The example tools of the public sources (src/core/__fixtures__/seeds, docs/tool-record.md#example-tools) export to every target without error. */
const SEED_DIR = path.join(EXPORT_DIR, '..', '__fixtures__', 'seeds');
const seeds = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const doc = parseDocument(readFileSync(path.join(SEED_DIR, file), 'utf8'));
    return { file, tools: doc.tools.map(toCanonicalTool) };
  });

describe('seed examples', () => {
  it('are all read', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(10);
    for (const seed of seeds) expect(seed.tools.length, seed.file).toBeGreaterThan(0);
  });

  for (const seed of seeds) {
    for (const target of TARGET_IDS) {
      it(`${seed.file} → ${target}`, () => {
        // Names are rewritten only when asked; the examples use dotted names (filesystem.search_code).
        const result = exportTools(seed.tools, target, { applyNameSuggestions: true });
        expect(result.refused.map((r) => r.reasons.map((c) => c.message)).flat()).toEqual([]);
        expect(result.changes.filter((c) => c.severity === 'error')).toEqual([]);
        const back = importAuto(result.output, { from: target, sidecar: result.sidecar });
        if (!back.ok) throw new Error(back.message);
        expect(back.tools).toEqual(seed.tools);
      });
    }
  }
});
