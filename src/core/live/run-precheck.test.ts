import { describe, expect, it } from 'vitest';
import { runPrecheck } from './run-precheck';

const ready = { name: 'get-sum', listed: true, argsParse: true, inputProblems: 0 };

describe('runPrecheck', () => {
  it('sends valid input to a tool the server lists, or before the list is known', () => {
    expect(runPrecheck(ready)).toEqual({ kind: 'go' });
    expect(runPrecheck({ ...ready, listed: undefined, inputProblems: undefined })).toEqual({
      kind: 'go',
    });
  });

  it('cannot call once the connection is lost, whatever the input', () => {
    expect(runPrecheck({ ...ready, lost: true })).toEqual({
      kind: 'blocked',
      reason: 'The connection was lost: connect again to run a tool.',
    });
    expect(runPrecheck({ ...ready, lost: false })).toEqual({ kind: 'go' });
  });

  it('cannot call without a name or with arguments that are not JSON', () => {
    expect(runPrecheck({ ...ready, name: undefined })).toEqual({
      kind: 'blocked',
      reason: 'This tool has no name to call.',
    });
    expect(runPrecheck({ ...ready, argsParse: false })).toEqual({
      kind: 'blocked',
      reason: 'The sample input is not valid JSON.',
    });
  });

  it('asks first about input the studio marks invalid and a name the server does not have', () => {
    expect(runPrecheck({ ...ready, inputProblems: 1 })).toEqual({
      kind: 'ask',
      reasons: ['The input does not pass the inputSchema (1 problem).'],
    });
    expect(runPrecheck({ ...ready, listed: false, inputProblems: 2 })).toEqual({
      kind: 'ask',
      reasons: [
        'The server does not list a tool named “get-sum”.',
        'The input does not pass the inputSchema (2 problems).',
      ],
    });
  });
});
