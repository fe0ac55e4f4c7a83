import { useEffect, useRef } from 'react';
import { DiffEditor } from '@monaco-editor/react';
import type { editor } from 'monaco-editor/editor/editor.api';
// Loading the setup configures @monaco-editor/react with the locally bundled Monaco (never a CDN).
import { monaco } from './monaco-setup';
// Monaco's diff editor widget, which Monaco's own chunk has only a placeholder for.
import './diff-editor';

/** A 1-based text range, as the core's line index gives it. */
export interface LineRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface DiffReveal {
  old: LineRange;
  new: LineRange;
  /** Changes on every click, so clicking the same change again reveals it again. */
  nonce: number;
}

export interface DiffViewProps {
  original: string;
  modified: string;
  theme: 'light' | 'dark';
  /** Where to take both sides (a change clicked in the list). */
  reveal?: DiffReveal;
  originalLabel: string;
  modifiedLabel: string;
}

const options: editor.IDiffEditorConstructionOptions = {
  readOnly: true,
  originalEditable: false,
  renderSideBySide: true,
  // Side by side down to narrow windows: the change list beside it takes the rest.
  renderSideBySideInlineBreakpoint: 500,
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  scrollBeyondLastLine: false,
  renderOverviewRuler: false,
  fixedOverflowWidgets: true,
};

function select(target: editor.ICodeEditor, range: LineRange): void {
  // Anchored at the end so the cursor (and the highlighted line number) sits where the value starts.
  const selection = new monaco.Selection(range.endLine, range.endColumn, range.line, range.column);
  target.setSelection(selection);
  target.revealRangeInCenterIfOutsideViewport(selection);
}

/** Monaco's side-by-side diff editor over two texts (read-only); the compare panel drives it. */
export default function DiffView({
  original,
  modified,
  theme,
  reveal,
  originalLabel,
  modifiedLabel,
}: DiffViewProps) {
  const diffRef = useRef<editor.IStandaloneDiffEditor | null>(null);

  useEffect(() => {
    const diff = diffRef.current;
    if (!diff || !reveal) return;
    select(diff.getOriginalEditor(), reveal.old);
    const target = diff.getModifiedEditor();
    select(target, reveal.new);
    target.focus();
  }, [reveal]);

  // @monaco-editor/react disposes the two models before the diff editor that shows them, which
  // Monaco reports on every close ("TextModel got disposed before DiffEditorWidget model got
  // reset"): it keeps them (keepCurrent…Model), and here the editor lets go of them first.
  useEffect(
    () => () => {
      const diff = diffRef.current;
      diffRef.current = null;
      const models = diff?.getModel();
      diff?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );

  return (
    <DiffEditor
      original={original}
      modified={modified}
      language="json"
      // Own model paths: the tool editor's models (one per tool) are never touched here.
      originalModelPath="compare://old.json"
      modifiedModelPath="compare://new.json"
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      options={{ ...options, originalAriaLabel: originalLabel, modifiedAriaLabel: modifiedLabel }}
      onMount={(instance) => {
        diffRef.current = instance;
      }}
    />
  );
}
