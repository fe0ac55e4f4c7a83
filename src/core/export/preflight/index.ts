/** The provider preflight's public surface (re-exported from src/core/export/index.ts). */
export * from './run';
export { preflightVerdict, fixForProblem } from './verdict';
export type { TargetVerdict, PreflightProblem } from './verdict';
