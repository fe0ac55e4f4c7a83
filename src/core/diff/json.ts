/** JSON with object keys sorted, so equal values have equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort())
        Object.defineProperty(sorted, k, {
          value: (v as Record<string, unknown>)[k],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return sorted;
    }) ?? 'undefined'
  );
}

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return canonicalJson(a) === canonicalJson(b);
}

/** A short rendering of a JSON value for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
