/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. Spark: the exported ToolSpec written where Spark code loads it, and checked by
 * its registry.
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { shapeOf } from '../../snippets/snippets';
import { pythonJson, typescriptJson } from '../../snippets/embed';

export const sparkSnippet: TargetSnippet = {
  ts: {
    packageName: 'node:fs',
    build: (json) => `import { writeFileSync } from 'node:fs';

// Spark is a Python framework: write the spec where your Spark code loads it.
const spec = ${typescriptJson(json)};

writeFileSync('tool_spec.json', JSON.stringify(spec, null, 2) + '\\n');
`,
  },
  py: {
    packageName: 'spark',
    build: (json, output) => `import json

from spark.tools.registry import ToolRegistry

${shapeOf(output) === 'array' ? `specs = ${pythonJson(json)}` : `specs = [${pythonJson(json)}]`}

registry = ToolRegistry()
for spec in specs:
    is_valid, error = registry.validate_tool_spec(spec)
    if not is_valid:
        print(f"{spec['name']}: {error}")
`,
  },
};
