/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. OpenAI: the exported tools passed to Chat Completions and Responses with the
 * `openai` SDKs.
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { PLACEHOLDER_PROMPT, pyToolsArray, tsToolsArray } from '../../snippets/snippets';

export const openAiChatSnippet: TargetSnippet = {
  ts: {
    packageName: 'openai',
    build: (json, output) => `import OpenAI from 'openai';

${tsToolsArray(json, output, 'OpenAI.Chat.Completions.ChatCompletionTool[]')}

const client = new OpenAI();
const completion = await client.chat.completions.create({
  model: 'gpt-4.1',
  messages: [{ role: 'user', content: ${JSON.stringify(PLACEHOLDER_PROMPT)} }],
  tools,
});
console.log(completion.choices[0]?.message.tool_calls);
`,
  },
  py: {
    packageName: 'openai',
    build: (json, output) => `import json

from openai import OpenAI

${pyToolsArray(json, output)}

client = OpenAI()
completion = client.chat.completions.create(
    model="gpt-4.1",
    messages=[{"role": "user", "content": ${JSON.stringify(PLACEHOLDER_PROMPT)}}],
    tools=tools,
)
print(completion.choices[0].message.tool_calls)
`,
  },
};

export const openAiResponsesSnippet: TargetSnippet = {
  ts: {
    packageName: 'openai',
    build: (json, output) => `import OpenAI from 'openai';

${tsToolsArray(json, output, 'OpenAI.Responses.Tool[]')}

const client = new OpenAI();
const response = await client.responses.create({
  model: 'gpt-4.1',
  input: ${JSON.stringify(PLACEHOLDER_PROMPT)},
  tools,
});
console.log(response.output);
`,
  },
  py: {
    packageName: 'openai',
    build: (json, output) => `import json

from openai import OpenAI

${pyToolsArray(json, output)}

client = OpenAI()
response = client.responses.create(
    model="gpt-4.1",
    input=${JSON.stringify(PLACEHOLDER_PROMPT)},
    tools=tools,
)
print(response.output)
`,
  },
};
