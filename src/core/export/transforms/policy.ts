/** Looks up what the feature matrix says about a schema keyword for a column. */
import type { FeatureRow, MatrixCell, MatrixColumn } from '../feature-matrix';
import { featureRow, rowForKeyword } from '../feature-matrix';

/** Keywords the exporter handles in code (structure, not policy). */
const STRUCTURAL_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'nullable',
]);

export interface KeywordPolicy {
  row: FeatureRow;
  cell: MatrixCell;
}

/** The matrix row and cell for a keyword; undefined for structural keywords handled in code. */
export function keywordPolicy(keyword: string, column: MatrixColumn): KeywordPolicy | undefined {
  if (STRUCTURAL_KEYWORDS.has(keyword)) return undefined;
  const row = rowForKeyword(keyword) ?? featureRow('unknown-keywords');
  return { row, cell: row.cells[column] };
}

/** " (unverified)" when the matrix marks the fact as unverified, for messages. */
export function unverifiedSuffix(cell: MatrixCell): string {
  return cell.verified === false
    ? ' (support unverified: no first-party documentation confirms it)'
    : '';
}
