import { describe, expect, it } from 'vitest';
import { readCases } from '../playground/test-cases';
import { readServerCase, serverCaseEntry } from './server-case';

describe('server cases in a cases file', () => {
  it('reads success and tool-error entries beside offline ones, in one file', () => {
    const read = readCases([
      { name: 'offline', input: { a: 1 }, expect: 'valid' },
      {
        tool: 'add',
        name: 'adds',
        input: { a: 2, b: 3 },
        expect: 'success',
        structuredContent: { sum: 5 },
        checkOutputSchema: true,
      },
      { tool: 'fail', input: {}, expect: 'tool-error' },
    ]);
    expect(read.problems).toEqual([]);
    expect(read.cases).toEqual([{ name: 'offline', input: { a: 1 }, expect: 'valid' }]);
    expect(read.serverCases).toEqual([
      {
        tool: 'add',
        name: 'adds',
        input: { a: 2, b: 3 },
        expect: 'success',
        structuredContent: { sum: 5 },
        checkOutputSchema: true,
      },
      { tool: 'fail', name: 'case 3', input: {}, expect: 'tool-error' },
    ]);
  });

  it('keeps a saved structuredContent of null (an equality check, not an absent one)', () => {
    const read = readServerCase({ input: {}, expect: 'success', structuredContent: null }, 0);
    expect(read).toEqual({ name: 'case 1', input: {}, expect: 'success', structuredContent: null });
  });

  it('says what is wrong with a server entry', () => {
    expect(readCases([{ expect: 'success' }]).problems).toEqual([
      'cases[0] has no "input" (the arguments to send; {} for none).',
    ]);
    expect(readCases([{ input: [1], expect: 'success' }]).problems).toEqual([
      'cases[0]: "input" is the arguments of tools/call and must be a JSON object.',
    ]);
    expect(readCases([{ input: {}, expect: 'tool-error', pointer: '/a' }]).problems).toEqual([
      'cases[0]: "pointer" belongs to "invalid" cases; a server case expects "success" or "tool-error".',
    ]);
    expect(
      readCases([{ input: {}, expect: 'success', checkOutputSchema: 'yes' }]).problems,
    ).toEqual(['cases[0]: "checkOutputSchema" must be true or false.']);
    expect(
      readCases([{ input: {}, expect: 'tool-error', structuredContent: {} }]).problems,
    ).toEqual([
      'cases[0]: a "tool-error" case cannot check structuredContent: a tool error\'s output is not validated.',
    ]);
  });

  it('writes a case back as the entry it was read from', () => {
    const entry = {
      tool: 'add',
      name: 'adds',
      input: { a: 2, b: 3 },
      expect: 'success',
      structuredContent: { sum: 5 },
      checkOutputSchema: true,
    };
    const read = readServerCase(entry, 0);
    expect(typeof read).toBe('object');
    expect(serverCaseEntry(read as Exclude<typeof read, string>)).toEqual(entry);
    expect(serverCaseEntry({ name: 'n', input: {}, expect: 'tool-error' })).toEqual({
      name: 'n',
      input: {},
      expect: 'tool-error',
    });
  });
});
