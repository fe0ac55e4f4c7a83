import type { editor } from 'monaco-editor/editor/editor.api';
import { MAX_DOCUMENT_CHARS } from '../core';
import { monaco } from './monaco-setup';

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

function isOversized(model: editor.ITextModel): boolean {
  return model.getValueLength() > MAX_DOCUMENT_CHARS;
}

// Options belong to the editor, the language to the model: both are set when either is stale.
const editorMode = new WeakMap<editor.IStandaloneCodeEditor, boolean>();

/** Puts the editor in or out of the oversized mode to match its current model. */
export function matchDocumentSize(instance: editor.IStandaloneCodeEditor): void {
  const model = instance.getModel();
  if (!model) return;
  const oversized = isOversized(model);
  const language = oversized ? 'plaintext' : 'json';
  if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
  if (editorMode.get(instance) === oversized) return;
  editorMode.set(instance, oversized);
  instance.updateOptions(oversized ? OVERSIZED_OPTIONS : FULL_FEATURE_OPTIONS);
}
