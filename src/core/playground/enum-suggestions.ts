import { MAX_ENUM_SUGGESTIONS } from '../limits';

/** One allowed value of an enum as the form shows it. */
export interface EnumChoice {
  label: string;
  value: unknown;
}

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

export function indexEnumChoices(choices: readonly EnumChoice[]): EnumIndex {
  // Built on first use: drawing the box needs neither, only typing does.
  let byLabel: Map<string, unknown> | undefined;
  let labels: string[] | undefined;
  let folded: string[] | undefined;
  const table = () => {
    if (!byLabel) {
      byLabel = new Map();
      // The first value wins on a repeated label, as a drop-down would show the first.
      for (const choice of choices)
        if (!byLabel.has(choice.label)) byLabel.set(choice.label, choice.value);
    }
    return byLabel;
  };
  const allLabels = () => (labels ??= [...table().keys()]);
  return {
    get size() {
      return table().size;
    },
    valueFor(label) {
      const map = table();
      return map.has(label) ? { value: map.get(label) } : undefined;
    },
    suggestions(query, limit = MAX_ENUM_SUGGESTIONS) {
      const all = allLabels();
      if (query === '') return all.slice(0, limit);
      const needle = query.toLowerCase();
      folded ??= all.map((l) => l.toLowerCase());
      const prefix: string[] = [];
      const inside: string[] = [];
      // One pass that stops as soon as enough prefix matches are found: typing into a
      // 100 000-value enum must stay well inside a frame.
      for (let i = 0; i < folded.length && prefix.length < limit; i++) {
        const at = folded[i]!.indexOf(needle);
        if (at === 0) prefix.push(all[i]!);
        else if (at > 0 && inside.length < limit) inside.push(all[i]!);
      }
      return [...prefix, ...inside].slice(0, limit);
    },
  };
}
