/**
 * Keywords a target is believed to accept but no first-party documentation confirms (only issue threads or third-party summaries): they
 * are kept, and each occurrence is listed as an info-level `flagged` change, so the user knows
 * which parts of the schema rest on unverified support.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { MatrixColumnDefinition } from '../feature-matrix';
import { cellFor, keywordRows } from '../feature-matrix';
import type { ChangeLog } from './changes';
import { subschemaShape } from '../../schema/keywords';

/** What the message for a keyword a column flags is made of, and the messages made of it. */
interface Flagged {
  rowLabel: string;
  note: string | undefined;
  /** By target label (two targets can share a column): the key was built anew for every flag. */
  messages: Map<string, string>;
}

/**
 * The keywords each column flags (a supported cell that no first-party source confirms), found
 * once per column: a walk over every key of every schema node of every export looked each one
 * up in the matrix, which was most of the walk.
 */
const flaggedByColumn = new WeakMap<MatrixColumnDefinition, ReadonlyMap<string, Flagged>>();

function flaggedKeywords(column: MatrixColumnDefinition): ReadonlyMap<string, Flagged> {
  let flagged = flaggedByColumn.get(column);
  if (!flagged) {
    const found = new Map<string, Flagged>();
    for (const [keyword, row] of keywordRows()) {
      const cell = cellFor(column, row);
      if (cell.support === 'supported' && cell.verified === false)
        found.set(keyword, { rowLabel: row.label, note: cell.note, messages: new Map() });
    }
    flaggedByColumn.set(column, (flagged = found));
  }
  return flagged;
}

/**
 * Subschemas found to hold no keyword a column flags, by column. Every export to OpenAI and
 * Bedrock asks this of the same input subschemas, which nothing writes to. A root is not
 * remembered: exporters hand in a fresh copy of it on every export.
 */
const unflaggedByColumn = new WeakMap<MatrixColumnDefinition, WeakSet<object>>();

/** `skip`: keywords the caller already lists with a change of its own. */
export function flagUnverified(
  schema: JsonSchemaObject,
  pointer: string,
  column: MatrixColumnDefinition,
  log: ChangeLog,
  label: string,
  skip: ReadonlySet<string> = new Set(),
): void {
  const flagged = flaggedKeywords(column);
  let unflagged = unflaggedByColumn.get(column);
  if (!unflagged) unflaggedByColumn.set(column, (unflagged = new WeakSet()));
  const path: (string | number)[] = [];
  /** Whether `node` holds a keyword the column flags (a skipped one too: `skip` is the caller's). */
  const visit = (node: JsonSchemaObject): boolean => {
    if (unflagged.has(node)) return false;
    let holds = false;
    for (const key in node) {
      const flag = flagged.get(key);
      if (flag) {
        holds = true;
        if (!skip.has(key))
          log.add({
            code: 'unverified-keyword',
            kind: 'flagged',
            severity: 'info',
            pointer: joinPointer(pointer, ...path, key),
            message: unverifiedMessage(key, label, flag),
          });
      }
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      const shape = subschemaShape(key);
      if (shape === undefined) continue;
      path.push(key);
      if (Array.isArray(value)) {
        if (shape === 'list' || shape === 'single-or-list') {
          for (let i = 0; i < value.length; i++) {
            const item: unknown = value[i];
            if (!isPlainObject(item)) continue;
            path.push(i);
            if (visit(item)) holds = true;
            path.pop();
          }
        }
      } else if (shape === 'single' || shape === 'single-or-list') {
        if (visit(value as JsonSchemaObject)) holds = true;
      } else if (shape === 'map' || shape === 'map-of-some') {
        for (const name in value as JsonSchemaObject) {
          const item = (value as JsonSchemaObject)[name];
          if (!isPlainObject(item)) continue;
          path.push(name);
          if (visit(item)) holds = true;
          path.pop();
        }
      }
      path.pop();
    }
    if (!holds && node !== schema) unflagged.add(node);
    return holds;
  };
  visit(schema);
}

/** The message for a keyword a column flags, built once per target label. */
function unverifiedMessage(key: string, label: string, flag: Flagged): string {
  let message = flag.messages.get(label);
  if (message === undefined) {
    message = `${key} is kept; ${label} is believed to accept ${flag.rowLabel}, but that is unverified${flag.note ? ` (${flag.note})` : ''}.`;
    flag.messages.set(label, message);
  }
  return message;
}
