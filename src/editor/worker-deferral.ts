/**
 * The editor side of worker-demand.ts: what counts as a use of an editor, and the boxes around
 * look-alike characters drawn on the page's thread until the worker is wanted.
 */
import type { editor, Uri } from 'monaco-editor/editor/editor.api';
import { IEditorWorkerService } from 'monaco-editor/editor/common/services/editorWorker';
import { StandaloneServices } from 'monaco-editor/editor/standalone/browser/standaloneServices';
import { editorWorker } from './worker-demand';

/** The one method of the editor worker service that chooses where unicode highlights are found. */
interface UnicodeHighlightChoice {
  canComputeUnicodeHighlights(uri: Uri): boolean;
}

let unicodeDeferred = false;

/** Finds look-alike characters in view on the page's thread until the worker is wanted. */
function deferUnicodeHighlights(): void {
  if (unicodeDeferred) return;
  unicodeDeferred = true;
  // The services exist once an editor does.
  const service = StandaloneServices.get(IEditorWorkerService) as UnicodeHighlightChoice;
  const inWorker = service.canComputeUnicodeHighlights.bind(service);
  service.canComputeUnicodeHighlights = (uri) => editorWorker.wanted() && inWorker(uri);
}

/** Counts an editor's focus and the pointer over it as a use of the editor. */
export function watchForUse(codeEditor: editor.ICodeEditor): void {
  if (editorWorker.wanted()) return;
  deferUnicodeHighlights();
  const uses = [
    codeEditor.onDidFocusEditorWidget(editorWorker.want),
    codeEditor.onMouseMove(editorWorker.want),
  ];
  const release = () => {
    for (const use of uses) use.dispose();
  };
  const pending = editorWorker.whenWanted(release);
  codeEditor.onDidDispose(() => {
    release();
    pending.dispose();
  });
}
