import { modify } from 'jsonc-parser';
import type { TextEdit } from '../core';
import { detectFormatting, detectKind, isPlainObject, topLevelName } from '../core';

export { applyTextEdits } from '../core';

function parseValue(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The edits that set the tool's `name`, or a message saying why the text cannot be renamed
 * (it does not parse, or it holds several tools whose names live inside it).
 */
export function renameEdits(text: string, name: string): { edits: TextEdit[] } | { error: string } {
  const parsed = parseValue(text);
  if (!parsed.ok)
    return { error: 'The JSON has a syntax error; fix it in the editor before renaming.' };
  if (!isPlainObject(parsed.value)) {
    return { error: 'This document is not a single tool; rename its tools in the editor.' };
  }
  const { kind } = detectKind(parsed.value);
  if (kind === 'tools-list' || kind === 'toolhive-registry' || kind === 'tool-array') {
    return {
      error:
        'This document holds several tools; rename them in the editor, or import it split into tools.',
    };
  }
  const edits = modify(text, ['name'], name, { formattingOptions: detectFormatting(text) });
  return { edits };
}

/** The last text asked about and its name: every row label and selector asks again per change. */
let lastNamed: { text: string; name: string | undefined } | undefined;

/**
 * The value of a top-level `name` (`topLevelName`), asked per store change for every row of the
 * Tools list, so the same text is not scanned again.
 */
export function quickToolName(text: string): string | undefined {
  if (lastNamed?.text === text) return lastNamed.name;
  const name = topLevelName(text);
  lastNamed = { text, name };
  return name;
}
