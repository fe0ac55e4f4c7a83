import { describe, expect, it } from 'vitest';
import { typeErrors } from '../__fixtures__/typecheck';
import { serializeExport } from '../export/adapter';
import type { TargetId } from '../export/adapter';
import { buildSnippets } from '../export/registry';

/**
 * The TypeScript snippets type-check against the providers' own SDK types (devDependencies), so
 * the JSON lands in the argument the SDK expects. MCP's SDK is not a dependency; its snippet is
 * checked for syntax only (snippets.test.ts).
 */
const schema = {
  type: 'object',
  properties: {
    location: { type: 'string', description: 'City' },
    days: { type: 'integer', minimum: 1 },
  },
  required: ['location'],
  additionalProperties: false,
};
const CASES: [TargetId, unknown][] = [
  [
    'openai-chat',
    [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Weather',
          parameters: schema,
          strict: false,
        },
      },
    ],
  ],
  [
    'openai-responses',
    [
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather',
        parameters: schema,
        strict: true,
      },
    ],
  ],
  ['anthropic', [{ name: 'get_weather', description: 'Weather', input_schema: schema }]],
  [
    'bedrock',
    {
      tools: [
        {
          toolSpec: { name: 'get_weather', description: 'Weather', inputSchema: { json: schema } },
        },
      ],
    },
  ],
  [
    'bedrock',
    {
      toolConfig: { tools: [{ toolSpec: { name: 'get_weather', inputSchema: { json: schema } } }] },
    },
  ],
  [
    'gemini',
    {
      functionDeclarations: [
        {
          name: 'get_weather',
          parameters: { type: 'OBJECT', properties: { location: { type: 'STRING' } } },
        },
      ],
    },
  ],
  ['spark', { name: 'get_weather', description: 'Weather', input_schema: schema }],
];

describe('TypeScript snippets against the SDK types', () => {
  it('type-check for every target with an installed SDK', { timeout: 60_000 }, () => {
    const files: Record<string, string> = {};
    CASES.forEach(([target, output], index) => {
      files[`src/core/snippets/__virtual__/snippet-${index}-${target}.ts`] = buildSnippets(
        target,
        serializeExport(output),
        output,
      )[0]!.code;
    });
    expect(typeErrors(files)).toEqual([]);
  });

  it('catches JSON put in the wrong shape (the check is real)', { timeout: 60_000 }, () => {
    // Responses-shaped tools handed to Chat Completions must not type-check.
    const output = [{ type: 'function', name: 'get_weather', parameters: schema }];
    const code = buildSnippets('openai-chat', serializeExport(output), output)[0]!.code;
    const errors = typeErrors({ 'src/core/snippets/__virtual__/wrong.ts': code });
    expect(errors.join('\n')).toMatch(
      /'"name"' does not exist in type 'ChatCompletionFunctionTool'/,
    );
  });
});
