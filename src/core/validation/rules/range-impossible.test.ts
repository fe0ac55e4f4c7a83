import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analyze';

const withProperty = (property: Record<string, unknown>) =>
  JSON.stringify(
    {
      name: 'list_items',
      description: 'List the items of a folder.',
      inputSchema: {
        type: 'object',
        properties: { p: { description: 'x', ...property } },
      },
    },
    null,
    2,
  );

const found = (property: Record<string, unknown>) =>
  analyzeText(withProperty(property))
    .diagnostics.filter((d) => d.code === 'range-impossible')
    .map((d) => d.pointer);

describe('range-impossible', () => {
  it.each([
    [{ type: 'number', minimum: 50, maximum: 1 }, 'minimum'],
    [{ type: 'number', exclusiveMinimum: 5, maximum: 5 }, 'exclusiveMinimum'],
    [{ type: 'number', minimum: 5, exclusiveMaximum: 5 }, 'minimum'],
    [{ type: 'number', exclusiveMinimum: 5, exclusiveMaximum: 5 }, 'exclusiveMinimum'],
    [{ type: 'string', minLength: 10, maxLength: 3 }, 'minLength'],
    [{ type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 2 }, 'minItems'],
    [{ type: 'object', minProperties: 3, maxProperties: 1 }, 'minProperties'],
  ])('reports %j at its lower bound', (property, keyword) => {
    expect(found(property)).toEqual([`/inputSchema/properties/p/${keyword}`]);
  });

  it.each([
    { type: 'number', minimum: 5, maximum: 5 },
    { type: 'number', exclusiveMinimum: 4, maximum: 5 },
    { type: 'string', minLength: 3, maxLength: 3 },
    { type: 'array', items: { type: 'string' }, minItems: 0, maxItems: 2 },
    // Draft-04's boolean exclusive bounds are not numbers to compare.
    { type: 'number', minimum: 5, maximum: 5, exclusiveMaximum: true },
    { type: 'number', minimum: 5 },
  ])('stays quiet on %j', (property) => {
    expect(found(property)).toEqual([]);
  });

  it('locates the finding on the line of the lower bound, with both values in the message', () => {
    const text = withProperty({ type: 'integer', minimum: 50, maximum: 1 });
    const diagnostic = analyzeText(text).diagnostics.find((d) => d.code === 'range-impossible')!;
    const line = text.split('\n').findIndex((l) => l.includes('"minimum": 50')) + 1;
    expect(diagnostic.severity).toBe('error');
    expect(diagnostic.start.line).toBe(line);
    expect(diagnostic.message).toBe(
      '"minimum": 50 is above "maximum": 1, so no number fits. Swap or correct the bounds.',
    );
  });
});
