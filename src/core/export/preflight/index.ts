/** The provider preflight's public surface (re-exported from src/core/export/index.ts). */
export type { PreflightCatalog, PreflightFinding, PreflightRule } from './run';
// Over the registered targets: the registry hands its catalogue to the preflight.
export { PREFLIGHT_RULES, preflightExport } from '../registry';
export { preflightVerdict, fixForProblem } from './verdict';
export type { TargetVerdict, PreflightProblem } from './verdict';
export { toolPreflightSummary } from './tool-summary';
export type { ToolPreflightSummary } from './tool-summary';
