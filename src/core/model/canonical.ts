import type { ToolEntry } from './document';
import type { Tool } from './types';

/**
 * The canonical MCP view of a tool entry: Spark's `input_schema` becomes `inputSchema`; every
 * other field is kept as written. Returns undefined fields as absent, never invents values.
 */
export function toCanonicalTool(entry: Pick<ToolEntry, 'value' | 'format'>): Tool {
  const { value } = entry;
  if (entry.format === 'spark') {
    const { input_schema, ...rest } = value;
    const tool: Record<string, unknown> = { ...rest };
    if (input_schema !== undefined) tool.inputSchema = input_schema;
    return tool as Tool;
  }
  return { ...value } as Tool;
}

/** The pointer (relative to the tool) of its input schema, by field convention. */
export function inputSchemaKey(entry: Pick<ToolEntry, 'format'>): 'inputSchema' | 'input_schema' {
  return entry.format === 'spark' ? 'input_schema' : 'inputSchema';
}
