import { describe, expect, it } from 'vitest';
import { TOOL_FINDINGS_CACHE_SIZE } from '../limits';
import { analyzeText, clearAnalysisCaches } from './analyze';
import type { Analysis } from './analyze';
import { toolFindingsHits } from './tool-findings';

/** A tool with findings of several kinds: placed on a key, inside a string (with a fix), on a value. */
const noisy = {
  name: 'get_weather',
  description: 'Gets the weather\u200b for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', maxLenght: 20 },
      unit: { type: 'string', enum: ['c', 'f'] },
    },
    required: ['city', 'country'],
  },
};
const quiet = {
  name: 'list_files',
  description: 'Lists the files in a folder. Use this when you need file names, not contents.',
  inputSchema: {
    type: 'object',
    properties: { path: { type: 'string', description: 'The folder, relative to the root.' } },
    required: ['path'],
  },
};

function cold(text: string, options = {}): Analysis {
  clearAnalysisCaches();
  return analyzeText(text, options);
}

/** Analyses `text` warm and returns the analysis with the number of tools served from the cache. */
function warm(text: string, options = {}): { analysis: Analysis; hits: number } {
  const before = toolFindingsHits();
  const analysis = analyzeText(text, options);
  return { analysis, hits: toolFindingsHits() - before };
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

describe('the per-tool findings cache', () => {
  it('gives exactly the diagnostics of a cold run, positions and fixes included', () => {
    const text = pretty(noisy);
    const first = cold(text);
    const codes = first.diagnostics.map((d) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'text-zero-width',
        'schema-unknown-keyword',
        'required-not-in-properties',
      ]),
    );
    expect(first.diagnostics.some((d) => d.fix !== undefined)).toBe(true);
    const again = warm(text);
    expect(again.hits).toBe(1);
    expect(again.analysis).toEqual(first);
  });

  it('moves a tool’s findings with the tool in a multi-tool document', () => {
    cold(JSON.stringify({ tools: [noisy, quiet] }, null, 2));
    // Second now, and further down: each tool's own text (from its "{" to its "}") is unchanged.
    const moved = JSON.stringify({ tools: [quiet, noisy] }, null, 2);
    const reused = warm(moved);
    expect(reused.hits).toBe(2);
    const fresh = cold(moved);
    expect(reused.analysis).toEqual(fresh);
    const mine = fresh.diagnostics.filter((d) => d.toolIndex === 1);
    expect(mine.length).toBeGreaterThan(2);
    expect(mine.every((d) => d.pointer.startsWith('/tools/1/'))).toBe(true);
    expect(mine.some((d) => d.start.line > 10)).toBe(true);
  });

  it('reuses a tool whose text is unchanged when it moves to another offset', () => {
    const one = `[${JSON.stringify(noisy)}, ${JSON.stringify(quiet)}]`;
    const other = `[\n\n   ${JSON.stringify(quiet)},\n${JSON.stringify(noisy)}  ]`;
    cold(one);
    const reused = warm(other);
    expect(reused.hits).toBe(2);
    expect(reused.analysis).toEqual(cold(other));
    const zeroWidth = reused.analysis.diagnostics.find((d) => d.code === 'text-zero-width')!;
    expect(other.slice(zeroWidth.offset, zeroWidth.offset + zeroWidth.length)).toBe('\u200b');
    expect(zeroWidth.start).toEqual({
      line: 4,
      column: zeroWidth.offset - other.lastIndexOf('\n', zeroWidth.offset),
    });
    expect(zeroWidth.fix!.edits[0]!.offset).toBe(zeroWidth.offset);
  });

  it('analyses a changed text afresh', () => {
    const text = pretty(noisy);
    cold(text);
    const fixed = text.replace('"maxLenght"', '"maxLength"');
    const after = warm(fixed);
    expect(after.hits).toBe(0);
    expect(after.analysis.diagnostics.map((d) => d.code)).not.toContain('schema-unknown-keyword');
    expect(after.analysis).toEqual(cold(fixed));
    // One character anywhere in the tool is a change, white space included.
    const spaced = text.replace('"required": [', '"required":  [');
    expect(warm(spaced).hits).toBe(0);
  });

  it('does not reuse findings across contexts a rule reads: the number of tools, the options', () => {
    const alone = pretty(quiet).replace('Use this when you need file names, not contents.', '');
    const withPeer = `[${alone}, ${JSON.stringify(noisy)}]`;
    const single = cold(alone);
    const listed = warm(withPeer);
    expect(listed.hits).toBe(0);
    expect(listed.analysis).toEqual(cold(withPeer));
    // description-no-usage-guidance concerns toolsets only: the same text differs by context.
    expect(single.diagnostics.map((d) => d.code)).not.toContain('description-no-usage-guidance');
    expect(
      listed.analysis.diagnostics.filter((d) => d.toolIndex === 0).map((d) => d.code),
    ).toContain('description-no-usage-guidance');

    const formats = pretty({
      ...quiet,
      inputSchema: {
        type: 'object',
        properties: { when: { type: 'string', format: 'date', default: 'soon' } },
      },
    });
    const annotations = cold(formats);
    const enforced = warm(formats, { enforceFormats: true });
    expect(enforced.hits).toBe(0);
    expect(enforced.analysis).toEqual(cold(formats, { enforceFormats: true }));
    expect(enforced.analysis.diagnostics.map((d) => d.code)).toContain('default-invalid');
    expect(annotations.diagnostics.map((d) => d.code)).not.toContain('default-invalid');
  });

  it('leaves documents with duplicate keys to the offset tree', () => {
    const text = `[${JSON.stringify(noisy)}, {"name": "a", "name": "b", "inputSchema": {"type": "object"}}]`;
    const first = cold(text);
    const again = warm(text);
    expect(again.hits).toBe(0);
    expect(again.analysis).toEqual(first);
  });

  it(`keeps at most ${TOOL_FINDINGS_CACHE_SIZE} tools, dropping the least recently used`, () => {
    clearAnalysisCaches();
    // Tools without a schema (one finding each) keep this quick.
    const tool = (i: number) => JSON.stringify({ name: `tool_${i}` });
    for (let i = 0; i <= TOOL_FINDINGS_CACHE_SIZE; i++) analyzeText(tool(i));
    expect(warm(tool(TOOL_FINDINGS_CACHE_SIZE)).hits).toBe(1);
    expect(warm(tool(1)).hits).toBe(1);
    expect(warm(tool(0)).hits).toBe(0);
  });
});
