import { memo, useRef, useState } from 'react';
import { countBySeverity, toolLabel, useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceState } from '../../store';
import { importTexts, planImport } from './import-plan';

const selectTools = (s: WorkspaceState) => s.tools;
const selectActiveId = (s: WorkspaceState) => s.activeToolId;
const selectAnalyses = (s: WorkspaceState) => s.analyses;
const selectLastDeleted = (s: WorkspaceState) => s.lastDeleted;

/** The workspace's tools: a listbox (arrow keys select, Alt+arrows reorder) with actions on the selected tool. */
export function ToolList() {
  const tools = useWorkspace(selectTools);
  const activeToolId = useWorkspace(selectActiveId);
  const analyses = useWorkspace(selectAnalyses);
  const lastDeleted = useWorkspace(selectLastDeleted);
  const [renaming, setRenaming] = useState<{ value: string; error?: string } | undefined>();
  const listRef = useRef<HTMLUListElement>(null);
  const store = workspaceStore.getState;

  const activeIndex = tools.findIndex((t) => t.id === activeToolId);
  const activeTool = tools[activeIndex];
  const labelOf = (id: string) => {
    const tool = tools.find((t) => t.id === id);
    const entry = analyses[id];
    return tool ? toolLabel(tool, entry && entry.text === tool.text ? entry.analysis : undefined) : '';
  };

  const activeEntry = activeTool ? analyses[activeTool.id] : undefined;
  const splittable =
    activeTool && activeEntry && activeEntry.text === activeTool.text && planImport(activeEntry.analysis).canSplit
      ? { text: activeTool.text, analysis: activeEntry.analysis }
      : undefined;
  const split = () => {
    if (!splittable) return;
    const texts = importTexts(splittable.text, splittable.analysis, true);
    store().addTools(texts);
    store().notify(`Split into ${texts.length} tools; the original document is kept.`);
  };

  const focusActive = () => requestAnimationFrame(() => listRef.current?.focus());

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!activeTool) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      if (event.altKey) store().moveTool(activeTool.id, activeIndex + delta);
      else {
        const next = tools[activeIndex + delta];
        if (next) store().selectTool(next.id);
      }
    } else if (event.key === 'Home' && tools[0]) store().selectTool(tools[0].id);
    else if (event.key === 'End' && tools.length > 0) store().selectTool(tools[tools.length - 1]!.id);
    else if (event.key === 'F2') setRenaming({ value: labelOf(activeTool.id) });
    else if (event.key === 'Delete') store().deleteTool(activeTool.id);
    else return;
    event.preventDefault();
  };

  const submitRename = (event: React.FormEvent) => {
    event.preventDefault();
    if (!activeTool || !renaming) return;
    const error = store().renameTool(activeTool.id, renaming.value);
    if (error) setRenaming({ ...renaming, error });
    else {
      setRenaming(undefined);
      focusActive();
    }
  };

  return (
    <nav className="tool-list" aria-label="Workspace">
      <h2 id="tools-heading" className="pane-title">
        Tools <span className="count">{tools.length}</span>
      </h2>
      <ul
        ref={listRef}
        role="listbox"
        aria-label="Tools"
        tabIndex={0}
        aria-activedescendant={activeTool ? `tool-option-${activeTool.id}` : undefined}
        onKeyDown={onKeyDown}
      >
        {tools.map((tool) => {
          const entry = analyses[tool.id];
          const current = entry && entry.text === tool.text ? entry.analysis : undefined;
          return (
            <ToolOption
              key={tool.id}
              id={tool.id}
              label={labelOf(tool.id)}
              selected={tool.id === activeToolId}
              errorCount={current ? countBySeverity(current.diagnostics).error : 0}
              onRename={setRenaming}
            />
          );
        })}
      </ul>

      {renaming && activeTool ? (
        <form className="rename-form" onSubmit={submitRename}>
          <label>
            New name
            <input
              autoFocus
              value={renaming.value}
              onChange={(e) => setRenaming({ value: e.target.value })}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(undefined)}
              aria-invalid={renaming.error ? true : undefined}
              aria-describedby={renaming.error ? 'rename-error' : undefined}
            />
          </label>
          {renaming.error && (
            <p id="rename-error" className="field-error" role="alert">
              {renaming.error}
            </p>
          )}
          <div className="row">
            <button type="submit">Save name</button>
            <button type="button" onClick={() => setRenaming(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="tool-actions" role="group" aria-label="Selected tool">
          <button type="button" disabled={!activeTool} onClick={() => activeTool && setRenaming({ value: labelOf(activeTool.id) })}>
            Rename
          </button>
          <button type="button" disabled={!activeTool} onClick={() => activeTool && store().duplicateTool(activeTool.id)}>
            Duplicate
          </button>
          <button
            type="button"
            disabled={!activeTool || tools.length < 2}
            onClick={() => activeTool && store().deleteTool(activeTool.id)}
          >
            Delete
          </button>
          <button
            type="button"
            aria-label="Move up"
            disabled={activeIndex <= 0}
            onClick={() => activeTool && store().moveTool(activeTool.id, activeIndex - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label="Move down"
            disabled={activeIndex < 0 || activeIndex >= tools.length - 1}
            onClick={() => activeTool && store().moveTool(activeTool.id, activeIndex + 1)}
          >
            ↓
          </button>
          {splittable && (
            <button type="button" onClick={split}>
              Split into tools
            </button>
          )}
        </div>
      )}

      {lastDeleted && (
        <p className="undo-delete" role="status">
          Deleted “{toolLabel(lastDeleted.tool)}”.{' '}
          <button type="button" onClick={() => store().undoDeleteTool()}>
            Undo delete
          </button>
        </p>
      )}
    </nav>
  );
}

interface ToolOptionProps {
  id: string;
  label: string;
  selected: boolean;
  errorCount: number;
  onRename: (state: { value: string }) => void;
}

/** One row; memoised so that typing in one tool re-renders only its own row in a long list. */
const ToolOption = memo(function ToolOption({ id, label, selected, errorCount, onRename }: ToolOptionProps) {
  return (
    <li
      id={`tool-option-${id}`}
      role="option"
      aria-selected={selected}
      onClick={() => workspaceStore.getState().selectTool(id)}
      onDoubleClick={() => onRename({ value: label })}
    >
      <span className="tool-name">{label}</span>
      {errorCount > 0 && (
        <span className="badge badge-error" aria-hidden="true" title={`${errorCount} errors`}>
          {errorCount}
        </span>
      )}
    </li>
  );
});
