import { describe, expect, it } from 'vitest';
import { toolPreflightSummary } from './tool-summary';

const tool = (value: Record<string, unknown>) =>
  JSON.stringify({
    description: 'Looks up the current weather for a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    ...value,
  });

describe('a tool row’s preflight summary', () => {
  it('says a plain tool is accepted as is', () => {
    expect(toolPreflightSummary(tool({ name: 'get_weather' }), 'anthropic')).toEqual({
      status: 'accepted',
      text: 'Anthropic Messages: accepted as is',
    });
  });

  it('keeps a tool that only loses $schema accepted, naming what was left out', () => {
    const declared = JSON.stringify({
      name: 'get_weather',
      description: 'Looks up the current weather for a city.',
      inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
    });
    expect(toolPreflightSummary(declared, 'anthropic')).toEqual({
      status: 'accepted',
      text: 'Anthropic Messages: accepted as is ($schema left out)',
    });
  });

  it('says when the provider would reject it, with how many problems', () => {
    // A dot is outside Anthropic's name pattern ^[a-zA-Z0-9_-]{1,64}$: the export refuses it.
    const summary = toolPreflightSummary(tool({ name: 'weather.get' }), 'anthropic');
    expect(summary?.status).toBe('rejected');
    expect(summary?.text).toMatch(/^Anthropic Messages: would be rejected \(\d+ problems?\)$/);
  });

  it('counts the changes an accepted export makes', () => {
    // The tool title has no place in Anthropic's format: dropped, one change.
    const summary = toolPreflightSummary(
      tool({ name: 'get_weather', title: 'Weather' }),
      'anthropic',
    );
    expect(summary).toEqual({
      status: 'changed',
      text: 'Anthropic Messages: accepted with 1 change',
    });
  });

  it('has nothing to say of text that does not parse or holds no tool', () => {
    expect(toolPreflightSummary('{"name": ', 'anthropic')).toBeUndefined();
    expect(toolPreflightSummary('{"not": "a tool"}', 'anthropic')).toBeUndefined();
  });
});
