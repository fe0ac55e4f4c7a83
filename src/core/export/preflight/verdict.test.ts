import { describe, expect, it } from 'vitest';
import { parsePointer } from '../../model/pointer';
import type { Tool } from '../../model/types';
import { fixForProblem, preflightVerdict } from './verdict';

/** A copy of a tool with one value set, as applying a fix's text edit gives. */
function setAtPointerForTest(tool: Tool, pointer: string, value: unknown): Tool {
  const copy = JSON.parse(JSON.stringify(tool)) as Record<string, unknown>;
  const segments = parsePointer(pointer);
  let node: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  const last = segments[segments.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy as Tool;
}

describe('preflightVerdict', () => {
  const plain: Tool = {
    name: 'get_time',
    description: 'Current time.',
    inputSchema: {
      type: 'object',
      properties: { tz: { type: 'string' } },
      required: ['tz'],
      additionalProperties: false,
    },
  };

  it('accepted as is: nothing changed, nothing refused', () => {
    expect(preflightVerdict([plain], 'anthropic')).toMatchObject({
      status: 'accepted',
      changes: 0,
      refused: 0,
      problems: [],
    });
  });

  it('accepted as is with a footnote when only $schema, metadata the provider ignores, is left out', () => {
    const declared: Tool = {
      ...plain,
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        ...plain.inputSchema,
      },
    };
    expect(preflightVerdict([declared], 'anthropic')).toMatchObject({
      status: 'accepted',
      changes: 0,
      leftOut: ['$schema'],
      problems: [],
    });
    expect(preflightVerdict([plain], 'anthropic').leftOut).toEqual([]);
  });

  it('a metadata-only removal beside a real change: changed, counting only the real one', () => {
    const declared: Tool = {
      ...plain,
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: { tz: { type: 'string' }, fmt: { type: 'string' } },
        required: ['tz'],
        additionalProperties: false,
      },
    };
    // Strict OpenAI: fmt becomes required and nullable (one change); $schema is a footnote.
    expect(preflightVerdict([declared], 'openai-chat', { strict: true })).toMatchObject({
      status: 'changed',
      changes: 1,
      leftOut: ['$schema'],
    });
  });

  it('accepted with changes, counting widening and narrowing ones', () => {
    const optional: Tool = {
      ...plain,
      inputSchema: {
        type: 'object',
        properties: { tz: { type: 'string' }, fmt: { type: 'string' } },
        required: ['tz'],
      },
    };
    // Strict OpenAI: fmt becomes required and nullable (widening), the object is closed (narrowing).
    const verdict = preflightVerdict([optional], 'openai-chat', { strict: true });
    expect(verdict).toMatchObject({
      status: 'changed',
      changes: 2,
      widening: 1,
      narrowing: 1,
      problems: [],
    });
  });

  it("rejected, with the provider's reply and a one-step fix that makes the target accept the tool", () => {
    const named: Tool = { ...plain, name: 'Get Time' };
    const verdict = preflightVerdict([named], 'bedrock');
    expect(verdict.status).toBe('rejected');
    const [problem] = verdict.problems;
    expect(problem).toMatchObject({
      code: 'bedrock-name-pattern',
      severity: 'error',
      pointer: '/name',
      suggestion: 'Get_Time',
    });
    expect(problem!.reply).toBe(
      "Value 'Get Time' at 'toolConfig.tools.0.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    );
    const fix = fixForProblem(problem!);
    expect(fix).toEqual({ title: 'Rename to "Get_Time"', pointer: '/name', value: 'Get_Time' });
    expect(
      preflightVerdict([setAtPointerForTest(named, fix!.pointer, fix!.value)], 'bedrock').status,
    ).toBe('accepted');
  });

  it('a request-wide limit over the whole list rejects the request and names the tools to split off', () => {
    const tools = Array.from({ length: 130 }, (_, i): Tool => ({ ...plain, name: `t${i}` }));
    const verdict = preflightVerdict(tools, 'openai-responses');
    expect(verdict.status).toBe('rejected');
    expect(verdict.problems.map((p) => p.toolName)).toEqual(['t128', 't129']);
    expect(verdict.problems[0]!.message).toMatch(/split off "t128", "t129"/);
  });
});
