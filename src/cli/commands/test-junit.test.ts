import { describe, expect, it } from 'vitest';
import { testSuites } from './test-junit';

describe('testSuites: the JUnit suites of tool-schema test', () => {
  it('puts output cases in a suite of their own per tool, a failure with its reason', () => {
    const suites = testSuites(
      [{ tool: 'add', results: [] }],
      [],
      [
        {
          tool: 'add',
          results: [
            {
              case: { name: 'bare number', output: 5, expect: 'valid' },
              verdict: 'invalid',
              passed: false,
              reason: 'needs a text copy',
              findings: [],
            },
            {
              case: { name: 'object', output: { sum: 5 }, expect: 'valid' },
              verdict: 'valid',
              passed: true,
              findings: [],
            },
          ],
        },
      ],
    );
    expect(suites).toEqual([
      { name: 'add', cases: [] },
      {
        name: 'add › output',
        cases: [
          {
            name: 'output: bare number',
            classname: 'add',
            failure: { message: 'needs a text copy', type: 'expected valid' },
          },
          { name: 'output: object', classname: 'add' },
        ],
      },
    ]);
  });

  it('fails a tool whose schema could not be used, in a case named "schema"', () => {
    const [suite] = testSuites([{ tool: 't', results: [], schemaError: 'bad $ref' }], [], []);
    expect(suite!.cases).toEqual([
      { name: 'schema', classname: 't', failure: { message: 'bad $ref', type: 'unusable schema' } },
    ]);
  });
});
