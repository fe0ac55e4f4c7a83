import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { REVISION_FACTS, revisionOrDefault } from '../../mcp/revisions';
import type { Rule } from './rule';

export const outputSchemaRoot: Rule = {
  code: 'output-schema-root-type',
  severity: 'warning',
  scope: 'tool',
  title: 'An outputSchema describes an object.',
  rationale:
    'MCP structured content is a JSON object; 2025-06-18 and 2025-11-25 require an object root, 2026-07-28 allows others (MCP schema, Tool.outputSchema).',
  check({ tool, entry, options, report }) {
    if (!('outputSchema' in tool)) return;
    const pointer = joinPointer(entry.pointer, 'outputSchema');
    if (!isPlainObject(tool.outputSchema)) {
      report({
        pointer,
        message: '"outputSchema" must be a JSON Schema object.',
        severity: 'error',
      });
    } else if (tool.outputSchema.type !== 'object') {
      const revision = revisionOrDefault(options.mcpRevision);
      if (REVISION_FACTS[revision].outputAnyRoot) {
        // Allowed in this revision: say what older clients receive instead.
        report({
          pointer,
          severity: 'info',
          message: `MCP ${revision} allows any output root; SDKs serve 2025-era clients this schema wrapped as {"result": …} (required), and a non-object structuredContent needs a text copy in content.`,
        });
        return;
      }
      report({
        pointer,
        message:
          'The output schema\'s root is not "type": "object"; MCP structured content is an object, and revisions before 2026-07-28 require it.',
      });
    }
  },
};
