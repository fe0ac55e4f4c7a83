/**
 * The last check before an export is written: the studio must be able to read back what it
 * writes. Wrapping adds levels (Bedrock puts a schema four objects deep) and every target adds
 * characters, so a document the studio read can export to one it would refuse.
 */
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH } from '../limits';
import { formatSize, parseDocument } from '../model/document';

/** Why the exported text must not be written (the studio's own import would refuse it), or undefined. */
export function exportOutputProblem(text: string): string | undefined {
  if (text.length > MAX_DOCUMENT_CHARS) {
    return `The export would be ${formatSize(text.length)}, more than the ${formatSize(MAX_DOCUMENT_CHARS)} the studio reads back, so it is not written. Export fewer tools at a time.`;
  }
  const reading = parseDocument(text);
  if (reading.diagnostics.some((d) => d.code === 'json-too-deep')) {
    return `The export would nest more than ${MAX_NESTING_DEPTH} levels deep once wrapped for the target, more than the studio reads back, so it is not written. Flatten the deepest schema.`;
  }
  return undefined;
}
