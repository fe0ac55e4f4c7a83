/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. Anthropic Messages: the exported tools passed to `messages.create` with the
 * Anthropic SDKs.
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { PLACEHOLDER_PROMPT, pyToolsArray, tsToolsArray } from '../../snippets/snippets';

export const anthropicSnippet: TargetSnippet = {
  ts: {
    packageName: '@anthropic-ai/sdk',
    build: (json, output) => `import Anthropic from '@anthropic-ai/sdk';

${tsToolsArray(json, output, 'Anthropic.Messages.Tool[]')}

const client = new Anthropic();
const message = await client.messages.create({
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  messages: [{ role: 'user', content: ${JSON.stringify(PLACEHOLDER_PROMPT)} }],
  tools,
});
console.log(message.content);
`,
  },
  py: {
    packageName: 'anthropic',
    build: (json, output) => `import json

import anthropic

${pyToolsArray(json, output)}

client = anthropic.Anthropic()
message = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=1024,
    messages=[{"role": "user", "content": ${JSON.stringify(PLACEHOLDER_PROMPT)}}],
    tools=tools,
)
print(message.content)
`,
  },
};
