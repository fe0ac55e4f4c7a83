import { displayName } from '../../core';
import { toolEntriesOf } from '../../store';

/** What a Tools-list row adds to the name: the display name clients show, and the first icon. */
export interface RowIdentity {
  /** The display name when it differs from the name (a title). */
  display: string | undefined;
  /** The tool object, for its icon; undefined when it has none. */
  iconTool: unknown;
}

const NONE: RowIdentity = { display: undefined, iconTool: undefined };
/** Per tool id, the identity of its last text: one entry per tool, never a trail of old texts. */
const cache = new Map<string, { text: string; identity: RowIdentity }>();
const MAX_CACHED = 5000;

/**
 * A row's identity from its text. Only texts that mention a title or icons are read (through the
 * page's one reading per text once it has loaded: store/tool-entries.ts), so a list of plain
 * tools costs a substring search per row.
 */
export function rowIdentity(id: string, text: string | undefined): RowIdentity {
  if (text === undefined) return NONE;
  const cached = cache.get(id);
  // The store, the editor and the panels share one string per version: compared by identity first.
  if (cached && cached.text === text) return cached.identity;
  if (!text.includes('"title"') && !text.includes('"icons"')) {
    remember(id, text, NONE);
    return NONE;
  }
  const tools = toolEntriesOf(text);
  const tool = tools.length === 1 ? tools[0]!.value : undefined;
  const shown = displayName(tool);
  const identity: RowIdentity =
    tool === undefined
      ? NONE
      : {
          display: shown && shown.from !== 'name' ? shown.text : undefined,
          iconTool: Array.isArray(tool.icons) && tool.icons.length > 0 ? tool : undefined,
        };
  remember(id, text, identity);
  return identity;
}

function remember(id: string, text: string, identity: RowIdentity): void {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, { text, identity });
}
