/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. ToolHive: the exported registry entry written to a registry file.
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { pythonJson, typescriptJson } from '../../snippets/embed';

export const toolhiveSnippet: TargetSnippet = {
  ts: {
    packageName: 'node:fs',
    build: (json) => `import { writeFileSync } from 'node:fs';

// A ToolHive registry entry with full tool definitions (RFC-0015): add it to your registry file.
const registryEntry = ${typescriptJson(json)};

writeFileSync('registry-entry.json', JSON.stringify(registryEntry, null, 2) + '\\n');
`,
  },
  py: {
    packageName: 'json (standard library)',
    build: (json) => `import json

# A ToolHive registry entry with full tool definitions (RFC-0015): add it to your registry file.
registry_entry = ${pythonJson(json)}

with open("registry-entry.json", "w", encoding="utf-8") as f:
    json.dump(registry_entry, f, indent=2, ensure_ascii=False)
`,
  },
};
