import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../scripts/import-cycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

/** The cycles the check reports when `path`'s text has `line` added (nothing is written). */
function cyclesWith(path: string, line: string) {
  return importCycles({ root, overlay: { [path]: `${source(path)}\n${line}\n` } });
}

const TRANSFORM = 'src/core/export/transforms/free-form.ts';

describe('the import-cycle check of `npm run lint` (scripts/import-cycles.mjs)', () => {
  it('is part of `npm run lint`', () => {
    const scripts = (JSON.parse(source('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.lint).toContain('node scripts/import-cycles.mjs');
  });

  it('finds no cycle in src/ and e2e/ as they are', () => {
    expect(importCycles({ root })).toEqual([]);
  });

  it('fails on a transform that imports the target list', () => {
    const cycles = cyclesWith(
      TRANSFORM,
      "import { TARGETS } from '../targets';\nexport const probe = TARGETS.length;",
    );
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles;
    expect(cycle!.members).toEqual(
      expect.arrayContaining([TRANSFORM, 'src/core/export/targets/index.ts']),
    );
    // The reported path goes round: it starts and ends at the same module, through the probe.
    expect(cycle!.circle[0]).toBe(cycle!.circle.at(-1));
    expect(cycle!.circle).toContain(TRANSFORM);
  });

  it('counts a type-only import: it ties the two modules together just the same', () => {
    const cycles = cyclesWith(
      TRANSFORM,
      "import type { TARGETS } from '../targets';\nexport type Probe = typeof TARGETS;",
    );
    expect(cycles.map((c) => c.members)).toEqual([
      expect.arrayContaining([TRANSFORM, 'src/core/export/targets/index.ts']),
    ]);
  });

  it('counts a dynamic import: a generic helper naming a panel that uses it', () => {
    const cycles = cyclesWith(
      'src/chunk.ts',
      "export const probe = () => import('./panels/form/FormTab');",
    );
    expect(cycles.map((c) => c.members)).toEqual([
      expect.arrayContaining(['src/chunk.ts', 'src/panels/form/FormTab.tsx']),
    ]);
  });

  it('counts e2e page objects too', () => {
    const cycles = cyclesWith(
      'e2e/pages/form.ts',
      "import type { StudioPage } from './studio';\nexport type Probe = StudioPage;",
    );
    expect(cycles.map((c) => c.members)).toEqual([['e2e/pages/form.ts', 'e2e/pages/studio.ts']]);
  });

  it('lets an import that closes no circle through: the registry reads the targets', () => {
    expect(
      importCycles({
        root,
        overlay: {
          'src/core/export/probe.ts': "export { TARGETS } from './targets';\n",
        },
      }),
    ).toEqual([]);
  });
});
