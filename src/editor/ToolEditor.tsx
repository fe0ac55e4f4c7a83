import { useEffect, useRef } from 'react';
import { Editor } from '@monaco-editor/react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { Diagnostic } from '../core';
import {
  recordTextChange,
  registerEditorBridge,
  selectActiveToolId,
  useWorkspace,
  withToolsetFindings,
  workspaceStore,
} from '../store';
import type { WorkspaceState } from '../store';
import { registerQuickFixes } from './code-actions';
import { registerEditorCommands } from './editor-commands';
import { watchDescriptionCut } from './description-cut-marker';
import { diagnosticsToMarkers } from './markers';
import {
  existingModel,
  modelPath,
  modelText,
  modelTextChange,
  replaceModelText,
  toolIdOfModel,
} from './models';
import { monaco } from './monaco-setup';
import { FULL_FEATURE_OPTIONS, beforePaste, matchDocumentSize } from './oversized';

const MARKER_OWNER = 'tool-schema';

/** The documented way out of the editor, said to screen readers and shown under the editor. */
const EDITOR_LEAVE_HINT =
  'Tab moves past the editor until you type in it; after typing, press Esc, then Tab, to leave.';

export interface ToolEditorProps {
  theme: 'light' | 'dark';
  /** Ctrl/Cmd+S inside the editor. */
  onSave: () => void;
}

/** Diagnostics computed for exactly the model's current text, or none. */
function currentDiagnostics(
  state: WorkspaceState,
  model: editor.ITextModel,
): readonly Diagnostic[] {
  const id = toolIdOfModel(model);
  const entry = id ? state.analyses[id] : undefined;
  return id && entry && entry.text === modelText(model) ? toolDiagnostics(state, id, entry) : [];
}

/** A tool's own findings and the toolset rules' findings for the same text. */
function toolDiagnostics(
  state: WorkspaceState,
  id: string,
  entry: WorkspaceState['analyses'][string],
): readonly Diagnostic[] {
  return withToolsetFindings(state, id, entry.text, entry.analysis.diagnostics);
}

const editorOptions: editor.IStandaloneEditorConstructionOptions = {
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  tabSize: 2,
  insertSpaces: true,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
  ariaLabel: `Tool definition JSON. ${EDITOR_LEAVE_HINT}`,
  // No keyboard trap (WCAG 2.1.2): Tab moves past the editor until the user types in it
  // (tab-focus mode, set per focus in handleMount), and Escape turns it back on.
  tabFocusMode: true,
  renderValidationDecorations: 'on',
  // Completion comes from the tool document schema. Monaco's default also offers every word of
  // every open JSON document: a request to its editor worker on each key typed in a string, and
  // a list of the document's words (hundreds in a wide tool) to filter on the page.
  wordBasedSuggestions: 'off',
  // Hidden characters are how tool descriptions smuggle text past a reviewer: draw a box around
  // invisible ones (tag characters, zero-width, bidi controls) and look-alike letters in strings
  // too, which Monaco's default leaves to untrusted workspaces only.
  unicodeHighlight: {
    invisibleCharacters: true,
    ambiguousCharacters: true,
    nonBasicASCII: false,
    includeStrings: true,
    includeComments: true,
  },
  ...FULL_FEATURE_OPTIONS,
};

/** Keys that move, select or leave without writing anything: they keep Tab moving focus. */
const NON_TYPING_KEYS = new Set([
  'Tab',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'F8',
  'Escape',
]);

/**
 * Tab-focus mode while the user only passes through or looks: Tab and Shift+Tab move focus.
 * The first key that writes (a character, Enter, Backspace, a paste) gives Tab back to indenting;
 * Escape hands it to focus movement again, so Esc then Tab always leaves. Each new focus starts
 * in tab-focus mode, so tabbing through the page never stops in the editor.
 */
function followTyping(instance: editor.IStandaloneCodeEditor) {
  // The first key that writes turns tab-focus mode off one task later: the change recomputes
  // every editor option (a few ms), and the key being typed never reads it; only Tab does, and a
  // Tab that comes before that task applies it first.
  let deferred: ReturnType<typeof setTimeout> | undefined;
  const tabMovesFocus = (on: boolean) => {
    clearTimeout(deferred);
    deferred = undefined;
    if (instance.getOption(monaco.editor.EditorOption.tabFocusMode) !== on)
      instance.updateOptions({ tabFocusMode: on });
  };
  instance.onDidFocusEditorText(() => tabMovesFocus(true));
  instance.onDidDispose(() => clearTimeout(deferred));
  instance.onKeyDown((event) => {
    const key = event.browserEvent.key;
    if (key === 'Escape') tabMovesFocus(true);
    else if (NON_TYPING_KEYS.has(key)) {
      if (deferred !== undefined) tabMovesFocus(false);
    } else if (
      (event.ctrlKey || event.metaKey) &&
      !['v', 'x', 'z', 'y'].includes(key.toLowerCase())
    )
      return;
    else if (deferred === undefined && instance.getOption(monaco.editor.EditorOption.tabFocusMode))
      deferred = setTimeout(() => tabMovesFocus(false), 0);
  });
}

/** The JSON editor: one Monaco model per tool, markers from the core, edits from panels via the bridge. */
export default function ToolEditor({ theme, onSave }: ToolEditorProps) {
  const activeToolId = useWorkspace(selectActiveToolId);
  const editorRef = useRef<editor.IStandaloneCodeEditor | null>(null);
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);

  // Store -> models: texts changed outside the editor, and markers for fresh analyses.
  useEffect(() => {
    const syncTexts = (state: WorkspaceState, previous: WorkspaceState) => {
      // Only tools whose record changed; a Set keeps this linear in 500-tool workspaces.
      const unchanged = new Set(previous.tools);
      for (const tool of state.tools) {
        if (unchanged.has(tool)) continue;
        const model = existingModel(tool.id);
        if (model && modelText(model) !== tool.text) replaceModelText(model, tool.text);
      }
    };
    const syncMarkers = (state: WorkspaceState) => {
      for (const [id, entry] of Object.entries(state.analyses)) {
        const model = existingModel(id);
        if (model && modelText(model) === entry.text) {
          monaco.editor.setModelMarkers(
            model,
            MARKER_OWNER,
            diagnosticsToMarkers(toolDiagnostics(state, id, entry)),
          );
        }
      }
    };
    syncMarkers(workspaceStore.getState());
    return workspaceStore.subscribe((state, previous) => {
      if (state.tools !== previous.tools) syncTexts(state, previous);
      if (state.analyses !== previous.analyses || state.toolset !== previous.toolset)
        syncMarkers(state);
    });
  }, []);

  useEffect(() => {
    const quickFixes = registerQuickFixes((model) =>
      currentDiagnostics(workspaceStore.getState(), model),
    );
    const unregisterBridge = registerEditorBridge({
      applyEdits(toolId, edits) {
        const model = existingModel(toolId);
        if (!model) return false;
        model.pushStackElement();
        model.pushEditOperations(
          [],
          edits.map((edit) => {
            const start = model.getPositionAt(edit.offset);
            const end = model.getPositionAt(edit.offset + edit.length);
            return {
              range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
              text: edit.content,
            };
          }),
          () => null,
        );
        model.pushStackElement();
        return true;
      },
      revealRange(toolId, offset, length) {
        const instance = editorRef.current;
        const model = instance?.getModel();
        if (!instance || !model || toolIdOfModel(model) !== toolId) return false;
        const start = model.getPositionAt(offset);
        const end = model.getPositionAt(offset + length);
        const range = new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
        instance.setSelection(range);
        instance.revealRangeInCenterIfOutsideViewport(range);
        instance.focus();
        return true;
      },
      forgetTool(toolId) {
        const model = existingModel(toolId);
        if (model && editorRef.current?.getModel() !== model) model.dispose();
      },
    });
    const unregisterCommands = registerEditorCommands({
      nextProblem() {
        editorRef.current?.focus();
        void editorRef.current?.getAction('editor.action.marker.next')?.run();
      },
      formatDocument() {
        void editorRef.current?.getAction('editor.action.formatDocument')?.run();
      },
      focus() {
        editorRef.current?.focus();
      },
      select({ startLine, startColumn, endLine, endColumn }) {
        const range = new monaco.Range(startLine, startColumn, endLine, endColumn);
        editorRef.current?.setSelection(range);
        editorRef.current?.revealRangeInCenterIfOutsideViewport(range);
        editorRef.current?.focus();
      },
    });
    return () => {
      quickFixes.dispose();
      unregisterBridge();
      unregisterCommands();
    };
  }, []);

  const handleMount = (instance: editor.IStandaloneCodeEditor) => {
    editorRef.current = instance;
    matchDocumentSize(instance);
    // In the capture phase, so before Monaco's own listener applies the paste.
    instance
      .getDomNode()
      ?.addEventListener(
        'paste',
        (event) => beforePaste(instance, event.clipboardData?.getData('text/plain').length ?? 0),
        { capture: true },
      );
    instance.onDidChangeModelContent((event) => {
      matchDocumentSize(instance, event.changes);
      const model = instance.getModel();
      const id = model ? toolIdOfModel(model) : undefined;
      if (!model || !id) return;
      // The edit goes with the text, so readers of the new text can take just the edit.
      const change = modelTextChange(model, event);
      if (change) recordTextChange(change.before, change.after, change.edits);
      workspaceStore.getState().setToolText(id, modelText(model));
    });
    instance.onDidChangeModel(() => {
      matchDocumentSize(instance);
      // A model opened again may have missed markers while it was hidden.
      const model = instance.getModel();
      const id = model ? toolIdOfModel(model) : undefined;
      const state = workspaceStore.getState();
      const entry = id ? state.analyses[id] : undefined;
      if (model && id && entry && entry.text === modelText(model)) {
        monaco.editor.setModelMarkers(
          model,
          MARKER_OWNER,
          diagnosticsToMarkers(toolDiagnostics(state, id, entry)),
        );
      }
    });
    instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => onSaveRef.current());
    followTyping(instance);
    watchDescriptionCut(instance);
  };

  if (!activeToolId) return null;
  const activeText = workspaceStore.getState().tools.find((t) => t.id === activeToolId)?.text ?? '';
  return (
    <Editor
      path={modelPath(activeToolId)}
      defaultValue={activeText}
      defaultLanguage="json"
      keepCurrentModel
      saveViewState
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      options={editorOptions}
      onMount={handleMount}
      loading={<p className="editor-loading">Loading the editor…</p>}
    />
  );
}
