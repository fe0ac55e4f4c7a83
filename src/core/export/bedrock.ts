/**
 * AWS Bedrock Converse `toolConfig` (`{tools:[{toolSpec:{name, description, inputSchema:{json}}}]}`),
 * https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html: name rule, no empty description, object root, optional strict.
 */
import type { JsonSchemaObject, Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { TargetAdapter } from './adapter';
import {
  describeShape,
  findEntries,
  finishImport,
  keepInMeta,
  skippedEntryChange,
} from './import-helpers';
import { dropToolFields, providerRootSchema, rejectExternalRefs, runExport } from './tool-export';
import { anthropicStrict } from './transforms/anthropic-strict';
import { toDraft2020 } from './transforms/draft-2020';
import { flagUnverified } from './transforms/unverified';
import { ChangeLog } from './transforms/changes';

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

export const bedrockAdapter: TargetAdapter = {
  id: 'bedrock',
  label: LABEL,
  options: ['strict', 'applyNameSuggestions', 'closeFreeFormObjects'],
  export(tools, options = {}) {
    const strict = options.strict === true;
    return runExport<{ toolSpec: ToolSpec }>(tools, options, {
      target: 'bedrock',
      label: LABEL,
      build: (ctx) => {
        const schema = providerRootSchema(ctx, LABEL, { mergeRootUnion: true });
        dropToolFields(
          ctx,
          ['name', 'description', 'inputSchema'],
          strict ? 'bedrock-strict' : 'bedrock',
          LABEL,
        );
        if (!schema) return undefined;
        rejectExternalRefs(schema, ctx, '/inputSchema');
        const schema2020 = toDraft2020(schema, '/inputSchema', ctx.log, LABEL);
        if (!strict) flagUnverified(schema2020, '/inputSchema', 'bedrock', ctx.log, LABEL);
        const json = strict
          ? anthropicStrict(
              schema2020,
              '/inputSchema',
              ctx.log,
              'bedrock-strict',
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
