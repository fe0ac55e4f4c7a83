import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, parseDocument } from '../index';
import { exportOutputProblem } from './output-check';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('exportOutputProblem: refuses exactly what the studio would refuse to read back', () => {
  it('allows the deepest nesting the parser reads and refuses one level more', () => {
    expect(exportOutputProblem(nested(MAX_NESTING_DEPTH))).toBeUndefined();
    expect(parseDocument(nested(MAX_NESTING_DEPTH)).diagnostics.map((d) => d.code)).not.toContain(
      'json-too-deep',
    );
    expect(exportOutputProblem(nested(MAX_NESTING_DEPTH + 1))).toMatch(/more than 256 levels deep/);
    expect(parseDocument(nested(MAX_NESTING_DEPTH + 1)).diagnostics.map((d) => d.code)).toContain(
      'json-too-deep',
    );
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exportOutputProblem(JSON.stringify({ d: `"${'['.repeat(1_000)}\\"` }))).toBeUndefined();
  });

  it('refuses text over the document limit, naming it', () => {
    expect(exportOutputProblem(`"${'a'.repeat(MAX_DOCUMENT_CHARS)}"`)).toMatch(
      /more than the 8.0 MB the studio reads back/,
    );
  });
});
