/**
 * The Import dialog's reading of a text: the studio's own documents as `previewToolDocument`
 * lists them, and a provider's format (an OpenAI array, Gemini's functionDeclarations, Bedrock's
 * toolSpec…) as `tool-schema import` reads it, converted to MCP. Without this, a pasted OpenAI
 * tool was added as an unnamed document that is no tool at all.
 */
import { MAX_TOOLS_PER_DOCUMENT } from '../limits';
import type { DocumentKind } from '../model/document-kind';
import { previewWithValue } from '../model/tool-list-preview';
import type { ToolListPreview } from '../model/tool-list-preview';
import type { Tool } from '../model/types';
import type { ExportChange, TargetId } from './adapter';
import { readToolSource } from './tool-source';

/** Tools in a provider's format, converted to MCP as the CLI's import converts them. */
export interface ConvertedImportPreview {
  status: 'converted';
  chars: number;
  target: TargetId;
  /** The format's name, e.g. "OpenAI Chat Completions". */
  label: string;
  tools: Tool[];
  /** What the conversion could not carry over exactly. */
  changes: ExportChange[];
  /** Why the tools cannot be added one by one (too many); undefined when they can. */
  splitRefusal?: string;
}

export type ImportPreview = ToolListPreview | ConvertedImportPreview;

/** Kinds whose entries may be a provider's tools rather than MCP ones. */
const MAYBE_PROVIDER: ReadonlySet<DocumentKind> = new Set(['tool', 'tool-array', 'tools-list']);

/**
 * Whether the studio's own reading may have missed a provider's format: nothing recognised, or a
 * tool or list whose entries may not be MCP tools (OpenAI's `{type, function}`, Bedrock's
 * `toolSpec`, Anthropic's `input_schema`). A Spark ToolSpec and a registry entry are the studio's
 * own documents, kept as written.
 */
function mayBeProvider(preview: ToolListPreview): boolean {
  if (preview.status === 'no-tools') return preview.reason === 'unrecognised';
  return preview.status === 'tools' && MAYBE_PROVIDER.has(preview.kind);
}

/** What an import of `text` adds: the studio's reading, or a provider's tools converted. */
export function previewImport(text: string): ImportPreview {
  const { preview, value } = previewWithValue(text);
  if (!mayBeProvider(preview)) return preview;
  const source = readToolSource(value);
  if (source.format !== 'provider') return preview;
  const converted: ConvertedImportPreview = {
    status: 'converted',
    chars: preview.chars,
    target: source.target,
    label: source.label,
    tools: source.tools,
    changes: source.changes,
  };
  if (source.tools.length > MAX_TOOLS_PER_DOCUMENT)
    converted.splitRefusal = `It holds ${source.tools.length} tools; the studio checks at most ${MAX_TOOLS_PER_DOCUMENT} at once, so they are added as one array. Split the file into smaller ones.`;
  return converted;
}
