// Types for bench/quality-figures.mjs, which bench/quality-bench.ts imports.
import type { DeclaredFigure } from './pending-figures.mjs';

export declare const QUALITY_FIGURES: readonly DeclaredFigure[];
