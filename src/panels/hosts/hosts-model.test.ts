import { describe, expect, it } from 'vitest';
import { applyTextEdits, evaluateHosts } from '../../core';
import type { HostFix } from '../../core';
import { hostToolset } from '../../components/host-toolset';
import { findingLocation, fixEdits, hostRows } from './hosts-model';

const doc = (id: string, value: unknown) => ({ id, text: JSON.stringify(value, null, 2) });
const plain = (name: string) => ({
  name,
  description: 'Look up one support ticket by its id.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
});

const readOnlyFix: HostFix = {
  label: 'Declare readOnlyHint',
  prompt: 'Does this tool only read, never change anything?',
  pointer: '/annotations/readOnlyHint',
  choices: [true, false],
};

describe('hostRows', () => {
  it('gives every profile a row for the tool at the index, hosts before directories', () => {
    const toolset = hostToolset([doc('a', plain('get_ticket')), doc('b', plain('close_ticket'))]);
    const reports = evaluateHosts(toolset.tools, { serverName: 'hd' });
    const rows = hostRows(reports, 1);
    expect(rows).toHaveLength(18);
    const kinds = rows.map((r) => r.kind);
    expect(kinds.lastIndexOf('host')).toBeLessThan(kinds.indexOf('directory'));
    const claude = rows.find((r) => r.host === 'claude-code')!;
    expect(claude.modelName).toBe('mcp__hd__close_ticket');
    expect(claude.status).toBe('accepted');
  });

  it("names the tool's own findings, and a toolset finding once, not twice", () => {
    const toolset = hostToolset([doc('a', plain('x'.repeat(70)))]);
    const reports = evaluateHosts(toolset.tools, { serverName: 'hd' });
    const claude = hostRows(reports, 0).find((r) => r.host === 'claude-code')!;
    expect(claude.status).toBe('rejected');
    expect(claude.findings.map((f) => f.code)).toContain('claude-code-name-length');
    const keys = claude.findings.map((f) => `${f.code}|${f.message}|${f.pointer}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('findingLocation', () => {
  it("points into the tool's own place in its document, in Spark's spelling for a Spark tool", () => {
    const toolset = hostToolset([
      doc('list', { tools: [plain('a'), plain('b')] }),
      doc('spark', { name: 'c', description: 'd', input_schema: { type: 'object' } }),
    ]);
    expect(findingLocation(toolset.sources, 1, '/name')).toEqual({
      documentId: 'list',
      pointer: '/tools/1/name',
    });
    expect(findingLocation(toolset.sources, 2, '/inputSchema/type')).toEqual({
      documentId: 'spark',
      pointer: '/input_schema/type',
    });
    expect(findingLocation(toolset.sources, 5, '/name')).toBeUndefined();
  });
});

describe('fixEdits', () => {
  const mcp = { entryPointer: '', format: 'mcp' as const };

  it('writes the value the author chose, creating annotations when there are none', () => {
    const text = JSON.stringify(plain('get_ticket'), null, 2);
    for (const value of [true, false]) {
      const result = fixEdits(text, mcp, readOnlyFix, value);
      if (!('edits' in result)) throw new Error(result.error);
      const after = JSON.parse(applyTextEdits(text, result.edits)) as {
        annotations: Record<string, unknown>;
      };
      expect(after.annotations).toEqual({ readOnlyHint: value });
    }
  });

  it('writes inside the tool of a tools/list, and keeps the hints already declared', () => {
    const text = JSON.stringify(
      { tools: [plain('a'), { ...plain('b'), annotations: { destructiveHint: true } }] },
      null,
      2,
    );
    const result = fixEdits(text, { entryPointer: '/tools/1', format: 'mcp' }, readOnlyFix, false);
    if (!('edits' in result)) throw new Error(result.error);
    const after = JSON.parse(applyTextEdits(text, result.edits)) as {
      tools: { annotations?: unknown }[];
    };
    expect(after.tools[1]!.annotations).toEqual({ destructiveHint: true, readOnlyHint: false });
    expect(after.tools[0]!.annotations).toBeUndefined();
  });

  it('refuses an empty text answer and a text that does not parse, with a reason', () => {
    const titleFix: HostFix = {
      label: 'Add a title',
      prompt: 'What should people see as its name?',
      pointer: '/title',
      choices: null,
    };
    const text = JSON.stringify(plain('a'));
    expect(fixEdits(text, mcp, titleFix, '  ')).toEqual({
      error: 'What should people see as its name? The value cannot be empty.',
    });
    expect(fixEdits('{ "name": ', mcp, titleFix, 'A')).toEqual({
      error: 'The JSON cannot be read: fix it in the editor first (see Problems).',
    });
  });
});
