import type { HostFinding, HostFix } from '../../core';
import type { HostRow } from './hosts-model';
import { VERDICT_LABELS, VERDICT_MEANINGS } from './hosts-model';
import { FixChoice } from './FixChoice';

const number = new Intl.NumberFormat('en');

interface HostsTableProps {
  rows: readonly HostRow[];
  onReveal: (pointer: string) => void;
  /** Writes a fix's chosen value; returns why it could not, or undefined. */
  onFix: (fix: HostFix, value: string | boolean) => string | undefined;
}

function Finding({
  finding,
  onReveal,
  onFix,
}: { finding: HostFinding } & Omit<HostsTableProps, 'rows'>) {
  return (
    <li className={`hosts-finding hosts-finding-${finding.severity}`}>
      <p className="hosts-message">{finding.message}</p>
      <p className="hosts-source">
        Source:{' '}
        <a href={finding.source.url} target="_blank" rel="noreferrer noopener">
          {finding.source.label}
        </a>
        <span className="hosts-certainty">
          {' '}
          · {finding.certainty} · {finding.code}
        </span>
      </p>
      {finding.pointer !== '' && (
        <button
          type="button"
          className="hosts-goto"
          onClick={() => onReveal(finding.pointer)}
          aria-label={`Go to ${finding.pointer}`}
        >
          {finding.pointer}
        </button>
      )}
      {finding.fix && (
        <FixChoice fix={finding.fix} onApply={(value) => onFix(finding.fix!, value)} />
      )}
    </li>
  );
}

/** The name the host's model sees; nothing where the host's naming is not known (no guess). */
function ModelName({ row }: { row: HostRow }) {
  if (row.kind === 'directory' || row.modelName === null) return null;
  return (
    <p className="hosts-model-name">
      <span className="hosts-muted">Name the model sees: </span>
      <code>{row.modelName}</code>
    </p>
  );
}

function Row({ row, onReveal, onFix }: { row: HostRow } & Omit<HostsTableProps, 'rows'>) {
  return (
    <tr className={`hosts-row hosts-row-${row.status}`}>
      <th scope="row">{row.label}</th>
      <td>
        <p className="hosts-answer">
          <span className={`hosts-verdict hosts-verdict-${row.status}`}>
            {VERDICT_LABELS[row.status]}
          </span>{' '}
          <span className="hosts-meaning">
            {VERDICT_MEANINGS[row.status]}
            {row.description &&
              `: the model reads ${number.format(row.description.shownChars)} characters of the description and loses ${number.format(row.description.lostText.length)}`}
          </span>
        </p>
        <ModelName row={row} />
        {row.findings.length > 0 && (
          <ul className="hosts-findings">
            {row.findings.map((finding, i) => (
              <Finding
                key={`${finding.code}:${finding.pointer}:${i}`}
                finding={finding}
                onReveal={onReveal}
                onFix={onFix}
              />
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/**
 * Every host as a row, in a fixed order (hosts, then the app directories), so that a verdict
 * that changes while the user types never moves a row.
 */
export function HostsTable({ rows, onReveal, onFix }: HostsTableProps) {
  const hosts = rows.filter((r) => r.kind === 'host');
  const directories = rows.filter((r) => r.kind === 'directory');
  return (
    <table className="hosts-table" aria-label="Hosts">
      <colgroup>
        <col className="hosts-col-host" />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Host</th>
          <th scope="col">Verdict, the name its model sees, why</th>
        </tr>
      </thead>
      <tbody>
        {hosts.map((row) => (
          <Row key={row.host} row={row} onReveal={onReveal} onFix={onFix} />
        ))}
      </tbody>
      {directories.length > 0 && (
        <tbody>
          <tr className="hosts-group">
            <th scope="colgroup" colSpan={2}>
              App directories: would the listing take this tool?
            </th>
          </tr>
          {directories.map((row) => (
            <Row key={row.host} row={row} onReveal={onReveal} onFix={onFix} />
          ))}
        </tbody>
      )}
    </table>
  );
}
