import { describe, expect, it } from 'vitest';
import {
  MAX_ELICITATION_FIELDS,
  MAX_ELICITATION_OPTIONS,
  elicitationTooLarge,
} from './elicitation-limits';

function fields(n: number) {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string' }]));
}

describe('elicitationTooLarge', () => {
  it('refuses to draw 20 000 fields, naming the count and the limit', () => {
    expect(elicitationTooLarge({ type: 'object', properties: fields(20_000) })).toBe(
      'The server asks for 20,000 fields; the studio draws at most 200 (MAX_ELICITATION_FIELDS), so this request can only be declined or cancelled.',
    );
  });

  it('draws exactly the limit of fields', () => {
    expect(
      elicitationTooLarge({ type: 'object', properties: fields(MAX_ELICITATION_FIELDS) }),
    ).toBeUndefined();
  });

  it('refuses a choice of 200 000 options, as enum, oneOf or under items', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => `o${i}`);
    const reason = (property: unknown) =>
      elicitationTooLarge({ type: 'object', properties: { choice: property } });
    expect(reason({ type: 'string', enum: many })).toBe(
      'The field “choice” offers 200,000 options; the studio draws at most 1,000 (MAX_ELICITATION_OPTIONS), so this request can only be declined or cancelled.',
    );
    expect(reason({ type: 'string', oneOf: many.map((c) => ({ const: c })) })).toContain('200,000');
    expect(reason({ type: 'array', items: { anyOf: many.map((c) => ({ const: c })) } })).toContain(
      '200,000',
    );
    expect(
      reason({ type: 'string', enum: many.slice(0, MAX_ELICITATION_OPTIONS) }),
    ).toBeUndefined();
  });

  it('leaves what is not a flat schema to the reader', () => {
    expect(elicitationTooLarge('x')).toBeUndefined();
    expect(elicitationTooLarge({ type: 'object' })).toBeUndefined();
  });
});
