export { diffTools } from './diff-tools';
export { changeKind } from './kinds';
export type { Verdict } from './kinds';
export { renderDiffText, renderDiffMarkdown, visibleJson } from './report';
export type { Change, DiffResult } from './types';
export { compareTexts } from './compare-texts';
export type { TextComparison } from './compare-texts';
