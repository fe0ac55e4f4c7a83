import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeExport } from './adapter';
import type { ExportResult } from './adapter';
import { FEATURE_MATRIX } from './feature-matrix';
import { exportTools } from './registry';
import { GOLDEN_DIR, VARIANTS, loadFixtures } from './__fixtures__/support';

/**
 * Golden files: each fixture exported to each target variant. The files were read by hand
 * against shared/PROVIDERS.md when first written; `UPDATE_GOLDEN=1 npx vitest run
 * src/core/export/golden.test.ts` rewrites them, and the diff must be reviewed the same way.
 */
const update = process.env.UPDATE_GOLDEN === '1';

/** What a golden file records: the exact output, and each change by code and pointer. */
function goldenOf(result: ExportResult): unknown {
  return {
    output: result.output,
    refused: result.refused.map((r) => ({ name: r.name, reasons: r.reasons.map((c) => `${c.code} ${c.pointer}`) })),
    changes: result.changes.map((c) => `${c.severity} ${c.kind} ${c.code} ${c.toolName || '(document)'}${c.pointer}${c.widening ? ' WIDENING' : ''}`),
  };
}

const fixtures = loadFixtures();

describe('golden exports', () => {
  it('the fixtures cover every row of the feature matrix', () => {
    const covered = new Set(fixtures.flatMap((f) => f.features));
    const missing = FEATURE_MATRIX.map((r) => r.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  for (const fixture of fixtures) {
    for (const variant of VARIANTS) {
      it(`${fixture.id} → ${variant.id}`, () => {
        const result = exportTools(fixture.tools, variant.target, variant.options);
        const text = serializeExport(goldenOf(result));
        const file = path.join(GOLDEN_DIR, `${fixture.id}.${variant.id}.json`);
        if (update || !existsSync(file)) {
          if (!update) throw new Error(`Missing golden file ${path.basename(file)}; run with UPDATE_GOLDEN=1 and review it.`);
          mkdirSync(GOLDEN_DIR, { recursive: true });
          writeFileSync(file, text);
        }
        expect(text).toBe(readFileSync(file, 'utf8'));
      });
    }
  }
});
