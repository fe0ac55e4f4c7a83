// Types for bench/pending-figures.mjs, which bench/pending-figures.test.ts imports.
export interface DeclaredFigure {
  name: string;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

export declare const DECLARED_FIGURES: readonly DeclaredFigure[];

export declare function pendingFigures(
  measured: readonly { name: string }[],
  declared: readonly DeclaredFigure[],
): DeclaredFigure[];

export declare function pendingRows(pending: readonly DeclaredFigure[]): string[];
