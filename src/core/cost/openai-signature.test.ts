import { describe, expect, it } from 'vitest';
import { renderOpenAiSignature } from './openai-signature';

describe('renderOpenAiSignature', () => {
  it('renders the harmony example form: comments, optional marks, enum unions, defaults', () => {
    // The expected text is the documented example of OpenAI's harmony format, written by hand.
    const sig = renderOpenAiSignature({
      name: 'get_current_weather',
      description: 'Gets the current weather in the provided location.',
      parameters: {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
          format: { type: 'string', enum: ['celsius', 'fahrenheit'], default: 'celsius' },
        },
        required: ['location'],
      },
    });
    expect(sig.text).toBe(
      [
        '// Gets the current weather in the provided location.',
        'type get_current_weather = (_: {',
        '// The city and state, e.g. San Francisco, CA',
        'location: string,',
        'format?: "celsius" | "fahrenheit", // default: celsius',
        '}) => any;',
      ].join('\n'),
    );
    expect(sig.dropped).toEqual([]);
  });

  it('renders a tool without parameters as a zero-argument function', () => {
    expect(
      renderOpenAiSignature({ name: 'ping', parameters: { type: 'object', properties: {} } }).text,
    ).toBe('type ping = () => any;');
  });

  it('marks minimum, maximum, pattern and format as dropped on the line of their property', () => {
    const sig = renderOpenAiSignature({
      name: 'search',
      parameters: {
        type: 'object',
        properties: {
          limit: { type: 'integer', minimum: 1, maximum: 50 },
          code: { type: 'string', pattern: '^[A-Z]{3}$' },
          when: { type: 'string', format: 'date' },
        },
        required: ['limit'],
        additionalProperties: false,
      },
    });
    const line = (start: string) => sig.lines.find((l) => l.text.startsWith(start))!;
    expect(line('limit').text).toBe('limit: number,');
    expect(line('limit').dropped).toEqual([
      { pointer: '/properties/limit/minimum', keyword: 'minimum', value: 1 },
      { pointer: '/properties/limit/maximum', keyword: 'maximum', value: 50 },
    ]);
    expect(line('code?').dropped.map((d) => d.keyword)).toEqual(['pattern']);
    expect(line('when?').dropped.map((d) => d.keyword)).toEqual(['format']);
    // The root's own keyword sits on the signature line.
    expect(line('type search').dropped).toEqual([
      { pointer: '/additionalProperties', keyword: 'additionalProperties', value: false },
    ]);
    // The model-facing text never carries the marks.
    expect(sig.text).not.toMatch(/minimum|pattern|format|\^/);
  });

  it('renders nested objects, arrays of objects, unions and nullable types', () => {
    const sig = renderOpenAiSignature({
      name: 'book',
      parameters: {
        type: 'object',
        properties: {
          guest: {
            type: 'object',
            description: 'Who stays',
            properties: { name: { type: 'string', minLength: 1 } },
            required: ['name'],
          },
          rooms: {
            type: 'array',
            items: { type: 'object', properties: { beds: { type: 'integer' } } },
          },
          tags: { type: 'array', items: { enum: ['a', 'b'] } },
          note: { type: ['string', 'null'] },
          size: { anyOf: [{ type: 'integer' }, { const: 'max' }] },
        },
        required: ['guest'],
      },
    });
    expect(sig.text).toBe(
      [
        'type book = (_: {',
        '// Who stays',
        'guest: {',
        '  name: string,',
        '},',
        'rooms?: {',
        '  beds?: number,',
        '}[],',
        'tags?: ("a" | "b")[],',
        'note?: string | null,',
        'size?: number | "max",',
        '}) => any;',
      ].join('\n'),
    );
    expect(sig.dropped).toEqual([
      { pointer: '/properties/guest/properties/name/minLength', keyword: 'minLength', value: 1 },
    ]);
  });

  it('writes each line of a multi-line description as its own comment', () => {
    expect(renderOpenAiSignature({ name: 'x', description: 'One.\nTwo.' }).text).toBe(
      '// One.\n// Two.\ntype x = () => any;',
    );
  });
});
