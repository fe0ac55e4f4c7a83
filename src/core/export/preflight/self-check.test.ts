import { describe, expect, it } from 'vitest';
import type { Tool } from '../../model/types';
import { exportTools } from '../registry';

describe('the export safety net', () => {
  it("refuses a tool a rule fires on, in the provider's words, and still exports the others", () => {
    const tools: Tool[] = [
      { name: 'ok', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } },
      {
        name: 'bad',
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'string' } },
          required: null,
        } as never,
      },
    ];
    const result = exportTools(tools, 'anthropic');
    expect((result.output as { name: string }[]).map((t) => t.name)).toEqual(['ok']);
    expect(result.refused).toHaveLength(1);
    const [reason] = result.refused[0]!.reasons;
    expect(result.refused[0]!.toolIndex).toBe(1);
    expect(reason).toMatchObject({
      code: 'preflight-anthropic-required-list',
      kind: 'rejected',
      severity: 'error',
      toolIndex: 1,
      toolName: 'bad',
      pointer: '/inputSchema/required',
    });
    expect(reason!.message).toBe(
      'Write required as a list of property names, or leave it out. Anthropic Messages would reply: tools.1.custom.input_schema.required: Input should be a valid list',
    );
    expect(result.changes).toContainEqual(reason);
  });

  it("gives a refusal the provider's reply when a rule describes the refused shape", () => {
    const result = exportTools(
      [{ name: 'Google Search', inputSchema: { type: 'object' } }],
      'openai-chat',
    );
    expect(result.refused[0]!.reasons[0]!.providerReply).toEqual({
      rule: 'openai-name-pattern',
      text: "'Google Search' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'functions.0.name'",
    });
  });
});
