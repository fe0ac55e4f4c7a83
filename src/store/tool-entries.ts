import { readToolEntries } from '../core';
import type { ToolEntry } from '../core';

/** The page's shared reading of a text (readings.ts), once its module has loaded. */
let shared: ((text: string) => { tools: ToolEntry[] }) | undefined;

/** Called by readings.ts when it loads: from then on, tools are read through its cache. */
export function shareDocumentReader(read: (text: string) => { tools: ToolEntry[] }): void {
  shared = read;
}

/**
 * The tools a text holds, as parseDocument finds them. Through the page's one reading per text
 * (readings.ts: cached, and incremental while the text is typed) once that has loaded with the
 * panels; before, for the first paint of the Tools list, by the quick reading without positions
 * (readToolEntries), which finds the same tools.
 */
export function toolEntriesOf(text: string): ToolEntry[] {
  return shared ? shared(text).tools : readToolEntries(text);
}
