import { displayName } from '../../core';
import { readDocument } from '../../store';

/** What a Tools-list row adds to the name: the display name clients show, and the first icon. */
export interface RowIdentity {
  /** The display name when it differs from the name (a title). */
  display: string | undefined;
  /** The tool object, for its icon; undefined when it has none. */
  iconTool: unknown;
}

const NONE: RowIdentity = { display: undefined, iconTool: undefined };
const MAX_CACHED = 1000;
const cache = new Map<string, RowIdentity>();

/**
 * A row's identity from its text. Only texts that mention a title or icons are read (through the
 * page's one reading per text), so a list of plain tools costs a substring search per row.
 */
export function rowIdentity(text: string | undefined): RowIdentity {
  if (text === undefined || (!text.includes('"title"') && !text.includes('"icons"'))) return NONE;
  const cached = cache.get(text);
  if (cached) return cached;
  const doc = readDocument(text);
  const tool = doc.tools.length === 1 ? doc.tools[0]!.value : undefined;
  const shown = displayName(tool);
  const identity: RowIdentity =
    tool === undefined
      ? NONE
      : {
          display: shown && shown.from !== 'name' ? shown.text : undefined,
          iconTool: Array.isArray(tool.icons) && tool.icons.length > 0 ? tool : undefined,
        };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(text, identity);
  return identity;
}
