export { diffTools, readableToolCount } from './diff-tools';
export { CHANGE_KINDS, changeKind } from './kinds';
export type { Bump, DiffChangeKind, ChangeKindId, Scope, Verdict } from './kinds';
export { diffText } from './text-diff';
export { checkVersions } from './semver';
export { renderDiffText, renderDiffMarkdown, escapeControl, visibleJson } from './report';
export type { Change, DiffResult, DiffSummary, TextDiffPart, ToolDiff, ToolStatus, VersionCheck, Witness } from './types';
export { compareTexts } from './compare-texts';
export type { SideRange, TextComparison } from './compare-texts';
