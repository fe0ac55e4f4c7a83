import type { Sample } from '../../store';
import { CASE_MARKS, caseSummaryLine } from './case-summary';
import type { CaseSummary } from './case-summary';

/**
 * The tool's test cases as a list, under the sample picker: one summary line (every case is
 * checked on every edit of the schema, so the line is the run of all of them), opened to see each
 * case with its expected verdict and mark; a case opens in the form on click.
 */
export function CaseList({
  summary,
  activeId,
  onSelect,
}: {
  summary: CaseSummary;
  activeId: string | undefined;
  onSelect: (id: string) => void;
}) {
  if (summary.cases.length === 0) return null;
  const failing = summary.notAsExpected > 0;
  return (
    <details className="case-list">
      <summary className={failing ? 'case-list-fail' : undefined}>
        {caseSummaryLine(summary)}
      </summary>
      <ol aria-label="Test cases">
        {summary.cases.map(({ sample, mark }) => (
          <li key={sample.id}>
            <span className={`case-mark case-mark-${mark}`}>
              <span aria-hidden="true">{CASE_MARKS[mark].sign}</span>{' '}
              <span className="visually-hidden">{CASE_MARKS[mark].words}:</span>
            </span>{' '}
            <button
              type="button"
              aria-current={sample.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(sample.id)}
            >
              {sample.name}
            </button>{' '}
            <span className="hint">expects {expectation(sample)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function expectation(sample: Sample): string {
  const expect = sample.expect!;
  return expect.verdict === 'invalid' && expect.pointer
    ? `invalid at ${expect.pointer}`
    : expect.verdict;
}
