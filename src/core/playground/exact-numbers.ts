import { visit } from 'jsonc-parser';
import { escapeSegment } from '../model/pointer';
import { isPlainObject } from '../model/types';

/**
 * Whole numbers beyond 2^53 survive a round trip through the form. JSON allows any number of
 * digits, but JavaScript reads 12345678901234567890 as 12345678901234567000; re-writing the
 * sample from the form's value would silently change an ID the user typed. The digits as written
 * are read from the text, and written back wherever the value there is still the number they read as.
 */

/** The number literals of a JSON text that JavaScript cannot hold exactly, by JSON Pointer. */
export function inexactNumbers(text: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!/\d{16}/.test(text)) return found;
  visit(text, {
    onLiteralValue: (value: unknown, offset, length, _line, _column, pathSupplier) => {
      if (typeof value !== 'number') return;
      const literal = text.slice(offset, offset + length);
      if (!/^-?\d+$/.test(literal) || Number.isSafeInteger(value)) return;
      found.set(
        pathSupplier()
          .map((segment) => `/${escapeSegment(String(segment))}`)
          .join(''),
        literal,
      );
    },
  });
  return found;
}

/**
 * `JSON.stringify(value, null, 2)`, except that a number at a pointer of `literals` that still
 * equals what its literal reads as is written with the literal's digits.
 */
export function stringifyKeepingDigits(
  value: unknown,
  literals: ReadonlyMap<string, string>,
): string {
  if (literals.size === 0) return JSON.stringify(value, null, 2);
  const write = (node: unknown, pointer: string, indent: string): string | undefined => {
    if (typeof node === 'number') {
      const literal = literals.get(pointer);
      return literal !== undefined && Number(literal) === node ? literal : JSON.stringify(node);
    }
    const inner = `${indent}  `;
    if (Array.isArray(node)) {
      if (node.length === 0) return '[]';
      const items = node.map(
        (item, i) => `${inner}${write(item, `${pointer}/${i}`, inner) ?? 'null'}`,
      );
      return `[\n${items.join(',\n')}\n${indent}]`;
    }
    if (isPlainObject(node)) {
      const entries = Object.entries(node).flatMap(([key, item]) => {
        const written = write(item, `${pointer}/${escapeSegment(key)}`, inner);
        return written === undefined ? [] : [`${inner}${JSON.stringify(key)}: ${written}`];
      });
      return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(node);
  };
  return write(value, '', '') ?? '';
}
