import { parse } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import type { TextEdit } from '../model/diagnostic';
import { isPlainObject } from '../model/types';
import { changesAsSingleEdit } from '../model/json-edits';
import { arrayAtValue, pointerToPath } from '../model/pointer';

/** A named sample: an input a model might send, and optionally the output the tool returns. */
export interface NamedSample {
  name: string;
  input: unknown;
  /** Absent when the sample has no output; `null` is a real output value. */
  output?: unknown;
}

/** Returns `base`, or `base (2)`, `base (3)`… so that names stay unique within `taken`. */
export function uniqueSampleName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const trimmed = base.trim() || 'Sample';
  if (!names.has(trimmed)) return trimmed;
  for (let n = 2; ; n++) {
    const candidate = `${trimmed} (${n})`;
    if (!names.has(candidate)) return candidate;
  }
}

export interface ExamplesReading {
  samples: NamedSample[];
  /** Entries of `examples` that are not `{input, output?}` objects, by index, with the reason. */
  skipped: { index: number; reason: string }[];
}

/**
 * Reads Spark's `examples: [{input, output}]` (docs/tool-record.md#spark-toolspec) as named samples. The optional
 * `description` becomes the name; examples without one are named "Example 1", "Example 2", …
 */
export function samplesFromExamples(tool: Record<string, unknown>): ExamplesReading {
  const examples = tool.examples;
  const reading: ExamplesReading = { samples: [], skipped: [] };
  if (examples === undefined) return reading;
  if (!Array.isArray(examples)) {
    reading.skipped.push({
      index: -1,
      reason: '"examples" is not an array, so there is nothing to load.',
    });
    return reading;
  }
  examples.forEach((example: unknown, index) => {
    if (!isPlainObject(example)) {
      reading.skipped.push({ index, reason: `examples[${index}] is not an object with "input".` });
      return;
    }
    if (!('input' in example)) {
      reading.skipped.push({ index, reason: `examples[${index}] has no "input".` });
      return;
    }
    const base =
      typeof example.description === 'string' && example.description.trim()
        ? example.description
        : `Example ${index + 1}`;
    const sample: NamedSample = {
      name: uniqueSampleName(
        base,
        reading.samples.map((s) => s.name),
      ),
      input: example.input,
    };
    if ('output' in example) sample.output = example.output;
    reading.samples.push(sample);
  });
  return reading;
}

/** The `examples` array a list of samples becomes: `{description, input, output?}` per sample. */
function examplesFromSamples(samples: readonly NamedSample[]): Record<string, unknown>[] {
  return samples.map((sample) => {
    const example: Record<string, unknown> = { description: sample.name, input: sample.input };
    if (sample.output !== undefined) example.output = sample.output;
    return example;
  });
}

/**
 * Text edits that write the samples as the tool's `examples` (replacing the array; an empty list
 * removes it), in the document's own formatting, as one edit. Returns [] when the text does not
 * parse or the pointer does not name an object.
 */
export function writeExamplesEdits(
  text: string,
  toolPointer: string,
  samples: readonly NamedSample[],
): TextEdit[] {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) return [];
  const path = pointerToPath(toolPointer, arrayAtValue(value));
  let tool: unknown = value;
  for (const segment of path)
    tool =
      tool !== null && typeof tool === 'object'
        ? (tool as Record<string | number, unknown>)[segment]
        : undefined;
  if (!isPlainObject(tool)) return [];
  const next = samples.length === 0 ? undefined : examplesFromSamples(samples);
  if (next === undefined && !('examples' in tool)) return [];
  return changesAsSingleEdit(text, [{ path: [...path, 'examples'], value: next }]);
}
