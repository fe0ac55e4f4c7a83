import { modify, parseTree } from 'jsonc-parser';
import type { TextEdit } from '../core';
import { detectFormatting, detectKind, isPlainObject } from '../core';

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

/** The value of a top-level `name` without a full parse; undefined when there is none. */
export function quickToolName(text: string): string | undefined {
  const root = parseTree(text);
  if (root?.type !== 'object') return undefined;
  const property = root.children?.find((p) => p.children?.[0]?.value === 'name');
  const value = property?.children?.[1]?.value;
  return typeof value === 'string' ? value : undefined;
}
