/**
 * Looks up what the feature matrix says about a schema keyword for a column. The column is the
 * target's own definition, handed in by the target module: the transforms never read the list
 * of targets.
 */
import type { FeatureRowDefinition, MatrixCell, MatrixColumnDefinition } from '../feature-matrix';
import { cellFor, featureRow, rowForKeyword, STRUCTURAL_KEYWORDS } from '../feature-matrix';

export interface KeywordPolicy {
  row: FeatureRowDefinition;
  cell: MatrixCell;
}

/** The matrix row and cell for a keyword; undefined for structural keywords handled in code. */
export function keywordPolicy(
  keyword: string,
  column: MatrixColumnDefinition,
): KeywordPolicy | undefined {
  // `nullable` is Gemini's own spelling, which its exporter writes in code too.
  if (STRUCTURAL_KEYWORDS.has(keyword) || keyword === 'nullable') return undefined;
  const row = rowForKeyword(keyword) ?? featureRow('unknown-keywords');
  return { row, cell: cellFor(column, row) };
}

/** " (unverified)" when the matrix marks the fact as unverified, for messages. */
export function unverifiedSuffix(cell: MatrixCell): string {
  return cell.verified === false
    ? ' (support unverified: no first-party documentation confirms it)'
    : '';
}
