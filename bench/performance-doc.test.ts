import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BenchResults } from '../scripts/performance-doc.mjs';
import {
  DOC_PATH,
  END,
  RESULTS_PATH,
  START,
  renderFigures,
  withFigures,
} from '../scripts/performance-doc.mjs';

const results = JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as BenchResults;
const doc = readFileSync(DOC_PATH, 'utf8');

describe('docs/performance.md and bench/results.json', () => {
  it('the page shows the figures of the last bench run, as `npm run docs:performance` writes them', () => {
    expect(doc, 'run `npm run docs:performance` and commit the page with bench/results.json').toBe(
      withFigures(doc, results),
    );
    expect(doc).toContain(`on commit \`${results.commit}\``);
  });

  it('the check is real: a figure the page does not show makes it stale', () => {
    const [first, ...rest] = results.figures;
    const moved = {
      ...results,
      figures: [{ ...first!, value: first!.value + 1 }, ...rest],
    };
    expect(withFigures(doc, moved)).not.toBe(doc);
    const added = {
      ...results,
      figures: [...results.figures, { ...first!, name: 'browser.new-figure' }],
    };
    expect(withFigures(doc, added)).not.toBe(doc);
  });

  it('writes a row per figure with its budget and whether it holds (rows written by hand)', () => {
    const table = renderFigures(
      {
        ran: '2026-11-25T18:00:00.000Z',
        commit: 'abc1234',
        machine: '2 cores, Node v20.20.2',
        loadAverage: { start: 1.5, end: 2.25 },
        figures: [
          {
            name: 'core.export',
            value: 120.456,
            unit: 'ms',
            budget: 100,
            better: 'lower',
          },
          {
            name: 'browser.checked',
            value: 501,
            unit: 'tools',
            budget: 500,
            better: 'higher',
          },
          {
            name: 'core.rules',
            value: 210,
            unit: 'ms',
            budget: null,
            better: 'lower',
          },
          {
            name: 'core.heap',
            value: 17.7,
            unit: 'MB',
            budget: 1500,
            better: 'lower',
          },
        ],
      },
      [
        { name: 'core.heap', unit: 'MB', budget: 1500, better: 'lower' },
        { name: 'browser.live.call', unit: 'ms', budget: 20, better: 'lower' },
      ],
    );
    expect(table.split('\n')).toEqual([
      START,
      '',
      'From the run of 2026-11-25 18:00 UTC on commit `abc1234` (2 cores, Node v20.20.2; load average 1.5 as it began, 2.25 as it ended): 4 figures, 3 with a budget, 1 over it.',
      '',
      '**This run was taken on a busy machine** (a load average above its cores): its timings measure the machine more than the code. Retake it on a quiet one before reading a figure against its budget.',
      '',
      '| figure | value | budget | |',
      '| --- | ---: | ---: | --- |',
      '| `core.export` | 120.46 ms | ≤ 100 ms | **over** |',
      '| `browser.checked` | 501 tools | ≥ 500 tools | within |',
      '| `core.rules` | 210 ms |  |  |',
      '| `core.heap` | 17.7 MB | ≤ 1 500 MB | within |',
      '| `browser.live.call` | not yet measured | ≤ 20 ms | |',
      '',
      END,
    ]);
  });

  it('says nothing of the machine when the run was quiet', () => {
    const quiet = renderFigures({
      ...results,
      loadAverage: { start: 0.5, end: 1.9 },
    });
    expect(quiet).not.toContain('busy machine');
  });

  it('refuses a page that has lost its markers rather than appending to it', () => {
    expect(() => withFigures('# Performance\n', results)).toThrow(/lost its markers/);
  });
});
