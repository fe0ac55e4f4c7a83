import { PLACEHOLDER_MARKS, VERDICT_MARKS } from '../../components/verdict-marks';

const ENTRIES = [...Object.values(VERDICT_MARKS), PLACEHOLDER_MARKS.pending];

/** What the marks of the Preflight answers and the Tools list's badges mean. */
export function VerdictLegend() {
  return (
    <ul className="verdict-legend" aria-label="What the marks mean">
      {ENTRIES.map(({ mark, meaning }) => (
        <li key={meaning}>
          <span className="verdict-legend-mark" aria-hidden="true">
            {mark}
          </span>{' '}
          {meaning}
        </li>
      ))}
    </ul>
  );
}
