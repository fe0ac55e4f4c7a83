/**
 * Output cases for `tool-schema test`: a sample result (a CallToolResult, or a bare
 * structuredContent value) with the verdict it must get from `checkToolResult` under a revision.
 */
import { isPlainObject } from '../model/types';
import { checkToolResult, isToolResult } from './output';
import type { OutputFinding, ToolResult } from './output';
import type { McpRevision } from './revisions';

export interface OutputCase {
  name: string;
  tool?: string;
  /** The result as written in the cases file. */
  output: unknown;
  expect: 'valid' | 'invalid';
  /** For `invalid`: a pointer into the result that must hold an error. */
  pointer?: string;
  /** Judge the 2025-era `{"result": …}` projection. */
  projection?: boolean;
}

export interface OutputCaseResult {
  case: OutputCase;
  verdict: 'valid' | 'invalid';
  passed: boolean;
  reason?: string;
  findings: OutputFinding[];
}

/** True for an entry of a cases file that is an output case (it has "output" and no "input"). */
export function isOutputCaseEntry(entry: unknown): boolean {
  return isPlainObject(entry) && 'output' in entry && !('input' in entry);
}

/** The output cases of a cases file (array or {cases}), with what is wrong with an entry. */
export function readOutputCases(value: unknown): { cases: OutputCase[]; problems: string[] } {
  const list = Array.isArray(value)
    ? value
    : isPlainObject(value) && Array.isArray(value.cases)
      ? value.cases
      : [];
  const cases: OutputCase[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, index) => {
    if (!isOutputCaseEntry(entry)) return;
    const e = entry as Record<string, unknown>;
    if (e.expect !== 'valid' && e.expect !== 'invalid') {
      problems.push(`cases[${index}]: "expect" must be "valid" or "invalid".`);
      return;
    }
    if (
      e.pointer !== undefined &&
      (typeof e.pointer !== 'string' || (e.pointer !== '' && !e.pointer.startsWith('/')))
    ) {
      problems.push(`cases[${index}]: "pointer" must be a JSON Pointer such as "/content" or "".`);
      return;
    }
    const testCase: OutputCase = {
      name: typeof e.name === 'string' ? e.name : `output case ${index + 1}`,
      output: e.output,
      expect: e.expect,
    };
    if (typeof e.pointer === 'string') testCase.pointer = e.pointer;
    if (typeof e.tool === 'string') testCase.tool = e.tool;
    if (e.projection === true) testCase.projection = true;
    cases.push(testCase);
  });
  return { cases, problems };
}

const isBelow = (pointer: string, base: string) =>
  pointer === base || pointer.startsWith(`${base}/`);

/** Runs one output case: a bare value is read as `{"structuredContent": value}` with no content. */
export function runOutputCase(
  outputSchema: unknown,
  testCase: OutputCase,
  revision: McpRevision,
): OutputCaseResult {
  const result: ToolResult = isToolResult(testCase.output)
    ? testCase.output
    : { structuredContent: testCase.output };
  const check = checkToolResult(outputSchema, result, revision, {
    projection: testCase.projection ?? false,
  });
  const errors = check.findings.filter((f) => f.severity === 'error');
  const verdict = errors.length === 0 ? 'valid' : 'invalid';
  let passed = verdict === testCase.expect;
  let reason: string | undefined;
  if (!passed)
    reason =
      verdict === 'valid'
        ? `expected invalid, but MCP ${revision} accepts this result.`
        : `expected valid: ${errors.map((f) => `${f.pointer || '/'}: ${f.message}`).join(' ')}`;
  else if (testCase.expect === 'invalid' && testCase.pointer !== undefined) {
    const at = testCase.pointer;
    passed = errors.some((f) => isBelow(f.pointer, at));
    if (!passed)
      reason = `invalid as expected, but not at ${at || '/'}: ${errors.map((f) => f.pointer || '/').join(', ')}.`;
  }
  return {
    case: testCase,
    verdict,
    passed,
    ...(reason ? { reason } : {}),
    findings: check.findings,
  };
}
