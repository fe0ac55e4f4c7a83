import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { costForTarget, formatTokenDelta, totalMethod } from './cost';
import { OPENAI_TOOLS_FOOTER, OPENAI_TOOLS_HEADER } from './overhead';
import { COST_TARGETS } from './types';

const count = (text: string) => countTokens(text);

const weather: Tool = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      days: { type: 'integer', minimum: 1 },
    },
    required: ['city'],
  },
};

/** 1 000 different words, so the tokenizer cannot merge repeats. */
const thousandWords = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');

describe('costForTarget, OpenAI family', () => {
  it("counts exactly the tool's signature block, with o200k_base", () => {
    const cost = costForTarget([weather], 'openai-chat', count);
    const tool = cost.tools[0]!;
    // Written by hand from the documented rendering; the block ends with the blank line that
    // separates it from the next one.
    expect(tool.text).toBe(
      [
        '// Get the current weather for a city.',
        'type get_weather = (_: {',
        '// City name',
        'city: string,',
        'days?: number,',
        '}) => any;',
        '',
        '',
      ].join('\n'),
    );
    expect(tool.tokens).toBe(countTokens(tool.text));
    expect(tool.nameAndDescription).toBe(
      countTokens('// Get the current weather for a city.\ntype get_weather = '),
    );
    expect(tool.schema).toBe(tool.tokens - tool.nameAndDescription);
    expect(cost.method.kind).toBe('exact');
    expect(cost.method.short).toBe('exact: o200k_base');
  });

  it("adding a 1 000-word description raises the figure by that description's comment line", () => {
    const before = costForTarget([{ ...weather, description: undefined }], 'openai-chat', count);
    const after = costForTarget([{ ...weather, description: thousandWords }], 'openai-chat', count);
    const added = after.tools[0]!.tokens - before.tools[0]!.tokens;
    expect(added).toBe(countTokens(`// ${thousandWords}\n`));
    expect(added).toBeGreaterThan(1000);
    expect(after.total - before.total).toBe(added);
  });

  it('adds the overhead once for the toolset, not once per tool', () => {
    const second: Tool = { name: 'ping', inputSchema: { type: 'object' } };
    const one = costForTarget([weather], 'openai-responses', count);
    const two = costForTarget([weather, second], 'openai-responses', count);
    const overhead = countTokens(OPENAI_TOOLS_HEADER) + countTokens(OPENAI_TOOLS_FOOTER);
    expect(two.overhead.tokens).toBe(overhead);
    expect(two.overhead.kind).toBe('estimate');
    expect(two.total).toBe(overhead + two.tools[0]!.tokens + two.tools[1]!.tokens);
    expect(two.total - one.total).toBe(countTokens('type ping = () => any;\n\n'));
  });
});

describe('costForTarget, JSON targets', () => {
  it('Anthropic: estimates from the compact exported JSON and adds the published 346 tokens once', () => {
    const cost = costForTarget([weather, { ...weather, name: 'other' }], 'anthropic', count);
    const tool = cost.tools[0]!;
    expect(JSON.parse(tool.text)).toEqual({
      name: 'get_weather',
      description: 'Get the current weather for a city.',
      input_schema: weather.inputSchema,
    });
    expect(tool.tokens).toBe(countTokens(tool.text));
    expect(tool.nameText).toBe(
      '{"name":"get_weather","description":"Get the current weather for a city."}',
    );
    expect(cost.method.kind).toBe('estimate');
    expect(cost.overhead).toMatchObject({ tokens: 346, kind: 'published' });
    expect(cost.overhead.source).toMatch(/^https:\/\/docs\.anthropic\.com\//);
    expect(cost.total).toBe(346 + cost.tools[0]!.tokens + cost.tools[1]!.tokens);
  });

  it('Anthropic with tool_choice any uses the published 313', () => {
    expect(
      costForTarget([weather], 'anthropic', count, { anthropicToolChoice: 'any' }).overhead.tokens,
    ).toBe(313);
  });

  it('Bedrock counts the toolSpec and says the overhead is not published', () => {
    const cost = costForTarget([weather], 'bedrock', count);
    expect(cost.tools[0]!.nameText).toBe(
      '{"toolSpec":{"name":"get_weather","description":"Get the current weather for a city."}}',
    );
    expect(cost.overhead).toMatchObject({ tokens: 0, kind: 'unknown' });
  });

  it('every target counts the tool, with a method and an overhead that says what it is', () => {
    for (const target of COST_TARGETS) {
      const cost = costForTarget([weather], target, count);
      expect(cost.tools, target).toHaveLength(1);
      expect(cost.tools[0]!.tokens, target).toBe(countTokens(cost.tools[0]!.text));
      expect(cost.method.detail, target).not.toBe('');
      expect(cost.overhead.detail, target).not.toBe('');
    }
  });
});

describe('contributors and refusals', () => {
  it('ranks descriptions and enums by tokens, biggest first', () => {
    const colours = Array.from({ length: 40 }, (_, i) => `colour-${i}`);
    const tool: Tool = {
      name: 'pick',
      description: 'Pick.',
      inputSchema: {
        type: 'object',
        properties: {
          colour: { enum: colours },
          note: { type: 'string', description: thousandWords.slice(0, 200) },
        },
      },
    };
    const [first, second, third] = costForTarget([tool], 'anthropic', count).tools[0]!.contributors;
    expect(first).toMatchObject({ kind: 'enum', pointer: '/input_schema/properties/colour/enum' });
    expect(first!.tokens).toBe(countTokens(JSON.stringify(colours)));
    expect(second).toMatchObject({
      kind: 'description',
      pointer: '/input_schema/properties/note/description',
    });
    expect(third).toMatchObject({ kind: 'tool-description', pointer: '/description', tokens: 2 });
  });

  it('leaves a refused tool out of the count and says why', () => {
    const cost = costForTarget(
      [weather, { name: 'bad name!', inputSchema: { type: 'object' } }],
      'openai-chat',
      count,
    );
    expect(cost.tools.map((t) => t.name)).toEqual(['get_weather']);
    expect(cost.refused).toEqual([
      expect.objectContaining({ toolIndex: 1, name: 'bad name!', reason: expect.any(String) }),
    ]);
  });

  it('signs deltas', () => {
    expect([formatTokenDelta(312), formatTokenDelta(-40), formatTokenDelta(0)]).toEqual([
      '+312',
      '−40',
      '±0',
    ]);
  });
});

describe('totalMethod', () => {
  it("names the tools' method and the overhead's kind", () => {
    expect(totalMethod(costForTarget([weather], 'openai-chat', count))).toBe(
      'exact: o200k_base for the tools, estimated overhead',
    );
    expect(totalMethod(costForTarget([weather], 'anthropic', count))).toBe(
      'estimate: o200k_base for the tools, published overhead',
    );
    expect(totalMethod(costForTarget([weather], 'gemini', count))).toBe(
      'estimate: o200k_base for the tools, overhead not published',
    );
  });
});
