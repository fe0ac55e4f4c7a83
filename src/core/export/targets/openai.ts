/**
 * OpenAI function tools: Chat Completions (`{type, function:{…}}`) and Responses (flat).
 * https://platform.openai.com/docs/guides/function-calling and https://platform.openai.com/docs/guides/structured-outputs#supported-schemas: name rule, explicit `strict`, `items` on every array, the strict subset.
 */
import { OPENAI_MAX_DESCRIPTION } from '../../limits';
import type { JsonSchemaObject, Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import type { ExportOptions } from '../adapter';
import { cell, unverified } from '../feature-cells';
import { columnOf } from '../feature-matrix';
import type { NameRule } from '../name-rule';
import type { OutputLayout } from '../preflight/exported-tools';
import { inputSchemaLayout } from '../preflight/exported-tools';
import { OPENAI_FAMILY, OPENAI_RULES } from '../preflight/openai';
import type { TargetDefinition } from './definition';
import { openAiChatSnippet, openAiResponsesSnippet } from './openai.snippet';
import {
  describeShape,
  emptyInputSchema,
  findEntries,
  finishImport,
  keepInMeta,
  skippedEntryChange,
} from '../import-helpers';
import type { ToolContext } from '../tool-export';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from '../tool-export';
import { ChangeLog } from '../transforms/changes';
import { openAiLoose, openAiStrict } from '../transforms/openai-schema';
import { flagUnverified } from '../transforms/unverified';
import { OPENAI_NAME_RULES } from '../target-name-rules';

interface OpenAiFunction {
  name: string;
  description?: string;
  parameters: JsonSchemaObject;
  strict: boolean;
}

function buildFunction(ctx: ToolContext, label: string): OpenAiFunction | undefined {
  const strict = ctx.options.strict === true;
  const column = columnOf(COLUMNS, strict ? 'openai-strict' : 'openai');
  const schema = providerRootSchema(ctx, label, { allowRootUnion: !strict });
  dropToolFields(ctx, ['name', 'description', 'inputSchema'], column, label);
  const description = ctx.tool.description;
  if (typeof description === 'string' && description.length > OPENAI_MAX_DESCRIPTION) {
    ctx.log.add({
      code: 'openai-description-long',
      kind: 'flagged',
      pointer: '/description',
      message: `The description is ${description.length} characters; OpenAI has refused descriptions over ${OPENAI_MAX_DESCRIPTION} ("string too long"). Shorten it; it is not cut for you.`,
    });
  }
  if (!schema) return undefined;
  rejectExternalRefs(schema, ctx, '/inputSchema');
  if (!strict) {
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (key in schema)
        ctx.log.add({
          code: 'openai-root-union',
          kind: 'flagged',
          pointer: `/inputSchema/${key}`,
          message: `${key} at the top of the schema is kept; OpenAI expects a plain object there and may refuse it (unverified).`,
        });
    }
  }
  if (!strict) flagUnverified(schema, '/inputSchema', column, ctx.log, 'OpenAI');
  const parameters = strict
    ? openAiStrict(
        schema,
        '/inputSchema',
        ctx.log,
        column,
        ctx.options.closeFreeFormObjects === true,
      )
    : openAiLoose(schema, '/inputSchema', ctx.log);
  // Key order as in the API reference: name, description, parameters, strict.
  return typeof description === 'string'
    ? { name: ctx.name, description, parameters, strict }
    : { name: ctx.name, parameters, strict };
}

function fitsFunctionTool(kind: 'chat' | 'responses') {
  return (value: unknown): string | undefined => {
    if (!isPlainObject(value))
      return `expected a function tool object, found ${describeShape(value)}`;
    if (value.type !== 'function')
      return `a function tool has "type": "function"${value.type !== undefined ? `, not ${JSON.stringify(value.type)}` : ''}`;
    if (kind === 'chat') {
      if (!isPlainObject(value.function))
        return 'a Chat Completions tool nests its fields under "function"';
      if (typeof value.function.name !== 'string') return '"function.name" must be a string';
    } else {
      if ('function' in value)
        return 'it nests fields under "function" (Chat Completions), while Responses tools are flat';
      if (typeof value.name !== 'string') return 'a Responses function tool needs a string "name"';
    }
    return undefined;
  };
}

/** Non-function tools in a request's list (custom, web_search, …): theirs, but not tools we read. */
function isOtherOpenAiTool(value: unknown): boolean {
  return isPlainObject(value) && typeof value.type === 'string' && value.type !== 'function';
}

function importFunction(
  fields: Record<string, unknown>,
  index: number,
  known: readonly string[],
): { tool: Tool; log: ChangeLog } {
  const name = String(fields.name);
  const log = new ChangeLog(index, name);
  const tool: Tool =
    typeof fields.description === 'string'
      ? { name, description: fields.description, inputSchema: emptyInputSchema() }
      : { name, inputSchema: emptyInputSchema() };
  if (isPlainObject(fields.parameters)) tool.inputSchema = fields.parameters;
  else
    log.add({
      code: 'import-no-parameters',
      kind: 'added',
      pointer: '/inputSchema',
      message: 'The function has no parameters; inputSchema is {"type":"object","properties":{}}.',
    });
  const extra: Record<string, unknown> = {};
  if (fields.strict === true) extra.strict = true;
  for (const [key, value] of Object.entries(fields))
    if (!known.includes(key) && value !== undefined && value !== null) extra[key] = value;
  keepInMeta(tool, 'openai', extra, log);
  if (fields.strict === true) {
    log.add({
      code: 'import-strict-nullable',
      kind: 'flagged',
      pointer: '/inputSchema',
      message:
        'This tool was strict: properties that are required and nullable may have been optional before; without the export sidecar that cannot be undone.',
    });
  }
  return { tool, log };
}

type OpenAiId = 'openai-chat' | 'openai-responses';
type OpenAiColumn = 'openai' | 'openai-strict';

const OPTIONS = [
  {
    key: 'strict',
    help: 'Structured Outputs: a schema meeting every strict rule (all properties required, closed objects, the strict keyword subset), or the tool is refused.',
  },
  {
    key: 'applyNameSuggestions',
    help: 'Export a name OpenAI refuses under the suggested valid one (recorded in the name map).',
  },
  {
    key: 'closeFreeFormObjects',
    help: 'Strict: close a free-form object parameter (it then takes only {}) instead of refusing the tool.',
  },
] as const;

const NAME_RULES: Readonly<Record<OpenAiId, NameRule>> = OPENAI_NAME_RULES;

const LAYOUTS: Record<OpenAiId, OutputLayout> = {
  'openai-chat': inputSchemaLayout(
    undefined,
    'function',
    ['function', 'parameters'],
    (position) => `tools[${position}].function.parameters`,
  ),
  'openai-responses': inputSchemaLayout(
    undefined,
    undefined,
    ['parameters'],
    (position) => `tools[${position}].parameters`,
  ),
};

/** The columns both OpenAI targets share (Chat and Responses take the same schemas). */
const COLUMNS = [
  {
    id: 'openai',
    label: 'OpenAI',
    toolFields: 'sidecar',
    cells: {
      ref: unverified('supported'),
      oneOf: unverified('supported'),
      allOf: unverified('supported'),
      not: unverified('supported'),
      conditional: unverified('supported'),
      'property-names': unverified('supported'),
      'other-validation': unverified('supported'),
      dialect: unverified('stripped', 'the expected dialect is not documented'),
      'root-union': unverified('supported'),
      'array-without-items': unverified('converted', 'items: {} added'),
      'name-dot': cell('rejected', 'a valid name is suggested'),
    },
  },
  {
    id: 'openai-strict',
    label: 'OpenAI strict',
    toolFields: 'sidecar',
    cells: {
      ref: cell('supported', 'local only; recursion allowed'),
      oneOf: cell('converted', 'becomes anyOf; exclusivity is lost'),
      allOf: cell('converted', 'merged when the branches do not conflict, otherwise refused'),
      not: cell('rejected'),
      conditional: cell('rejected'),
      'optional-property': cell('converted', 'made required and nullable'),
      'additional-false': cell('supported', 'required on every object; added where missing'),
      'additional-open': cell('rejected', 'a free-form object cannot be strict'),
      'property-names': cell('rejected'),
      format: cell(
        'supported',
        'date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid; others stripped',
      ),
      'string-length': unverified('supported', 'not in the documented list; the SDK keeps them'),
      'object-size': cell('rejected'),
      uniqueItems: cell('rejected'),
      tuple: cell('rejected'),
      'other-validation': cell('rejected'),
      default: unverified('stripped', 'one report of rejection'),
      dialect: unverified('stripped', 'the expected dialect is not documented'),
      'unknown-keywords': unverified('supported'),
      'root-union': cell('rejected'),
      'array-without-items': cell('rejected'),
      'name-dot': cell('rejected', 'a valid name is suggested'),
    },
  },
] as const;

const columnFor = (options: ExportOptions) => (options.strict ? 'openai-strict' : 'openai');

function openAiTarget<Id extends OpenAiId>(
  id: Id,
  label: string,
  detectionOrder: number,
  more: Pick<
    TargetDefinition<Id, 'openai' | 'openai-strict'>,
    'presets' | 'variants' | 'sdk' | 'snippet'
  >,
): TargetDefinition<Id, 'openai' | 'openai-strict'> {
  const kind = id === 'openai-chat' ? 'chat' : 'responses';
  return {
    id,
    label,
    options: OPTIONS,
    nameRule: () => NAME_RULES[id],
    // Responses takes the same schemas as Chat: one pair of columns describes both.
    matrix: id === 'openai-chat' ? COLUMNS : [],
    columnFor,
    detectionOrder,
    preflight: { layout: LAYOUTS[id], family: OPENAI_FAMILY, rules: OPENAI_RULES },
    ...more,
    export(tools, options = {}) {
      return runExport(tools, options, {
        target: id,
        label,
        nameRule: NAME_RULES[id],
        build: (ctx) => {
          const fn = buildFunction(ctx, label);
          if (!fn) return undefined;
          if (kind === 'chat') return { type: 'function', function: fn };
          return { type: 'function', ...fn };
        },
        wrap: (entries) => entries,
      });
    },
    import(json, sidecar) {
      const found = findEntries(
        json,
        fitsFunctionTool(kind),
        ['tools'],
        `${label} function tool`,
        isOtherOpenAiTool,
      );
      if (!found.ok) return { ok: false, reason: found.reason };
      const read = found.entries.map((entry, i) => {
        const e = entry as Record<string, unknown>;
        return kind === 'chat'
          ? importFunction(e.function as Record<string, unknown>, i, [
              'name',
              'description',
              'parameters',
              'strict',
            ])
          : importFunction(e, i, ['type', 'name', 'description', 'parameters', 'strict']);
      });
      const skipped = found.skipped.map((s, i) =>
        skippedEntryChange(
          `A ${String((s as Record<string, unknown>).type)} tool (#${i + 1} skipped) is not a function tool and has no MCP equivalent; left out.`,
        ),
      );
      return finishImport(
        id,
        read.map((r) => r.tool),
        read.map((r) => r.log),
        sidecar,
        skipped,
      );
    },
  };
}

export const openAiChatTarget: TargetDefinition<'openai-chat', OpenAiColumn> = openAiTarget(
  'openai-chat',
  'OpenAI Chat Completions',
  40,
  {
    snippet: openAiChatSnippet,
    presets: [{ id: 'openai-chat', label: 'OpenAI Chat Completions', options: {} }],
    variants: [
      { id: 'openai-chat', options: {} },
      { id: 'openai-chat-strict', options: { strict: true } },
    ],
    sdk: {
      imports: "import type { ChatCompletionTool } from 'openai/resources/chat/completions';",
      type: 'ChatCompletionTool[]',
    },
  },
);

export const openAiResponsesTarget: TargetDefinition<'openai-responses', OpenAiColumn> =
  openAiTarget('openai-responses', 'OpenAI Responses', 50, {
    snippet: openAiResponsesSnippet,
    presets: [
      { id: 'openai-responses', label: 'OpenAI Responses', options: {} },
      // Strict is a mode of Chat Completions, listed after both OpenAI shapes.
      {
        id: 'openai-strict',
        label: 'OpenAI strict',
        options: { strict: true },
        target: 'openai-chat',
      },
    ],
    variants: [{ id: 'openai-responses', options: {} }],
    sdk: {
      imports: "import type { FunctionTool } from 'openai/resources/responses/responses';",
      type: 'FunctionTool[]',
    },
  });
