import { useMemo, useState } from 'react';
import { parseDocument, toCanonicalTool, unreadableReason } from '../core';
import type { ParsedDocument, Tool, ToolEntry } from '../core';
import { selectActiveToolId, selectActiveToolText, useWorkspace } from '../store';

export interface ActiveToolView {
  /** Workspace id of the active document; undefined when the workspace is empty. */
  toolId: string | undefined;
  text: string;
  doc: ParsedDocument;
  /** The tool of the document the panel shows (documents may hold several). */
  entry: ToolEntry | undefined;
  /** Its canonical MCP view (Spark `input_schema` read as `inputSchema`). */
  tool: Tool | undefined;
  /** Index of `entry` among the document's tools. */
  index: number;
  /**
   * True while the text does not parse (mid-edit): `doc`, `entry` and `tool` are then those of the
   * last text of this tool that did, so panels do not blink away on every unfinished keystroke.
   */
  stale: boolean;
  /** Why the current text could not be read ("The JSON has a syntax error"), or undefined. */
  unreadable: string | undefined;
  setIndex: (index: number) => void;
}

/** The last document that parsed, shared by the panels so that switching tabs mid-edit keeps it. */
let lastParsed: { toolId: string | undefined; doc: ParsedDocument } | undefined;

/**
 * The active document, parsed on the page for reading values (validation stays in the worker),
 * and which of its tools the panel shows.
 */
export function useActiveTool(): ActiveToolView {
  const toolId = useWorkspace(selectActiveToolId);
  const text = useWorkspace(selectActiveToolText);
  const current = useMemo(() => parseDocument(text), [text]);
  const parses = current.value !== undefined;
  if (parses) lastParsed = { toolId, doc: current };
  const remembered = lastParsed;
  const fallback =
    !parses && remembered && remembered.toolId === toolId ? remembered.doc : undefined;
  const doc = fallback ?? current;
  const [chosen, setIndex] = useState(0);
  const index = Math.min(chosen, Math.max(0, doc.tools.length - 1));
  const entry = doc.tools[index];
  const tool = useMemo(() => (entry ? toCanonicalTool(entry) : undefined), [entry]);
  return {
    toolId,
    text,
    doc,
    entry,
    tool,
    index,
    setIndex,
    stale: fallback !== undefined,
    unreadable: unreadableReason(current),
  };
}

/** Said while a panel shows the last text that parsed. */
export function staleMessage(view: Pick<ActiveToolView, 'unreadable'>): string {
  return `${view.unreadable ?? 'The JSON cannot be read'} (see Problems); this panel shows the last version that parsed.`;
}

/** Why a panel cannot show a tool for this document, or undefined when it can. */
export function noToolReason(
  view: Pick<ActiveToolView, 'toolId' | 'doc' | 'entry'>,
): string | undefined {
  if (!view.toolId) return 'There is no tool in the workspace. Add one with "New tool".';
  const unreadable = unreadableReason(view.doc);
  if (unreadable)
    return `${unreadable}; fix it in the editor (see Problems) and this panel follows.`;
  if (!view.entry)
    return 'This document holds no tool. A tool is an object with a "name" and an "inputSchema".';
  return undefined;
}

/** A picker for documents that hold several tools (a tools/list result, a registry entry). */
export function ToolPicker({ view }: { view: ActiveToolView }) {
  if (view.doc.tools.length < 2) return null;
  return (
    <label className="tool-picker">
      <span>Tool in this document</span>
      <select value={view.index} onChange={(event) => view.setIndex(Number(event.target.value))}>
        {view.doc.tools.map((t, i) => (
          <option key={t.pointer} value={i}>
            {typeof t.value.name === 'string' ? t.value.name : `tool ${i + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}
