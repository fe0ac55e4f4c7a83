import { MAX_ENUM_SUGGESTIONS } from '../limits';

/** How a value of a long enum is written in its text box: a string as itself, anything else as JSON. */
export const enumLabel = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A long enum, readied once for typing into a text box: what a typed label stands for, and which
 * values match what has been typed so far.
 */
export interface EnumIndex {
  readonly size: number;
  /** The allowed value whose label is exactly `label`, if any. */
  valueFor(label: string): { value: unknown } | undefined;
  /** Up to `limit` labels containing `query` (case-insensitive), prefix matches first, in enum order. */
  suggestions(query: string, limit?: number): string[];
}

export function indexEnumValues(values: readonly unknown[]): EnumIndex {
  // Built on first use: drawing the box needs no table, only typing a value does.
  let byLabel: Map<string, unknown> | undefined;
  let folded: string[] | undefined;
  const table = () => {
    if (!byLabel) {
      byLabel = new Map();
      // The first value wins on a repeated label, as a drop-down would show the first.
      for (const value of values) {
        const label = enumLabel(value);
        if (!byLabel.has(label)) byLabel.set(label, value);
      }
    }
    return byLabel;
  };
  return {
    get size() {
      return table().size;
    },
    valueFor(label) {
      const map = table();
      return map.has(label) ? { value: map.get(label) } : undefined;
    },
    suggestions(query, limit = MAX_ENUM_SUGGESTIONS) {
      const needle = query.toLowerCase();
      if (needle !== '') folded ??= values.map((v) => enumLabel(v).toLowerCase());
      const prefix = new Set<string>();
      const inside = new Set<string>();
      // One pass that stops as soon as enough prefix matches are found: typing into a
      // 100 000-value enum must stay well inside a frame.
      for (let i = 0; i < values.length && prefix.size < limit; i++) {
        const at = needle === '' ? 0 : folded![i]!.indexOf(needle);
        if (at === 0) prefix.add(enumLabel(values[i]));
        else if (at > 0 && inside.size < limit) inside.add(enumLabel(values[i]));
      }
      return [...prefix, ...inside].slice(0, limit);
    },
  };
}
