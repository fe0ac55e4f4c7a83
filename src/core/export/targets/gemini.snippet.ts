/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. Gemini: the exported function declarations passed to `generateContent` with
 * `@google/genai` and `google-genai`.
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { PLACEHOLDER_PROMPT, pyToolsArray, shapeOf } from '../../snippets/snippets';
import { typescriptJson } from '../../snippets/embed';

export const geminiSnippet: TargetSnippet = {
  ts: {
    packageName: '@google/genai',
    build: (json, output) => `import { GoogleGenAI } from '@google/genai';
import type { Tool } from '@google/genai';

// The SDK types Schema.type as an enum whose values are these same strings ("OBJECT", "STRING", …).
${shapeOf(output) === 'array' ? `const tools = ${typescriptJson(json)} as unknown as Tool[];` : `const tools = [${typescriptJson(json)}] as unknown as Tool[];`}

const ai = new GoogleGenAI({});
const response = await ai.models.generateContent({
  model: 'gemini-2.5-flash',
  contents: ${JSON.stringify(PLACEHOLDER_PROMPT)},
  config: { tools },
});
console.log(response.functionCalls);
`,
  },
  py: {
    packageName: 'google-genai',
    build: (json, output) => `import json

from google import genai
from google.genai import types

${pyToolsArray(json, output)}

client = genai.Client()
response = client.models.generate_content(
    model="gemini-2.5-flash",
    contents=${JSON.stringify(PLACEHOLDER_PROMPT)},
    config=types.GenerateContentConfig(tools=tools),
)
print(response.function_calls)
`,
  },
};
