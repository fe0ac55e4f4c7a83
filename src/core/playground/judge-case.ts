import type { SampleIssue, SampleResult } from '../validation/sample';

/**
 * Test cases for a tool's arguments: a value and the verdict a server's validation must reach
 * (`valid`, or `invalid` with the pointer whose check must fail). Generated from the schema,
 * saved with the tool, and run in CI by `tool-schema test`.
 */
export interface TestCase {
  name: string;
  input: unknown;
  expect: 'valid' | 'invalid';
  /** For `invalid`: the JSON Pointer into the input that must be reported (`""` for the whole value). */
  pointer?: string;
  /** What kind of case it is, for people reading the list. */
  kind?: 'valid-minimal' | 'valid-full' | 'boundary' | 'invalid';
}

export interface CaseResult {
  case: TestCase;
  /** Whether the case got its expected verdict. */
  passed: boolean;
  verdict: 'valid' | 'invalid';
  issues: SampleIssue[];
  /** Why it failed, in a sentence. */
  reason?: string;
}

/** Whether a validation result is the verdict a case expects (for `invalid`, at the expected pointer). */
export function judgeCase(
  testCase: Pick<TestCase, 'expect' | 'pointer'> & Partial<TestCase>,
  result: SampleResult,
): CaseResult {
  const named = { name: '', input: undefined, ...testCase } as TestCase;
  if (result.schemaError)
    return {
      case: named,
      passed: false,
      verdict: 'invalid',
      issues: [],
      reason: `The schema cannot be used: ${result.schemaError}`,
    };
  const verdict = result.valid ? 'valid' : 'invalid';
  if (testCase.expect === 'valid') {
    if (result.valid) return { case: named, passed: true, verdict, issues: [] };
    const first = result.issues[0];
    return {
      case: named,
      passed: false,
      verdict,
      issues: result.issues,
      reason: `expected valid, but ${first ? `${first.pointer || '(whole value)'}: ${first.message}` : 'it is invalid'}`,
    };
  }
  if (result.valid)
    return {
      case: named,
      passed: false,
      verdict,
      issues: [],
      reason: `expected invalid${testCase.pointer !== undefined ? ` at ${testCase.pointer || '(whole value)'}` : ''}, but it is valid`,
    };
  if (
    testCase.pointer !== undefined &&
    !result.issues.some((issue) => issue.pointer === testCase.pointer)
  ) {
    const where = [...new Set(result.issues.map((i) => i.pointer || '(whole value)'))].join(', ');
    return {
      case: named,
      passed: false,
      verdict,
      issues: result.issues,
      reason: `expected a problem at ${testCase.pointer || '(whole value)'}, but the problems are at ${where}`,
    };
  }
  return { case: named, passed: true, verdict, issues: result.issues };
}
