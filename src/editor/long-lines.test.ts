import { describe, expect, it } from 'vitest';
import { MAX_TOKENIZED_LINE_CHARS } from '../core';
import { hasLongLine } from './long-lines';
import type { LineChange, LineLengths } from './long-lines';

/** A text model over an array of lines that counts the line lengths it is asked for. */
function model(lines: string[]) {
  let version = 1;
  const fake = {
    lines,
    reads: 0,
    getValueLength: () => fake.lines.join('\n').length,
    getLineCount: () => fake.lines.length,
    getLineLength: (line: number) => {
      fake.reads++;
      return fake.lines[line - 1]!.length;
    },
    getVersionId: () => version,
    /** Replaces line `line` with `text` (which may hold line breaks), as one edit. */
    edit(line: number, text: string): LineChange[] {
      fake.lines.splice(line - 1, 1, ...text.split('\n'));
      version++;
      return [{ range: { startLineNumber: line }, text }];
    },
  };
  return fake satisfies LineLengths;
}

const short = 'x'.repeat(100);
const long = 'x'.repeat(MAX_TOKENIZED_LINE_CHARS + 1);
/** Enough short lines that the text is over the limit while no line is. */
const manyLines = () => Array.from({ length: 400 }, () => short);

describe('hasLongLine', () => {
  it('reads every line the first time, and finds a long one anywhere', () => {
    const m = model(manyLines());
    expect(hasLongLine(m)).toBe(false);
    expect(m.reads).toBe(400);
    const withLong = model([...manyLines(), long]);
    expect(hasLongLine(withLong)).toBe(true);
  });

  it('after a keystroke, reads only the lines the edit wrote', () => {
    const m = model(manyLines());
    hasLongLine(m);
    m.reads = 0;
    expect(hasLongLine(m, m.edit(200, `${short}y`))).toBe(false);
    expect(m.reads).toBe(1);
    // A paste of three lines, the last one long.
    m.reads = 0;
    expect(hasLongLine(m, m.edit(10, `a\nb\n${long}`))).toBe(true);
    expect(m.reads).toBe(3);
  });

  it('reads every line again when it may have missed an edit or a long line may have gone', () => {
    const m = model([...manyLines(), long]);
    hasLongLine(m);
    // The long line shortened: only a full read can tell no other long line is left.
    m.reads = 0;
    expect(hasLongLine(m, m.edit(401, short))).toBe(false);
    expect(m.reads).toBe(401);
    // Two versions on (an edit it was not told of, which made the last line long): the lines
    // are read up to that one, not just the line the edit it was told of wrote.
    m.edit(401, long);
    m.reads = 0;
    expect(hasLongLine(m, m.edit(2, short))).toBe(true);
    expect(m.reads).toBe(401);
  });
});
