import { isPlainObject } from '../model/types';

/** The text of one tool a model reads when it chooses: its name, title, description and inputs. */
export interface ToolText {
  name: string;
  title: string;
  description: string;
  /** Parameter names, their descriptions and enum values, space-separated. */
  parameters: string;
}

/** Nested schemas read for parameter text; deeper ones add little and cost time on hostile input. */
const MAX_PARAMETER_DEPTH = 3;

function parameterText(schema: unknown, depth: number, out: string[]): void {
  if (!isPlainObject(schema) || depth > MAX_PARAMETER_DEPTH) return;
  if (typeof schema.description === 'string') out.push(schema.description);
  if (Array.isArray(schema.enum))
    for (const v of schema.enum) if (typeof v === 'string') out.push(v);
  if (isPlainObject(schema.properties))
    for (const [name, property] of Object.entries(schema.properties)) {
      out.push(name);
      parameterText(property, depth + 1, out);
    }
  if (isPlainObject(schema.items)) parameterText(schema.items, depth + 1, out);
}

export function toolText(tool: Record<string, unknown>): ToolText {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const annotations = isPlainObject(tool.annotations) ? tool.annotations : {};
  const parameters: string[] = [];
  parameterText(tool.inputSchema ?? tool.input_schema, 0, parameters);
  return {
    name: str(tool.name),
    title: str(tool.title) || str(annotations.title),
    description: str(tool.description),
    parameters: parameters.join(' '),
  };
}
