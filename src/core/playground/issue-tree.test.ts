import { describe, expect, it } from 'vitest';
import { issueTree } from './issue-tree';

describe('issueTree', () => {
  it('places each message on the field its pointer names', () => {
    expect(
      issueTree([
        { pointer: '/limit', message: 'must be <= 100' },
        { pointer: '', message: 'must have required property "query"' },
        { pointer: '/filters/min_score', message: 'must be >= 0' },
        { pointer: '/tags/1', message: 'must be string' },
        { pointer: '/limit', message: 'must be integer' },
        { pointer: '/a~1b', message: 'escaped' },
      ]),
    ).toEqual({
      __errors: ['must have required property "query"'],
      limit: { __errors: ['must be <= 100', 'must be integer'] },
      filters: { min_score: { __errors: ['must be >= 0'] } },
      tags: { 1: { __errors: ['must be string'] } },
      'a/b': { __errors: ['escaped'] },
    });
  });

  it('keeps "__proto__" as a plain key', () => {
    const tree = issueTree([{ pointer: '/__proto__/x', message: 'm' }]);
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
    expect(Object.keys(tree)).toEqual(['__proto__']);
    expect(
      (Object.getOwnPropertyDescriptor(tree, '__proto__')!.value as Record<string, unknown>).x,
    ).toEqual({ __errors: ['m'] });
  });

  it('keeps a malformed pointer’s message on the root rather than losing it', () => {
    expect(issueTree([{ pointer: 'limit', message: 'm' }])).toEqual({ __errors: ['m'] });
  });
});
