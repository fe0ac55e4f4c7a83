import type { ParsedDocument } from '../model/document';
import { nodeAtPointer, propertyAtPointer } from '../model/document';
import { joinPointer } from '../model/pointer';

/** One string of a tool: a property name (`key`) or a string value, with the pointer of its value. */
export interface ToolString {
  pointer: string;
  key: boolean;
  text: string;
}

/**
 * Every property name and string value under `value`, in document order. Iterative, so deep
 * schemas cannot overflow the stack (the parser has bounded nesting already).
 */
function collectStrings(value: unknown, pointer: string): ToolString[] {
  const found: ToolString[] = [];
  // A `key` item stands for "the name of the member at this pointer", visited before its value.
  const stack: ({ value: unknown; pointer: string } | { key: string; pointer: string })[] = [
    { value, pointer },
  ];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if ('key' in current) {
      found.push({ pointer: current.pointer, key: true, text: current.key });
      continue;
    }
    const item = current.value;
    if (typeof item === 'string') {
      found.push({ pointer: current.pointer, key: false, text: item });
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], pointer: joinPointer(current.pointer, i) });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, member] = entries[i]!;
        const memberPointer = joinPointer(current.pointer, name);
        stack.push({ value: member, pointer: memberPointer });
        stack.push({ key: name, pointer: memberPointer });
      }
    }
  }
  return found;
}

const stringsCache = new WeakMap<object, { pointer: string; strings: ToolString[] }>();

/** `collectStrings` of a tool, walked once per tool object however many rules ask. */
export function toolStrings(tool: object, pointer: string): ToolString[] {
  const cached = stringsCache.get(tool);
  if (cached && cached.pointer === pointer) return cached.strings;
  const strings = collectStrings(tool, pointer);
  stringsCache.set(tool, { pointer, strings });
  return strings;
}

const asciiOnly = new WeakMap<object, boolean>();

/**
 * True when the document's text is plain ASCII without `\u` escapes, so that no string in it can
 * hold a hidden or look-alike character: most documents, checked once with one native scan.
 */
export function isPlainAsciiText(document: Pick<ParsedDocument, 'text'>): boolean {
  let known = asciiOnly.get(document);
  if (known === undefined) {
    known = !/[^\t\n\r\x20-\x7e]|\\u/.test(document.text);
    asciiOnly.set(document, known);
  }
  return known;
}

/** One decoded code point of a JSON string token and where its (raw or escaped) spelling sits in the text. */
export interface LocatedCodePoint {
  codePoint: number;
  /** Offset in the document text of the first character of its spelling (e.g. the `\` of `\uDB40`). */
  offset: number;
  /** Length of its spelling in the text: 1–2 raw, 6 for `\uXXXX`, 12 for an escaped surrogate pair. */
  length: number;
}

/**
 * The text range of a string token (quotes included) holding the value at `pointer`, or its
 * property name with `key`; undefined when the text does not hold it as a string.
 */
export function stringTokenRange(
  document: Pick<ParsedDocument, 'root'>,
  pointer: string,
  key: boolean,
): { offset: number; length: number } | undefined {
  const node = key
    ? propertyAtPointer(document.root, pointer)?.children?.[0]
    : nodeAtPointer(document.root, pointer);
  return node && node.type === 'string' ? { offset: node.offset, length: node.length } : undefined;
}

/**
 * Decodes a JSON string token as written in the text, keeping where each code point is spelt,
 * so a hidden character written as `\uDB40\uDC41` is placed at the escape, not at a guess.
 */
export function decodeStringToken(
  text: string,
  offset: number,
  length: number,
): LocatedCodePoint[] {
  const units: { unit: number; offset: number; length: number }[] = [];
  const end = offset + length - 1; // the closing quote
  for (let i = offset + 1; i < end;) {
    if (text.charCodeAt(i) === 0x5c) {
      const next = text[i + 1];
      if (next === 'u') {
        units.push({ unit: parseInt(text.slice(i + 2, i + 6), 16), offset: i, length: 6 });
        i += 6;
      } else {
        const simple: Record<string, number> = {
          '"': 0x22,
          '\\': 0x5c,
          '/': 0x2f,
          b: 8,
          f: 12,
          n: 10,
          r: 13,
          t: 9,
        };
        units.push({ unit: simple[next ?? ''] ?? 0, offset: i, length: 2 });
        i += 2;
      }
    } else {
      units.push({ unit: text.charCodeAt(i), offset: i, length: 1 });
      i += 1;
    }
  }
  const points: LocatedCodePoint[] = [];
  for (let i = 0; i < units.length; i++) {
    const high = units[i]!;
    const low = units[i + 1];
    if (
      high.unit >= 0xd800 &&
      high.unit <= 0xdbff &&
      low &&
      low.unit >= 0xdc00 &&
      low.unit <= 0xdfff
    ) {
      points.push({
        codePoint: 0x10000 + ((high.unit - 0xd800) << 10) + (low.unit - 0xdc00),
        offset: high.offset,
        length: low.offset + low.length - high.offset,
      });
      i++;
    } else {
      points.push({ codePoint: high.unit, offset: high.offset, length: high.length });
    }
  }
  return points;
}

/**
 * The text range of the characters `start`..`end` (UTF-16 indices into the decoded string) of
 * the string at `pointer`; undefined when the text does not hold it.
 */
export function rangeInString(
  document: Pick<ParsedDocument, 'root' | 'text'>,
  pointer: string,
  key: boolean,
  start: number,
  end: number,
): { offset: number; length: number } | undefined {
  const token = stringTokenRange(document, pointer, key);
  if (!token) return undefined;
  const points = decodeStringToken(document.text, token.offset, token.length);
  let index = 0;
  let from: number | undefined;
  let to: number | undefined;
  for (const point of points) {
    if (index === start) from = point.offset;
    index += point.codePoint > 0xffff ? 2 : 1;
    if (index === end) to = point.offset + point.length;
  }
  if (from === undefined || to === undefined) return undefined;
  return { offset: from, length: to - from };
}
