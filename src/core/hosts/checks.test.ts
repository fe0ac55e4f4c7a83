import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { geminiCliName } from './profiles/gemini-cli';
import { evaluateHosts } from './registry';

const tool = (over: Partial<Tool> = {}): Tool => ({
  name: 'search',
  description: 'Searches the index.',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  ...over,
});

describe('host checks', () => {
  it('writes Gemini CLI names as its generateValidName does (worked by hand)', () => {
    expect(geminiCliName('gh', 'search')).toBe('mcp_gh_search');
    expect(geminiCliName('My Tools', 'find/all')).toBe('mcp_My_Tools_find_all');
    // 71 characters: the first 30, "...", the last 30.
    expect(
      geminiCliName('google-workspace', 'calendar_list_events_for_primary_calendar_in_range'),
    ).toBe('mcp_google-workspace_calendar_..._for_primary_calendar_in_range');
    // 63 characters is kept whole.
    const exact = geminiCliName('s', 'a'.repeat(57));
    expect(exact).toHaveLength(63);
    expect(exact).toBe(`mcp_s_${'a'.repeat(57)}`);
  });

  it('offers directory fixes that ask for the value and never assume one', () => {
    const [chatgpt, claude] = evaluateHosts([tool()], {
      serverName: 'idx',
      hosts: ['chatgpt-directory', 'claude-directory'],
    });
    const fixes = chatgpt!.tools[0]!.findings.map((f) => f.fix);
    expect(fixes.map((f) => f?.pointer)).toEqual([
      '/annotations/readOnlyHint',
      '/annotations/destructiveHint',
      '/annotations/openWorldHint',
    ]);
    for (const fix of fixes) expect(fix?.choices).toEqual([true, false]);
    expect(claude!.tools[0]!.findings.map((f) => [f.code, f.fix?.pointer, f.fix?.choices])).toEqual(
      [
        ['claude-directory-title', '/title', null],
        ['claude-directory-hints', '/annotations/readOnlyHint', [true, false]],
      ],
    );
  });

  it('checks presence of hints, not their value', () => {
    const annotated = tool({
      title: 'Search',
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    });
    for (const report of evaluateHosts([annotated], {
      serverName: 'idx',
      hosts: ['chatgpt-directory', 'claude-directory'],
    }))
      expect(report.status, report.host).toBe('accepted');
  });

  it('refuses a tool that is both read-only and destructive, or mixes list and delete', () => {
    const both = tool({ title: 'S', annotations: { readOnlyHint: true, destructiveHint: true } });
    const mixed = tool({
      name: 'records',
      title: 'Records',
      annotations: { readOnlyHint: false },
      inputSchema: {
        type: 'object',
        properties: { action: { type: 'string', enum: ['list', 'get', 'delete'] } },
      },
    });
    const [report] = evaluateHosts([both, mixed], { serverName: 'x', hosts: ['claude-directory'] });
    expect(report!.tools.map((t) => t.findings.map((f) => f.code))).toEqual([
      ['claude-directory-contradictory-hints'],
      ['claude-directory-mixed-operations'],
    ]);
  });

  it('notes a read-only hint on a mutation name without failing the tool', () => {
    const [report] = evaluateHosts(
      [
        tool({
          name: 'delete_file',
          annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
        }),
      ],
      { serverName: 'x', hosts: ['chatgpt-directory'] },
    );
    expect(report!.status).toBe('accepted');
    expect(report!.tools[0]!.findings.map((f) => [f.code, f.severity])).toEqual([
      ['chatgpt-directory-read-only-mutation', 'info'],
    ]);
  });

  it('takes every tool of an LM Studio server down with the one whose type is not "object"', () => {
    const [report] = evaluateHosts(
      [tool(), tool({ name: 'bad', inputSchema: { properties: {} } })],
      { serverName: 'x', hosts: ['lm-studio'] },
    );
    expect(report!.tools.map((t) => [t.name, t.status, t.findings.map((f) => f.code)])).toEqual([
      ['search', 'rejected', ['lm-studio-server-fails']],
      ['bad', 'rejected', ['lm-studio-input-type']],
    ]);
  });

  it("drops only the tools past Windsurf's budget, and accepts exactly 100", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => tool({ name: `t${i}` }));
    expect(evaluateHosts(many(100), { serverName: 'x', hosts: ['windsurf'] })[0]!.status).toBe(
      'accepted',
    );
    const [report] = evaluateHosts(many(102), { serverName: 'x', hosts: ['windsurf'] });
    expect(report!.tools.filter((t) => t.status === 'dropped').map((t) => t.name)).toEqual([
      't100',
      't101',
    ]);
  });

  it('refuses in Claude Code a schema the Claude API refuses, and the tools sent beside it', () => {
    const draft7 = tool({
      name: 'geocode',
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { q: { type: 'string' } },
      },
    });
    const [claude, gemini] = evaluateHosts([draft7, tool()], {
      serverName: 'x',
      hosts: ['claude-code', 'gemini-cli'],
    });
    expect(claude!.tools.map((t) => [t.name, t.status, t.findings.map((f) => f.code)])).toEqual([
      ['geocode', 'rejected', ['claude-code-api-schema']],
      ['search', 'rejected', ['claude-code-api-schema-toolset']],
    ]);
    expect(claude!.tools[0]!.findings[0]!.message).toMatch(
      /^Claude Code sends the schema to the Claude API as written, which answers ".*2020-12/,
    );
    // Gemini CLI strips $schema instead: changed, not refused.
    expect(gemini!.status).toBe('changed');
  });

  it('drops a tool for a bad x-mcp-header only in hosts that speak 2026-07-28', () => {
    const header = tool({
      inputSchema: {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Id' } } },
      },
    });
    const reports = evaluateHosts([header], { serverName: 'x' });
    const dropped = reports.filter((r) => r.status === 'dropped').map((r) => r.host);
    expect(dropped).toEqual(['claude-ai', 'chatgpt']);
  });
});
