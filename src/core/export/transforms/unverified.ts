/**
 * Keywords a target is believed to accept but no first-party documentation confirms (only issue threads or third-party summaries): they
 * are kept, and each occurrence is listed as an info-level `flagged` change, so the user knows
 * which parts of the schema rest on unverified support.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { MatrixColumnDefinition } from '../feature-matrix';
import { cellFor, rowForKeyword } from '../feature-matrix';
import type { ChangeLog } from './changes';
import { holdsOneSubschema, holdsSubschemaList, holdsSubschemaMap } from '../../schema/keywords';

/** `skip`: keywords the caller already lists with a change of its own. */
export function flagUnverified(
  schema: JsonSchemaObject,
  pointer: string,
  column: MatrixColumnDefinition,
  log: ChangeLog,
  label: string,
  skip: ReadonlySet<string> = new Set(),
): void {
  const path: (string | number)[] = [];
  const visit = (node: JsonSchemaObject): void => {
    for (const key in node) {
      const row = rowForKeyword(key);
      const cell = row && cellFor(column, row);
      if (
        row &&
        cell &&
        cell.support === 'supported' &&
        cell.verified === false &&
        !skip.has(key)
      ) {
        log.add({
          code: 'unverified-keyword',
          kind: 'flagged',
          severity: 'info',
          pointer: joinPointer(pointer, ...path, key),
          message: unverifiedMessage(key, column.id, label, row.label, cell.note),
        });
      }
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      path.push(key);
      if (Array.isArray(value)) {
        if (holdsSubschemaList(key)) {
          value.forEach((item, i) => {
            if (!isPlainObject(item)) return;
            path.push(i);
            visit(item);
            path.pop();
          });
        }
      } else if (holdsOneSubschema(key)) visit(value as JsonSchemaObject);
      else if (holdsSubschemaMap(key)) {
        for (const name in value as JsonSchemaObject) {
          const item = (value as JsonSchemaObject)[name];
          if (!isPlainObject(item)) continue;
          path.push(name);
          visit(item);
          path.pop();
        }
      }
      path.pop();
    }
  };
  visit(schema);
}

/** Messages by keyword and target label: only matrix keywords reach here, so the set is small. */
const messages = new Map<string, string>();

function unverifiedMessage(
  key: string,
  column: string,
  label: string,
  rowLabel: string,
  note: string | undefined,
): string {
  const cacheKey = `${column}\u0000${label}\u0000${key}`;
  let message = messages.get(cacheKey);
  if (message === undefined) {
    message = `${key} is kept; ${label} is believed to accept ${rowLabel}, but that is unverified${note ? ` (${note})` : ''}.`;
    messages.set(cacheKey, message);
  }
  return message;
}
