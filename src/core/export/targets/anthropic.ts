/**
 * Anthropic Messages API tools `{name, description, input_schema}` (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use): name rule,
 * no union at the top of the schema, optional strict tool use with the SDK's subset.
 */
import type { JsonSchemaObject, Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import type { ExportOptions } from '../adapter';
import { columnOf } from '../feature-matrix';
import { cell, toDescription } from '../feature-cells';
import { inputSchemaLayout } from '../preflight/exported-tools';
import type { TargetDefinition } from './definition';
import { anthropicSnippet } from './anthropic.snippet';
import { ANTHROPIC_FAMILY, ANTHROPIC_RULES } from '../preflight/anthropic';
import {
  describeShape,
  findEntries,
  finishImport,
  keepInMeta,
  skippedEntryChange,
} from '../import-helpers';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from '../tool-export';
import { anthropicStrict } from '../transforms/anthropic-strict';
import { toDraft2020 } from '../transforms/draft-2020';
import { ChangeLog } from '../transforms/changes';
import { ANTHROPIC_NAME_RULE } from '../target-name-rules';

const LABEL = 'Anthropic Messages';
/** Fields of an Anthropic tool that MCP has no place for; kept in `_meta` on import (§3.4). */
const EXTRA_FIELDS = [
  'cache_control',
  'strict',
  'defer_loading',
  'allowed_callers',
  'input_examples',
  'eager_input_streaming',
];
const SPARK_FIELDS = ['metadata', 'examples'];

interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: JsonSchemaObject;
  strict?: true;
}

/** Server tools carry a versioned type such as `web_search_20250305`; they are not custom tools. */
function isServerTool(value: unknown): boolean {
  return isPlainObject(value) && typeof value.type === 'string' && value.type !== 'custom';
}

function fitsAnthropicTool(value: unknown): string | undefined {
  if (!isPlainObject(value)) return `expected a tool object, found ${describeShape(value)}`;
  if (typeof value.name !== 'string') return 'a tool needs a string "name"';
  if (!isPlainObject(value.input_schema)) return 'an Anthropic tool needs an "input_schema" object';
  const spark = SPARK_FIELDS.filter((k) => k in value);
  if (spark.length > 0)
    return `it has ${spark.join(' and ')}, which Spark ToolSpecs carry and Anthropic tools do not`;
  return undefined;
}

const NAME_RULE = ANTHROPIC_NAME_RULE;

export const anthropicTarget: TargetDefinition<'anthropic', 'anthropic' | 'anthropic-strict'> = {
  id: 'anthropic',
  label: LABEL,
  options: [
    {
      key: 'strict',
      help: 'Strict tool use: the schema is cut to the subset Anthropic enforces (what it lacks moves into the description), or the tool is refused.',
    },
    {
      key: 'applyNameSuggestions',
      help: 'Export a name Anthropic refuses under the suggested valid one (recorded in the name map).',
    },
    {
      key: 'closeFreeFormObjects',
      help: 'Strict: close a free-form object parameter (it then takes only {}) instead of refusing the tool.',
    },
  ],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: 'anthropic',
      label: 'Anthropic',
      toolFields: 'sidecar',
      cells: {
        dialect: cell('stripped', 'Anthropic checks against 2020-12 anyway'),
        'root-union': cell('rejected', 'a root allOf of plain objects is merged'),
        'name-dot': cell('rejected', 'a valid name is suggested'),
      },
    },
    {
      id: 'anthropic-strict',
      label: 'Anthropic strict',
      toolFields: 'sidecar',
      cells: {
        ref: cell('supported', 'local only; a recursive $ref is refused'),
        oneOf: cell('converted', 'becomes anyOf; exclusivity is lost'),
        allOf: cell(
          'converted',
          'merged when the branches do not conflict, otherwise kept (each branch then needs a type)',
        ),
        not: toDescription(),
        conditional: toDescription(),
        const: cell('supported', 'primitive values only'),
        enum: cell('supported', 'primitive values only'),
        'additional-false': cell('supported', 'added where missing'),
        'additional-open': cell(
          'rejected',
          'strict mode forces false, which would refuse every extra key',
        ),
        'property-names': toDescription(),
        pattern: toDescription(),
        format: cell('supported', 'the OpenAI nine plus uri; others moved into the description'),
        'numeric-bounds': toDescription(),
        'numeric-exclusive': toDescription(),
        'string-length': toDescription(),
        'array-length': cell(
          'supported',
          'minItems 0 or 1 only; the rest moved into the description',
        ),
        'object-size': toDescription(),
        uniqueItems: toDescription(),
        tuple: toDescription(),
        'other-validation': toDescription(),
        default: toDescription(),
        examples: toDescription(),
        dialect: cell('stripped'),
        'unknown-keywords': cell('stripped'),
        'root-union': cell('rejected', 'a root allOf of plain objects is merged'),
        'name-dot': cell('rejected', 'a valid name is suggested'),
      },
    },
  ],
  columnFor: (options: ExportOptions) => (options.strict ? 'anthropic-strict' : 'anthropic'),
  detectionOrder: 80,
  preflight: {
    layout: inputSchemaLayout(
      undefined,
      undefined,
      ['input_schema'],
      (position) => `tools.${position}.custom.input_schema`,
    ),
    family: ANTHROPIC_FAMILY,
    rules: ANTHROPIC_RULES,
  },
  snippet: anthropicSnippet,
  presets: [{ id: 'anthropic', label: 'Anthropic', options: {} }],
  variants: [
    { id: 'anthropic', options: {} },
    { id: 'anthropic-strict', options: { strict: true } },
  ],
  sdk: {
    imports: "import type { Tool as AnthropicTool } from '@anthropic-ai/sdk/resources/messages';",
    type: 'AnthropicTool[]',
  },
  export(tools, options = {}) {
    const strict = options.strict === true;
    return runExport<AnthropicTool>(tools, options, {
      target: 'anthropic',
      label: LABEL,
      nameRule: NAME_RULE,
      build: (ctx) => {
        const schema = providerRootSchema(ctx, LABEL, { mergeRootUnion: true });
        const column = columnOf(anthropicTarget.matrix, strict ? 'anthropic-strict' : 'anthropic');
        dropToolFields(ctx, ['name', 'description', 'inputSchema'], column, LABEL);
        if (!schema) return undefined;
        rejectExternalRefs(schema, ctx, '/inputSchema');
        const schema2020 = toDraft2020(schema, '/inputSchema', ctx.log, LABEL);
        const entry: AnthropicTool = {
          name: ctx.name,
          input_schema: strict
            ? anthropicStrict(
                schema2020,
                '/inputSchema',
                ctx.log,
                column,
                LABEL,
                ctx.options.closeFreeFormObjects === true,
              )
            : schema2020,
        };
        if (typeof ctx.tool.description === 'string') {
          // Key order as in the API reference: name, description, input_schema.
          return {
            name: entry.name,
            description: ctx.tool.description,
            input_schema: entry.input_schema,
            ...(strict ? { strict: true as const } : {}),
          };
        }
        if (strict) entry.strict = true;
        return entry;
      },
      wrap: (entries) => entries,
    });
  },
  import(json, sidecar) {
    const found = findEntries(json, fitsAnthropicTool, ['tools'], 'Anthropic tool', isServerTool);
    if (!found.ok) return { ok: false, reason: found.reason };
    const logs: ChangeLog[] = [];
    const tools = found.entries.map((entry, i) => {
      const e = entry as Record<string, unknown>;
      const log = new ChangeLog(i, String(e.name));
      logs.push(log);
      const inputSchema = e.input_schema as JsonSchemaObject;
      const tool: Tool =
        typeof e.description === 'string'
          ? { name: String(e.name), description: e.description, inputSchema }
          : { name: String(e.name), inputSchema };
      const extra: Record<string, unknown> = {};
      for (const key of Object.keys(e)) {
        if (['name', 'description', 'input_schema', 'type'].includes(key)) continue;
        if (EXTRA_FIELDS.includes(key) || e[key] !== null) extra[key] = e[key];
      }
      keepInMeta(tool, 'anthropic', extra, log);
      return tool;
    });
    const skipped = found.skipped.map((s) =>
      skippedEntryChange(
        `The server tool "${String((s as Record<string, unknown>).type)}" runs on Anthropic's side and has no MCP definition; left out.`,
      ),
    );
    return finishImport('anthropic', tools, logs, sidecar, skipped);
  },
};
