/** The provider preflight's public surface (re-exported from src/core/export/index.ts). */
export * from './run';
export { preflightVerdict, fixForProblem } from './verdict';
export type { TargetVerdict, PreflightProblem } from './verdict';
export { toolPreflightSummary } from './tool-summary';
export type { ToolPreflightSummary } from './tool-summary';
