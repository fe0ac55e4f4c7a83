/**
 * The figures bench/quality-bench.ts takes (issue #42), declared apart from the bench so that
 * docs/performance.md lists them as not yet measured until a full run records them.
 */

/** @type {readonly import('./pending-figures.mjs').DeclaredFigure[]} */
export const QUALITY_FIGURES = [
  // The six-component rubric of one tool, warm, over the real-tool fixtures.
  { name: 'core.quality.rubric.real-tools.per-tool.p95', unit: 'ms', budget: 20, better: 'lower' },
  // `tool-schema eval` of 100 cases over 100 tools, process start included.
  { name: 'cli.eval.100-cases.100-tools', unit: 'ms', budget: 2000, better: 'lower' },
];
