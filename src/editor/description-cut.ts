/**
 * Where a host stops reading a tool's description, as ranges of the document's text: the
 * editor's marker ("the model never sees past here"). Pure, so it is tested without Monaco.
 */
import { nodeAtPointer, stringValueOffset, toCanonicalTool } from '../core';
import type { ParsedDocument, Tool } from '../core';

export interface CutMark {
  /** Offset of the first character of the description the model never reads. */
  start: number;
  /** Offset of the description's closing quote. */
  end: number;
  /** Characters the model reads. */
  shown: number;
}

/** Each tool of the document whose description `cutOf` cuts (null: read whole). */
export function descriptionCutMarks(
  doc: Pick<ParsedDocument, 'root' | 'text' | 'tools'>,
  cutOf: (tool: Tool) => number | null,
): CutMark[] {
  const marks: CutMark[] = [];
  for (const entry of doc.tools) {
    const shown = cutOf(toCanonicalTool(entry));
    if (shown === null) continue;
    const node = nodeAtPointer(doc.root, `${entry.pointer}/description`);
    if (!node || node.type !== 'string') continue;
    const literal = doc.text.slice(node.offset, node.offset + node.length);
    marks.push({
      start: node.offset + stringValueOffset(literal, shown),
      end: node.offset + node.length - 1,
      shown,
    });
  }
  return marks;
}
