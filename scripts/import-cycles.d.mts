// Types for scripts/import-cycles.mjs, which eslint/import-cycles.test.ts imports.
export declare const CHECKED_DIRS: readonly string[];

export interface ImportCycle {
  /** Every module of the strongly connected component, sorted. */
  members: string[];
  /** One path around it, from its first module back to that module. */
  circle: string[];
}

export declare function importCycles(options?: {
  root?: string;
  dirs?: readonly string[];
  overlay?: Record<string, string>;
}): ImportCycle[];
