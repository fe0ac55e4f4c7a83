import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { costForTarget } from './cost';
import { COST_TARGETS } from './types';
import { createCostCounter, toolTokens } from './workspace-cost';

const count = (text: string) => countTokens(text);
const a = JSON.stringify({ name: 'a', description: 'First.', inputSchema: { type: 'object' } });
const b = JSON.stringify({
  tools: [
    { name: 'b', inputSchema: { type: 'object', properties: { x: { type: 'string' } } } },
    { name: 'c', inputSchema: { type: 'object' } },
  ],
});

describe('createCostCounter', () => {
  it('sums every tool of every document and adds the overhead once', () => {
    const { figures } = createCostCounter(count);
    const set = figures({ texts: [a, b, '{ not json'] }).toolset.find(
      (row) => row.target === 'anthropic',
    )!;
    const together = costForTarget(
      [JSON.parse(a), ...(JSON.parse(b) as { tools: never[] }).tools],
      'anthropic',
      count,
    );
    expect(set.toolCount).toBe(3);
    // The third document is not JSON: said, so 3 tools beside 3 documents is not a mystery.
    expect(set.unreadable).toBe(1);
    expect(set.overhead.tokens).toBe(346);
    expect(set.total).toBe(together.total);
    expect(set.tools).toBe(together.total - 346);
  });

  it('answers one row per target, the open document and each snapshot', () => {
    const { figures, documentCost } = createCostCounter(count);
    const result = figures({
      texts: [a],
      active: { text: b, target: 'openai-chat', snapshots: [a, '[]'] },
    });
    expect(result.toolset.map((row) => row.target)).toEqual([...COST_TARGETS]);
    expect(result.active?.tools.map((t) => t.name)).toEqual(['b', 'c']);
    expect(result.snapshots).toEqual([toolTokens(documentCost(a, 'openai-chat')), 0]);
    expect(result.snapshots[0]).toBeGreaterThan(0);
  });

  it('counts a document without tools as nothing', () => {
    expect(createCostCounter(count).documentCost('[]', 'openai-chat')).toBeUndefined();
    expect(toolTokens(undefined)).toBe(0);
  });
});

describe('app-only tools for a host that sends them anyway', () => {
  const view = JSON.stringify({
    name: 'refresh_view',
    description: 'Redraws the weather view; the model is not meant to read this.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    _meta: { ui: { resourceUri: 'ui://weather/view.html', visibility: ['app'] } },
  });

  it.each(['anthropic', 'openai-chat'] as const)(
    'are left out of the %s total and counted apart, as they cost when shown',
    (target) => {
      const { figures } = createCostCounter(count);
      const row = figures({ texts: [a, view] }).toolset.find((r) => r.target === target)!;
      // The same tool without its visibility, as a host that ignores it sends it.
      const withoutVisibility = {
        ...JSON.parse(view),
        _meta: { ui: { resourceUri: 'ui://weather/view.html' } },
      };
      const shown = costForTarget([JSON.parse(a), withoutVisibility], target, count);
      expect(row.appOnly).toBe(1);
      expect(shown.appOnly).toBeUndefined();
      expect(shown.tools.map((t) => t.name)).toEqual(['a', 'refresh_view']);
      // The total without it, plus its own tokens, is the total of both shown.
      expect(row.appOnlyTokens).toBe(shown.tools[1]!.tokens);
      expect(row.appOnlyTokens).toBeGreaterThan(10);
      expect(row.tools + row.appOnlyTokens).toBe(toolTokens(shown));
    },
  );

  it('are none when no tool is app-only', () => {
    const row = createCostCounter(count).figures({ texts: [a, b] }).toolset[0]!;
    expect(row.appOnly).toBe(0);
    expect(row.appOnlyTokens).toBe(0);
  });
});
