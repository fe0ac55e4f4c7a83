import { describe, expect, it } from 'vitest';
import {
  enumUnexplained,
  hasUsageGuidance,
  isTautological,
  isTooShort,
  mentionsEffects,
  unitMissing,
} from './checks';

describe('quality checks', () => {
  it('call a description tautological only when it adds nothing to the name', () => {
    expect(isTautological('create_calendar_event', 'Create a calendar event.')).toBe(true);
    expect(isTautological('list_issues', 'Lists the issues.')).toBe(true);
    expect(isTautological('get_weather', 'Get current weather for a location')).toBe(false);
    expect(isTautological('search_repositories', 'Search for GitHub repositories.')).toBe(false);
  });

  it('count words, not characters, for too short', () => {
    expect(isTooShort('Get weather')).toBe(true);
    expect(isTooShort('Set a thermostat.')).toBe(false);
  });

  it('find usage guidance and effects', () => {
    expect(hasUsageGuidance('Use this when the user asks for a forecast.')).toBe(true);
    expect(hasUsageGuidance('Prefer search_code for source files.')).toBe(true);
    expect(hasUsageGuidance('Get current weather for a location.')).toBe(false);
    expect(mentionsEffects('Sends the message to the channel.')).toBe(true);
    expect(mentionsEffects('Never sends anything; returns a preview.')).toBe(false);
  });

  it('want units for quantities, wherever the unit is spelt', () => {
    const integer = (description: string) => ({ type: 'integer', description });
    expect(unitMissing('timeout', integer('How long to wait'))).toBe(true);
    expect(unitMissing('timeout_ms', integer('How long to wait'))).toBe(false);
    expect(unitMissing('delaySeconds', integer('Pause before retrying'))).toBe(false);
    expect(unitMissing('timeout', integer('How long to wait, in seconds'))).toBe(false);
    expect(unitMissing('limit', integer('Maximum number of results'))).toBe(false);
    expect(unitMissing('max_size', integer('Largest upload, e.g. 10MB'))).toBe(false);
    expect(unitMissing('query', integer('How long'))).toBe(false);
    expect(unitMissing('timeout', { type: 'string', description: 'How long' })).toBe(false);
  });

  it('want enums of three or more values explained by name', () => {
    expect(enumUnexplained({ enum: ['a', 'b', 'c'], description: 'Mode' })).toBe(true);
    expect(
      enumUnexplained({
        enum: ['fast', 'safe', 'auto'],
        description: 'fast skips checks; safe runs them all; auto picks',
      }),
    ).toBe(false);
    expect(enumUnexplained({ enum: ['asc', 'desc'], description: 'Order' })).toBe(false);
  });
});
