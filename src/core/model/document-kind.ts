/**
 * What a document holds, as far as tools go: its kind and the tools in it, each with its pointer.
 * Read from a parsed value alone, without positions: the Tools list's rows and the store need
 * this on every page, while the reading with positions and diagnostics (document.ts) loads with
 * the panels that show them.
 */
import { looksLikeElicitationRequest } from '../mcp/elicitation-request';
import { joinPointer } from './pointer';
import { isPlainObject } from './types';

/** What a piece of text is, as far as tools go. */
export type DocumentKind =
  | 'tool'
  | 'tool-array'
  | 'tools-list'
  | 'toolhive-registry'
  | 'spark-toolspec'
  | 'elicitation-request'
  | 'unknown';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  tool: 'MCP tool',
  'tool-array': 'array of tools',
  'tools-list': 'tools/list result',
  'toolhive-registry': 'ToolHive registry entry',
  'spark-toolspec': 'Spark ToolSpec',
  'elicitation-request': 'Elicitation request',
  unknown: 'not a tool document',
};

/** The document kinds that hold a list of tools (labelled, imported and split as such). */
export const MULTI_TOOL_KINDS: ReadonlySet<DocumentKind> = new Set<DocumentKind>([
  'tool-array',
  'tools-list',
  'toolhive-registry',
]);

/** Which field convention a tool object follows: MCP camelCase or Spark's `input_schema`. */
export type ToolFormat = 'mcp' | 'spark';

/** One tool found in a document, with where it sits. */
export interface ToolEntry {
  /** Pointer to the tool object in the document. */
  pointer: string;
  value: Record<string, unknown>;
  format: ToolFormat;
  /** Pointer to the publisher-extension entry holding `tools` and `tool_definitions` (registry documents). */
  registryEntryPointer?: string;
}

export const TOOLHIVE_EXTENSION = 'io.github.stacklok';

function looksLikeMcpTool(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && typeof value.name === 'string' && !('input_schema' in value);
}

function looksLikeSparkTool(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && 'input_schema' in value && !('inputSchema' in value);
}

function toolEntry(
  value: Record<string, unknown>,
  pointer: string,
  registryEntryPointer?: string,
): ToolEntry {
  const entry: ToolEntry = { pointer, value, format: looksLikeSparkTool(value) ? 'spark' : 'mcp' };
  if (registryEntryPointer !== undefined) entry.registryEntryPointer = registryEntryPointer;
  return entry;
}

/** Finds ToolHive publisher-extension entries: `meta.publisher_provided["io.github.stacklok"][key]` or the `_meta` spelling. */
function registryEntries(
  value: Record<string, unknown>,
): { pointer: string; entry: Record<string, unknown> }[] {
  const found: { pointer: string; entry: Record<string, unknown> }[] = [];
  const holders: [string, unknown][] = [];
  for (const metaKey of ['meta', '_meta']) {
    const meta = value[metaKey];
    if (!isPlainObject(meta)) continue;
    for (const [providedKey, provided] of Object.entries(meta)) {
      if (providedKey === 'publisher_provided' || providedKey.endsWith('/publisher-provided')) {
        holders.push([joinPointer('', metaKey, providedKey), provided]);
      }
    }
  }
  for (const [holderPointer, provided] of holders) {
    if (!isPlainObject(provided)) continue;
    const extension = provided[TOOLHIVE_EXTENSION];
    if (!isPlainObject(extension)) continue;
    for (const [key, entry] of Object.entries(extension)) {
      if (
        isPlainObject(entry) &&
        (Array.isArray(entry.tool_definitions) || Array.isArray(entry.tools))
      ) {
        found.push({ pointer: joinPointer(holderPointer, TOOLHIVE_EXTENSION, key), entry });
      }
    }
  }
  return found;
}

/**
 * The `tools` array of a tools/list result and its pointer: the result itself (`{"tools": [...]}`)
 * or the JSON-RPC response that carries it (`{"jsonrpc": "2.0", "id": 1, "result": {"tools":
 * [...]}}`, what a server sends and what people save). Every command, the analysis and the Import
 * dialog read a tools/list through here, so they all recognise the same documents.
 */
export function toolsListArray(value: unknown): { list: unknown[]; pointer: string } | undefined {
  if (!isPlainObject(value)) return undefined;
  if (Array.isArray(value.tools) && !('name' in value))
    return { list: value.tools, pointer: '/tools' };
  if (
    typeof value.jsonrpc === 'string' &&
    isPlainObject(value.result) &&
    Array.isArray(value.result.tools)
  )
    return { list: value.result.tools, pointer: '/result/tools' };
  return undefined;
}

/** Recognises the document kind and lists the tools it holds, each with its pointer. */
export function detectKind(value: unknown): { kind: DocumentKind; tools: ToolEntry[] } {
  if (Array.isArray(value)) {
    const tools = value.flatMap((item, index) =>
      isPlainObject(item) ? [toolEntry(item, joinPointer('', index))] : [],
    );
    return { kind: 'tool-array', tools };
  }
  if (!isPlainObject(value)) return { kind: 'unknown', tools: [] };
  const listed = toolsListArray(value);
  if (listed) {
    const tools = listed.list.flatMap((item, index) =>
      isPlainObject(item) ? [toolEntry(item, joinPointer(listed.pointer, index))] : [],
    );
    return { kind: 'tools-list', tools };
  }
  const entries = registryEntries(value);
  if (entries.length > 0) {
    const tools = entries.flatMap(({ pointer, entry }) =>
      (Array.isArray(entry.tool_definitions) ? entry.tool_definitions : []).flatMap(
        (item, index) =>
          isPlainObject(item)
            ? [toolEntry(item, joinPointer(pointer, 'tool_definitions', index), pointer)]
            : [],
      ),
    );
    return { kind: 'toolhive-registry', tools };
  }
  if (looksLikeElicitationRequest(value)) return { kind: 'elicitation-request', tools: [] };
  if (looksLikeSparkTool(value)) return { kind: 'spark-toolspec', tools: [toolEntry(value, '')] };
  if (looksLikeMcpTool(value) || 'inputSchema' in value)
    return { kind: 'tool', tools: [toolEntry(value, '')] };
  return { kind: 'unknown', tools: [] };
}
