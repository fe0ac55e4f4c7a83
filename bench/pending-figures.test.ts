import { describe, expect, it } from 'vitest';
import { LIVE_FIGURES } from './live-figures.mjs';
import { DECLARED_FIGURES, pendingFigures, pendingRows } from './pending-figures.mjs';

const measured = (name: string) => ({
  name,
  value: 1,
  unit: 'ms',
  budget: null,
  better: 'lower' as const,
});

describe('figures the bench declares but a recorded run does not hold', () => {
  it('are the declared ones no measured figure names, in declared order', () => {
    const declared = [
      { name: 'a', unit: 'ms', budget: 1000, better: 'lower' as const },
      { name: 'b', unit: 'ms', budget: null, better: 'lower' as const },
      { name: 'c', unit: 'tools/s', budget: 500, better: 'higher' as const },
    ];
    expect(pendingFigures([measured('b'), measured('z')], declared).map((f) => f.name)).toEqual([
      'a',
      'c',
    ]);
    expect(pendingFigures([measured('a'), measured('b'), measured('c')], declared)).toEqual([]);
  });

  it('each becomes a row that says it is not yet measured, with its budget and no status', () => {
    expect(
      pendingRows([
        {
          name: 'browser.live.connect-and-import-500-tools',
          unit: 'ms',
          budget: 1000,
          better: 'lower',
        },
        { name: 'node.live.tools-call.sdk.p50', unit: 'ms', budget: null, better: 'lower' },
        { name: 'core.checked', unit: 'tools/s', budget: 2.5, better: 'higher' },
      ]),
    ).toEqual([
      '| `browser.live.connect-and-import-500-tools` | not yet measured | ≤ 1 000 ms | |',
      '| `node.live.tools-call.sdk.p50` | not yet measured |  | |',
      '| `core.checked` | not yet measured | ≥ 2.5 tools/s | |',
    ]);
  });

  it('the live figures are declared once each, with the budgets of issues 29 and 41', () => {
    const names = DECLARED_FIGURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(LIVE_FIGURES.filter((f) => f.budget !== null)).toEqual([
      // Issue 41: the same budget on 500 real tools.
      {
        name: 'browser.live.connect-and-import-500-real-tools',
        unit: 'ms',
        budget: 1000,
        better: 'lower',
      },
      // Issue 41: a reloaded workspace's unchanged tools are not checked again.
      {
        name: 'browser.live.reload-500-real-tools.tools-checked-again',
        unit: 'tools',
        budget: 0,
        better: 'lower',
      },
      {
        name: 'browser.live.connect-and-import-500-tools',
        unit: 'ms',
        budget: 1000,
        better: 'lower',
      },
      // Issue 41: the page's call within 5 ms of the SDK client in Node (20 ms in issue 29).
      {
        name: 'browser.live.tools-call.page-over-node.p50',
        unit: 'ms',
        budget: 5,
        better: 'lower',
      },
    ]);
  });
});
