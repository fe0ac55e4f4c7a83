/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. Bedrock Converse: the exported tool configuration passed to `ConverseCommand`
 * (TypeScript) or `converse` (boto3).
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { has, PLACEHOLDER_PROMPT, shapeOf } from '../../snippets/snippets';
import { pythonJson, typescriptJson } from '../../snippets/embed';

export const bedrockSnippet: TargetSnippet = {
  ts: {
    packageName: '@aws-sdk/client-bedrock-runtime',
    build: (
      json,
      output,
    ) => `import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type { ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';

${bedrockTsBinding(json, output)}

const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const response = await client.send(
  new ConverseCommand({
    modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
    messages: [{ role: 'user', content: [{ text: ${JSON.stringify(PLACEHOLDER_PROMPT)} }] }],
    toolConfig,
  }),
);
console.log(response.output?.message?.content);
`,
  },
  py: {
    packageName: 'boto3',
    build: (json, output) => `import json

import boto3

${bedrockPyBinding(json, output)}

client = boto3.client("bedrock-runtime", region_name="us-east-1")
response = client.converse(
    modelId="anthropic.claude-3-5-sonnet-20240620-v1:0",
    messages=[{"role": "user", "content": [{"text": ${JSON.stringify(PLACEHOLDER_PROMPT)}}]}],
    toolConfig=tool_config,
)
print(response["output"]["message"]["content"])
`,
  },
};

/** Bedrock output is a toolConfig (`{tools: [...]}`), a request fragment (`{toolConfig}`), or a bare list. */
function bedrockTsBinding(json: string, output: unknown): string {
  if (has(output, 'toolConfig'))
    return `const { toolConfig }: { toolConfig: ToolConfiguration } = ${typescriptJson(json)};`;
  if (shapeOf(output) === 'array')
    return `const toolConfig: ToolConfiguration = { tools: ${typescriptJson(json)} };`;
  if (has(output, 'toolSpec'))
    return `const toolConfig: ToolConfiguration = { tools: [${typescriptJson(json)}] };`;
  return `const toolConfig: ToolConfiguration = ${typescriptJson(json)};`;
}
function bedrockPyBinding(json: string, output: unknown): string {
  if (has(output, 'toolConfig')) return `tool_config = ${pythonJson(json)}["toolConfig"]`;
  if (shapeOf(output) === 'array') return `tool_config = {"tools": ${pythonJson(json)}}`;
  if (has(output, 'toolSpec')) return `tool_config = {"tools": [${pythonJson(json)}]}`;
  return `tool_config = ${pythonJson(json)}`;
}
