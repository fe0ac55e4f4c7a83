/**
 * OpenAI function tools: Chat Completions (`{type, function:{…}}`) and Responses (flat).
 * https://platform.openai.com/docs/guides/function-calling and https://platform.openai.com/docs/guides/structured-outputs#supported-schemas: name rule, explicit `strict`, `items` on every array, the strict subset.
 */
import { OPENAI_MAX_DESCRIPTION } from '../limits';
import type { JsonSchemaObject, Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { TargetAdapter } from './adapter';
import {
  describeShape,
  emptyInputSchema,
  findEntries,
  finishImport,
  keepInMeta,
  skippedEntryChange,
} from './import-helpers';
import type { ToolContext } from './tool-export';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from './tool-export';
import { ChangeLog } from './transforms/changes';
import { openAiLoose, openAiStrict } from './transforms/openai-schema';
import { flagUnverified } from './transforms/unverified';

interface OpenAiFunction {
  name: string;
  description?: string;
  parameters: JsonSchemaObject;
  strict: boolean;
}

function buildFunction(ctx: ToolContext, label: string): OpenAiFunction | undefined {
  const strict = ctx.options.strict === true;
  const column = strict ? 'openai-strict' : 'openai';
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
  if (!strict) flagUnverified(schema, '/inputSchema', 'openai', ctx.log, 'OpenAI');
  const parameters = strict
    ? openAiStrict(schema, '/inputSchema', ctx.log, ctx.options.closeFreeFormObjects === true)
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

function openAiAdapter(id: 'openai-chat' | 'openai-responses', label: string): TargetAdapter {
  const kind = id === 'openai-chat' ? 'chat' : 'responses';
  return {
    id,
    label,
    options: ['strict', 'applyNameSuggestions', 'closeFreeFormObjects'],
    export(tools, options = {}) {
      return runExport(tools, options, {
        target: id,
        label,
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

export const openAiChatAdapter = openAiAdapter('openai-chat', 'OpenAI Chat Completions');
export const openAiResponsesAdapter = openAiAdapter('openai-responses', 'OpenAI Responses');
