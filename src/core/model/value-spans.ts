/**
 * Where values sit in JSON text, found by scanning instead of building a syntax tree. The
 * analysis reads valid JSON with `JSON.parse` and builds the offset tree only when a finding
 * needs placing; to reuse the findings of a tool whose text did not change it needs the tool's
 * span, and a scan that skips what it does not enter costs a fraction of the tree.
 *
 * Every function here expects text that `JSON.parse` accepted; on anything else it returns
 * undefined rather than guess.
 */
import { parsePointer } from './pointer';

export interface Span {
  offset: number;
  length: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The offset after the string that opens at `i` (a quote), or -1. */
function stringEnd(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The offset after the value that starts at `i`, or -1. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return stringEnd(text, i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === QUOTE) {
        j = stringEnd(text, j) - 1;
        if (j < 0) return -1;
      } else if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
      else if (d === CLOSE_BRACE || d === CLOSE_BRACKET) {
        if (--depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || isJsonSpace(d)) break;
    j++;
  }
  return j > i ? j : -1;
}

/** The offset of the value at `pointer` (the first member of a name, as the offset tree finds it), or -1. */
function valueStart(text: string, pointer: string): number {
  let i = skipSpace(text, 0);
  for (const segment of parsePointer(pointer)) {
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACE) {
      i = skipSpace(text, i + 1);
      let found = -1;
      while (found < 0 && text.charCodeAt(i) === QUOTE) {
        const keyEnd = stringEnd(text, i);
        if (keyEnd < 0) return -1;
        const raw = text.slice(i + 1, keyEnd - 1);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
        i = skipSpace(text, keyEnd);
        if (text.charCodeAt(i) !== COLON) return -1;
        i = skipSpace(text, i + 1);
        if (key === segment) found = i;
        else {
          const end = valueEnd(text, i);
          if (end < 0) return -1;
          i = skipSpace(text, end);
          if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
        }
      }
      if (found < 0) return -1;
      i = found;
    } else if (c === OPEN_BRACKET) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return -1;
      i = skipSpace(text, i + 1);
      for (let n = Number(segment); n > 0; n--) {
        const end = valueEnd(text, i);
        if (end < 0) return -1;
        i = skipSpace(text, end);
        if (text.charCodeAt(i) !== COMMA) return -1;
        i = skipSpace(text, i + 1);
      }
      if (text.charCodeAt(i) === CLOSE_BRACKET) return -1;
    } else {
      return -1;
    }
  }
  return i < text.length ? i : -1;
}

/** The span of the value at `pointer`, or undefined when the text has no value there. */
export function valueSpan(text: string, pointer: string): Span | undefined {
  const start = valueStart(text, pointer);
  if (start < 0) return undefined;
  const end = valueEnd(text, start);
  return end < 0 ? undefined : { offset: start, length: end - start };
}

/** The spans of the items of the array at `pointer`, in order, or undefined when there is no array there. */
export function arrayItemSpans(text: string, pointer: string): Span[] | undefined {
  const start = valueStart(text, pointer);
  if (start < 0 || text.charCodeAt(start) !== OPEN_BRACKET) return undefined;
  const spans: Span[] = [];
  let i = skipSpace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) return spans;
  for (;;) {
    const end = valueEnd(text, i);
    if (end < 0) return undefined;
    spans.push({ offset: i, length: end - i });
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === CLOSE_BRACKET) return spans;
    if (c !== COMMA) return undefined;
    i = skipSpace(text, i + 1);
  }
}
