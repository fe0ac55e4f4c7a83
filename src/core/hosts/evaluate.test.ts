import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { CLAUDE_CODE_DESCRIPTION_CUT } from './description-cut';
import { evaluateHosts, hostDescriptionCut, toolsSentToModel } from './registry';

const plain: Tool = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

describe('evaluateHosts', () => {
  it('accepts a plain tool under a short server name in Claude Code and Cursor', () => {
    const reports = evaluateHosts([plain], { serverName: 'wx', hosts: ['claude-code', 'cursor'] });
    expect(reports.map((r) => [r.host, r.status])).toEqual([
      ['claude-code', 'accepted'],
      ['cursor', 'accepted'],
    ]);
    expect(reports[0]!.tools[0]!.modelName).toBe('mcp__wx__get_weather');
    expect(reports[0]!.tools[0]!.description).toBeNull();
  });

  it('refuses in Claude Code and drops in Cursor a long name under a long server name', () => {
    // 5 + 30 + 2 + 30 = 67 > 64 for Claude Code; 30 + 30 = 60 is Cursor's limit, 61 passes it.
    const server = 'a'.repeat(30);
    const tool = { ...plain, name: 'b'.repeat(30) };
    const [claude, cursor] = evaluateHosts([tool], {
      serverName: server,
      hosts: ['claude-code', 'cursor'],
    });
    expect(claude!.tools[0]!.status).toBe('rejected');
    expect(claude!.tools[0]!.modelName).toBe(`mcp__${server}__${tool.name}`);
    expect(claude!.tools[0]!.findings.map((f) => f.code)).toEqual(['claude-code-name-length']);
    expect(cursor!.tools[0]!.status).toBe('accepted');
    const longer = evaluateHosts([{ ...tool, name: 'b'.repeat(31) }], {
      serverName: server,
      hosts: ['cursor'],
    });
    expect(longer[0]!.status).toBe('dropped');
  });

  it('cuts a description past 2 048 characters in Claude Code and says what is lost', () => {
    // The editor's marker and the CLI read the constant: it must be Claude Code's 2 048.
    expect(CLAUDE_CODE_DESCRIPTION_CUT).toBe(2048);
    const description = `${'x'.repeat(2048)}LOST`;
    const [claude] = evaluateHosts([{ ...plain, description }], {
      serverName: 'wx',
      hosts: ['claude-code'],
    });
    expect(claude!.tools[0]!.status).toBe('cut');
    expect(claude!.tools[0]!.description).toEqual({ shownChars: 2048, lostText: 'LOST' });
    expect(hostDescriptionCut({ description }, 'claude-code')).toBe(2048);
    expect(hostDescriptionCut({ description: 'x'.repeat(2048) }, 'claude-code')).toBeNull();
    expect(hostDescriptionCut({ description }, 'cursor')).toBeNull();
  });

  it('counts an app-only tool for a host that ignores visibility, not for one that honours it', () => {
    const appOnly: Tool = { ...plain, name: 'refresh', _meta: { ui: { visibility: ['app'] } } };
    expect(toolsSentToModel([plain, appOnly], 'claude-code').map((t) => t.name)).toEqual([
      'get_weather',
    ]);
    expect(toolsSentToModel([plain, appOnly], 'cursor').map((t) => t.name)).toEqual([
      'get_weather',
      'refresh',
    ]);
  });
});
