/** Looks up what the feature matrix says about a schema keyword for a column. */
import type { FeatureRow, MatrixCell, MatrixColumn } from '../feature-matrix';
import { featureRow, rowForKeyword, STRUCTURAL_KEYWORDS } from '../feature-matrix';

export interface KeywordPolicy {
  row: FeatureRow;
  cell: MatrixCell;
}

/** The matrix row and cell for a keyword; undefined for structural keywords handled in code. */
export function keywordPolicy(keyword: string, column: MatrixColumn): KeywordPolicy | undefined {
  // `nullable` is Gemini's own spelling, which its exporter writes in code too.
  if (STRUCTURAL_KEYWORDS.has(keyword) || keyword === 'nullable') return undefined;
  const row = rowForKeyword(keyword) ?? featureRow('unknown-keywords');
  return { row, cell: row.cells[column] };
}

/** " (unverified)" when the matrix marks the fact as unverified, for messages. */
export function unverifiedSuffix(cell: MatrixCell): string {
  return cell.verified === false
    ? ' (support unverified: no first-party documentation confirms it)'
    : '';
}
