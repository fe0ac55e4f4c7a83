/**
 * Putting exported JSON into source code unchanged. The JSON text is pasted verbatim wherever the
 * language allows it, so the snippet shows exactly what the Export panel shows; the rare texts
 * that would change meaning or break the string are embedded as an escaped string instead.
 */

/**
 * A TypeScript expression for the JSON. JSON is a valid TS/JS expression, except that a
 * `"__proto__": …` member in an object literal sets the prototype instead of adding a key, so
 * such texts go through `JSON.parse` (which keeps `__proto__` as an ordinary key).
 */
export function typescriptJson(json: string): string {
  const text = json.trimEnd();
  if (text.includes('"__proto__"')) return `JSON.parse(${JSON.stringify(text)})`;
  return text;
}

/**
 * A Python expression for the JSON: `json.loads(r"""…""")`. A raw triple-quoted string holds
 * any JSON text verbatim (backslashes included) as long as it has no `"""`, which valid JSON
 * cannot contain outside a string, and does not end in a quote or backslash; the fallback is an escaped literal, whose escapes JSON and
 * Python share (`\"`, `\\`, `\n`, `\uXXXX`).
 */
export function pythonJson(json: string): string {
  const text = json.trimEnd();
  if (!text.includes('"""') && !text.endsWith('"') && !text.endsWith('\\'))
    return `json.loads(r"""${text}""")`;
  return `json.loads(${JSON.stringify(text)})`;
}
