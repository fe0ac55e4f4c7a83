import type { editor, Uri } from 'monaco-editor/editor/editor.api';
import { monaco } from './monaco-setup';
import type { TextEdit } from '../core';

/** Each tool has its own model (and so its own undo history), addressed by the tool id. */
export function modelPath(toolId: string): string {
  return `file:///tools/${encodeURIComponent(toolId)}.json`;
}

function modelUri(toolId: string): Uri {
  return monaco.Uri.parse(modelPath(toolId));
}

export function toolIdOfModel(model: editor.ITextModel): string | undefined {
  const match = /^\/tools\/(.+)\.json$/.exec(model.uri.path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function existingModel(toolId: string): editor.ITextModel | undefined {
  return monaco.editor.getModel(modelUri(toolId)) ?? undefined;
}

/** Replaces a model's text as one undoable step, so changes from outside the editor can be undone too. */
export function replaceModelText(model: editor.ITextModel, text: string): void {
  model.pushStackElement();
  model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
  model.pushStackElement();
}

// getValue() joins the whole piece tree on every call; on a multi-megabyte paste each call costs
// tens of milliseconds, and the store compares texts on every analysis. One join per version,
// and the same string instance everywhere, makes those comparisons pointer checks.
const textCache = new WeakMap<editor.ITextModel, { version: number; text: string }>();

/**
 * What one change event did to a model: the text before it (when it was joined at the version
 * just before), the text after, and the edits, from the end of the text to its start so that
 * each offset holds in the text before. Undefined when the text before is not at hand.
 */
export function modelTextChange(
  model: editor.ITextModel,
  event: editor.IModelContentChangedEvent,
): { before: string; after: string; edits: TextEdit[] } | undefined {
  const cached = textCache.get(model);
  if (event.isFlush || cached?.version !== event.versionId - 1) return undefined;
  const edits = event.changes
    .map((c) => ({ offset: c.rangeOffset, length: c.rangeLength, content: c.text }))
    .sort((a, b) => b.offset - a.offset);
  return { before: cached.text, after: modelText(model), edits };
}

/** The model's text, joined at most once per version. */
export function modelText(model: editor.ITextModel): string {
  const version = model.getVersionId();
  const cached = textCache.get(model);
  if (cached?.version === version) return cached.text;
  const text = model.getValue();
  textCache.set(model, { version, text });
  return text;
}
