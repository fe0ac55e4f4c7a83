/**
 * Comments of a JSONC file inside a tool's span. The workspace holds a tool as JSON (the editor,
 * the validator and every panel read JSON), so a tool read from a .jsonc file is held without its
 * comments, and Save puts each comment back where it was: beside the same text, found by a
 * character diff between the tool as read and the tool as edited. A comment whose surroundings
 * were edited away, or that would no longer sit between tokens, is not guessed at: the save is
 * refused with the line it was on.
 */
import diff from 'fast-diff';
import { createScanner } from 'jsonc-parser';

/** jsonc-parser's SyntaxKind values (a const enum, which isolated modules cannot read). */
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const EOF = 17;

/** A piece of the text taken out with a comment: the comment, or its whole line when it is alone there. */
interface Removed {
  /** Where it was in the text with comments. */
  offset: number;
  text: string;
  /** Where it was in the text without comments. */
  at: number;
}

export interface WithoutComments {
  /** The text without its comments (a line holding only a comment is taken out whole). */
  text: string;
  removed: Removed[];
}

/** Where each comment token is in `text`, in order. */
function commentSpans(text: string): { offset: number; end: number }[] {
  const scanner = createScanner(text, false);
  const spans: { offset: number; end: number }[] = [];
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === LINE_COMMENT || token === BLOCK_COMMENT) {
      const offset = scanner.getTokenOffset();
      spans.push({ offset, end: offset + scanner.getTokenLength() });
    }
  }
  return spans;
}

/** Whether `text` has a comment (a string holding "//" is not one). */
export function hasComments(text: string): boolean {
  return commentSpans(text).length > 0;
}

/** The text without its comments, and what was taken out where. */
export function withoutComments(text: string): WithoutComments {
  const removed: Removed[] = [];
  let kept = '';
  let from = 0;
  for (const span of commentSpans(text)) {
    let start = span.offset;
    let end = span.end;
    // A comment alone on its line goes with the line: no blank line is left in the tool.
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    if (
      lineStart >= from &&
      /^[ \t]*$/.test(text.slice(lineStart, start)) &&
      lineEnd >= 0 &&
      /^[ \t\r]*$/.test(text.slice(end, lineEnd))
    ) {
      start = lineStart;
      end = lineEnd + 1;
    }
    kept += text.slice(from, start);
    removed.push({ offset: start, text: text.slice(start, end), at: kept.length });
    from = end;
  }
  kept += text.slice(from);
  return { text: kept, removed };
}

/**
 * Where each comment goes in `edited`, through a character diff: beside the same characters it
 * was beside (a comment after a value stays after it). The index of a comment whose surroundings
 * were deleted, when there is one.
 */
function placeInline(bare: WithoutComments, edited: string): number[] | number {
  const places: number[] = [];
  let oldAt = 0;
  let newAt = 0;
  let next = 0;
  for (const [op, chunk] of diff(bare.text, edited)) {
    const end = oldAt + (op === diff.INSERT ? 0 : chunk.length);
    while (next < bare.removed.length) {
      const at = bare.removed[next]!.at;
      const wholeLine = bare.removed[next]!.text.endsWith('\n');
      if (op === diff.EQUAL && at <= end) places.push(newAt + (at - oldAt));
      else if (op === diff.DELETE && at === oldAt) places.push(newAt);
      else if (op === diff.DELETE && at < end && !wholeLine) return next;
      else if (op === diff.DELETE && at < end) places.push(newAt);
      else break;
      next++;
    }
    oldAt = end;
    if (op !== diff.DELETE) newAt += chunk.length;
  }
  for (; next < bare.removed.length; next++) places.push(edited.length);
  return places;
}

/** The offsets where the lines of `text` start. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Where each comment alone on its line goes in `edited`: above the same line it was above, through
 * a diff of whole lines (each line one character, as diff-match-patch's line mode does), so a
 * member inserted just before that line goes above the comment, not between it and its line.
 */
function placeWholeLines(bare: WithoutComments, edited: string): number[] {
  const codes = new Map<string, string>();
  const encode = (text: string) =>
    text
      .split('\n')
      .map((line) => {
        let code = codes.get(line);
        if (code === undefined) {
          code = String.fromCharCode(0xe000 + codes.size);
          codes.set(line, code);
        }
        return code;
      })
      .join('');
  const oldStarts = lineStarts(bare.text);
  const newStarts = lineStarts(edited);
  // The line a piece was taken out at (for a comment alone on its line, the line it was above).
  const lineOfOld = (offset: number) => {
    let line = 0;
    while (line + 1 < oldStarts.length && oldStarts[line + 1]! <= offset) line++;
    return line;
  };
  const places: number[] = [];
  let oldLine = 0;
  let newLine = 0;
  let next = 0;
  const placeOf = (line: number) => newStarts[line] ?? edited.length;
  for (const [op, chunk] of diff(encode(bare.text), encode(edited))) {
    const end = oldLine + (op === diff.INSERT ? 0 : chunk.length);
    while (next < bare.removed.length) {
      const line = lineOfOld(bare.removed[next]!.at);
      if (op === diff.INSERT || line >= end) break;
      // Above a line kept: above the same line. Above a line deleted: where the deletion was.
      places.push(placeOf(op === diff.EQUAL ? newLine + (line - oldLine) : newLine));
      next++;
    }
    oldLine = end;
    if (op !== diff.DELETE) newLine += chunk.length;
  }
  for (; next < bare.removed.length; next++) places.push(edited.length);
  return places;
}

export type CommentsPut = { ok: true; text: string } | { ok: false; reason: string };

/** The 1-based line of `offset` in `text`. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * `edited` with the comments of `original` put back beside the text they were beside. `edited`
 * is what the text without comments became; the answer, read without its comments, is `edited`
 * exactly, which is checked before it is returned. `firstLine` is the line `original` starts on
 * in its file, for the line a refusal names.
 */
export function putCommentsBack(original: string, edited: string, firstLine = 1): CommentsPut {
  const bare = withoutComments(original);
  if (bare.removed.length === 0) return { ok: true, text: edited };
  const refuse = (piece: Removed): CommentsPut => ({
    ok: false,
    reason: `the edit changes the text around the comment on line ${firstLine - 1 + lineOf(original, piece.offset)}, and the studio will not move or drop a comment; edit that part in the file itself, or remove the comment there first`,
  });
  const inline = placeInline(bare, edited);
  if (typeof inline === 'number') return refuse(bare.removed[inline]!);
  const lines = placeWholeLines(bare, edited);
  const places = bare.removed.map((piece, i) => ({
    piece,
    place: piece.text.endsWith('\n') ? lines[i]! : inline[i]!,
  }));
  // Stable: pieces at one place keep their order.
  places.sort((a, b) => a.place - b.place);
  let text = '';
  let from = 0;
  for (const { piece, place } of places) {
    text += edited.slice(from, place) + piece.text;
    from = place;
  }
  text += edited.slice(from);
  // Proof that every comment still sits between tokens and took no text with it.
  const check = withoutComments(text);
  if (check.text !== edited || check.removed.length !== bare.removed.length) {
    const moved = bare.removed.find((piece, i) => check.removed[i]?.text !== piece.text);
    return refuse(moved ?? bare.removed[0]!);
  }
  return { ok: true, text };
}
