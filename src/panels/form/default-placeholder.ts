import { DEFAULT_HINT_KEYWORD } from '../../core';

/** Longest rendering of a default in its hint before it is cut. */
const MAX_HINT_CHARS = 60;

/** A default as one line of JSON, cut to MAX_HINT_CHARS. */
export function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_HINT_CHARS ? `${text.slice(0, MAX_HINT_CHARS - 1)}…` : text;
}

/**
 * What an empty input of a field with a default says: the value the server uses when the field is
 * left out. Shown in the input itself, so a field with a default keeps the one head-line layout.
 */
export function defaultPlaceholder(schema: Record<string, unknown>): string | undefined {
  if (!(DEFAULT_HINT_KEYWORD in schema)) return undefined;
  return `default ${shortJson(schema[DEFAULT_HINT_KEYWORD])} (not sent)`;
}
