import type { DeclaredFigure } from '../bench/pending-figures.mjs';
// Types for scripts/performance-doc.mjs, which bench/performance-doc.test.ts imports.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

/** What `npm run bench` writes to bench/results.json. */
export interface BenchResults {
  ran: string;
  commit: string;
  machine: string;
  loadAverage: { start: number; end: number };
  figures: BenchFigure[];
}

export declare const RESULTS_PATH: string;
export declare const DOC_PATH: string;
export declare const START: string;
export declare const END: string;
export declare function renderFigures(
  results: BenchResults,
  declared?: readonly DeclaredFigure[],
): string;
export declare function withFigures(doc: string, results: BenchResults): string;
