import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { fakeIO } from '../fake-io';
import { runCli } from '../run';

const tool = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name' } },
    required: ['city'],
  },
};
// The OpenAI block of this tool, written by hand from the documented rendering.
const block =
  '// Get the current weather for a city.\ntype get_weather = (_: {\n// City name\ncity: string,\n}) => any;\n\n';
const wrapper =
  countTokens('# Tools\n\n## functions\n\nnamespace functions {\n\n') +
  countTokens('} // namespace functions');
const openaiTotal = countTokens(block) + wrapper;

const files = {
  'tool.json': JSON.stringify(tool),
  'escape.json': JSON.stringify({ ...tool, name: 'a\u001b[2Jb' }),
  'broken.json': '{"name": ',
};

async function run(args: string[]) {
  const io = fakeIO(files);
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

describe('tool-schema cost', () => {
  it('prints per-tool tokens, the overhead once and the total, each with its method', async () => {
    const { code, out } = await run(['cost', 'tool.json', '--to', 'openai-chat,anthropic']);
    expect(code).toBe(0);
    expect(out).toContain('tool.json → OpenAI Chat Completions [exact: o200k_base]');
    expect(out).toContain(`  get_weather  ${countTokens(block)} tokens`);
    expect(out).toContain(
      `  total  ${openaiTotal} tokens [exact: o200k_base for the tools, estimated overhead]`,
    );
    expect(out).toContain('[estimate: o200k_base]');
    expect(out).toMatch(/overhead {2}346 tokens \[published\]/);
  });

  it('exits 1 over the budget and 0 within it', async () => {
    const over = await run([
      'cost',
      'tool.json',
      '--to',
      'openai-chat',
      '--budget',
      String(openaiTotal - 1),
    ]);
    expect(over.code).toBe(1);
    expect(over.out).toContain(
      `over the budget of ${openaiTotal - 1} tokens: openai-chat ${openaiTotal} (+1)`,
    );
    const within = await run([
      'cost',
      'tool.json',
      '--to',
      'openai-chat',
      '--budget',
      String(openaiTotal),
    ]);
    expect(within.code).toBe(0);
    expect(within.out).toContain(`within the budget of ${openaiTotal} tokens`);
  });

  it('judges the budget on every target: Anthropic with its 346-token overhead goes over', async () => {
    const { code, out } = await run([
      'cost',
      'tool.json',
      '--to',
      'openai-chat,anthropic',
      '--budget',
      '300',
      '--format',
      'json',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      budget: number;
      overBudget: boolean;
      targets: { target: string; total: number; method: { kind: string }; tools: object[] }[];
    };
    expect(report.budget).toBe(300);
    expect(report.overBudget).toBe(true);
    expect(report.targets.map((t) => [t.target, t.method.kind])).toEqual([
      ['openai-chat', 'exact'],
      ['anthropic', 'estimate'],
    ]);
    expect(report.targets[0]!.total).toBe(openaiTotal);
    expect(report.targets[1]!.total).toBeGreaterThan(346);
    expect(report.targets[0]!.tools[0]).not.toHaveProperty('text');
  });

  it('exits 2 on bad usage and unreadable input', async () => {
    for (const args of [
      ['cost', 'tool.json'],
      ['cost', 'tool.json', '--to', 'spark'],
      ['cost', 'tool.json', '--to', 'openai-chat', '--budget', 'lots'],
      ['cost', 'tool.json', '--to', 'openai-chat', '--budget', '-5'],
      ['cost', 'tool.json', '--to', 'openai-chat', '--format', 'xml'],
      ['cost', '--to', 'openai-chat'],
      ['cost', 'broken.json', '--to', 'openai-chat'],
      ['cost', 'missing.json', '--to', 'openai-chat'],
    ]) {
      const { code, err } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(err, args.join(' ')).toMatch(/^tool-schema: /);
    }
  });

  it('shows control characters in a tool name escaped', async () => {
    const { out } = await run(['cost', 'escape.json', '--to', 'anthropic']);
    expect(out).toContain('a\\u001b[2Jb');
    expect(out).not.toContain('\u001b');
  });
});
