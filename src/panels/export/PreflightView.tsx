import { workspaceStore } from '../../store';
import type { DocumentFix, PreflightRow } from './preflight-model';
import { leftOutText, verdictText } from './preflight-model';
import { VerdictLegend } from './VerdictLegend';
import { VERDICT_MARKS } from '../../components/verdict-marks';
import type { SourceLocation } from './export-model';

interface PreflightViewProps {
  rows: readonly PreflightRow[];
  /** "this tool" or "these 3 tools", for the heading. */
  subject: string;
  onReveal: (location: SourceLocation) => void;
  /** Shows a target's export below. */
  onShowTarget: (presetId: string) => void;
}

function applyFix(fix: DocumentFix): void {
  // Through the store's text-edit path: the editor applies it as one undoable edit.
  workspaceStore.getState().applyToolEdits(fix.documentId, fix.edits);
}

/**
 * The summary a user reads first: would each provider take these tools, and if not, what it
 * would reply, where, and the fix when there is one.
 */
export function PreflightView({ rows, subject, onReveal, onShowTarget }: PreflightViewProps) {
  return (
    <section className="export-preflight" aria-label="Preflight">
      <h3>Preflight: would each provider take {subject}?</h3>
      <VerdictLegend />
      <table className="preflight-table">
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ preset, verdict, problems }) => (
            <tr key={preset.id} className={`preflight-row preflight-${verdict.status}`}>
              <th scope="row">
                <button
                  type="button"
                  className="preflight-target"
                  onClick={() => onShowTarget(preset.id)}
                  title={`Show the ${preset.label} export below`}
                >
                  {preset.label}
                </button>
              </th>
              <td>
                <span className={`preflight-status preflight-status-${verdict.status}`}>
                  <span aria-hidden="true">{VERDICT_MARKS[verdict.status].mark} </span>
                  {verdictText(verdict)}
                </span>
                {verdict.leftOut.length > 0 && (
                  <p className="preflight-footnote">{leftOutText(verdict)}</p>
                )}
                {problems.length > 0 && (
                  <ul className="preflight-problems">
                    {problems.map(({ problem, location, fix }, i) => (
                      <li
                        key={`${problem.toolIndex}:${problem.pointer}:${problem.code}:${i}`}
                        className={`preflight-problem preflight-problem-${problem.severity}`}
                      >
                        <p className="preflight-message">
                          {problem.toolName && <strong>{problem.toolName}: </strong>}
                          {problem.message}
                        </p>
                        {problem.reply !== undefined &&
                          !problem.message.includes(problem.reply) && (
                            <p className="preflight-reply">
                              {verdict.label} would reply: <code>{problem.reply}</code>
                            </p>
                          )}
                        <div className="preflight-actions">
                          {location && (
                            <button
                              type="button"
                              className="preflight-goto"
                              onClick={() => onReveal(location)}
                              aria-label={`Go to ${problem.pointer || 'the tool'} (${problem.toolName})`}
                            >
                              {problem.pointer || '/'}
                            </button>
                          )}
                          {fix && (
                            <button
                              type="button"
                              className="preflight-fix"
                              onClick={() => applyFix(fix)}
                            >
                              Fix: {fix.title}
                            </button>
                          )}
                          <span className="preflight-code">{problem.code}</span>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
