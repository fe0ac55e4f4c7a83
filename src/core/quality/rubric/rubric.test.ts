import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_DESCRIPTION_CUT } from '../../hosts/description-cut';
import { rubricOf, toolRubric } from './rubric';

const THIN = 'Get the weather.';
const RICH = [
  'Returns the current weather for one city: temperature in degrees Celsius, wind speed and a short summary.',
  'Use this when the user asks about conditions right now; do not use it for forecasts, use get_forecast instead.',
  'It only covers cities with more than 50 000 inhabitants and cannot return historical data; results are cached for at most 10 minutes.',
  'Parameters:',
  '- city: the city name in English, for example "Lisbon" (required)',
  '- units: "metric" or "imperial", default "metric"; changes every number in the answer',
  'For example, city "Oslo" returns {"temp": -3, "wind": 4, "summary": "snow"}.',
].join('\n');

describe('the six-component rubric', () => {
  it('gives a placeholder 1 everywhere, with the reason', () => {
    const r = rubricOf('No description', {});
    expect(Object.values(r.scores)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(r.components[0]!.why).toBe('the description is a placeholder');
  });

  it('scores a one-phrase description low on every component and a full one high', () => {
    const thin = rubricOf(THIN, {}).scores;
    const rich = rubricOf(RICH, {}).scores;
    // The judges' median for "Get information about a presentation." is 2, 1, 1, 1, 1, 1.
    expect(thin).toEqual({
      purpose: 2,
      usageGuideline: 1,
      limitation: 1,
      parameterExplanation: 1,
      examplesBalance: 1,
      lengthCompleteness: 1,
    });
    // A fitted estimate, not a checklist: the full description is above the thin one on every
    // component and at least the rubric's middle band ("basic … present") on each.
    for (const [id, score] of Object.entries(rich)) {
      expect(score, id).toBeGreaterThanOrEqual(3);
      expect(score, id).toBeGreaterThan(thin[id as keyof typeof thin]);
    }
    expect(rich.usageGuideline).toBeGreaterThanOrEqual(4);
    expect(rich.lengthCompleteness).toBeGreaterThanOrEqual(4);
  });

  it('raises usage guidance for "use this when … do not use it for …" and nothing else changes its reason', () => {
    const base = 'Returns the current weather for one city, with temperature and wind.';
    const guided = `${base} Use this when the user asks about conditions right now; do not use it for forecasts.`;
    const before = rubricOf(base, {});
    const after = rubricOf(guided, {});
    expect(after.scores.usageGuideline).toBeGreaterThan(before.scores.usageGuideline);
    expect(before.components[1]!.why).toContain('nothing about when not to');
    expect(after.components[1]!.why).toMatch(/under a negation/);
  });

  it('reads parameter explanation from the schema as well as the description', () => {
    const tool = (described: boolean) => ({
      name: 'get_weather',
      description: THIN,
      inputSchema: {
        type: 'object',
        properties: {
          city: described
            ? { type: 'string', description: 'City name in English' }
            : { type: 'string' },
          units: { type: 'string', description: 'metric or imperial' },
        },
      },
    });
    expect(toolRubric(tool(true)).scores.parameterExplanation).toBe(5);
    const half = toolRubric(tool(false));
    expect(half.scores.parameterExplanation).toBe(3);
    const component = half.components.find((c) => c.id === 'parameterExplanation')!;
    expect(component.why).toContain('the schema describes 1 of 2 parameters');
    expect(component.edit).toContain('"city"');
    expect(component.gain).toBe(2);
    expect(toolRubric({ name: 'ping', description: THIN }).scores.parameterExplanation).toBe(5);
  });

  it('caps a description that is mostly examples', () => {
    const examples = [
      'Search.',
      '`search("cats")`',
      '`search("dogs", 5)`',
      '`search("birds")`',
    ].join('\n');
    expect(rubricOf(examples, {}).scores.examplesBalance).toBeLessThanOrEqual(2);
  });

  it('names the one edit worth most, and that edit raises its component when written', () => {
    const r = rubricOf('Returns the current weather for one city, with temperature and wind.', {});
    expect(r.bestEdit).toBeDefined();
    expect(r.bestEdit!.gain).toBeGreaterThan(0);
    const best = r.components.find((c) => c.id === r.bestEdit!.component)!;
    expect(best.gain).toBe(r.bestEdit!.gain);
    for (const c of r.components) expect(c.gain).toBeLessThanOrEqual(r.bestEdit!.gain);
    expect(rubricOf(RICH, {}).components.every((c) => c.score === 5 || c.gain >= 0)).toBe(true);
  });

  it('shows what a host that cuts at 2 048 characters keeps', () => {
    expect(rubricOf(RICH, {}).compact).toMatchObject({ chars: RICH.length, cut: 2048, lost: [] });
    const padded = `${'Returns the weather for one city. '.repeat(70)}\n${RICH}`;
    expect(padded.length).toBeGreaterThan(CLAUDE_CODE_DESCRIPTION_CUT);
    const r = rubricOf(padded, {});
    expect(r.compact.chars).toBe(padded.length);
    // The guidance, limits and parameters sit after the cut: the host's model never reads them.
    expect(r.compact.lost).toEqual(
      expect.arrayContaining(['usageGuideline', 'parameterExplanation']),
    );
    expect(r.compact.scores.usageGuideline).toBeLessThan(r.scores.usageGuideline);
  });

  it('is deterministic', () => {
    expect(rubricOf(RICH, {})).toEqual(rubricOf(RICH, {}));
  });
});
