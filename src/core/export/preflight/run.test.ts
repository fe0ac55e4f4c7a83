/** The preflight's run over an export: tool by tool inside, rule by rule in what it reports. */
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../model/types';
import { mcpLayout } from './exported-tools';
import type { PreflightRule, ToolRule } from './rule';
import { RULES_VERIFIED } from './rule';
import { preflightExport } from './run';

function toolRule(id: string, check: ToolRule['check']): ToolRule {
  return {
    id,
    family: 'test',
    scope: 'tool',
    targets: ['mcp'],
    modes: ['default'],
    severity: 'error',
    title: id,
    reply: `${id} for {name}`,
    verbatim: true,
    advice: '',
    sources: [],
    lastVerified: RULES_VERIFIED,
    check,
  };
}

describe('preflightExport', () => {
  it('lists findings rule by rule, each rule in tool order, though it reads one tool at a time', () => {
    const tools: Tool[] = ['a', 'b', 'c'].map((name) => ({
      name,
      inputSchema: { type: 'object' },
    }));
    const hitAll = (tool: Parameters<ToolRule['check']>[0]) => [
      { pointer: tool.namePointer, position: tool.position },
    ];
    const rules: PreflightRule[] = [
      toolRule('first', hitAll),
      {
        ...toolRule('request', () => []),
        scope: 'request',
        check: (all) => all.map((t) => ({ pointer: t.pointer, position: t.position })).reverse(),
      },
      toolRule('second', hitAll),
    ];
    const findings = preflightExport(
      { target: 'mcp', output: tools, refused: [] },
      tools,
      {},
      {
        rules,
        layout: () => mcpLayout(),
      },
    );
    expect(findings.map((f) => `${f.rule}:${f.toolName}`)).toEqual([
      'first:a',
      'first:b',
      'first:c',
      'request:c',
      'request:b',
      'request:a',
      'second:a',
      'second:b',
      'second:c',
    ]);
  });
});
