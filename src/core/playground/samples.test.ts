import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../model/text-edits';
import { samplesFromExamples, uniqueSampleName, writeExamplesEdits } from './samples';

// Spark's "Usage Examples in Specs": calculate_tax with two {input, output} examples.
const CALCULATE_TAX = {
  name: 'calculate_tax',
  description: 'Calculate sales tax for a purchase',
  input_schema: { type: 'object' },
  examples: [
    { input: { amount: 100.0, state: 'CA' }, output: { tax: 8.25, total: 108.25 } },
    { input: { amount: 50.0, state: 'NY' }, output: { tax: 4.0, total: 54.0 } },
  ],
};

describe('samples and examples (Spark ToolSpec examples)', () => {
  it('loads examples as named samples, input and output kept', () => {
    const { samples, skipped } = samplesFromExamples(CALCULATE_TAX);
    expect(skipped).toEqual([]);
    expect(samples).toEqual([
      {
        name: 'Example 1',
        input: { amount: 100, state: 'CA' },
        output: { tax: 8.25, total: 108.25 },
      },
      { name: 'Example 2', input: { amount: 50, state: 'NY' }, output: { tax: 4, total: 54 } },
    ]);
  });

  it('names samples by description, keeps names unique, and reports entries it cannot load', () => {
    const { samples, skipped } = samplesFromExamples({
      examples: [
        { description: 'Basic search', input: { query: 'user data', limit: 10 } },
        { description: 'Basic search', input: {} },
        'x',
        { output: 1 },
      ],
    });
    expect(samples.map((s) => s.name)).toEqual(['Basic search', 'Basic search (2)']);
    expect('output' in samples[0]!).toBe(false);
    expect(skipped).toEqual([
      { index: 2, reason: 'examples[2] is not an object with "input".' },
      { index: 3, reason: 'examples[3] has no "input".' },
    ]);
    expect(samplesFromExamples({ examples: {} }).skipped[0]!.reason).toMatch(/not an array/);
  });

  it('writes samples into the tool as examples and reads them back unchanged', () => {
    const text =
      '{\n  "name": "calculate_tax",\n  "input_schema": {\n    "type": "object"\n  }\n}\n';
    const samples = [
      {
        name: 'California',
        input: { amount: 100, state: 'CA' },
        output: { tax: 8.25, total: 108.25 },
      },
      { name: 'No output yet', input: { amount: 1, state: 'NY' } },
    ];
    const edits = writeExamplesEdits(text, '', samples);
    expect(edits).toHaveLength(1);
    const next = applyTextEdits(text, edits);
    const tool = JSON.parse(next);
    expect(tool.examples).toEqual([
      {
        description: 'California',
        input: { amount: 100, state: 'CA' },
        output: { tax: 8.25, total: 108.25 },
      },
      { description: 'No output yet', input: { amount: 1, state: 'NY' } },
    ]);
    expect(
      next.startsWith(
        '{\n  "name": "calculate_tax",\n  "input_schema": {\n    "type": "object"\n  },\n  "examples": [\n    {\n',
      ),
    ).toBe(true);
    expect(samplesFromExamples(tool).samples).toEqual(samples);
  });

  it('replaces existing examples, and an empty list removes the key', () => {
    const text = JSON.stringify(CALCULATE_TAX, null, 2);
    const one = applyTextEdits(
      text,
      writeExamplesEdits(text, '', [{ name: 'Only', input: { amount: 2 } }]),
    );
    expect(JSON.parse(one).examples).toEqual([{ description: 'Only', input: { amount: 2 } }]);
    const none = JSON.parse(applyTextEdits(one, writeExamplesEdits(one, '', [])));
    expect('examples' in none).toBe(false);
    expect(writeExamplesEdits('{"name": "x"}', '', [])).toEqual([]);
    expect(writeExamplesEdits('{"name": ', '', [{ name: 'a', input: {} }])).toEqual([]);
  });

  it('makes unique names', () => {
    expect(uniqueSampleName('A', ['A', 'A (2)'])).toBe('A (3)');
    expect(uniqueSampleName('  ', [])).toBe('Sample');
  });
});
