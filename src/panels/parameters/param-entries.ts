import type { ParamRow } from '../../core';

/**
 * The table as a flat list, in drawing order: each parameter, and after the children of an
 * object (or array of objects) the row that adds a property to it. A flat list can be drawn a
 * window at a time.
 */
export type ParamEntry =
  | { kind: 'param'; key: string; row: ParamRow; path: string; siblings: number }
  | { kind: 'add'; key: string; row: ParamRow; path: string };

/** Label path of a row: `filters.category`, unique within the table. */
function rowPath(row: ParamRow, parents: readonly string[]): string {
  return [...parents, row.name].join('.');
}

export function paramEntries(
  rows: readonly ParamRow[],
  parents: readonly string[] = [],
): ParamEntry[] {
  const out: ParamEntry[] = [];
  const visit = (level: readonly ParamRow[], above: readonly string[]) => {
    for (const row of level) {
      const path = rowPath(row, above);
      out.push({ kind: 'param', key: row.pointer, row, path, siblings: level.length });
      if (row.childParent) {
        visit(row.children, [...above, row.name]);
        out.push({ kind: 'add', key: `${row.childParent}|add-row`, row, path });
      }
    }
  };
  visit(rows, parents);
  return out;
}
