// Types for bench/live-figures.mjs, which bench/live.bench.ts imports.
import type { DeclaredFigure } from './pending-figures.mjs';

export declare const LIVE_FIGURES: readonly DeclaredFigure[];
