/**
 * Google Gemini `{functionDeclarations:[…]}` (https://ai.google.dev/api/caching#FunctionDeclaration). By default `parameters` uses the
 * OpenAPI-subset Schema (the fallback every model takes); `geminiJsonSchema` writes
 * `parametersJsonSchema` instead, which keeps `$ref` and most of JSON Schema.
 */
import type { JsonSchemaObject, Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import type { ExportOptions } from '../adapter';
import { cell, unverified } from '../feature-cells';
import { columnOf } from '../feature-matrix';
import { asList, entryFields, present, schemaAt } from '../preflight/exported-tools';
import type { TargetDefinition } from './definition';
import { geminiSnippet } from './gemini.snippet';
import { GEMINI_FAMILY, GEMINI_RULES } from '../preflight/gemini';
import {
  describeShape,
  emptyInputSchema,
  findEntries,
  finishImport,
  keepInMeta,
} from '../import-helpers';
import type { ToolContext } from '../tool-export';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from '../tool-export';
import { ChangeLog, shortJson } from '../transforms/changes';
import { findRecursiveRef } from '../../schema/refs';
import { flagUnverified } from '../transforms/unverified';
import { fromGeminiSchema } from '../transforms/gemini-import';
import { toGeminiJsonSchema } from '../transforms/gemini-json-schema';
import { toGeminiSchema } from '../transforms/gemini-schema';
import { GEMINI_NAME_RULE } from '../target-name-rules';

const LABEL = 'Gemini';

type Declaration = Record<string, unknown>;

function buildDeclaration(ctx: ToolContext): Declaration | undefined {
  const json = ctx.options.geminiJsonSchema === true;
  const column = columnOf(geminiTarget.matrix, json ? 'gemini-json' : 'gemini');
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
    flagUnverified(schema, '/inputSchema', column, ctx.log, LABEL, new Set(['oneOf']));
    decl.parametersJsonSchema = toGeminiJsonSchema(
      schema,
      '/inputSchema',
      ctx.log,
      column,
      schema,
      '/inputSchema',
    );
  } else {
    const parameters = toGeminiSchema(schema, '/inputSchema', ctx.log, column);
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
      ? toGeminiJsonSchema(clone, '/outputSchema', outLog, column, clone, '/outputSchema')
      : toGeminiSchema(clone, '/outputSchema', outLog, column);
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

const NAME_RULE = GEMINI_NAME_RULE;

export const geminiTarget: TargetDefinition<'gemini', 'gemini' | 'gemini-json'> = {
  id: 'gemini',
  label: 'Google Gemini',
  options: [
    {
      key: 'geminiJsonSchema',
      help: 'Write parametersJsonSchema (full JSON Schema, $ref kept) instead of the OpenAPI-subset parameters every model takes.',
    },
    {
      key: 'applyNameSuggestions',
      help: 'Export a name Gemini refuses under the suggested valid one (recorded in the name map).',
    },
  ],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: 'gemini',
      label: 'Gemini Schema',
      toolFields: 'sidecar',
      cells: {
        ref: cell('converted', 'inlined; a recursive $ref is refused (use the JSON Schema option)'),
        anyOf: cell('supported', 'a {type:"null"} branch becomes nullable'),
        oneOf: cell('converted', 'becomes anyOf; exclusivity is lost'),
        allOf: cell('converted', 'merged when the branches do not conflict, otherwise refused'),
        not: cell('stripped'),
        conditional: cell('stripped'),
        const: cell('converted', 'becomes a one-value enum'),
        enum: cell('converted', 'non-string values become format "enum" with string values'),
        'type-array': cell('converted', 'becomes type plus nullable, or anyOf'),
        'additional-false': cell('stripped'),
        'additional-open': cell('stripped'),
        'property-names': cell('stripped'),
        format: cell(
          'supported',
          'float, double, int32, int64, email, byte, date, date-time, password, enum; others flagged',
        ),
        'numeric-exclusive': cell('stripped'),
        'string-length': cell('converted', 'written as int64 strings'),
        'array-length': cell('converted', 'written as int64 strings'),
        'object-size': cell('converted', 'written as int64 strings'),
        uniqueItems: cell('stripped'),
        tuple: cell('stripped'),
        'other-validation': cell('stripped'),
        examples: cell('converted', 'becomes example (the first one)'),
        dialect: cell('stripped'),
        'unknown-keywords': cell('stripped'),
        'root-union': cell('rejected', 'a root allOf of plain objects is merged'),
        'array-without-items': unverified('supported'),
        'output-schema': cell('converted', 'becomes response'),
      },
    },
    {
      id: 'gemini-json',
      label: 'Gemini JSON Schema',
      toolFields: 'sidecar',
      cells: {
        ref: unverified('supported', 'limited cycles'),
        oneOf: unverified('supported', 'Gemini treats oneOf as anyOf'),
        allOf: cell('converted', 'merged when the branches do not conflict, otherwise refused'),
        not: unverified('stripped'),
        conditional: unverified('stripped'),
        const: unverified('converted', 'becomes a one-value enum'),
        'additional-open': unverified('supported'),
        'property-names': unverified('stripped'),
        pattern: unverified('stripped'),
        format: unverified('supported'),
        'numeric-exclusive': unverified('stripped'),
        'string-length': unverified('stripped'),
        'object-size': unverified('stripped'),
        uniqueItems: unverified('stripped'),
        'other-validation': unverified('stripped'),
        default: unverified('stripped'),
        examples: unverified('stripped'),
        dialect: unverified('stripped'),
        'unknown-keywords': unverified('stripped'),
        'root-union': unverified('supported'),
        'output-schema': cell('converted', 'becomes responseJsonSchema'),
      },
    },
  ],
  columnFor: (options: ExportOptions) => (options.geminiJsonSchema ? 'gemini-json' : 'gemini'),
  detectionOrder: 70,
  preflight: {
    layout: {
      list: (output) => asList(output, 'functionDeclarations'),
      read: (entry, pointer, position) => {
        const at = `tools[0].function_declarations[${position}]`;
        return entryFields(
          entry,
          pointer,
          false,
          present([
            schemaAt(entry, pointer, '/inputSchema', ['parameters'], `${at}.parameters`),
            schemaAt(
              entry,
              pointer,
              '/inputSchema',
              ['parametersJsonSchema'],
              `${at}.parameters_json_schema`,
            ),
            schemaAt(entry, pointer, '/outputSchema', ['response'], `${at}.response`),
            schemaAt(
              entry,
              pointer,
              '/outputSchema',
              ['responseJsonSchema'],
              `${at}.response_json_schema`,
            ),
          ]),
        );
      },
    },
    family: GEMINI_FAMILY,
    rules: GEMINI_RULES,
  },
  snippet: geminiSnippet,
  presets: [{ id: 'gemini', label: 'Gemini', options: {} }],
  variants: [
    { id: 'gemini', options: {} },
    { id: 'gemini-json', options: { geminiJsonSchema: true } },
  ],
  sdk: {
    imports:
      "import { Type } from '@google/genai';\nimport type { Tool as GeminiTool } from '@google/genai';",
    type: 'GeminiTool',
  },
  export(tools, options = {}) {
    return runExport(tools, options, {
      target: 'gemini',
      label: LABEL,
      nameRule: NAME_RULE,
      build: buildDeclaration,
      reusesBuilds: true,
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
