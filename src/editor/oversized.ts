import type { editor } from 'monaco-editor/editor/editor.api';
import { MAX_COLOURED_BRACKETS_CHARS, MAX_DOCUMENT_CHARS } from '../core';
import { hasLongLine } from './long-lines';
import { monaco } from './monaco-setup';
import { editorWorker } from './worker-demand';

/**
 * A document above the studio's reading limit is refused by validation but kept in the editor,
 * so the user loses nothing. Monaco's JSON tokenizer, bracket matching, highlights and our
 * code actions would each scan such a text again after every cursor move, blocking the page
 * for seconds at a time; as plain text with those features off it stays responsive until the
 * user brings it back under the limit.
 */
export const FULL_FEATURE_OPTIONS = {
  matchBrackets: 'always',
  occurrencesHighlight: 'singleFile',
  selectionHighlight: true,
  folding: true,
  links: true,
  colorDecorators: true,
  quickSuggestions: { strings: true, other: true, comments: false },
  lightbulb: { enabled: 'on' as editor.ShowLightbulbIconMode },
} satisfies editor.IEditorOptions;

/**
 * A line longer than the editor colours (a minified `tools/list`) is still read bracket by
 * bracket by Monaco's bracket-pair colouring, which makes one decoration per bracket of the line
 * on every frame that draws it: 300–500 ms a frame for a 330 KB line. Such a document keeps its
 * language (markers, hover, completion) but not the features that scan every bracket or word.
 */
const LONG_LINE_OPTIONS = {
  ...FULL_FEATURE_OPTIONS,
  matchBrackets: 'never',
  occurrencesHighlight: 'off',
  selectionHighlight: false,
} satisfies Record<keyof typeof FULL_FEATURE_OPTIONS, unknown> & editor.IEditorOptions;

const OVERSIZED_OPTIONS = {
  matchBrackets: 'never',
  occurrencesHighlight: 'off',
  selectionHighlight: false,
  folding: false,
  links: false,
  colorDecorators: false,
  quickSuggestions: false,
  lightbulb: { enabled: 'off' as editor.ShowLightbulbIconMode },
} satisfies Record<keyof typeof FULL_FEATURE_OPTIONS, unknown> & editor.IEditorOptions;

type DocumentMode = 'full' | 'long-lines' | 'oversized';

const READ_ONLY = monaco.editor.EditorOption.readOnly;

const MODE_OPTIONS: Record<DocumentMode, editor.IEditorOptions> = {
  full: FULL_FEATURE_OPTIONS,
  'long-lines': LONG_LINE_OPTIONS,
  oversized: OVERSIZED_OPTIONS,
};

function documentMode(
  model: editor.ITextModel,
  changes: readonly editor.IModelContentChange[] | undefined,
): DocumentMode {
  if (model.getValueLength() > MAX_DOCUMENT_CHARS) return 'oversized';
  return hasLongLine(model, changes) ? 'long-lines' : 'full';
}

// Options belong to the editor, the language to the model: both are set when either is stale.
const editorMode = new WeakMap<editor.IStandaloneCodeEditor, DocumentMode>();

/**
 * Turns the model's bracket colours on or off. Any change of a model's options makes Monaco
 * rebuild its bracket tree over the whole text, once; a paste past the limit has it done before
 * the paste, over the old text (`beforePaste`).
 */
function colourBrackets(model: editor.ITextModel, enabled: boolean): void {
  if (model.getOptions().bracketPairColorizationOptions.enabled === enabled) return;
  model.updateOptions({
    bracketColorizationOptions: { enabled, independentColorPoolPerBracketType: false },
  });
}

/**
 * Called as a paste is about to be applied (`pastedChars` long, at every selection): a paste that
 * makes the text too long for bracket colours turns them off before the text changes, while the
 * bracket tree that the switch rebuilds is the old text's. Switched after the edit, it would
 * rebuild the tree over the pasted text, about 8 ms of a 93 KB paste's task.
 */
export function beforePaste(instance: editor.IStandaloneCodeEditor, pastedChars: number): void {
  const model = instance.getModel();
  // A paste into Find's box, or into a read-only editor, does not change the text.
  if (!model || !instance.hasTextFocus() || instance.getOption(READ_ONLY)) return;
  if (!model.getOptions().bracketPairColorizationOptions.enabled) return;
  const selections = instance.getSelections() ?? [];
  const replaced = selections.reduce((sum, range) => sum + model.getValueLengthInRange(range), 0);
  const after = model.getValueLength() - replaced + pastedChars * Math.max(1, selections.length);
  if (after > MAX_COLOURED_BRACKETS_CHARS) colourBrackets(model, false);
}

/**
 * Puts the editor in the mode its current model's size and longest line call for; `changes` are
 * the edit's own, when it is called for one (only the lines they wrote are read then).
 */
export function matchDocumentSize(
  instance: editor.IStandaloneCodeEditor,
  changes?: readonly editor.IModelContentChange[],
): void {
  const model = instance.getModel();
  if (!model) return;
  const mode = documentMode(model, changes);
  const language = mode === 'oversized' ? 'plaintext' : 'json';
  if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
  // Bracket colouring is the model's option, not the editor's (Monaco reads it from the model).
  colourBrackets(model, mode === 'full' && model.getValueLength() <= MAX_COLOURED_BRACKETS_CHARS);
  if (editorMode.get(instance) === mode) return;
  const first = !editorMode.has(instance);
  editorMode.set(instance, mode);
  // Link detection starts Monaco's worker, so it waits for a use of the editor (worker-demand.ts).
  const options = MODE_OPTIONS[mode];
  instance.updateOptions(editorWorker.wanted() ? options : { ...options, links: false });
  if (first) {
    const pending = editorWorker.whenWanted(() =>
      instance.updateOptions({ links: MODE_OPTIONS[editorMode.get(instance) ?? mode].links }),
    );
    instance.onDidDispose(() => pending.dispose());
  }
}
