/**
 * What a JSON value holds, as a source of tools: MCP tools the studio keeps as written, or tools
 * in a provider's format, read through the same detection as `tool-schema import` (`importAuto`)
 * and converted to MCP. Open folder and the Import dialog both ask here, so a file the CLI
 * converts is never taken for something else on the page.
 */
import { detectKind } from '../model/document-kind';
import type { DocumentKind, ToolEntry } from '../model/document-kind';
import { isPlainObject } from '../model/types';
import type { Tool } from '../model/types';
import type { ExportChange, TargetId } from './adapter';
import { getTarget, importAuto } from './registry';

/** The document kinds whose entries are MCP tools, written back in place. */
const MCP_KINDS: ReadonlySet<DocumentKind> = new Set(['tool', 'tool-array', 'tools-list']);

/** Targets whose documents are MCP tools: a value they fit is never "converted". */
const MCP_TARGETS: ReadonlySet<TargetId> = new Set(['mcp', 'mcp-list']);

export type ToolSource =
  /** A tool, a list of tools or a tools/list result, every entry an MCP tool with an inputSchema. */
  | { format: 'mcp'; kind: DocumentKind; entries: ToolEntry[] }
  /** Tools in a provider's format, converted to MCP as `tool-schema import` converts them. */
  | {
      format: 'provider';
      target: TargetId;
      /** The format's name, e.g. "OpenAI Chat Completions". */
      label: string;
      tools: Tool[];
      /** What the conversion could not carry over exactly. */
      changes: ExportChange[];
    }
  /** No tool: `reason` says why in a few words. */
  | { format: 'none'; reason: string };

/**
 * The MCP tools of a value, when it is a tool, an array of tools or a tools/list result and every
 * entry has a name and an `inputSchema` object; undefined otherwise. A `package.json` has a
 * "name" too, and a provider's array holds objects, so neither is an MCP document by kind alone.
 */
export function mcpToolEntries(
  value: unknown,
): { kind: DocumentKind; entries: ToolEntry[] } | undefined {
  const { kind, tools } = detectKind(value);
  if (!MCP_KINDS.has(kind) || tools.length === 0) return undefined;
  const isTool = (t: ToolEntry) =>
    t.format === 'mcp' &&
    typeof t.value.name === 'string' &&
    isPlainObject(t.value.inputSchema) &&
    t.value.type !== 'function';
  return tools.every(isTool) ? { kind, entries: tools } : undefined;
}

/** What a value holds as a source of tools (see ToolSource). */
export function readToolSource(value: unknown): ToolSource {
  const mcp = mcpToolEntries(value);
  if (mcp) return { format: 'mcp', ...mcp };
  const imported = importAuto(value);
  if (!imported.ok) return { format: 'none', reason: 'not a tool format the studio knows' };
  if (MCP_TARGETS.has(imported.target))
    return { format: 'none', reason: 'its tools are not all MCP tools with an inputSchema' };
  return {
    format: 'provider',
    target: imported.target,
    label: getTarget(imported.target).label,
    tools: imported.tools,
    changes: imported.changes,
  };
}
