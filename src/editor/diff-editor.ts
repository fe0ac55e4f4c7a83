/**
 * Monaco's diff editor, in Compare's lazy chunk instead of Monaco's: the build gives Monaco a
 * placeholder for the diff editor's widget (MONACO_STUBS in vite.config.ts), which the standalone
 * diff editor (`monaco.editor.createDiffEditor`) extends, so the widget's 150 KB are not loaded
 * with the editor. Importing this module puts Monaco's widget under that placeholder, in the same
 * Monaco instance, before Compare makes its first diff editor.
 */
import { DiffEditorWidget } from 'monaco-editor/editor/browser/widget/diffEditor/diffEditorWidget';
import { StandaloneDiffEditor2 } from 'monaco-editor/editor/standalone/browser/standaloneCodeEditor';
import { adoptWidget } from './adopt-widget';

// Under the dev server (no placeholder) the diff editor already extends the widget: nothing to do.
adoptWidget(Object.getPrototypeOf(StandaloneDiffEditor2) as object, DiffEditorWidget);
