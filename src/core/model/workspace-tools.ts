/**
 * A workspace read as one server's toolset: every tool of every document, in list order, with
 * where each sits. Each reader remembers each document's tools by its text, so a keystroke reads
 * one document, and keeps a document's last tools while its text does not parse (mid-edit), as
 * the studio's panels show a tool's last readable version.
 */
import { toCanonicalTool } from './canonical';
import type { ToolFormat } from './document-kind';
import { readJson, readToolEntries } from './read-json';
import type { Tool } from './types';

export interface WorkspaceToolSource {
  /** The workspace document the tool is in. */
  documentId: string;
  /** The tool's place in that document's text. */
  entryPointer: string;
  /** How the document spells the tool (Spark's `input_schema`), for pointers into its text. */
  format: ToolFormat;
}

export interface WorkspaceToolset {
  tools: Tool[];
  /** By the same index as `tools`. */
  sources: WorkspaceToolSource[];
}

interface Reading {
  text: string;
  tools: Tool[];
  pointers: string[];
  formats: ToolFormat[];
}

export function createToolsetReader(): (
  documents: readonly { id: string; text: string }[],
) => WorkspaceToolset {
  const readings = new Map<string, Reading>();

  const reading = (id: string, text: string): Reading => {
    const kept = readings.get(id);
    if (kept && kept.text === text) return kept;
    const entries = readToolEntries(text);
    if (entries.length === 0 && kept && readJson(text).status !== 'read') return kept;
    const fresh = {
      text,
      tools: entries.map(toCanonicalTool),
      pointers: entries.map((e) => e.pointer),
      formats: entries.map((e) => e.format),
    };
    readings.set(id, fresh);
    return fresh;
  };

  return (documents) => {
    // Documents deleted since are forgotten, so the map holds one entry per document there is.
    if (readings.size > documents.length) {
      const ids = new Set(documents.map((d) => d.id));
      for (const id of readings.keys()) if (!ids.has(id)) readings.delete(id);
    }
    const tools: Tool[] = [];
    const sources: WorkspaceToolSource[] = [];
    for (const document of documents) {
      const read = reading(document.id, document.text);
      read.tools.forEach((tool, i) => {
        tools.push(tool);
        sources.push({
          documentId: document.id,
          entryPointer: read.pointers[i]!,
          format: read.formats[i]!,
        });
      });
    }
    return { tools, sources };
  };
}
