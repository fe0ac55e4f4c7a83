/**
 * The workspace as a host receives it: every tool of every document, in list order, which is
 * the toolset a server would list (a host's budgets count all of them). Shared by the Hosts tab
 * and the Tools list's host badges.
 */
import { readJson, readToolEntries, toCanonicalTool } from '../core';
import type { Tool, ToolFormat } from '../core';

export interface HostToolSource {
  /** The workspace document the tool is in. */
  documentId: string;
  /** The tool's place in that document's text. */
  entryPointer: string;
  /** How the document spells the tool (Spark's `input_schema`), for pointers into its text. */
  format: ToolFormat;
}

export interface HostToolset {
  tools: Tool[];
  /** By the same index as `tools`. */
  sources: HostToolSource[];
}

interface Reading {
  text: string;
  tools: Tool[];
  pointers: string[];
  formats: ToolFormat[];
}

/** Readings by document id, kept while its text is the same: a keystroke reads one document. */
const readings = new Map<string, Reading>();

function reading(id: string, text: string): Reading {
  const kept = readings.get(id);
  if (kept && kept.text === text) return kept;
  const entries = readToolEntries(text);
  // A keystroke that leaves the text unreadable keeps the tools it last had, as the panels show
  // a tool's last readable version, so verdicts do not blink away and back while typing.
  if (entries.length === 0 && kept && readJson(text).status !== 'read') return kept;
  const fresh = {
    text,
    tools: entries.map(toCanonicalTool),
    pointers: entries.map((e) => e.pointer),
    formats: entries.map((e) => e.format),
  };
  readings.set(id, fresh);
  return fresh;
}

export function hostToolset(documents: readonly { id: string; text: string }[]): HostToolset {
  // Documents deleted since are forgotten, so the map holds one entry per document there is.
  if (readings.size > documents.length) {
    const ids = new Set(documents.map((d) => d.id));
    for (const id of readings.keys()) if (!ids.has(id)) readings.delete(id);
  }
  const tools: Tool[] = [];
  const sources: HostToolSource[] = [];
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
}
