import { createStore } from 'zustand/vanilla';
import type { HostId, SelectionCase, TargetId, TextEdit, ToolProvenance } from '../core';
import {
  EXAMPLE_TEMPLATE,
  MAX_SERVER_CASES_PER_TOOL,
  MAX_SNAPSHOTS_PER_TOOL,
  rangeAtPointer,
  syntaxTree,
} from '../core';
import { currentEditorBridge } from './editor-bridge';
import { createId } from './ids';
import { applyTextEdits, quickToolName, renameEdits } from './tool-text';
import type {
  Analysis,
  Notice,
  Sample,
  ToolAnalysis,
  ToolCheck,
  ToolsetFindings,
  WorkspaceData,
  WorkspaceTool,
} from './types';

/**
 * The workspace store. State is plain data; every change goes through a verb-named action.
 * Panels read through the selectors in selectors.ts and change a tool only with
 * `applyToolEdits`, so the JSON text stays the single source of truth.
 */
export interface WorkspaceState extends WorkspaceData {
  /** Latest worker analysis per tool id, with the text it was computed for. */
  analyses: Record<string, ToolAnalysis>;
  /** Set while validation cannot run (the watchdog stopped the worker); one clear sentence. */
  validationProblem: string | undefined;
  /** The most recently deleted tool, until another deletion or an undo. */
  lastDeleted: { tool: WorkspaceTool; index: number } | undefined;
  /** The latest status message. */
  notice: Notice | undefined;
  /** The background validation's verdict per tool id, with the text it is for (workspace-validation.ts). */
  checks: Record<string, ToolCheck>;
  /** The toolset rules' findings per tool id (workspace-toolset.ts); absent for a tool with none. */
  toolset: Record<string, ToolsetFindings>;
  /** The target whose preflight each Tools-list row summarises; undefined shows none. */
  rowTarget: TargetId | undefined;
  /** The host whose verdict each row shows instead (the rows show one or the other). */
  rowHost: HostId | undefined;

  /** Adds a tool after the active one (or at the end), selects it and returns its id. */
  addTool(text: string): string;
  /**
   * Adds several tools at once (import), selects the first and returns their ids; `provenance`,
   * by the same index, records the server each came from.
   */
  addTools(texts: readonly string[], provenance?: readonly ToolProvenance[]): string[];
  /** Sets the tool's `name` in its JSON text; returns an error message when that is not possible. */
  renameTool(id: string, name: string): string | undefined;
  /** Copies a tool (text and samples) right after it, with `_copy` appended to its name. */
  duplicateTool(id: string): string | undefined;
  /** Removes a tool; `undoDeleteTool` brings it back. The last tool cannot be deleted. */
  deleteTool(id: string): void;
  undoDeleteTool(): void;
  /** Moves a tool to a position in the list (clamped). */
  moveTool(id: string, toIndex: number): void;
  selectTool(id: string): void;
  /** Replaces the tool's whole text (the editor calls this on every change). */
  setToolText(id: string, text: string): void;
  /**
   * Applies text edits to a tool. When the editor has the tool open, the edits go through it
   * and become one undo step there; otherwise they are applied to the stored text.
   */
  applyToolEdits(id: string, edits: readonly TextEdit[]): void;
  /** Shows the text at a JSON pointer of the active tool in the editor. */
  revealPointer(pointer: string): void;
  /** Shows a character range of the active tool in the editor. */
  revealRange(offset: number, length: number): void;
  /** Keeps the current text as a snapshot (Ctrl/Cmd+S). */
  saveSnapshot(id: string): void;
  /** Puts a snapshot's text back, as one edit (undoable in the editor). */
  restoreSnapshot(id: string, at: number): void;

  /** Adds a sample (or updates the one with `sample.id`) and makes it active; returns its id. */
  saveSample(toolId: string, sample: Omit<Sample, 'id'> & { id?: string }): string;
  selectSample(toolId: string, sampleId: string | undefined): void;
  deleteSample(toolId: string, sampleId: string): void;
  setSampleInput(toolId: string, sampleId: string, input: string): void;
  setSampleOutput(toolId: string, sampleId: string, output: string | undefined): void;
  /** Keeps a call as a server case of the tool (an entry of a cases file), after the others. */
  saveServerCase(toolId: string, entry: Record<string, unknown>): void;
  /** Replaces the selection cases kept with a document (none: the field goes). */
  setSelectionCases(toolId: string, cases: SelectionCase[]): void;

  /** Records a worker result; ignored when the tool's text has changed since. */
  setAnalysis(id: string, text: string, analysis: Analysis): void;
  setValidationProblem(message: string | undefined): void;
  /**
   * Records background verdicts by tool id, in one update; each is ignored when its tool is gone
   * or its text has changed since.
   */
  setChecks(checks: Record<string, ToolCheck>): void;
  /** Replaces the toolset findings (a whole run over the workspace). */
  setToolsetFindings(findings: Record<string, ToolsetFindings>): void;
  setRowTarget(target: TargetId | undefined): void;
  setRowHost(host: HostId | undefined): void;
  /** Replaces the whole workspace (loading persisted state). */
  hydrate(data: WorkspaceData): void;
  /**
   * Takes tools saved by another tab, merged with this tab's own edits: the active tool stays
   * the one selected here (if it still exists), analyses of unchanged texts and the undo of the
   * last deletion are kept.
   */
  adoptMerged(data: WorkspaceData): void;
  notify(message: string, kind?: Notice['kind']): void;
}

let noticeCounter = 0;

export function newTool(text: string): WorkspaceTool {
  return { id: createId('tool'), text, samples: [] };
}

/** The workspace a newcomer starts with: the built-in example tool. */
function firstVisitWorkspace(): WorkspaceData {
  const tool = newTool(EXAMPLE_TEMPLATE.text);
  return { tools: [tool], activeToolId: tool.id };
}

function updateTool(
  tools: WorkspaceTool[],
  id: string,
  change: (tool: WorkspaceTool) => WorkspaceTool,
): WorkspaceTool[] {
  return tools.map((tool) => (tool.id === id ? change(tool) : tool));
}

function updateSample(
  tool: WorkspaceTool,
  sampleId: string,
  change: (sample: Sample) => Sample,
): WorkspaceTool {
  return { ...tool, samples: tool.samples.map((s) => (s.id === sampleId ? change(s) : s)) };
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

export function createWorkspaceStore(initial: WorkspaceData = firstVisitWorkspace()) {
  return createStore<WorkspaceState>()((set, get) => {
    const insertTools = (created: WorkspaceTool[]): void => {
      set((state) => {
        const activeIndex = state.tools.findIndex((t) => t.id === state.activeToolId);
        const at = activeIndex >= 0 ? activeIndex + 1 : state.tools.length;
        const tools = [...state.tools.slice(0, at), ...created, ...state.tools.slice(at)];
        return { tools, activeToolId: created[0]?.id ?? state.activeToolId };
      });
    };

    return {
      tools: initial.tools,
      activeToolId: initial.activeToolId ?? initial.tools[0]?.id,
      analyses: {},
      validationProblem: undefined,
      lastDeleted: undefined,
      notice: undefined,
      checks: {},
      toolset: {},
      rowTarget: undefined,
      rowHost: undefined,

      addTool(text) {
        const tool = newTool(text);
        insertTools([tool]);
        return tool.id;
      },

      addTools(texts, provenance) {
        const created = texts.map((text, index) => {
          const tool = newTool(text);
          const origin = provenance?.[index];
          return origin ? { ...tool, provenance: origin } : tool;
        });
        insertTools(created);
        return created.map((t) => t.id);
      },

      renameTool(id, name) {
        const tool = get().tools.find((t) => t.id === id);
        if (!tool) return 'That tool no longer exists.';
        const trimmed = name.trim();
        if (trimmed === '') return 'A tool name cannot be empty.';
        const result = renameEdits(tool.text, trimmed);
        if ('error' in result) return result.error;
        get().applyToolEdits(id, result.edits);
        return undefined;
      },

      duplicateTool(id) {
        const state = get();
        const index = state.tools.findIndex((t) => t.id === id);
        const original = state.tools[index];
        if (!original) return undefined;
        const name = quickToolName(original.text);
        let text = original.text;
        if (name !== undefined) {
          const renamed = renameEdits(text, `${name}_copy`);
          if ('edits' in renamed) text = applyTextEdits(text, renamed.edits);
        }
        const copy: WorkspaceTool = {
          id: createId('tool'),
          text,
          samples: original.samples.map((s) => ({ ...s, id: createId('sample') })),
        };
        const activeSampleIndex = original.samples.findIndex(
          (s) => s.id === original.activeSampleId,
        );
        if (activeSampleIndex >= 0) copy.activeSampleId = copy.samples[activeSampleIndex]!.id;
        set((s) => ({
          tools: [...s.tools.slice(0, index + 1), copy, ...s.tools.slice(index + 1)],
          activeToolId: copy.id,
        }));
        return copy.id;
      },

      deleteTool(id) {
        const state = get();
        const index = state.tools.findIndex((t) => t.id === id);
        const tool = state.tools[index];
        if (!tool) return;
        if (state.tools.length === 1) {
          state.notify(
            'The workspace needs at least one tool; add another before deleting this one.',
            'error',
          );
          return;
        }
        const tools = state.tools.filter((t) => t.id !== id);
        const activeToolId =
          state.activeToolId === id
            ? tools[Math.min(index, tools.length - 1)]!.id
            : state.activeToolId;
        const analyses = { ...state.analyses };
        delete analyses[id];
        set({ tools, activeToolId, analyses, lastDeleted: { tool, index } });
        currentEditorBridge()?.forgetTool(id);
      },

      undoDeleteTool() {
        const deleted = get().lastDeleted;
        if (!deleted) return;
        set((state) => {
          const at = Math.min(deleted.index, state.tools.length);
          return {
            tools: [...state.tools.slice(0, at), deleted.tool, ...state.tools.slice(at)],
            activeToolId: deleted.tool.id,
            lastDeleted: undefined,
          };
        });
      },

      moveTool(id, toIndex) {
        set((state) => {
          const from = state.tools.findIndex((t) => t.id === id);
          if (from < 0) return {};
          const target = Math.max(0, Math.min(toIndex, state.tools.length - 1));
          if (target === from) return {};
          const tools = [...state.tools];
          const [moved] = tools.splice(from, 1);
          tools.splice(target, 0, moved!);
          return { tools };
        });
      },

      selectTool(id) {
        if (get().tools.some((t) => t.id === id)) set({ activeToolId: id });
      },

      setToolText(id, text) {
        const tool = get().tools.find((t) => t.id === id);
        if (!tool || tool.text === text) return;
        set((state) => ({ tools: updateTool(state.tools, id, (t) => ({ ...t, text })) }));
      },

      applyToolEdits(id, edits) {
        if (edits.length === 0) return;
        if (currentEditorBridge()?.applyEdits(id, edits)) return;
        const tool = get().tools.find((t) => t.id === id);
        if (tool) get().setToolText(id, applyTextEdits(tool.text, edits));
      },

      revealPointer(pointer) {
        const state = get();
        const tool = state.tools.find((t) => t.id === state.activeToolId);
        if (!tool) return;
        const range = rangeAtPointer({ root: syntaxTree(tool.text) }, pointer);
        currentEditorBridge()?.revealRange(tool.id, range.offset, range.length);
      },

      revealRange(offset, length) {
        const id = get().activeToolId;
        if (id) currentEditorBridge()?.revealRange(id, offset, length);
      },

      saveSnapshot(id) {
        set((state) => ({
          tools: updateTool(state.tools, id, (t) => {
            const snapshots = [...(t.snapshots ?? []), { at: Date.now(), text: t.text }];
            return { ...t, snapshots: snapshots.slice(-MAX_SNAPSHOTS_PER_TOOL) };
          }),
        }));
      },

      restoreSnapshot(id, at) {
        const tool = get().tools.find((t) => t.id === id);
        const snapshot = tool?.snapshots?.find((s) => s.at === at);
        if (!tool || !snapshot || snapshot.text === tool.text) return;
        get().applyToolEdits(id, [{ offset: 0, length: tool.text.length, content: snapshot.text }]);
      },

      saveSample(toolId, sample) {
        const id = sample.id ?? createId('sample');
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) => {
            const saved: Sample = { id, name: sample.name, input: sample.input };
            if (sample.output !== undefined) saved.output = sample.output;
            if (sample.expect !== undefined) saved.expect = sample.expect;
            if (sample.result !== undefined) saved.result = sample.result;
            const exists = t.samples.some((s) => s.id === id);
            const samples = exists
              ? t.samples.map((s) => (s.id === id ? saved : s))
              : [...t.samples, saved];
            return { ...t, samples, activeSampleId: id };
          }),
        }));
        return id;
      },

      selectSample(toolId, sampleId) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) => {
            const next = { ...t };
            if (sampleId !== undefined && t.samples.some((s) => s.id === sampleId))
              next.activeSampleId = sampleId;
            else delete next.activeSampleId;
            return next;
          }),
        }));
      },

      deleteSample(toolId, sampleId) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) => {
            const next: WorkspaceTool = {
              ...t,
              samples: t.samples.filter((s) => s.id !== sampleId),
            };
            if (t.activeSampleId === sampleId) delete next.activeSampleId;
            return next;
          }),
        }));
      },

      setSampleInput(toolId, sampleId, input) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) =>
            updateSample(t, sampleId, (s) => ({ ...s, input })),
          ),
        }));
      },

      setSampleOutput(toolId, sampleId, output) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) =>
            updateSample(t, sampleId, (s) => {
              const next = { ...s };
              if (output === undefined) delete next.output;
              else next.output = output;
              return next;
            }),
          ),
        }));
      },

      setSelectionCases(toolId, cases) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) => {
            const { selectionCases: _old, ...rest } = t;
            return cases.length > 0 ? { ...rest, selectionCases: cases } : rest;
          }),
        }));
      },

      saveServerCase(toolId, entry) {
        set((state) => ({
          tools: updateTool(state.tools, toolId, (t) => ({
            ...t,
            serverCases: [...(t.serverCases ?? []), entry].slice(-MAX_SERVER_CASES_PER_TOOL),
          })),
        }));
      },

      setAnalysis(id, text, analysis) {
        const tool = get().tools.find((t) => t.id === id);
        if (!tool || tool.text !== text) return;
        set((state) => ({
          analyses: { ...state.analyses, [id]: { text, analysis } },
          validationProblem: undefined,
        }));
      },

      setValidationProblem(message) {
        set({ validationProblem: message });
      },

      setChecks(checks) {
        const current = get().tools.filter((t) => checks[t.id]?.text === t.text);
        if (current.length === 0) return;
        set((state) => {
          const next = { ...state.checks };
          for (const tool of current) next[tool.id] = checks[tool.id]!;
          return { checks: next };
        });
      },

      setToolsetFindings(findings) {
        set({ toolset: findings });
      },

      setRowTarget(target) {
        set({ rowTarget: target, rowHost: undefined });
      },

      setRowHost(host) {
        set({ rowHost: host, rowTarget: undefined });
      },

      hydrate(data) {
        const activeToolId = data.tools.some((t) => t.id === data.activeToolId)
          ? data.activeToolId
          : data.tools[0]?.id;
        set({ tools: data.tools, activeToolId, analyses: {}, lastDeleted: undefined });
      },

      adoptMerged(data) {
        const state = get();
        if (data.tools.length === 0) return;
        const ids = new Set(data.tools.map((t) => t.id));
        const activeToolId =
          state.activeToolId !== undefined && ids.has(state.activeToolId)
            ? state.activeToolId
            : data.activeToolId;
        const analyses: Record<string, ToolAnalysis> = {};
        for (const [id, entry] of Object.entries(state.analyses))
          if (ids.has(id)) analyses[id] = entry;
        const gone = state.tools.filter((t) => !ids.has(t.id));
        set({ tools: data.tools, activeToolId: activeToolId ?? data.tools[0]!.id, analyses });
        for (const tool of gone) currentEditorBridge()?.forgetTool(tool.id);
      },

      notify(message, kind = 'info') {
        noticeCounter += 1;
        set({ notice: { id: noticeCounter, kind, message } });
      },
    };
  });
}
