/**
 * How export reads a document, the same for `tool-schema export` and the Export panel: a studio
 * tool document whose tools all have names is taken as written; anything else is tried as every
 * provider format `importAuto` knows.
 */
import type { Diagnostic } from '../model/diagnostic';
import { parseDocument } from '../model/document';
import type { ParsedDocument, ToolFormat } from '../model/document';
import { toCanonicalTool } from '../model/canonical';
import type { Tool } from '../model/types';
import type { TargetId } from './adapter';
import { importAuto } from './registry';

export interface ExportSource {
  tool: Tool;
  /** Where the tool sits in the document; undefined for a tool read from a provider format. */
  entryPointer: string | undefined;
  format: ToolFormat;
}

export type ExportReading =
  | { ok: true; document: ParsedDocument; tools: ExportSource[]; readAs?: TargetId }
  /** `syntaxError` when the text is not JSON; otherwise `importMessage` says which formats were tried. */
  | { ok: false; document: ParsedDocument; syntaxError?: Diagnostic; importMessage?: string };

export function readExportSources(text: string): ExportReading {
  const document = parseDocument(text);
  if (document.value === undefined) {
    const syntaxError = document.diagnostics.find((d) => d.severity === 'error');
    return syntaxError ? { ok: false, document, syntaxError } : { ok: false, document };
  }
  const own: ExportSource[] = document.tools.map((entry) => ({
    tool: toCanonicalTool(entry),
    entryPointer: entry.pointer,
    format: entry.format,
  }));
  if (own.length > 0 && own.every((s) => typeof s.tool.name === 'string' && s.tool.name !== ''))
    return { ok: true, document, tools: own };
  const imported = importAuto(document.value);
  if (imported.ok) {
    return {
      ok: true,
      document,
      tools: imported.tools.map((tool) => ({
        tool,
        entryPointer: undefined,
        format: 'mcp' as const,
      })),
      readAs: imported.target,
    };
  }
  if (own.length > 0) return { ok: true, document, tools: own };
  return { ok: false, document, importMessage: imported.message };
}

/**
 * A change's pointer (relative to the canonical tool) as a pointer into the document: below the
 * tool's own place, with Spark's `input_schema` spelling where it applies.
 */
export function documentPointer(
  source: Pick<ExportSource, 'entryPointer' | 'format'>,
  pointer: string,
): string | undefined {
  if (source.entryPointer === undefined) return undefined;
  const inTool =
    source.format === 'spark'
      ? pointer.replace(/^\/inputSchema(?=\/|$)/, '/input_schema')
      : pointer;
  return source.entryPointer + inTool;
}
