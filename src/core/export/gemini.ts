/**
 * Google Gemini `{functionDeclarations:[…]}` (https://ai.google.dev/api/caching#FunctionDeclaration). By default `parameters` uses the
 * OpenAPI-subset Schema (the fallback every model takes); `geminiJsonSchema` writes
 * `parametersJsonSchema` instead, which keeps `$ref` and most of JSON Schema.
 */
import type { JsonSchemaObject, Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { TargetAdapter } from './adapter';
import {
  describeShape,
  emptyInputSchema,
  findEntries,
  finishImport,
  keepInMeta,
} from './import-helpers';
import type { ToolContext } from './tool-export';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from './tool-export';
import { ChangeLog, shortJson } from './transforms/changes';
import { findRecursiveRef } from '../schema/refs';
import { flagUnverified } from './transforms/unverified';
import { fromGeminiSchema, toGeminiJsonSchema, toGeminiSchema } from './transforms/gemini-schema';

const LABEL = 'Gemini';

type Declaration = Record<string, unknown>;

function buildDeclaration(ctx: ToolContext): Declaration | undefined {
  const json = ctx.options.geminiJsonSchema === true;
  const column = json ? 'gemini-json' : 'gemini';
  const schema = providerRootSchema(ctx, LABEL, { allowRootUnion: json });
  dropToolFields(ctx, ['name', 'description', 'inputSchema', 'outputSchema'], column, LABEL);
  if (!schema) return undefined;
  rejectExternalRefs(schema, ctx, '/inputSchema');
  if (ctx.name.length > 64 || /[.:]/.test(ctx.name)) {
    ctx.log.add({
      code: 'gemini-name-unverified',
      kind: 'flagged',
      pointer: '/name',
      message: `"${ctx.name}" fits the rule of @google/genai 2.32.0 (128 characters, . and : allowed), but older Gemini and Vertex documentation allows only 64 characters without ":"; whether every model honours it is unverified.`,
    });
  }
  if (json) {
    for (const key of ['anyOf', 'oneOf'] as const) {
      if (key in schema)
        ctx.log.add({
          code: 'gemini-root-union',
          kind: 'flagged',
          pointer: `/inputSchema/${key}`,
          message: `${key} at the top is kept; Gemini needs the schema to describe an object, and whether a top-level union is accepted is unverified.`,
        });
    }
  }
  const decl: Declaration = { name: ctx.name };
  if (typeof ctx.tool.description === 'string') decl.description = ctx.tool.description;
  if (json) {
    const recursive = findRecursiveRef(schema, '/inputSchema');
    if (recursive) {
      ctx.log.add({
        code: 'gemini-json-recursive',
        kind: 'flagged',
        pointer: recursive,
        message:
          'This $ref is recursive; Gemini unrolls cycles only a little, so keep recursive properties optional.',
      });
    }
    flagUnverified(schema, '/inputSchema', 'gemini-json', ctx.log, LABEL, new Set(['oneOf']));
    decl.parametersJsonSchema = toGeminiJsonSchema(
      schema,
      '/inputSchema',
      ctx.log,
      schema,
      '/inputSchema',
    );
  } else {
    const parameters = toGeminiSchema(schema, '/inputSchema', ctx.log);
    if (!isPlainObject(parameters.properties) || Object.keys(parameters.properties).length === 0) {
      ctx.log.add({
        code: 'gemini-no-parameters',
        kind: 'stripped',
        pointer: '/inputSchema',
        message: 'The tool takes no parameters, so parameters is left out, as Gemini expects.',
      });
    } else decl.parameters = parameters;
  }
  const output: unknown = ctx.tool.outputSchema;
  if (output !== undefined && !isPlainObject(output)) {
    ctx.log.add({
      code: 'gemini-output-dropped',
      kind: 'dropped',
      severity: 'warning',
      pointer: '/outputSchema',
      message: `outputSchema is ${shortJson(output)}, not a schema object, so it is left out.`,
    });
  }
  if (isPlainObject(output)) {
    // The output schema is secondary: if it cannot be converted, it is left out with a warning
    // instead of refusing the whole tool.
    const outLog = new ChangeLog(ctx.index, ctx.log.toolName);
    const { $schema: _schema, ...clone } = output;
    const converted = json
      ? toGeminiJsonSchema(clone, '/outputSchema', outLog, clone, '/outputSchema')
      : toGeminiSchema(clone, '/outputSchema', outLog);
    if (outLog.rejections.length > 0) {
      ctx.log.add({
        code: 'gemini-output-dropped',
        kind: 'dropped',
        severity: 'warning',
        pointer: '/outputSchema',
        message: `outputSchema is left out: ${outLog.rejections.map((r) => r.message).join(' ')}`,
      });
    } else {
      for (const c of outLog.changes) ctx.log.changes.push(c);
      ctx.log.add({
        code: 'gemini-output-response',
        kind: 'converted',
        pointer: '/outputSchema',
        message: `outputSchema becomes ${json ? 'responseJsonSchema' : 'response'}, which tells Gemini what the function returns.`,
      });
      decl[json ? 'responseJsonSchema' : 'response'] = converted;
    }
  }
  return decl;
}

function fitsDeclaration(value: unknown): string | undefined {
  if (!isPlainObject(value))
    return `expected a function declaration, found ${describeShape(value)}`;
  if (typeof value.name !== 'string') return 'a function declaration needs a string "name"';
  for (const key of ['inputSchema', 'input_schema', 'function', 'toolSpec', 'type']) {
    if (key in value) return `it has "${key}", which Gemini function declarations do not`;
  }
  return undefined;
}

const LIST_KEYS = ['functionDeclarations', 'function_declarations'];

/** The declarations in any of Gemini's wrappers, or why none were found. */
function collectDeclarations(
  json: unknown,
): { ok: true; entries: unknown[] } | { ok: false; reason: string } {
  const fromTool = (value: unknown): unknown[] | undefined => {
    if (!isPlainObject(value)) return undefined;
    const key = LIST_KEYS.find((k) => Array.isArray(value[k]));
    return key ? (value[key] as unknown[]) : undefined;
  };
  let holder = json;
  if (isPlainObject(holder) && Array.isArray(holder.tools)) holder = holder.tools;
  const direct = fromTool(holder);
  if (direct) return { ok: true, entries: direct };
  if (Array.isArray(holder) && holder.some((t) => fromTool(t))) {
    return { ok: true, entries: holder.flatMap((t) => fromTool(t) ?? []) };
  }
  if (
    isPlainObject(holder) &&
    typeof holder.name === 'string' &&
    ('parameters' in holder ||
      'parametersJsonSchema' in holder ||
      'response' in holder ||
      'responseJsonSchema' in holder)
  ) {
    const why = fitsDeclaration(holder);
    return why ? { ok: false, reason: why } : { ok: true, entries: [holder] };
  }
  return {
    ok: false,
    reason: 'a Gemini tool holds a "functionDeclarations" (or "function_declarations") array',
  };
}

function importDeclaration(
  decl: Record<string, unknown>,
  index: number,
): { tool: Tool; log: ChangeLog } {
  const name = String(decl.name);
  const log = new ChangeLog(index, name);
  const ordering: Record<string, string[]> = {};
  const tool: Tool =
    typeof decl.description === 'string'
      ? { name, description: decl.description, inputSchema: emptyInputSchema() }
      : { name, inputSchema: emptyInputSchema() };
  if (isPlainObject(decl.parametersJsonSchema)) tool.inputSchema = decl.parametersJsonSchema;
  else if (isPlainObject(decl.parameters))
    tool.inputSchema = fromGeminiSchema(
      decl.parameters,
      '/inputSchema',
      log,
      ordering,
    ) as JsonSchemaObject;
  else
    log.add({
      code: 'import-no-parameters',
      kind: 'added',
      pointer: '/inputSchema',
      message:
        'The declaration has no parameters; inputSchema is {"type":"object","properties":{}}.',
    });
  if (isPlainObject(decl.responseJsonSchema)) tool.outputSchema = decl.responseJsonSchema;
  else if (isPlainObject(decl.response))
    tool.outputSchema = fromGeminiSchema(
      decl.response,
      '/outputSchema',
      log,
      ordering,
    ) as JsonSchemaObject;
  if (tool.outputSchema && tool.outputSchema.type !== 'object') {
    log.add({
      code: 'import-output-not-object',
      kind: 'flagged',
      pointer: '/outputSchema',
      message:
        'The response schema is not an object; MCP before 2026-07-28 requires an object at the top of outputSchema.',
    });
  }
  const extra: Record<string, unknown> = {};
  if (decl.behavior !== undefined) extra.behavior = decl.behavior;
  if (Object.keys(ordering).length > 0) extra.propertyOrdering = ordering;
  keepInMeta(tool, 'gemini', extra, log);
  if (isPlainObject(decl.parameters)) {
    log.add({
      code: 'import-gemini-schema',
      kind: 'converted',
      pointer: '/inputSchema',
      message:
        'parameters (Gemini Schema) is converted back to JSON Schema: types lower-cased, nullable to a null type, string enums with format "enum" back to numbers or booleans. Rewrites made on export (inlined $ref, const as enum, dropped keywords) cannot be undone without the sidecar.',
    });
  }
  return { tool, log };
}

export const geminiAdapter: TargetAdapter = {
  id: 'gemini',
  label: 'Google Gemini',
  options: ['geminiJsonSchema', 'applyNameSuggestions'],
  export(tools, options = {}) {
    return runExport(tools, options, {
      target: 'gemini',
      label: LABEL,
      build: buildDeclaration,
      wrap: (entries) => ({ functionDeclarations: entries }),
    });
  },
  import(json, sidecar) {
    const found = collectDeclarations(json);
    if (!found.ok) return found;
    const checked = findEntries(found.entries, fitsDeclaration, [], 'function declaration');
    if (!checked.ok) return checked;
    const read = checked.entries.map((d, i) => importDeclaration(d as Record<string, unknown>, i));
    return finishImport(
      'gemini',
      read.map((r) => r.tool),
      read.map((r) => r.log),
      sidecar,
    );
  },
};
