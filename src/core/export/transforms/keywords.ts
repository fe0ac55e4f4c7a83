/** A short rendering of a keyword and value for messages: `pattern "^a+$"`, `maximum 5`. */
export function describeKeyword(keyword: string, value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${keyword}` : `${keyword} ${text}`;
}
