/**
 * The Tools list's filter and grouping, without React. A workspace that holds tools from more
 * than one source (a server's namespaced names such as "github.create_issue", "fs/read") is
 * grouped by that prefix, so a 235-tool import reads as a few headed lists instead of one column.
 */

/** Below this many tools the list stays flat: a heading per two tools would be noise. */
export const GROUP_MIN_TOOLS = 8;

/** Characters that end a source prefix in a tool name: namespaces as MCP hosts spell them. */
const PREFIX_END = /[./:]/;

export interface ToolRowLike {
  id: string;
  label: string;
}

export interface ToolGroup<T extends ToolRowLike> {
  /** The prefix the tools share, or undefined for the tools without one (and for a flat list). */
  name: string | undefined;
  rows: T[];
}

/** The rows whose label contains the filter text, ignoring case and surrounding spaces. */
export function filterRows<T extends ToolRowLike>(rows: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => row.label.toLowerCase().includes(needle));
}

function prefixOf(label: string): string | undefined {
  const match = PREFIX_END.exec(label);
  return match && match.index > 0 ? label.slice(0, match.index) : undefined;
}

/**
 * The rows in groups by source prefix when the workspace holds at least GROUP_MIN_TOOLS tools and
 * at least two prefixes with two tools each; otherwise one unnamed group. Groups keep the list's
 * order (the first tool of each group decides where the group stands), tools without a prefix last.
 */
export function groupRows<T extends ToolRowLike>(
  rows: readonly T[],
  totalTools: number,
): ToolGroup<T>[] {
  const flat = [{ name: undefined, rows: [...rows] }];
  if (totalTools < GROUP_MIN_TOOLS) return flat;
  const byPrefix = new Map<string, T[]>();
  const rest: T[] = [];
  for (const row of rows) {
    const prefix = prefixOf(row.label);
    if (prefix === undefined) rest.push(row);
    else {
      const group = byPrefix.get(prefix);
      if (group) group.push(row);
      else byPrefix.set(prefix, [row]);
    }
  }
  const sources = [...byPrefix.values()].filter((group) => group.length >= 2).length;
  if (sources < 2) return flat;
  const groups: ToolGroup<T>[] = [...byPrefix].map(([name, members]) => ({ name, rows: members }));
  if (rest.length > 0) groups.push({ name: undefined, rows: rest });
  return groups;
}
