/**
 * The figures bench/live.bench.ts takes, declared apart from the bench so that a page generated
 * from bench/results.json (docs/performance.md) can list the ones a committed run has not measured
 * yet (bench/pending-figures.mjs). The bench refuses to record a figure that is not declared here,
 * so the list cannot drift from what it measures. Budgets from issues #29 and #41.
 */

/** @type {readonly import('./pending-figures.mjs').DeclaredFigure[]} */
export const LIVE_FIGURES = [
  { name: 'browser.live.connect.median', unit: 'ms', budget: null, better: 'lower' },
  // 500 tools taken in turn from the repository's real-tool fixtures (issue #41): larger and more
  // varied than the generated ones, whose figures follow.
  {
    name: 'browser.live.import-500-real-tools.rows.median',
    unit: 'ms',
    budget: null,
    better: 'lower',
  },
  {
    name: 'browser.live.import-500-real-tools.badges.median',
    unit: 'ms',
    budget: null,
    better: 'lower',
  },
  {
    name: 'browser.live.connect-and-import-500-real-tools',
    unit: 'ms',
    budget: 1000,
    better: 'lower',
  },
  // The same 500 real tools after a reload: from the reload's start until every row shows its
  // badges again, and how many tools the background check sent the worker meanwhile (the
  // verdicts kept across reloads should leave it none).
  {
    name: 'browser.live.reload-500-real-tools.badges.median',
    unit: 'ms',
    budget: null,
    better: 'lower',
  },
  {
    name: 'browser.live.reload-500-real-tools.tools-checked-again',
    unit: 'tools',
    budget: 0,
    better: 'lower',
  },
  { name: 'browser.live.import-500-tools.rows.median', unit: 'ms', budget: null, better: 'lower' },
  {
    name: 'browser.live.import-500-tools.badges.median',
    unit: 'ms',
    budget: null,
    better: 'lower',
  },
  // Connect, then Import from server until the 500 rows show their badges.
  { name: 'browser.live.connect-and-import-500-tools', unit: 'ms', budget: 1000, better: 'lower' },
  { name: 'browser.live.tools-call.page.p50', unit: 'ms', budget: null, better: 'lower' },
  { name: 'browser.live.tools-call.page.p95', unit: 'ms', budget: null, better: 'lower' },
  { name: 'node.live.tools-call.sdk.p50', unit: 'ms', budget: null, better: 'lower' },
  { name: 'node.live.tools-call.sdk.p95', unit: 'ms', budget: null, better: 'lower' },
  // The page's cost over the SDK client in Node for the same call, in the same run.
  { name: 'browser.live.tools-call.page-over-node.p50', unit: 'ms', budget: 5, better: 'lower' },
];
