import { coveringEdit } from '../core';
import type { TextEdit } from '../core';

/**
 * The last edits the editor made, each with the texts before and after it, so that what reads a
 * text after a keystroke (the page's reading, the worker's copy of the text) can take the edit
 * instead of the whole text. Texts are compared by identity first: the editor hands the store
 * one string per version, and everyone reads that same string.
 */
const MAX_REMEMBERED_CHANGES = 64;
/** How far back a reader may look for a text it knows (a burst of keys while it was busy). */
const MAX_CHANGES_COMPOSED = 32;

interface TextChange {
  before: string;
  after: string;
  /** Applied one after another, each in the coordinates of the text the ones before it left. */
  edits: readonly TextEdit[];
}

const changes: TextChange[] = [];

/** Records that `edits` took `before` to `after` (the editor calls this for every change of a model). */
export function recordTextChange(before: string, after: string, edits: readonly TextEdit[]): void {
  if (before === after || edits.length === 0) return;
  changes.push({ before, after, edits });
  if (changes.length > MAX_REMEMBERED_CHANGES) changes.shift();
}

/**
 * Walks back from `to` through the recorded changes that led to it, and returns the first earlier
 * text that `known` recognises, with what it answered and the one edit from that text to `to`.
 * Undefined when no such text is among the recent changes: the reader then takes the whole text.
 */
export function findEarlierText<T>(
  to: string,
  known: (text: string) => T | undefined,
): { from: string; found: T; edit: TextEdit } | undefined {
  const chain: TextChange[] = [];
  let target = to;
  for (let i = changes.length - 1; i >= 0 && chain.length < MAX_CHANGES_COMPOSED; i--) {
    const change = changes[i]!;
    if (change.after !== target) continue;
    chain.push(change);
    const found = known(change.before);
    if (found !== undefined) {
      const edit = coveringEdit(
        chain.reverse().map((c) => c.edits),
        change.before.length,
        to,
      );
      return edit ? { from: change.before, found, edit } : undefined;
    }
    target = change.before;
  }
  return undefined;
}

/** The one edit from `from` to `to`, when the recorded changes lead from one to the other. */
export function editBetween(from: string, to: string): TextEdit | undefined {
  return findEarlierText(to, (before) => (before === from ? true : undefined))?.edit;
}

/**
 * Characters a change from `before` to `after` inserts or removes, whichever is more: the
 * recorded edit's when there is one (the editor records its edits), else the change in length
 * (a panel's change, which records none).
 */
export function changedChars(before: string, after: string): number {
  const edit = editBetween(before, after);
  return edit ? Math.max(edit.length, edit.content.length) : Math.abs(after.length - before.length);
}

/** Forgets every recorded change (tests). */
export function clearTextChanges(): void {
  changes.length = 0;
}
