/**
 * Keys of a tool's result that a JavaScript object cannot keep as plain keys. A server's JSON may
 * hold `"__proto__"` as a key; JSON.parse keeps it as an own property, but the MCP SDK's parse
 * of a call result copies `structuredContent` key by key, and assigning `__proto__` sets the
 * copy's prototype instead: the key is gone from what the page checks and shows, while the text
 * block still shows it. The Result says so rather than drop it in silence.
 */

/** Objects looked at for such keys; a larger value is searched this far. */
const MAX_SEARCHED_OBJECTS = 10_000;

/** JSON Pointers of the objects in `value` that hold an own `"__proto__"` key, searched without recursion. */
export function protoKeyPointers(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  let searched = 0;
  while (stack.length > 0 && searched < MAX_SEARCHED_OBJECTS) {
    const [current, pointer] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    searched += 1;
    if (!Array.isArray(current) && Object.prototype.hasOwnProperty.call(current, '__proto__'))
      found.push(`${pointer}/__proto__`);
    for (const [key, child] of Object.entries(current))
      stack.push([child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
  }
  return found.sort();
}

/** Characters of a text block read back as JSON to look for what structuredContent lost. */
const MAX_TEXT_READ_CHARS = 200_000;

function hasOwnAt(value: unknown, pointer: string): boolean {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return false;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Where a result's structuredContent lost a `"__proto__"` key to the SDK's parse. The parsed
 * result no longer has it, so its text blocks are read: a tool that returns structured content
 * should also return it serialized in a text block (MCP 2025-06-18, "Structured Content"); a
 * `"__proto__"` key there that structuredContent lacks was dropped.
 */
export function droppedProtoKeys(result: unknown): string[] {
  if (result === null || typeof result !== 'object') return [];
  const { content, structuredContent } = result as {
    content?: unknown;
    structuredContent?: unknown;
  };
  if (structuredContent === undefined || !Array.isArray(content)) return [];
  const dropped = new Set<string>();
  for (const block of content.slice(0, 100)) {
    const text = (block as { type?: unknown; text?: unknown } | null)?.text;
    if (
      typeof text !== 'string' ||
      text.length > MAX_TEXT_READ_CHARS ||
      !text.includes('__proto__')
    )
      continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    for (const pointer of protoKeyPointers(parsed))
      if (!hasOwnAt(structuredContent, pointer)) dropped.add(pointer);
  }
  return [...dropped].sort();
}

/** The sentence the Result shows for the keys the SDK dropped from structuredContent. */
export function droppedKeysNote(pointers: readonly string[]): string | undefined {
  if (pointers.length === 0) return undefined;
  const shown = pointers.slice(0, 5).map((p) => `\`${p}\``);
  const more = pointers.length > 5 ? ` and ${pointers.length - 5} more` : '';
  return (
    `The server’s structuredContent holds a "__proto__" key (at ${shown.join(', ')}${more}). ` +
    'The MCP SDK’s parse drops it (a JavaScript object cannot keep it as a plain key), so it is not ' +
    'shown or checked below; the text block shows what the server sent.'
  );
}
