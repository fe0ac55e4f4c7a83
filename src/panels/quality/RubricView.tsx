import { useMemo } from 'react';
import { inputSchemaKey, RUBRIC_MAX } from '../../core';
import type { ToolEntry } from '../../core';
import { useRubricModule } from './use-rubric';

const number = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * The six-component rubric of arXiv 2602.14878 for one tool: per component its score, what it
 * was read from and the edit worth most; the one edit worth most overall; and the compact view,
 * the scores of what a host that cuts descriptions at 2 048 characters keeps.
 */
export function RubricView({ entry }: { entry: Pick<ToolEntry, 'value' | 'format'> }) {
  const { module, error } = useRubricModule();
  const rubric = useMemo(
    () => module?.toolRubric(entry.value, inputSchemaKey(entry)),
    [module, entry],
  );
  return (
    <section className="quality-rubric" aria-labelledby="quality-rubric-heading">
      <h4 id="quality-rubric-heading">Description rubric</h4>
      <p className="quality-hint">
        The six components of “MCP tool descriptions are smelly” (arXiv 2602.14878), 1 to 5, each
        fitted to three model judges’ published scores: an offline estimate of what those models
        say, not a human judgement.
      </p>
      {error !== undefined ? (
        <p className="panel-message">The rubric could not load: {error}</p>
      ) : !rubric ? (
        <p className="quality-empty">Loading the rubric…</p>
      ) : (
        <>
          <p className="quality-next">
            {rubric.bestEdit ? (
              <>
                <strong>One edit worth most</strong> (
                {rubric.components.find((c) => c.id === rubric.bestEdit!.component)!.label}, +
                {rubric.bestEdit.gain}): {rubric.bestEdit.advice}
              </>
            ) : (
              'No single edit raises a component.'
            )}
          </p>
          {/* Focusable, so a keyboard scrolls it when a narrow panel cuts the table. */}
          <div
            className="quality-scroll"
            tabIndex={0}
            role="group"
            aria-label="Rubric per component"
          >
            <table className="quality-table quality-rubric-table" aria-label="Description rubric">
              <thead>
                <tr>
                  <th scope="col">Component</th>
                  <th scope="col">Score</th>
                  <th scope="col">
                    <abbr title="Within Claude Code's 2 048-character cut">Compact</abbr>
                  </th>
                  <th scope="col">Why; what would raise it</th>
                </tr>
              </thead>
              <tbody>
                {rubric.components.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.label}</th>
                    <td className="quality-points">
                      {c.score}/{RUBRIC_MAX}
                    </td>
                    <td className="quality-points">
                      {rubric.compact.scores[c.id]}/{RUBRIC_MAX}
                    </td>
                    <td>
                      <span className="quality-why">{c.why}.</span>{' '}
                      {c.score < RUBRIC_MAX && (
                        <span className="quality-edit">
                          {c.edit}
                          {c.gain > 0 ? ` (+${c.gain})` : ''}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="quality-hint quality-compact">
            <strong>Compact:</strong> the scores of what Claude Code keeps (
            {number(rubric.compact.cut)} characters; this description has{' '}
            {number(rubric.compact.chars)}).{' '}
            {rubric.compact.lost.length > 0
              ? `The cut costs ${rubric.compact.lost
                  .map((id) => rubric.components.find((c) => c.id === id)!.label)
                  .join(', ')}: move that text before the cut, or shorten what comes first.`
              : 'Nothing is cut.'}{' '}
            The rubric rewards length, and every character is sent with every request: say each
            thing once.
          </p>
        </>
      )}
    </section>
  );
}
