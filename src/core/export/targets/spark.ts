/**
 * Spark ToolSpecs `{name, description, input_schema, metadata?, examples?}` (docs/tool-record.md#spark-toolspec): the
 * description is required, and input_schema needs an object type and a properties map.
 */
import type { JsonSchemaObject, Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import { cell } from '../feature-cells';
import { columnOf } from '../feature-matrix';
import type { TargetDefinition } from './definition';
import { sparkSnippet } from './spark.snippet';
import { describeShape, findEntries, finishImport } from '../import-helpers';
import { dropToolFields, runExport } from '../tool-export';
import { ChangeLog, shortJson } from '../transforms/changes';
import { SPARK_NAME_RULE } from '../target-name-rules';

const LABEL = 'Spark';

function fitsSparkSpec(value: unknown): string | undefined {
  if (!isPlainObject(value)) return `expected a ToolSpec object, found ${describeShape(value)}`;
  if (typeof value.name !== 'string') return 'a ToolSpec needs a string "name"';
  if (!isPlainObject(value.input_schema)) return 'a ToolSpec needs an "input_schema" object';
  return undefined;
}

const NAME_RULE = SPARK_NAME_RULE;

export const sparkTarget: TargetDefinition<'spark', 'spark'> = {
  id: 'spark',
  label: 'Spark ToolSpec',
  options: [],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: 'spark',
      label: 'Spark',
      toolFields: 'sidecar',
      cells: {
        'spark-fields': cell('supported'),
        'name-dot': cell('supported', 'warned: Spark names are snake_case'),
        'empty-description': cell('rejected', 'Spark requires a description'),
      },
    },
  ],
  columnFor: () => 'spark',
  detectionOrder: 90,
  // Spark states no provider errors beyond what the export itself refuses.
  preflight: { rules: [] },
  snippet: sparkSnippet,
  presets: [{ id: 'spark', label: 'Spark', options: {} }],
  variants: [{ id: 'spark', options: {} }],
  export(tools, options = {}) {
    return runExport(tools, options, {
      target: 'spark',
      label: LABEL,
      nameRule: NAME_RULE,
      build: (ctx) => {
        const { tool, log } = ctx;
        dropToolFields(
          ctx,
          ['name', 'description', 'inputSchema', 'metadata', 'examples'],
          columnOf(sparkTarget.matrix, 'spark'),
          LABEL,
        );
        if (typeof tool.description !== 'string' || tool.description.trim() === '') {
          log.reject(
            'spark-description-required',
            '/description',
            'Spark requires a description ("Missing required field \'description\'"); say in a sentence what the tool does.',
          );
        }
        const raw: unknown = tool.inputSchema;
        if (!isPlainObject(raw) || raw.type !== 'object') {
          log.reject(
            'root-not-object',
            '/inputSchema',
            'Spark requires input_schema to have "type": "object" ("input_schema must be of type \'object\'").',
          );
          return undefined;
        }
        const schema: JsonSchemaObject = { ...raw };
        if (!isPlainObject(schema.properties)) {
          if (schema.properties === undefined) {
            log.add({
              code: 'spark-properties-added',
              kind: 'added',
              pointer: '/inputSchema',
              message:
                "properties: {} is added: Spark's spec validation requires a properties map.",
            });
          } else {
            log.add({
              code: 'spark-properties-replaced',
              kind: 'converted',
              pointer: '/inputSchema/properties',
              message: `properties is ${shortJson(schema.properties)}, not an object of parameter schemas; it is replaced by {}, as Spark's spec validation requires a properties map.`,
            });
          }
          // Keep `type` first and the rest in the user's order.
          const { type, properties: _notAMap, ...rest } = schema;
          for (const key of Object.keys(schema)) delete schema[key];
          Object.assign(schema, { type, properties: {}, ...rest });
        }
        const props = schema.properties as Record<string, unknown>;
        if (Array.isArray(schema.required)) {
          for (const name of schema.required) {
            if (typeof name === 'string' && !(name in props)) {
              log.reject(
                'spark-required-missing',
                '/inputSchema/required',
                `Required parameter '${name}' not found in properties: Spark refuses this spec. Add the property or remove it from required.`,
              );
            }
          }
        }
        const spec: Record<string, unknown> = {
          name: ctx.name,
          description: tool.description,
          input_schema: schema,
        };
        if (tool.metadata !== undefined) spec.metadata = tool.metadata;
        if (tool.examples !== undefined) spec.examples = tool.examples;
        return spec;
      },
      wrap: (entries) => entries,
    });
  },
  import(json, sidecar) {
    const found = findEntries(json, fitsSparkSpec, ['tools'], 'Spark ToolSpec');
    if (!found.ok) return found;
    const logs: ChangeLog[] = [];
    const tools = found.entries.map((entry, i) => {
      const { input_schema, ...rest } = entry as Record<string, unknown>;
      logs.push(new ChangeLog(i, String(rest.name)));
      const tool: Record<string, unknown> = {};
      // inputSchema takes input_schema's place in the key order.
      for (const key of Object.keys(entry as object))
        tool[key === 'input_schema' ? 'inputSchema' : key] =
          key === 'input_schema' ? input_schema : rest[key];
      return tool as Tool;
    });
    return finishImport('spark', tools, logs, sidecar);
  },
};
