import { useEffect, useMemo, useState } from 'react';
import { PANEL_URGENT_EDIT_CHARS, toCanonicalTool, unreadableReason } from '../core';
import type { ParsedDocument, Tool, ToolEntry } from '../core';
import { changedChars, selectActiveToolId, selectActiveToolText, useWorkspace } from '../store';
import { readTool } from '../store/readings';

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

/**
 * The active document, parsed on the page for reading values (validation stays in the worker),
 * and which of its tools the panel shows.
 */
export function useActiveTool(): ActiveToolView {
  const { toolId, text } = useShownTool();
  // Shared with every panel (and kept per tool while the text is mid-edit): src/store/readings.ts.
  const { current, shown: doc, stale } = useMemo(() => readTool(toolId, text), [toolId, text]);
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
    stale,
    unreadable: unreadableReason(current),
  };
}

interface ShownTool {
  toolId: string | undefined;
  text: string;
}

/**
 * The active tool as the panel shows it: the store's at once after a switch to another tool or a
 * small edit, and after a larger edit (PANEL_URGENT_EDIT_CHARS) one render later, in a task of its
 * own, so the editor's task that took the edit in does not also draw the panel. (A transition was
 * tried: the first keys after a paste then waited for the whole form.) A switch is drawn in its
 * own render so the new form and the editor's new model reach the screen in the same frame: one
 * render later, the page often painted the editor first and the form a frame after it, and the
 * panel drew the old tool once more on the way.
 */
function useShownTool(): ShownTool {
  const toolId = useWorkspace(selectActiveToolId);
  const text = useWorkspace(selectActiveToolText);
  const [shown, setShown] = useState<ShownTool>({ toolId, text });
  const upToDate = shown.toolId === toolId && shown.text === text;
  const urgent =
    !upToDate &&
    (shown.toolId !== toolId || changedChars(shown.text, text) <= PANEL_URGENT_EDIT_CHARS);
  // Set during render: React renders this component again at once, before its children.
  if (urgent) setShown({ toolId, text });
  // An update from an effect renders in a task of its own (React's default lane), not in the
  // editor's: the panel follows in the next task, drawn in one go.
  useEffect(() => {
    if (!upToDate && !urgent) setShown({ toolId, text });
  }, [upToDate, urgent, toolId, text]);
  return urgent ? { toolId, text } : shown;
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
