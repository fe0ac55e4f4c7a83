import type { ToolQuality, ToolsetQuality } from '../../core';
import { DIMENSION_LABELS } from '../../core';

/** One tool's points per dimension, what would raise each, and the single best next step. */
export function QualityScore({ quality }: { quality: ToolQuality }) {
  return (
    <>
      <h4>
        Score{' '}
        <span className="quality-total">
          {quality.points} of {quality.max}
        </span>
      </h4>
      {quality.nextStep ? (
        <p className="quality-next">
          <strong>Next step</strong> ({DIMENSION_LABELS[quality.nextStep.dimension]}, +
          {quality.nextStep.gain}): {quality.nextStep.advice}
        </p>
      ) : (
        <p className="quality-next">Full marks on every dimension we check.</p>
      )}
      <table className="quality-table">
        <caption className="visually-hidden">Score per dimension</caption>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Points</th>
            <th scope="col">What would raise it</th>
          </tr>
        </thead>
        <tbody>
          {quality.dimensions.map((d) => (
            <tr key={d.dimension}>
              <th scope="row">{d.label}</th>
              <td className="quality-points">
                <meter
                  min={0}
                  max={d.max}
                  low={d.max / 2}
                  high={d.max - 0.5}
                  optimum={d.max}
                  value={d.points}
                  aria-label={`${d.label}: ${d.points} of ${d.max}`}
                />
                <span aria-hidden="true">
                  {d.points}/{d.max}
                </span>
              </td>
              <td>
                {d.improvements.length === 0 ? '—' : d.improvements.map((i) => i.advice).join(' ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export interface ToolsetRow {
  documentId: string;
  document: string;
  quality: ToolQuality;
}

/** Every tool of the workspace with its score, next step and fingerprint; a row's button opens its document. */
export function ToolsetTable({
  rows,
  summary,
  onOpen,
}: {
  rows: ToolsetRow[];
  summary: ToolsetQuality;
  onOpen: (documentId: string) => void;
}) {
  if (rows.length === 0)
    return <p className="quality-empty">No tool in the workspace parses yet.</p>;
  const weakest = summary.averages.find((a) => a.dimension === summary.weakest);
  return (
    <>
      <p className="quality-summary">
        {rows.length} {rows.length === 1 ? 'tool' : 'tools'}; average per dimension:{' '}
        {summary.averages.map((a) => `${a.label} ${a.points}/${a.max}`).join(', ')}.
        {weakest && rows.length > 1 ? ` Weakest: ${weakest.label}.` : ''}
      </p>
      <div className="quality-scroll">
        <table className="quality-table">
          <caption className="visually-hidden">Every tool in the workspace</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Score</th>
              <th scope="col">Next step</th>
              <th scope="col">Fingerprint</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ documentId, document, quality }) => (
              <tr key={`${documentId}${quality.pointer}`}>
                <th scope="row">
                  <button
                    type="button"
                    className="quality-open"
                    onClick={() => onOpen(documentId)}
                    title={`Open ${document}`}
                  >
                    {quality.name ?? 'unnamed'}
                  </button>
                </th>
                <td>
                  {quality.points}/{quality.max}
                </td>
                <td>{quality.nextStep?.advice ?? '—'}</td>
                <td>
                  <code title={quality.fingerprint}>{quality.fingerprint.slice(0, 19)}…</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
