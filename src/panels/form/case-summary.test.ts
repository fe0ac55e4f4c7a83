import { describe, expect, it } from 'vitest';
import { caseSummaryLine, markCase, summarizeCases } from './case-summary';

describe('test cases against their expected verdicts', () => {
  it('marks a refused invalid case as expected, and an accepted one as not', () => {
    expect(markCase({ verdict: 'invalid' }, 'fails')).toBe('as-expected');
    expect(markCase({ verdict: 'invalid' }, 'not-json')).toBe('as-expected');
    expect(markCase({ verdict: 'invalid' }, 'fits')).toBe('not-as-expected');
    expect(markCase({ verdict: 'valid' }, 'fits')).toBe('as-expected');
    expect(markCase({ verdict: 'valid' }, 'fails')).toBe('not-as-expected');
    expect(markCase({ verdict: 'valid' }, undefined)).toBe('checking');
  });

  it('counts only samples that are cases, in their order', () => {
    const summary = summarizeCases(
      [
        { id: 'a', name: 'minimal', input: '{}', expect: { verdict: 'valid' } },
        { id: 'b', name: 'plain sample', input: '{}' },
        { id: 'c', name: 'too long', input: '{}', expect: { verdict: 'invalid', pointer: '/q' } },
        { id: 'd', name: 'full', input: '{}', expect: { verdict: 'valid' } },
        { id: 'e', name: 'new', input: '{}', expect: { verdict: 'invalid' } },
      ],
      { a: 'fits', b: 'fails', c: 'fits', d: 'fits' },
    );
    expect(summary.cases.map((c) => [c.sample.name, c.mark])).toEqual([
      ['minimal', 'as-expected'],
      ['too long', 'not-as-expected'],
      ['full', 'as-expected'],
      ['new', 'checking'],
    ]);
    expect(caseSummaryLine(summary)).toBe('Test cases: 2 of 4 as expected, 1 being checked');
  });
});
