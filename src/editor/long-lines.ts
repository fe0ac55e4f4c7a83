import { MAX_TOKENIZED_LINE_CHARS } from '../core';

/** The part of a Monaco text model the line check reads. */
export interface LineLengths {
  getValueLength(): number;
  getLineCount(): number;
  getLineLength(line: number): number;
  getVersionId(): number;
}

/** A content change as Monaco reports it: the range it replaced (old lines) and its text. */
export interface LineChange {
  range: { startLineNumber: number };
  text: string;
}

/** Whether each model had a line over the limit, at which version. */
const known = new WeakMap<LineLengths, { version: number; long: boolean }>();

function scanAll(model: LineLengths): boolean {
  const lines = model.getLineCount();
  for (let line = 1; line <= lines; line++)
    if (model.getLineLength(line) > MAX_TOKENIZED_LINE_CHARS) return true;
  return false;
}

/** Lines a single change wrote, in the new text: from its first line, one more per line break. */
function changedLinesLong(model: LineLengths, change: LineChange): boolean {
  const first = change.range.startLineNumber;
  let last = first;
  for (let at = change.text.indexOf('\n'); at >= 0; at = change.text.indexOf('\n', at + 1)) last++;
  for (let line = first; line <= Math.min(last, model.getLineCount()); line++)
    if (model.getLineLength(line) > MAX_TOKENIZED_LINE_CHARS) return true;
  return false;
}

/**
 * Whether the model has a line longer than the editor colours. After a keystroke (one change, in
 * a model whose previous version had no such line) only the lines the change wrote are read: a
 * 93 KB tool has 4 000 lines, and reading every length on each key was the one per-key pass over
 * the whole document left on the editor's side. Anything else (several changes, a version not
 * seen, a model that had a long line, which an edit may have shortened) reads every line.
 */
export function hasLongLine(model: LineLengths, changes?: readonly LineChange[]): boolean {
  const version = model.getVersionId();
  let long: boolean;
  if (model.getValueLength() <= MAX_TOKENIZED_LINE_CHARS) long = false;
  else {
    const before = known.get(model);
    long =
      before && !before.long && before.version === version - 1 && changes?.length === 1
        ? changedLinesLong(model, changes[0]!)
        : scanAll(model);
  }
  known.set(model, { version, long });
  return long;
}
