/**
 * AWS Bedrock Converse `toolConfig` (`{tools:[{toolSpec:{name, description, inputSchema:{json}}}]}`),
 * https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html: name rule, no empty description, object root, optional strict.
 */
import type { JsonSchemaObject, Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import type { ExportOptions } from '../adapter';
import { columnOf } from '../feature-matrix';
import { cell, unverified } from '../feature-cells';
import { inputSchemaLayout } from '../preflight/exported-tools';
import type { TargetDefinition } from './definition';
import { bedrockSnippet } from './bedrock.snippet';
import { ANTHROPIC_RULES } from '../preflight/anthropic';
import { BEDROCK_FAMILY, BEDROCK_RULES } from '../preflight/bedrock';
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
import { flagUnverified } from '../transforms/unverified';
import { ChangeLog } from '../transforms/changes';
import { BEDROCK_NAME_RULE } from '../target-name-rules';

const LABEL = 'Bedrock Converse';

interface ToolSpec {
  name: string;
  description?: string;
  inputSchema: { json: JsonSchemaObject };
  strict?: true;
}

function fitsToolSpecEntry(value: unknown): string | undefined {
  if (!isPlainObject(value))
    return `expected a {"toolSpec": …} entry, found ${describeShape(value)}`;
  const spec = value.toolSpec;
  if (!isPlainObject(spec)) return 'a Bedrock tool entry holds a "toolSpec" object';
  if (typeof spec.name !== 'string') return '"toolSpec.name" must be a string';
  if (!isPlainObject(spec.inputSchema) || !isPlainObject(spec.inputSchema.json))
    return '"toolSpec.inputSchema.json" must be an object';
  return undefined;
}

/** Cache markers and provider tools share the list with toolSpecs. */
function isOtherEntry(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    !('toolSpec' in value) &&
    ('cachePoint' in value || 'systemTool' in value)
  );
}

const NAME_RULE = BEDROCK_NAME_RULE;

/** What Bedrock's strict subset lacks is known only second-hand; the cells say so. */
const bedrockStrictDesc = unverified(
  'stripped',
  'moved into the description (Bedrock strict subset known only second-hand)',
);

export const bedrockTarget: TargetDefinition<'bedrock', 'bedrock' | 'bedrock-strict'> = {
  id: 'bedrock',
  label: LABEL,
  options: [
    {
      key: 'strict',
      help: 'Strict tool use (as Anthropic strict, known second-hand for Bedrock): the schema is cut to the strict subset, or the tool is refused.',
    },
    {
      key: 'applyNameSuggestions',
      help: 'Export a name Bedrock refuses under the suggested valid one (recorded in the name map).',
    },
    {
      key: 'closeFreeFormObjects',
      help: 'Strict: close a free-form object parameter (it then takes only {}) instead of refusing the tool.',
    },
  ],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: 'bedrock',
      label: 'Bedrock',
      toolFields: 'sidecar',
      cells: {
        ref: unverified('supported', 'model-dependent'),
        dialect: unverified('stripped'),
        'root-union': cell('rejected', 'a root allOf of plain objects is merged'),
        'name-dot': cell('rejected', 'a valid name is suggested'),
        'empty-description': cell('stripped', 'an empty description is omitted'),
      },
    },
    {
      id: 'bedrock-strict',
      label: 'Bedrock strict',
      toolFields: 'sidecar',
      cells: {
        ref: unverified('supported', 'local only; a recursive $ref is refused'),
        oneOf: unverified('converted', 'becomes anyOf; exclusivity is lost'),
        allOf: unverified(
          'converted',
          'merged when the branches do not conflict, otherwise kept (each branch then needs a type)',
        ),
        not: bedrockStrictDesc,
        conditional: bedrockStrictDesc,
        'additional-false': cell('supported', 'added where missing'),
        'additional-open': cell('rejected', 'strict mode allows only false'),
        'property-names': bedrockStrictDesc,
        pattern: bedrockStrictDesc,
        format: unverified('supported', 'as Anthropic strict'),
        'numeric-bounds': bedrockStrictDesc,
        'numeric-exclusive': bedrockStrictDesc,
        'string-length': bedrockStrictDesc,
        'array-length': unverified(
          'supported',
          'minItems 0 or 1 only; the rest moved into the description',
        ),
        'object-size': bedrockStrictDesc,
        uniqueItems: bedrockStrictDesc,
        tuple: bedrockStrictDesc,
        'other-validation': bedrockStrictDesc,
        default: bedrockStrictDesc,
        examples: bedrockStrictDesc,
        dialect: unverified('stripped'),
        'unknown-keywords': unverified('stripped'),
        'root-union': cell('rejected', 'a root allOf of plain objects is merged'),
        'name-dot': cell('rejected', 'a valid name is suggested'),
        'empty-description': cell('stripped', 'an empty description is omitted'),
      },
    },
  ],
  columnFor: (options: ExportOptions) => (options.strict ? 'bedrock-strict' : 'bedrock'),
  detectionOrder: 60,
  preflight: {
    layout: inputSchemaLayout(
      'tools',
      'toolSpec',
      ['toolSpec', 'inputSchema', 'json'],
      (position) => `toolConfig.tools.${position}.toolSpec.inputSchema.json`,
    ),
    family: BEDROCK_FAMILY,
    // Claude behind Bedrock answers some of Anthropic's rules too (each rule lists its targets).
    rules: [...ANTHROPIC_RULES, ...BEDROCK_RULES],
  },
  snippet: bedrockSnippet,
  presets: [{ id: 'bedrock', label: 'Bedrock Converse', options: {} }],
  variants: [
    { id: 'bedrock', options: {} },
    { id: 'bedrock-strict', options: { strict: true } },
  ],
  sdk: {
    imports: "import type { ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';",
    type: 'ToolConfiguration',
  },
  export(tools, options = {}) {
    const strict = options.strict === true;
    return runExport<{ toolSpec: ToolSpec }>(tools, options, {
      target: 'bedrock',
      label: LABEL,
      nameRule: NAME_RULE,
      build: (ctx) => {
        const schema = providerRootSchema(ctx, LABEL, { mergeRootUnion: true });
        const column = columnOf(bedrockTarget.matrix, strict ? 'bedrock-strict' : 'bedrock');
        dropToolFields(ctx, ['name', 'description', 'inputSchema'], column, LABEL);
        if (!schema) return undefined;
        rejectExternalRefs(schema, ctx, '/inputSchema');
        const schema2020 = toDraft2020(schema, '/inputSchema', ctx.log, LABEL);
        if (!strict) flagUnverified(schema2020, '/inputSchema', column, ctx.log, LABEL);
        const json = strict
          ? anthropicStrict(
              schema2020,
              '/inputSchema',
              ctx.log,
              column,
              LABEL,
              ctx.options.closeFreeFormObjects === true,
            )
          : schema2020;
        const spec: ToolSpec = { name: ctx.name, inputSchema: { json } };
        const description = ctx.tool.description;
        if (typeof description === 'string' && description.trim() !== '') {
          return {
            toolSpec: {
              name: ctx.name,
              description,
              inputSchema: { json },
              ...(strict ? { strict: true as const } : {}),
            },
          };
        }
        if (typeof description === 'string') {
          ctx.log.add({
            code: 'bedrock-empty-description',
            kind: 'stripped',
            pointer: '/description',
            message:
              'The description is blank; Bedrock requires at least one character, so it is left out. Write a description: models pick tools by it.',
          });
        }
        if (strict) spec.strict = true;
        return { toolSpec: spec };
      },
      wrap: (entries) => ({ tools: entries }),
    });
  },
  import(json, sidecar) {
    let holder = json;
    if (isPlainObject(holder) && isPlainObject(holder.toolConfig)) holder = holder.toolConfig;
    const found = findEntries(
      holder,
      fitsToolSpecEntry,
      ['tools'],
      'Bedrock toolSpec',
      isOtherEntry,
    );
    if (!found.ok) return { ok: false, reason: found.reason };
    const logs: ChangeLog[] = [];
    const tools = found.entries.map((entry, i) => {
      const spec = (entry as { toolSpec: Record<string, unknown> }).toolSpec;
      const log = new ChangeLog(i, String(spec.name));
      logs.push(log);
      const inputSchema = (spec.inputSchema as { json: JsonSchemaObject }).json;
      const tool: Tool =
        typeof spec.description === 'string'
          ? { name: String(spec.name), description: spec.description, inputSchema }
          : { name: String(spec.name), inputSchema };
      const extra: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(spec))
        if (!['name', 'description', 'inputSchema'].includes(key)) extra[key] = value;
      keepInMeta(tool, 'bedrock', extra, log);
      return tool;
    });
    const skipped = found.skipped.map((s) =>
      skippedEntryChange(
        `A ${Object.keys(s as object).join('/')} entry is not a tool definition; left out.`,
      ),
    );
    return finishImport('bedrock', tools, logs, sidecar, skipped);
  },
};
