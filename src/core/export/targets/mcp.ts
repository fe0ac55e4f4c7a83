/**
 * MCP targets: Tool objects for a chosen spec revision (`mcp`) and a `tools/list` result
 * (`mcp-list`). Revision differences follow the MCP changelogs (https://modelcontextprotocol.io/specification/2025-11-25/changelog); fields the studio does not know are
 * kept as written.
 */
import type { Tool } from '../../model/types';
import { isPlainObject } from '../../model/types';
import { setOwn } from '../../model/own';
import type { ExportOptions, McpRevision } from '../adapter';
import { DEFAULT_MCP_REVISION } from '../adapter';
import { cell } from '../feature-cells';
import { describeShape, findEntries, finishImport } from '../import-helpers';
import { mcpLayout } from '../preflight/exported-tools';
import { MCP_CLIENTS_FAMILY, MCP_CLIENT_RULES } from '../preflight/mcp-clients';
import type { TargetDefinition, TargetOption } from './definition';
import { mcpListSnippet, mcpSnippet } from './mcp.snippet';
import type { ToolContext } from '../tool-export';
import { runExport } from '../tool-export';
import { ChangeLog } from '../transforms/changes';
import {
  addMissingItems,
  applyDialectPolicy,
  spellBooleanSubschemas,
} from '../transforms/mcp-clients';
import { mcpNameRule } from '../target-name-rules';

const EXTENSION_FIELDS = ['namespace', 'version', 'tags', 'metadata', 'examples'];

const nameRule = mcpNameRule;

const OPTIONS: readonly TargetOption[] = [
  {
    key: 'mcpRevision',
    help: 'The MCP specification revision to write (the newest by default); older ones drop what they lack.',
  },
  {
    key: 'keepExtensions',
    help: 'Keep the toolfoundation extensions namespace, version and tags (and Spark metadata/examples), left out by default.',
  },
  {
    key: 'mcpSchemaDialect',
    help: 'A $schema other than 2020-12 is rewritten to 2020-12 (default), stripped, or kept (Claude clients refuse it).',
  },
];

/** Both MCP targets write the same Tool objects: one column describes them. */
const MCP_COLUMN = [
  {
    id: 'mcp',
    label: 'MCP',
    toolFields: 'kept',
    cells: {
      icons: cell('supported', 'from 2025-11-25; dropped for 2025-06-18'),
      execution: cell(
        'supported',
        'core in 2025-11-25 only; kept as written for 2026-07-28, dropped for 2025-06-18',
      ),
      toolfoundation: cell('stripped', 'kept when asked to keep extensions'),
      'spark-fields': cell('stripped', 'kept when asked to keep extensions'),
    },
  },
] as const;

function revisionOf(options: ExportOptions): McpRevision {
  return options.mcpRevision ?? DEFAULT_MCP_REVISION;
}

function buildMcpTool(ctx: ToolContext, revision: McpRevision): Tool | undefined {
  const { tool, log } = ctx;
  const label = `MCP ${revision}`;
  const input: unknown = tool.inputSchema;
  if (!isPlainObject(input) || input.type !== 'object') {
    log.reject(
      'root-not-object',
      '/inputSchema',
      `MCP requires inputSchema to be an object schema with "type": "object"; use {"type":"object","additionalProperties":false} for a tool without parameters.`,
    );
    return undefined;
  }
  if (
    revision !== '2026-07-28' &&
    tool.outputSchema !== undefined &&
    (!isPlainObject(tool.outputSchema) || tool.outputSchema.type !== 'object')
  ) {
    log.reject(
      'mcp-output-not-object',
      '/outputSchema',
      `${label} requires outputSchema to have "type": "object" at the top; only 2026-07-28 allows other shapes. Wrap the result in an object, or export for 2026-07-28.`,
    );
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tool)) {
    if (value === undefined) continue;
    if (key === 'name') {
      out.name = ctx.name;
      continue;
    }
    if (EXTENSION_FIELDS.includes(key) && !ctx.options.keepExtensions) {
      log.add({
        code: 'field-dropped',
        kind: 'dropped',
        pointer: `/${key}`,
        message: `${key} is not an MCP field (it is a ${key === 'metadata' || key === 'examples' ? 'Spark' : 'toolfoundation'} extension); left out unless you keep extensions.`,
      });
      continue;
    }
    if (revision === '2025-06-18' && (key === 'icons' || key === 'execution')) {
      log.add({
        code: 'mcp-revision-dropped',
        kind: 'dropped',
        pointer: `/${key}`,
        message: `${key} does not exist in MCP 2025-06-18 (added in 2025-11-25); left out.`,
      });
      continue;
    }
    if (revision === '2026-07-28' && key === 'execution') {
      log.add({
        code: 'mcp-execution-not-core',
        kind: 'flagged',
        pointer: '/execution',
        message:
          'execution is no longer in the core Tool of MCP 2026-07-28 (tasks moved to the io.modelcontextprotocol/tasks extension); kept as written.',
      });
    }
    if (
      revision === '2025-06-18' &&
      key === 'inputSchema' &&
      isPlainObject(value) &&
      '$schema' in value
    ) {
      log.add({
        code: 'mcp-schema-member',
        kind: 'flagged',
        pointer: '/inputSchema/$schema',
        message:
          'The 2025-06-18 Tool type has no $schema member and names no dialect; kept as written, but clients may assume draft-07.',
      });
    }
    if ((key === 'inputSchema' || key === 'outputSchema') && isPlainObject(value)) {
      const at = `/${key}`;
      let schema = applyDialectPolicy(
        value,
        at,
        log,
        ctx.options.mcpSchemaDialect ?? 'rewrite',
        label,
      );
      schema =
        key === 'inputSchema'
          ? addMissingItems(schema, at, log)
          : spellBooleanSubschemas(schema, at, log);
      setOwn(out, key, schema);
      continue;
    }
    setOwn(out, key, value);
  }
  return out as Tool;
}

function fitsMcpTool(value: unknown): string | undefined {
  if (!isPlainObject(value)) return `expected a tool object, found ${describeShape(value)}`;
  if (typeof value.name !== 'string') return 'a tool needs a string "name"';
  // Beside an inputSchema it is one more field (the studio reads such a tool as MCP, too).
  if ('input_schema' in value && !('inputSchema' in value))
    return 'it has "input_schema" (Spark/Anthropic spelling), not "inputSchema"';
  if (!isPlainObject(value.inputSchema)) return 'an MCP tool needs an "inputSchema" object';
  if ('type' in value && value.type === 'function') return 'it is an OpenAI function tool';
  return undefined;
}

function importMcpTools(entries: unknown[]): { tools: Tool[]; logs: ChangeLog[] } {
  const tools = entries.map((e) => ({ ...(e as Tool) }));
  return { tools, logs: tools.map((t, i) => new ChangeLog(i, t.name)) };
}

export const mcpTarget: TargetDefinition<'mcp', 'mcp'> = {
  id: 'mcp',
  label: 'MCP tools',
  options: OPTIONS,
  nameRule,
  matrix: MCP_COLUMN,
  columnFor: () => 'mcp',
  detectionOrder: 30,
  preflight: { layout: mcpLayout(), family: MCP_CLIENTS_FAMILY, rules: MCP_CLIENT_RULES },
  snippet: mcpSnippet,
  presets: [{ id: 'mcp', label: 'MCP tool', options: {} }],
  variants: [
    { id: 'mcp', options: {} },
    { id: 'mcp-2025-06-18', options: { mcpRevision: '2025-06-18' } },
  ],
  export(tools, options = {}) {
    const revision = revisionOf(options);
    return runExport(tools, options, {
      target: 'mcp',
      label: `MCP ${revision}`,
      nameRule: nameRule(options),
      build: (ctx) => buildMcpTool(ctx, revision),
      wrap: (entries) => entries,
    });
  },
  import(json, sidecar) {
    const found = findEntries(json, fitsMcpTool, [], 'MCP tool');
    if (!found.ok) return { ok: false, reason: found.reason };
    const { tools, logs } = importMcpTools(found.entries);
    return finishImport('mcp', tools, logs, sidecar);
  },
};

export const mcpListTarget: TargetDefinition<'mcp-list', 'mcp'> = {
  id: 'mcp-list',
  label: 'MCP tools/list result',
  options: [
    ...OPTIONS.slice(0, 2),
    {
      key: 'ttlMs',
      help: 'MCP 2026-07-28: how long a client may cache the list, in milliseconds (0 by default).',
    },
    {
      key: 'cacheScope',
      help: 'MCP 2026-07-28: whether a cached list may be shared (public) or not (private, the default).',
    },
    ...OPTIONS.slice(2),
  ],
  nameRule,
  // Same Tool objects as the mcp target: its column describes both.
  matrix: [],
  columnFor: () => 'mcp',
  // A tools/list result holds Tool objects: it is tried before a bare list of them.
  detectionOrder: 20,
  preflight: { layout: mcpLayout('tools'), family: MCP_CLIENTS_FAMILY, rules: MCP_CLIENT_RULES },
  snippet: mcpListSnippet,
  presets: [{ id: 'mcp-list', label: 'MCP tools/list', options: {} }],
  variants: [{ id: 'mcp-list', options: {} }],
  export(tools, options = {}) {
    const revision = revisionOf(options);
    return runExport(tools, options, {
      target: 'mcp-list',
      label: `MCP ${revision}`,
      nameRule: nameRule(options),
      build: (ctx) => buildMcpTool(ctx, revision),
      wrap: (entries, log) => {
        if (revision !== '2026-07-28') return { tools: entries };
        const ttlMs = options.ttlMs ?? 0;
        const cacheScope = options.cacheScope ?? 'private';
        if (options.ttlMs === undefined || options.cacheScope === undefined) {
          log.add({
            code: 'mcp-list-cache-defaults',
            kind: 'added',
            pointer: '',
            message: `MCP 2026-07-28 requires ttlMs and cacheScope on tools/list results; written as ttlMs ${ttlMs} and cacheScope "${cacheScope}" (set them in the export options).`,
          });
        }
        return { resultType: 'complete', tools: entries, ttlMs, cacheScope };
      },
    });
  },
  import(json, sidecar) {
    let holder = json;
    if (isPlainObject(holder) && isPlainObject(holder.result) && 'jsonrpc' in holder)
      holder = holder.result;
    if (!isPlainObject(holder) || !Array.isArray(holder.tools))
      return { ok: false, reason: 'a tools/list result is an object with a "tools" array' };
    const found = findEntries(holder.tools, fitsMcpTool, [], 'MCP tool');
    if (!found.ok) return { ok: false, reason: `"tools" ${found.reason}` };
    const { tools, logs } = importMcpTools(found.entries);
    return finishImport('mcp-list', tools, logs, sidecar);
  },
};
