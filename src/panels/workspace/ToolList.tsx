import { rowIdentity } from './row-identity';
import type { RowIdentity } from './row-identity';
import { ToolIcon } from '../../components/ToolIdentity';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { useReturnFocus } from '../../components/return-focus';
import type { ReactNode } from 'react';
import {
  describeToolStatus,
  sameStatus,
  selectActiveAnalysis,
  selectActiveTool,
  toolLabel,
  useSameItems,
  useWorkspace,
  workspaceLabel,
  workspaceStore,
  useFileBindings,
} from '../../store';
import type { ToolStatus, WorkspaceState, WorkspaceTool } from '../../store';
import { errorMessage, HOST_CHOICES, nameOf, showInvisibles, TARGET_NAMES } from '../../core';
import type { HostVerdict, TargetId, ToolPreflightSummary } from '../../core';
import { canSplit } from './split-plan';
import { selectRows } from './tool-rows';
import { filterRows, groupRows } from './tool-groups';
import { SidebarResizer } from './SidebarResizer';
import { useRowPreflight } from './row-preflight';
import { PLACEHOLDER_MARKS, VERDICT_MARKS } from '../../components/verdict-marks';
import { HOST_VALUE_PREFIX, hostBadgeProps, hostOfValue, useRowHosts } from './row-hosts';
import type { RowHostVerdict } from './row-hosts';
import './tool-list.css';

const selectActiveId = (s: WorkspaceState) => s.activeToolId;
const selectLastDeleted = (s: WorkspaceState) => s.lastDeleted;
const selectToolCount = (s: WorkspaceState) => s.tools.length;
const selectRowTarget = (s: WorkspaceState) => s.rowTarget;
const selectRowHost = (s: WorkspaceState) => s.rowHost;
const noTools: WorkspaceTool[] = [];
// The tools are read only while the rows show a preflight: otherwise the list stays out of typing.
const selectToolsForPreflight = (s: WorkspaceState) =>
  s.rowTarget || s.rowHost ? s.tools : noTools;

/** How many entries each row takes in the flat list below. */
const ROW_FIELDS = 3;

/**
 * From how many rows the list skips the layout and paint of rows out of view (`data-long`,
 * app.css): far more than a sidebar shows, so most rows are out of view when it does.
 */
const LONG_LIST_ROWS = 100;

function rowAt(
  flat: (string | ToolStatus)[],
  i: number,
): { id: string; label: string; status: ToolStatus } {
  return { id: flat[i] as string, label: flat[i + 1] as string, status: flat[i + 2] as ToolStatus };
}

type Renaming = { value: string; error?: string } | undefined;

/** Scrolls the list just enough to show the tool's row. */
function revealRow(list: HTMLElement | null, id: string | undefined) {
  if (!list || !id) return;
  list.querySelector(`#${CSS.escape(`tool-option-${id}`)}`)?.scrollIntoView({ block: 'nearest' });
}

/**
 * The workspace's tools: a listbox (arrow keys select, Alt+arrows reorder) with actions on the
 * selected tool. `children` (the first-run welcome) go under the rows, where a new workspace has
 * room, so they never take height from the editor.
 */
export function ToolList({ children }: { children?: ReactNode }) {
  // Compared item by item: `toolStatus` gives a tool the same status object until the tool or its
  // verdicts change, so the list re-renders only when a row's content or the order changes.
  const flatRows = useWorkspace(useSameItems(selectRows));
  const activeToolId = useWorkspace(selectActiveId);
  const toolCount = useWorkspace(selectToolCount);
  const lastDeleted = useWorkspace(selectLastDeleted);
  const [renaming, setRenaming] = useState<Renaming>();
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const rememberRenameTrigger = useReturnFocus(renaming !== undefined, renameButtonRef);
  // Rename opens from its button, F2 or a double click; focus goes back there when it closes.
  const startRename = useCallback(
    (state: Renaming) => {
      rememberRenameTrigger();
      setRenaming(state);
    },
    [rememberRenameTrigger],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const store = workspaceStore.getState;
  const rowTarget = useWorkspace(selectRowTarget);
  const preflightTools = useWorkspace(selectToolsForPreflight);
  const preflightOf = useRowPreflight(preflightTools, rowTarget);
  const rowHost = useWorkspace(selectRowHost);
  const hostOf = useRowHosts(preflightTools, rowHost);
  const toolsById = new Map(preflightTools.map((t) => [t.id, t]));
  const targetSelect = useId();
  const [filter, setFilter] = useState('');

  /** What a row says of the chosen target: a summary, pending while it is worked out, or nothing. */
  const rowPreflight = (id: string): RowPreflight | undefined => {
    if (rowHost) {
      const label = HOST_CHOICES.find((h) => h.id === rowHost)?.label ?? rowHost;
      return { host: rowHost, label, verdict: hostOf(id) };
    }
    if (!rowTarget) return undefined;
    const tool = toolsById.get(id);
    const entry = tool ? preflightOf(tool) : undefined;
    if (!entry) return { target: rowTarget, summary: 'pending' };
    return { target: rowTarget, summary: entry.summary ?? 'none' };
  };

  const rows: { id: string; label: string; status: ToolStatus }[] = [];
  for (let i = 0; i < flatRows.length; i += ROW_FIELDS) rows.push(rowAt(flatRows, i));
  const groups = groupRows(filterRows(rows, filter), rows.length);
  // Arrow keys walk the rows as shown: filtered, and in their groups' order.
  const shown = groups.flatMap((group) => group.rows.map((row) => row.id));
  const textOf = new Map(store().tools.map((t) => [t.id, t.text]));

  const onKeyDown = (event: React.KeyboardEvent) => {
    const state = store();
    const index = state.tools.findIndex((t) => t.id === state.activeToolId);
    const active = state.tools[index];
    if (!active) return;
    const at = shown.indexOf(active.id);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      if (event.altKey) state.moveTool(active.id, index + delta);
      else {
        const next = at < 0 ? shown[0] : shown[at + delta];
        if (next) state.selectTool(next);
      }
    } else if (event.key === 'Home' && shown[0]) state.selectTool(shown[0]);
    else if (event.key === 'End' && shown.length > 0) state.selectTool(shown[shown.length - 1]!);
    else if (event.key === 'F2') startRename({ value: workspaceLabel(state, active) });
    else if (event.key === 'Delete') state.deleteTool(active.id);
    // The undo of a Delete pressed here is here too: the list keeps focus.
    else if (
      (event.ctrlKey || event.metaKey) &&
      event.key.toLowerCase() === 'z' &&
      state.lastDeleted
    )
      state.undoDeleteTool();
    else return;
    event.preventDefault();
    // The listbox keeps focus (aria-activedescendant), so nothing scrolls the row chosen by key
    // into view by itself; a row moved by Alt+arrow is only in its new place after the render.
    requestAnimationFrame(() => revealRow(listRef.current, store().activeToolId));
  };

  return (
    <nav className="tool-list" aria-label="Workspace">
      <h2 id="tools-heading" className="pane-title">
        Tools <span className="count">{toolCount}</span>
      </h2>
      <div className="row-target">
        <label htmlFor={targetSelect}>Preflight</label>
        <select
          id={targetSelect}
          value={rowTarget ?? (rowHost ? HOST_VALUE_PREFIX + rowHost : '')}
          onChange={(event) => {
            const host = hostOfValue(event.target.value);
            if (host) store().setRowHost(host);
            else store().setRowTarget((event.target.value || undefined) as TargetId | undefined);
          }}
        >
          <option value="">None</option>
          {TARGET_NAMES.map((target) => (
            <option key={target.id} value={target.id}>
              {target.label}
            </option>
          ))}
          <optgroup label="Hosts">
            {HOST_CHOICES.map((host) => (
              <option key={host.id} value={HOST_VALUE_PREFIX + host.id}>
                {host.label}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <input
        type="search"
        className="tool-filter"
        aria-label="Filter tools"
        placeholder="Filter tools"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setFilter('');
          else if (event.key === 'ArrowDown') {
            event.preventDefault();
            listRef.current?.focus();
          }
        }}
      />
      {filter.trim() !== '' && (
        <p className="tool-filter-count" role="status">
          {shown.length} of {rows.length} tools
        </p>
      )}
      <div
        ref={listRef}
        role="listbox"
        aria-label="Tools"
        tabIndex={0}
        data-long={shown.length >= LONG_LIST_ROWS || undefined}
        aria-activedescendant={
          activeToolId && shown.includes(activeToolId) ? `tool-option-${activeToolId}` : undefined
        }
        onKeyDown={onKeyDown}
      >
        {groups.map((group) => {
          const options = group.rows.map((row) => (
            <ToolOption
              key={row.id}
              id={row.id}
              label={row.label}
              selected={row.id === activeToolId}
              status={row.status}
              identity={rowIdentity(row.id, textOf.get(row.id))}
              {...preflightProps(rowPreflight(row.id))}
              onRename={startRename}
            />
          ));
          if (groups.length === 1) return options;
          const name = group.name ?? 'Other tools';
          return (
            <div key={name} role="group" aria-label={`${name} (${group.rows.length})`}>
              <span className="tool-group-heading" aria-hidden="true">
                {name} <span className="count">{group.rows.length}</span>
              </span>
              {options}
            </div>
          );
        })}
      </div>

      {children}
      {renaming ? (
        <RenameForm
          renaming={renaming}
          onChange={setRenaming}
          onDone={() => setRenaming(undefined)}
        />
      ) : (
        <ToolActions
          renameButtonRef={renameButtonRef}
          onRename={startRename}
          // The Delete button may turn disabled (one tool left): focus goes to the undo instead.
          onDeleted={() => requestAnimationFrame(() => undoRef.current?.focus())}
        />
      )}

      {lastDeleted && (
        <p className="undo-delete" role="status">
          Deleted “{toolLabel(lastDeleted.tool)}”.{' '}
          <button
            ref={undoRef}
            type="button"
            aria-keyshortcuts="Control+Z"
            title="Or press Ctrl+Z (Cmd+Z) in the tool list"
            onClick={() => {
              store().undoDeleteTool();
              listRef.current?.focus();
            }}
          >
            Undo delete
          </button>
        </p>
      )}
      <SidebarResizer />
    </nav>
  );
}

function RenameForm({
  renaming,
  onChange,
  onDone,
}: {
  renaming: NonNullable<Renaming>;
  onChange: (r: Renaming) => void;
  onDone: () => void;
}) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const state = workspaceStore.getState();
    if (!state.activeToolId) return;
    const error = state.renameTool(state.activeToolId, renaming.value);
    if (error) onChange({ ...renaming, error });
    else onDone();
  };
  return (
    <form className="rename-form" onSubmit={submit}>
      <label>
        New name
        <input
          autoFocus
          value={renaming.value}
          onChange={(e) => onChange({ value: e.target.value })}
          onKeyDown={(e) => e.key === 'Escape' && onChange(undefined)}
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
        <button type="button" onClick={() => onChange(undefined)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Actions on the selected tool; the only part of the list that follows its text as it is typed. */
function ToolActions({
  renameButtonRef,
  onRename,
  onDeleted,
}: {
  renameButtonRef: React.Ref<HTMLButtonElement>;
  onRename: (r: Renaming) => void;
  onDeleted: () => void;
}) {
  const activeTool = useWorkspace(selectActiveTool);
  const position = useWorkspace(
    useSameItems(
      (s: WorkspaceState) =>
        [s.tools.findIndex((t) => t.id === s.activeToolId), s.tools.length] as const,
    ),
  );
  const splittable = useWorkspace((s) => {
    const analysis = selectActiveAnalysis(s);
    return analysis !== undefined && canSplit(analysis);
  });
  const [activeIndex, toolCount] = position;
  const store = workspaceStore.getState;

  const split = () => {
    const state = store();
    const tool = selectActiveTool(state);
    const analysis = selectActiveAnalysis(state);
    if (!tool || !analysis) return;
    // The splitting itself (import-plan.ts, shared with the Import dialog) loads when first asked.
    void import('./import-plan').then(
      ({ importTexts }) => {
        const texts = importTexts(tool.text, analysis, true);
        state.addTools(texts);
        state.notify(`Split into ${texts.length} tools; the original document is kept.`);
      },
      (error: unknown) => state.notify(`Split into tools failed: ${errorMessage(error)}`, 'error'),
    );
  };

  return (
    <div className="tool-actions" role="group" aria-label="Selected tool">
      <button
        ref={renameButtonRef}
        type="button"
        disabled={!activeTool}
        onClick={() => activeTool && onRename({ value: workspaceLabel(store(), activeTool) })}
      >
        Rename
      </button>
      <button
        type="button"
        disabled={!activeTool}
        onClick={() => activeTool && store().duplicateTool(activeTool.id)}
      >
        Duplicate
      </button>
      <button
        type="button"
        disabled={!activeTool || toolCount < 2}
        onClick={() => {
          if (!activeTool) return;
          store().deleteTool(activeTool.id);
          onDeleted();
        }}
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
        disabled={activeIndex < 0 || activeIndex >= toolCount - 1}
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
  );
}

/**
 * A row's preflight for the chosen target (its summary, still pending, or no tool to check), or
 * its verdict at the chosen host.
 */
type RowPreflight =
  { target: TargetId; summary: ToolPreflightSummary | 'pending' | 'none' } | RowHostVerdict;

/** Primitives, so a memoised row re-renders only when its own preflight changes. */
function preflightProps(
  preflight: RowPreflight | undefined,
): Pick<ToolOptionProps, 'preflightState' | 'preflightText'> {
  if (!preflight) return { preflightState: undefined, preflightText: undefined };
  if ('host' in preflight) return hostBadgeProps(preflight);
  const { summary } = preflight;
  return {
    preflightState: typeof summary === 'string' ? summary : summary.status,
    preflightText: describePreflight(preflight),
  };
}

function describePreflight({
  target,
  summary,
}: Extract<RowPreflight, { target: TargetId }>): string {
  if (summary === 'pending') return `${targetLabel(target)}: checking…`;
  if (summary === 'none') return `${targetLabel(target)}: no tool to check`;
  return summary.text;
}

function targetLabel(id: TargetId): string {
  return nameOf(id) ?? id;
}

function PreflightBadge({ state }: { state: PreflightState }) {
  const placeholder = state === 'pending' || state === 'none';
  return (
    <span
      className={
        placeholder ? 'badge badge-preflight' : `badge badge-preflight badge-preflight-${state}`
      }
      aria-hidden="true"
    >
      {placeholder ? PLACEHOLDER_MARKS[state].mark : VERDICT_MARKS[state].mark}
    </span>
  );
}

type PreflightState = HostVerdict | 'pending' | 'none';

interface ToolOptionProps {
  id: string;
  label: string;
  selected: boolean;
  status: ToolStatus;
  preflightState: PreflightState | undefined;
  /** Said after the counts, e.g. "OpenAI Chat Completions: accepted with 2 changes". */
  preflightText: string | undefined;
  /** Display name and icon, shown beside the name (the option is still named by the name). */
  identity: RowIdentity;
  onRename: (state: { value: string }) => void;
}

/** The row's badges: error and warning counts, or a mark while it is checked or when it could not be. */
function StatusBadges({ status }: { status: ToolStatus }) {
  if (status.state === 'checking')
    return (
      <span className="tool-status tool-status-checking" aria-hidden="true">
        …
      </span>
    );
  if (status.state === 'not-checked')
    return (
      <span className="badge badge-unchecked" aria-hidden="true">
        ?
      </span>
    );
  const { error, warning } = status.counts;
  return (
    <span className={`tool-status${status.stale ? ' tool-status-stale' : ''}`} aria-hidden="true">
      {error > 0 && <span className="badge badge-error">{error}</span>}
      {warning > 0 && <span className="badge badge-warning">{warning}</span>}
    </span>
  );
}

/**
 * One row; memoised so that a change in one tool re-renders only its own row. Its status is
 * compared by what it says: the active tool's is a new object on every keystroke.
 */
const ToolOption = memo(function ToolOption({
  id,
  label,
  selected,
  status,
  preflightState,
  preflightText,
  identity,
  onRename,
}: ToolOptionProps) {
  const description = preflightText
    ? `${describeToolStatus(status)}; ${preflightText}`
    : describeToolStatus(status);
  return (
    <div
      id={`tool-option-${id}`}
      role="option"
      aria-selected={selected}
      aria-describedby={`tool-status-${id} tool-file-${id}`}
      // The full name on hover: a long name is cut to the sidebar's width.
      title={`${label}: ${description}`}
      onClick={() => workspaceStore.getState().selectTool(id)}
      onDoubleClick={() => onRename({ value: label })}
    >
      {identity.iconTool !== undefined && <ToolIcon tool={identity.iconTool} />}
      {/* Bidi controls and invisible characters spelt out: a name must not pass for another. */}
      <span className="tool-name">{showInvisibles(label)}</span>
      {identity.display !== undefined && (
        <span className="tool-display-name-row" aria-hidden="true" title="Display name in clients">
          {identity.display}
        </span>
      )}
      <FileBadge id={id} />
      <StatusBadges status={status} />
      {preflightState && <PreflightBadge state={preflightState} />}
      <span id={`tool-status-${id}`} className="visually-hidden" aria-hidden="true">
        {description}
      </span>
    </div>
  );
}, sameRow);

function sameRow(a: ToolOptionProps, b: ToolOptionProps): boolean {
  return (
    a.id === b.id &&
    a.label === b.label &&
    a.selected === b.selected &&
    sameStatus(a.status, b.status) &&
    a.preflightState === b.preflightState &&
    a.preflightText === b.preflightText &&
    a.identity === b.identity &&
    a.onRename === b.onRename
  );
}

/** Which file a tool was read from, and whether it has changes not yet saved there. */
function FileBadge({ id }: { id: string }) {
  const path = useFileBindings((s) => s.bindings[id]?.path);
  const format = useFileBindings((s) => s.bindings[id]?.converted?.label);
  const unsaved = useFileBindings((s) => !!s.unsaved[id]);
  if (!path) return null;
  const said = format
    ? `From ${path}, read-only: ${format}, converted to MCP`
    : `From ${path}${unsaved ? ', with unsaved changes' : ', saved'}`;
  return (
    <>
      <span
        className="tool-file"
        title={said}
        aria-hidden="true"
        data-unsaved={unsaved || undefined}
      >
        {unsaved ? '● ' : ''}
        {/* First, so that a narrow list cuts the file's name, not the fact. */}
        {format ? 'read-only · ' : ''}
        {path.split('/').pop()}
      </span>
      <span id={`tool-file-${id}`} className="visually-hidden" aria-hidden="true">
        {said}
      </span>
    </>
  );
}
