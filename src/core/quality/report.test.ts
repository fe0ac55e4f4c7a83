import { describe, expect, it } from 'vitest';
import { parseDocument } from '../model/document';
import { toolQuality, toolsetQuality } from './report';

const entryOf = (value: unknown) => parseDocument(JSON.stringify(value)).tools[0]!;
const points = (value: unknown) =>
  Object.fromEntries(toolQuality(entryOf(value)).dimensions.map((d) => [d.dimension, d.points]));

const bare = {
  name: 'get_weather',
  description: 'Get weather',
  inputSchema: { type: 'object', properties: { location: { type: 'string' } } },
};
const good = {
  name: 'get_weather',
  title: 'Current weather',
  description:
    'Get the current weather for a city and return the temperature in °C. Use this when the user asks about today; use get_forecast for later days.',
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. "Paris"' } },
    required: ['city'],
  },
  outputSchema: { type: 'object', properties: { celsius: { type: 'number' } } },
};

describe('tool quality', () => {
  it('scores a bare tool low on every dimension it leaves out', () => {
    // Worked by hand: purpose loses 2 (too short); usage 4 (no guidance); behaviour 2 (no hints)
    // + 2 (nothing said about effects); parameters 2 (the only parameter undescribed);
    // completeness 3 (no title, no outputSchema, no required).
    expect(points(bare)).toEqual({
      purpose: 2,
      usage: 0,
      behaviour: 0,
      parameters: 2,
      conciseness: 4,
      completeness: 1,
    });
    const report = toolQuality(entryOf(bare));
    expect(report.points).toBe(9);
    expect(report.max).toBe(24);
    expect(report.nextStep).toEqual({
      dimension: 'usage',
      gain: 4,
      advice: expect.stringContaining('when to use'),
    });
  });

  it('gives a complete tool full marks and no next step', () => {
    const report = toolQuality(entryOf(good));
    expect(report.points).toBe(24);
    expect(report.nextStep).toBeUndefined();
  });

  it('marks down a long description and an unexplained enum', () => {
    const long = { ...good, description: `${good.description} ${'Detail. '.repeat(400)}` };
    expect(points(long).conciseness).toBe(1);
    const withEnum = {
      ...good,
      inputSchema: {
        ...good.inputSchema,
        properties: {
          ...good.inputSchema.properties,
          units: { type: 'string', enum: ['standard', 'metric', 'imperial'], description: 'Units' },
        },
      },
    };
    const report = toolQuality(entryOf(withEnum));
    expect(
      report.dimensions
        .find((d) => d.dimension === 'parameters')
        ?.improvements.map((i) => i.advice),
    ).toEqual(['Explain the allowed values of "units".']);
  });

  it('is deterministic and carries the fingerprint', () => {
    const a = toolQuality(entryOf(bare));
    expect(toolQuality(entryOf(JSON.parse(JSON.stringify(bare))))).toEqual(a);
    expect(a.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('averages a toolset and names its weakest dimension', () => {
    const set = toolsetQuality([toolQuality(entryOf(bare)), toolQuality(entryOf(good))]);
    expect(set.averages.map((a) => a.points)).toEqual([3, 2, 2, 3, 4, 2.5]);
    expect(set.weakest).toBe('usage');
    expect(toolsetQuality([]).weakest).toBeUndefined();
  });
});

describe('behaviour and contradicting hints', () => {
  it('loses points when the text contradicts a hint, and says which words', () => {
    const contradicted = { ...good, description: `${good.description} Deletes the cache.` };
    const behaviour = toolQuality(entryOf(contradicted)).dimensions.find(
      (d) => d.dimension === 'behaviour',
    )!;
    // "Deletes" contradicts both readOnlyHint: true and destructiveHint: false: 2 points each.
    expect(behaviour.points).toBe(0);
    expect(behaviour.improvements.map((i) => i.advice)).toEqual([
      'Make "readOnlyHint" and the text agree: the hint says read-only, the text says "deletes".',
      'Make "destructiveHint" and the text agree: the hint says not destructive, the text says "deletes".',
    ]);
  });
});
