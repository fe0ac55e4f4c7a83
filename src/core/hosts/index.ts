/** The hosts layer's public surface (re-exported from src/core/index.ts). */
export type {
  EvaluateHostsOptions,
  HostAction,
  HostCertainty,
  HostFact,
  HostFinding,
  HostFix,
  HostId,
  HostProfile,
  HostReport,
  HostRule,
  HostSeverity,
  HostSource,
  HostToolReport,
} from './types';
export { HOST_IDS, isHostId } from './types';
export type { HostVerdict } from './verdict';
export { HOST_VERDICTS, compareVerdicts, verdictRank, worstVerdict } from './verdict';
export {
  HOST_PROFILES,
  evaluateHosts,
  hostDescriptionCut,
  hostProfile,
  toolsSentToModel,
} from './registry';
export { CLAUDE_CODE_DESCRIPTION_CUT } from './description-cut';
export { HOST_CHOICES } from './labels';
export { DEFAULT_SERVER_NAME, MAX_SERVER_NAME_CHARS, serverNameProblem } from './server-name';
