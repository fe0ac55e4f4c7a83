import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { costForTarget } from '../../core';
import { documentCost, toolTokens, toolsetCost } from './cost-model';

const count = (text: string) => countTokens(text);
const a = JSON.stringify({ name: 'a', description: 'First.', inputSchema: { type: 'object' } });
const b = JSON.stringify({
  tools: [
    { name: 'b', inputSchema: { type: 'object', properties: { x: { type: 'string' } } } },
    { name: 'c', inputSchema: { type: 'object' } },
  ],
});

describe('toolsetCost', () => {
  it('sums every tool of every document and adds the overhead once', () => {
    const set = toolsetCost([a, b, '{ not json'], 'anthropic', count);
    const together = costForTarget(
      [JSON.parse(a), ...(JSON.parse(b) as { tools: never[] }).tools],
      'anthropic',
      count,
    );
    expect(set.toolCount).toBe(3);
    expect(set.overhead.tokens).toBe(346);
    expect(set.total).toBe(together.total);
    expect(set.tools).toBe(together.total - 346);
  });

  it('counts a document without tools as nothing', () => {
    expect(documentCost('[]', 'openai-chat', count)).toBeUndefined();
    expect(toolTokens(undefined)).toBe(0);
  });
});
