/** JSON Pointer (RFC 6901) helpers. */

export type PathSegment = string | number;

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

export function escapeSegment(segment: PathSegment): string {
  const text = String(segment);
  // Most segments need no escaping; skipping the regexes matters on the lint hot path.
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
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
      if (!ARRAY_INDEX.test(segment)) return undefined;
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

/**
 * The path jsonc-parser wants for a pointer: array indices as numbers, object keys as strings,
 * even when a key looks like a number. `isArrayAt` says whether the container at a path prefix is
 * an array (in the parsed value, `arrayAtValue`, or in a syntax tree).
 */
export function pointerToPath(
  pointer: string,
  isArrayAt: (path: readonly PathSegment[]) => boolean,
): PathSegment[] {
  const path: PathSegment[] = [];
  for (const segment of parsePointer(pointer))
    path.push(isArrayAt(path) && ARRAY_INDEX.test(segment) ? Number(segment) : segment);
  return path;
}

/** For pointerToPath: whether the container at `path` in a parsed value is an array. */
export function arrayAtValue(value: unknown): (path: readonly PathSegment[]) => boolean {
  return (path) => {
    let current: unknown = value;
    for (const segment of path)
      current =
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[segment]
          : undefined;
    return Array.isArray(current);
  };
}
