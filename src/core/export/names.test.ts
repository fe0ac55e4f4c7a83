import { describe, expect, it } from 'vitest';
import { suggestName } from './names';
import { nameRuleFor, targetNameFindings } from './registry';

describe("targetNameFindings (each provider's name rule)", () => {
  it('a portable name passes everywhere', () => {
    expect(targetNameFindings({ name: 'get_weather' })).toEqual([]);
  });

  it('a dotted MCP name is refused by OpenAI, Anthropic and Bedrock, frowned on by Spark/ToolHive, fine for MCP and Gemini', () => {
    const findings = targetNameFindings({ name: 'weather.current' });
    const errors = findings.filter((f) => f.severity === 'error').map((f) => f.target);
    const warnings = findings.filter((f) => f.severity === 'warning').map((f) => f.target);
    expect(errors).toEqual(['openai-chat', 'openai-responses', 'anthropic', 'bedrock']);
    expect(warnings).toEqual(['spark', 'toolhive']);
    for (const f of findings) expect(f.suggestion).toBe('weather_current');
    expect(findings[0]!.reason).toContain('^[a-zA-Z0-9_-]{1,64}$');
    expect(findings[0]!.reason).toContain('"."');
  });

  it('a 70-character name fits MCP and Gemini (128) but not the 64-character providers; the suggestion is cut with a hash', () => {
    const name = 'a'.repeat(70);
    const findings = targetNameFindings({ name });
    expect(findings.map((f) => f.target)).toEqual([
      'openai-chat',
      'openai-responses',
      'anthropic',
      'bedrock',
    ]);
    const suggestion = findings[0]!.suggestion;
    expect(suggestion).toHaveLength(64);
    expect(suggestion).toMatch(/^a{55}_[0-9a-f]{8}$/);
    expect(findings[0]!.reason).toContain('70 characters long (at most 64)');
  });

  it('Gemini needs a letter or _ first', () => {
    const gemini = targetNameFindings({ name: '1st-tool' }).find((f) => f.target === 'gemini');
    expect(gemini?.severity).toBe('error');
    expect(gemini?.suggestion).toBe('_1st-tool');
  });

  it('MCP 2025-06-18 has no name rule; later revisions warn about spaces', () => {
    expect(
      targetNameFindings({ name: 'get weather' }, { mcpRevision: '2025-06-18' }).some(
        (f) => f.target === 'mcp',
      ),
    ).toBe(false);
    const mcp = targetNameFindings({ name: 'get weather' }).find((f) => f.target === 'mcp');
    expect(mcp).toMatchObject({ severity: 'warning', suggestion: 'get_weather' });
  });

  it('suggestions always satisfy the rule they were made for', () => {
    for (const name of [
      'a.b/c',
      '',
      '9',
      'x'.repeat(200),
      'héllo wörld',
      'mcp__server__tool.name',
    ]) {
      for (const target of [
        'openai-chat',
        'anthropic',
        'bedrock',
        'gemini',
        'mcp',
        'spark',
      ] as const) {
        const rule = nameRuleFor(target)!;
        expect(suggestName(name, rule)).toMatch(rule.pattern);
      }
    }
  });
});
