/**
 * The last check before an export is written: the studio must be able to read back what it
 * writes. Wrapping adds levels (Bedrock puts a schema four objects deep) and every target adds
 * characters, so a document the studio read can export to one it would refuse.
 */
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH } from '../limits';
import { formatSize } from '../model/document';

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Why the exported text must not be written (the studio's own import would refuse it), or undefined. */
export function exportOutputProblem(text: string): string | undefined {
  if (text.length > MAX_DOCUMENT_CHARS) {
    return `The export would be ${formatSize(text.length)}, more than the ${formatSize(MAX_DOCUMENT_CHARS)} the studio reads back, so it is not written. Export fewer tools at a time.`;
  }
  if (nestingDepth(text) > MAX_NESTING_DEPTH) {
    return `The export would nest more than ${MAX_NESTING_DEPTH} levels deep once wrapped for the target, more than the studio reads back, so it is not written. Flatten the deepest schema.`;
  }
  return undefined;
}
