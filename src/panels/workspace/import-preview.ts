/**
 * The Import dialog's preview: what a pasted or dropped text holds, read without validating it.
 * Apart from import-plan.ts (which the Tools list uses too) so that it loads with the dialog.
 */
import type { ConvertedImportPreview, ImportPreview } from '../../core';
import { splitTexts } from './import-plan';
import {
  DOCUMENT_KIND_LABELS,
  errorMessage,
  formatSize,
  IMPORT_PREVIEW_NAMES_SHOWN,
  MULTI_TOOL_KINDS,
  previewImport,
  serializeExport,
  showInvisibles,
} from '../../core';

/**
 * Where the Import dialog's preview stands for one text. `failed` is any way the preview itself
 * went wrong (the worker timed out or crashed, the core threw): the text can still be imported
 * as one document, so the dialog offers "Import anyway" with the reason.
 */
export type PreviewState =
  | { text: string; status: 'reading' }
  | { text: string; status: 'ready'; preview: ImportPreview }
  | { text: string; status: 'failed'; message: string };

/** Previews on the page; a bug in the core becomes a failed preview, never a stuck dialog. */
export function previewOnPage(
  text: string,
  preview: (text: string) => ImportPreview = previewImport,
): PreviewState {
  try {
    return { text, status: 'ready', preview: preview(text) };
  } catch (error) {
    const reason = errorMessage(error);
    return { text, status: 'failed', message: previewFailedMessage(`it failed (${reason})`) };
  }
}

/** The message for a preview that did not finish: what happened and that the text is safe. */
export function previewFailedMessage(what: string): string {
  return `The preview could not list the tools: ${what}. Your text is kept: import it anyway as one document, and the editor checks it there.`;
}

/** The message for a preview the worker's watchdog stopped. */
export function previewTimedOutMessage(timeoutMs: number): string {
  return previewFailedMessage(
    `reading took longer than ${timeoutMs / 1000} s and was stopped (the validator was restarted)`,
  );
}

/** "Reading 76.0 KB…": what the dialog shows while a long text is read. */
export function readingMessage(chars: number): string {
  return `Reading ${formatSize(chars)}…`;
}

/** What an import of a previewed text will add, shown before anything changes. */
export interface PreviewPlan {
  /** One sentence: what the text is. */
  summary: string;
  /** Names of the tools found, in document order, at most IMPORT_PREVIEW_NAMES_SHOWN. */
  shownNames: string[];
  /** How many tools were found, listed or not. */
  toolCount: number;
  /** Whether the document can be split into one workspace tool per tool it holds. */
  canSplit: boolean;
  /** Things to know before importing: names clashing, items left out, the first syntax error. */
  notes: string[];
  /** Why the text cannot be imported at all; undefined otherwise. */
  refusal?: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const listed = (names: readonly string[]) =>
  names
    .slice(0, 5)
    .map((n) => `"${showInvisibles(n)}"`)
    .join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');

/**
 * The dialog's words for a preview. `workspaceNames` are the names the workspace's tools already
 * have: an import adds tools beside them and replaces nothing, so a clash is said beforehand.
 */
export function planPreview(
  preview: ImportPreview,
  workspaceNames: ReadonlySet<string> = new Set(),
): PreviewPlan {
  const empty = { shownNames: [], toolCount: 0, canSplit: false, notes: [] };
  if (preview.status === 'converted') return planConverted(preview, workspaceNames);
  if (preview.status === 'refused')
    return { ...empty, summary: preview.message, refusal: preview.message };
  if (preview.status === 'no-tools') {
    const notes: string[] = [];
    const errors = preview.syntaxErrors;
    if (errors) {
      const first = errors.first;
      const place = first
        ? `${errors.count === 1 ? ',' : '; the first'} at line ${first.line}, column ${first.column}: ${first.message}`
        : '.';
      notes.push(`${plural(errors.count, 'error')} found${place}`);
    }
    return { ...empty, summary: preview.message, notes };
  }
  const label = DOCUMENT_KIND_LABELS[preview.kind];
  // Shown with bidi controls and invisible characters spelt out: a name must not pass for another.
  const names = preview.tools.map((t, i) =>
    t.name === undefined ? `tool ${i + 1} (no name)` : showInvisibles(t.name),
  );
  const multi = MULTI_TOOL_KINDS.has(preview.kind);
  const summary = multi
    ? `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${label} with ${plural(preview.tools.length, 'tool')}.`
    : `One ${label}: ${names[0] ?? 'without a name'}.`;
  const notes: string[] = [];
  if (preview.splitRefusal) notes.push(preview.splitRefusal);
  if (preview.duplicateNames.length > 0)
    notes.push(
      `Named more than once in this document: ${listed(preview.duplicateNames)}. Each copy is imported; rename them so a model can tell them apart.`,
    );
  const clash = clashNote(preview.tools, workspaceNames);
  if (clash) notes.push(clash);
  if (preview.skippedItems > 0)
    notes.push(
      `${plural(preview.skippedItems, 'item')} of the list ${preview.skippedItems === 1 ? 'is' : 'are'} not a tool object; separate tools leave ${preview.skippedItems === 1 ? 'it' : 'them'} out, one document keeps ${preview.skippedItems === 1 ? 'it' : 'them'}.`,
    );
  return {
    summary,
    shownNames: names.slice(0, IMPORT_PREVIEW_NAMES_SHOWN),
    toolCount: names.length,
    canSplit: multi && preview.tools.length > 0 && preview.splitRefusal === undefined,
    notes,
  };
}

/** "Already in the workspace: …", for tools named as tools the workspace holds. */
function clashNote(
  tools: readonly { name: string | undefined }[],
  workspaceNames: ReadonlySet<string>,
): string | undefined {
  const clashes = [
    ...new Set(
      tools.flatMap((t) => (t.name !== undefined && workspaceNames.has(t.name) ? [t.name] : [])),
    ),
  ];
  if (clashes.length === 0) return undefined;
  return `Already in the workspace: ${listed(clashes)}. The import adds ${clashes.length === 1 ? 'a second tool' : 'second tools'} with ${clashes.length === 1 ? 'that name' : 'those names'}; nothing is replaced.`;
}

/** Changes of a conversion shown in the preview; the rest are counted. */
const CONVERSION_CHANGES_SHOWN = 3;

/** "OpenAI Chat Completions, 1 tool, converted to MCP.": a provider's tools, named by format. */
function planConverted(
  preview: ConvertedImportPreview,
  workspaceNames: ReadonlySet<string>,
): PreviewPlan {
  const names = preview.tools.map((t) => showInvisibles(t.name));
  const notes: string[] = [];
  if (preview.splitRefusal) notes.push(preview.splitRefusal);
  const clash = clashNote(preview.tools, workspaceNames);
  if (clash) notes.push(clash);
  // One sentence per kind of change, not one per tool.
  const changes = [...new Set(preview.changes.map((c) => c.message))];
  if (changes.length > 0)
    notes.push(
      `Not carried over exactly: ${changes.slice(0, CONVERSION_CHANGES_SHOWN).join(' ')}${changes.length > CONVERSION_CHANGES_SHOWN ? ` And ${changes.length - CONVERSION_CHANGES_SHOWN} more.` : ''}`,
    );
  return {
    summary: `${preview.label}, ${plural(names.length, 'tool')}, converted to MCP${names.length === 1 ? `: ${names[0]}` : ''}.`,
    shownNames: names.slice(0, IMPORT_PREVIEW_NAMES_SHOWN),
    toolCount: names.length,
    canSplit: names.length > 1 && preview.splitRefusal === undefined,
    notes,
  };
}

/**
 * The texts an import adds: the document as it is, or, split, one formatted document per tool
 * the preview listed. A text that cannot be split after all (a bug) is added whole rather than
 * lost, and `note` says so.
 */
export function previewImportTexts(
  text: string,
  state: PreviewState,
  split: boolean,
): { texts: string[]; note?: string } {
  if (state.status === 'ready' && state.preview.status === 'converted') {
    // A provider's tools are added as MCP: the tools the preview named, never the provider's text.
    const { tools } = state.preview;
    if (split && planPreview(state.preview).canSplit)
      return { texts: tools.map((tool) => serializeExport(tool)) };
    return { texts: [serializeExport(tools.length === 1 ? tools[0] : tools)] };
  }
  if (!split || state.status !== 'ready' || state.preview.status !== 'tools')
    return { texts: [text] };
  if (!planPreview(state.preview).canSplit) return { texts: [text] };
  try {
    return { texts: splitTexts(text, state.preview.tools) };
  } catch (error) {
    const reason = errorMessage(error);
    return {
      texts: [text],
      note: `The document could not be split (${reason}); it was imported as one document.`,
    };
  }
}
