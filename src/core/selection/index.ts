export type { SelectionCase, CasesReading } from './cases';
export { MAX_PROMPT_CHARS, MAX_SELECTION_CASES, readSelectionCases } from './cases';
export type { ConfusablePair } from './confusable';
export type { RankedTool } from './rank';
export type { SelectionCaseResult, SelectionReport } from './evaluate';
export { evaluateSelection, ordinal, SELECTION_DISCLAIMER } from './evaluate';
export type { CasesFileReading } from './cases-file';
export {
  assignCases,
  inFileOrder,
  readCasesFile,
  SELECTION_CASES_FILE,
  writeCasesFile,
} from './cases-file';
