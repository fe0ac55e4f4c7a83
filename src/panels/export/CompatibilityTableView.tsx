import { useEffect, useMemo, useRef } from 'react';
import type { MatrixCell, MatrixColumn } from '../../core';
import { compatibilityTable } from './compatibility';
import type { Verdict } from './compatibility';
import type { SourceLocation, SourceTool } from './export-model';
import { locateChange } from './export-model';

interface CompatibilityTableViewProps {
  tool: SourceTool;
  /** The column of the target picked above, shown emphasised. */
  highlight: MatrixColumn;
  onReveal: (location: SourceLocation) => void;
}

const SUPPORT_TEXT: Record<MatrixCell['support'], string> = {
  supported: 'ok',
  converted: 'converted',
  stripped: 'stripped',
  rejected: 'refused',
};

const VERDICT_TEXT: Record<Verdict, string> = {
  'as-is': 'takes it as is',
  'with-changes': 'with changes',
  refused: 'refuses parts',
};

/** Rows: the features this tool uses; columns: targets; cells: the core's feature matrix. */
export function CompatibilityTableView({ tool, highlight, onReveal }: CompatibilityTableViewProps) {
  const table = useMemo(() => compatibilityTable(tool.tool), [tool.tool]);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Eleven columns rarely fit: bring the picked target's column into view, sideways only.
  useEffect(() => {
    const container = scrollRef.current;
    const header = container?.querySelector<HTMLElement>('th.compat-current');
    if (!container || !header) return;
    // The feature column stays put (sticky), so centre within what is left beside it.
    const sticky = container.querySelector<HTMLElement>('th')?.offsetWidth ?? 0;
    const visible = container.clientWidth - sticky;
    container.scrollLeft = header.offsetLeft - sticky - (visible - header.offsetWidth) / 2;
  }, [highlight, table]);
  const reveal = (pointer: string) => {
    const location = locateChange({ toolIndex: 0, pointer }, [tool]);
    if (location) onReveal(location);
  };
  return (
    <section className="compat" aria-label="Compatibility">
      <h3>Compatibility of {tool.tool.name || 'this tool'}</h3>
      {table.rows.length === 0 ? (
        <p>This tool uses only the portable subset: every target takes it as is.</p>
      ) : (
        <div className="compat-scroll" ref={scrollRef}>
          <table>
            <thead>
              <tr>
                <th scope="col">Feature used</th>
                {table.columns.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    className={c.id === highlight ? 'compat-current' : undefined}
                  >
                    {c.label}
                    <span className={`compat-verdict compat-${c.verdict}`}>
                      {VERDICT_TEXT[c.verdict]}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.featureId}>
                  <th scope="row">
                    <button
                      type="button"
                      className="compat-feature"
                      onClick={() => reveal(row.pointers[0] ?? '')}
                    >
                      {row.label}
                    </button>
                  </th>
                  {table.columns.map((c) => {
                    const cell = row.cells[c.id];
                    const title = [
                      cell.note,
                      cell.verified === false ? 'Thin evidence: check with the live API.' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td
                        key={c.id}
                        className={`compat-cell compat-${cell.support}${c.id === highlight ? ' compat-current' : ''}`}
                        title={title || undefined}
                      >
                        {SUPPORT_TEXT[cell.support]}
                        {cell.verified === false && <span aria-label="unverified">?</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
