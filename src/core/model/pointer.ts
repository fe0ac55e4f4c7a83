/** JSON Pointer (RFC 6901) helpers. */

export type PathSegment = string | number;

export function escapeSegment(segment: PathSegment): string {
  const text = String(segment);
  // Most segments need no escaping; skipping the regexes matters on the lint hot path.
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function toPointer(path: readonly PathSegment[]): string {
  return path.map((s) => '/' + escapeSegment(s)).join('');
}

/** Splits a pointer into its unescaped segments; `''` is the whole document. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`JSON Pointer must start with "/": ${pointer}`);
  return pointer.slice(1).split('/').map(unescapeSegment);
}

export function joinPointer(base: string, ...segments: PathSegment[]): string {
  return base + toPointer(segments);
}

/** Reads the value at a pointer, or undefined when the path does not exist. */
export function getAtPointer(value: unknown, pointer: string): unknown {
  let current: unknown = value;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (current !== null && typeof current === 'object') {
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}
