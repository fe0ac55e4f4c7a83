import type { CaseResult, OutputCaseResult } from '../../core';
import type { JunitCase, JunitSuite } from '../junit';
import type { ServerRunEntry } from '../../bridge/client/server-run';

/** One case: passed, or failed with why. */
function junitCase(
  name: string,
  classname: string,
  failure: JunitCase['failure'] | undefined,
  time?: number,
): JunitCase {
  return {
    name,
    classname,
    ...(time !== undefined ? { time } : {}),
    ...(failure ? { failure } : {}),
  };
}

/** `tool-schema test --format junit`: a suite per tool (its input and server cases), one per tool's output cases. */
export function testSuites(
  report: readonly { tool: string; results: CaseResult[]; schemaError?: string }[],
  serverEntries: readonly ServerRunEntry[],
  outputReport: readonly { tool: string; results: OutputCaseResult[] }[],
): JunitSuite[] {
  const suites: JunitSuite[] = report.map(({ tool, results, schemaError }) => ({
    name: tool,
    cases: [
      ...(schemaError !== undefined && results.length === 0
        ? [junitCase('schema', tool, { message: schemaError, type: 'unusable schema' })]
        : []),
      ...results.map((r) =>
        junitCase(
          r.case.name,
          tool,
          r.passed
            ? undefined
            : {
                message: r.reason ?? 'did not get its expected verdict',
                type: `expected ${r.case.expect}`,
                details: [
                  `input: ${JSON.stringify(r.case.input)}`,
                  ...r.issues.map((i) => `${i.pointer || '(whole value)'}: ${i.message}`),
                ].join('\n'),
              },
        ),
      ),
      ...serverEntries
        .filter((e) => e.tool === tool)
        .map(({ result, seconds }) =>
          junitCase(
            `server: ${result.case.name}`,
            tool,
            result.passed
              ? undefined
              : {
                  message: result.reasons.join('; '),
                  type: `expected ${result.case.expect}`,
                  details: `arguments: ${JSON.stringify(result.case.input)}`,
                },
            seconds,
          ),
        ),
    ],
  }));
  for (const { tool, results } of outputReport)
    suites.push({
      name: `${tool} › output`,
      cases: results.map((r) =>
        junitCase(
          `output: ${r.case.name}`,
          tool,
          r.passed
            ? undefined
            : {
                message: r.reason ?? 'did not get its expected verdict',
                type: `expected ${r.case.expect}`,
              },
        ),
      ),
    });
  return suites;
}
