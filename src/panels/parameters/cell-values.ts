/**
 * What the table's text cells show for a JSON value, and how typed text becomes a value again.
 * A cell that cannot be read says why and changes nothing.
 */
import type { JsonValue, ParamKind } from '../../core';

export type CellParse = { ok: true; value: JsonValue | undefined } | { ok: false; message: string };

/** A default shown in its cell: strings as typed, everything else as JSON. */
export function formatDefault(
  kind: ParamKind,
  value: JsonValue | undefined,
  hasDefault: boolean,
): string {
  if (!hasDefault) return '';
  if ((kind === 'string' || kind === 'enum') && typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Reads a default typed into its cell; empty text removes the default. */
export function parseDefault(kind: ParamKind, text: string): CellParse {
  if (text === '') return { ok: true, value: undefined };
  if (kind === 'string') return { ok: true, value: text };
  if (kind === 'integer' || kind === 'number') {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(n))
      return { ok: false, message: `"${text}" is not a number.` };
    if (kind === 'integer' && !Number.isInteger(n))
      return { ok: false, message: `"${text}" is not a whole number.` };
    return { ok: true, value: n };
  }
  if (kind === 'boolean') {
    if (text.trim() === 'true') return { ok: true, value: true };
    if (text.trim() === 'false') return { ok: true, value: false };
    return { ok: false, message: 'Type true or false.' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    // An enum of strings takes its default as typed.
    if (kind === 'enum') return { ok: true, value: text };
    return {
      ok: false,
      message: `"${text}" is not a JSON value; strings need double quotes here.`,
    };
  }
}

/** Enum values shown as `a, b, c` when that reads back the same, else as a JSON array. */
export function formatEnumValues(values: readonly JsonValue[] | undefined): string {
  if (!values) return '';
  const plain = values.every(
    (v) => typeof v === 'string' && v !== '' && !v.includes(',') && v.trim() === v,
  );
  return plain ? values.join(', ') : JSON.stringify(values);
}

/** Reads `a, b, c` (strings, or numbers for numeric enums) or a JSON array. */
export function parseEnumValues(text: string, numeric: boolean): CellParse {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const value = JSON.parse(trimmed) as unknown;
      if (Array.isArray(value)) return { ok: true, value: value as JsonValue[] };
    } catch {
      // fall through to the message
    }
    return {
      ok: false,
      message: 'This is not a JSON array; write values as a, b, c or as ["a", "b"].',
    };
  }
  if (trimmed === '') return { ok: true, value: [] };
  const parts = trimmed.split(',').map((p) => p.trim());
  if (parts.some((p) => p === ''))
    return { ok: false, message: 'An enum value is empty; remove the extra comma.' };
  if (!numeric) return { ok: true, value: parts };
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isFinite(n)))
    return { ok: false, message: 'Every value of a numeric enum must be a number.' };
  return { ok: true, value: numbers };
}

/** Reads a constraint cell: numbers for bounds and lengths, text for pattern/format. */
export function parseConstraint(
  valueType: 'integer' | 'number' | 'string' | 'boolean',
  text: string,
): CellParse {
  if (text.trim() === '') return { ok: true, value: undefined };
  if (valueType === 'string') return { ok: true, value: text };
  if (valueType === 'boolean') return { ok: true, value: text === 'true' };
  const n = Number(text.trim());
  if (!Number.isFinite(n)) return { ok: false, message: `"${text}" is not a number.` };
  if (valueType === 'integer' && (!Number.isInteger(n) || n < 0))
    return { ok: false, message: `"${text}" must be a whole number of 0 or more.` };
  return { ok: true, value: n };
}
