import { describeValue } from '../diff/json';
import { sameJson } from '../model/canonical-json';
import { MAX_NESTING_DEPTH } from '../limits';
import { isPlainObject } from '../model/types';
import { DEFAULT_MCP_REVISION, resultFindings, textBlocks } from '../mcp';
import type { McpRevision } from '../mcp';
import { checkSample } from '../validation/sample';
import type { SampleIssue, SampleOptions } from '../validation/sample';
import { quoteServerText } from './call-failure';
import { nestsDeeperThan } from './result-view';
import type { ServerCase, ServerOutcome } from './server-case';

/**
 * The deepest `structuredContent` the studio validates or compares; deeper values are reported,
 * not walked, so a hostile server cannot exhaust the stack of the worker or the CLI.
 */
export const MAX_STRUCTURED_CONTENT_DEPTH = MAX_NESTING_DEPTH;

/** What the server answered to one `tools/call`: a result, a JSON-RPC error, or nothing usable. */
export type CallReply =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; code: number; message: string }
  /** The call failed below the protocol (an HTTP error, an unreadable reply, a broken connection). */
  | { kind: 'failed'; reason: string };

/** The verdict on a result's `structuredContent` against the tool's `outputSchema`. */
export interface CallOutputCheck {
  /**
   * `valid` / `invalid`: judged against `outputSchema`. `not-checked`: see `why`.
   */
  verdict: 'valid' | 'invalid' | 'not-checked';
  /** Why no verdict: a tool error is not validated (MCP 2025-11-25); no schema; no value; unusable. */
  why?: 'tool-error' | 'no-output-schema' | 'no-structured-content' | 'schema-error' | 'too-deep';
  issues: SampleIssue[];
  /**
   * What the result does wrong by the protocol, each in a sentence: no `structuredContent` from
   * a tool that declares `outputSchema`; a non-object `structuredContent` without a text copy
   * (MCP 2026-07-28); a malformed result.
   */
  problems: string[];
  /** The schema's own problem when it could not be compiled. */
  schemaError?: string;
}

/** Problems with the shape of a `CallToolResult` that the protocol's output rules leave aside. */
function shapeProblems(result: unknown): string[] {
  if (!isPlainObject(result)) return ['The result is not a JSON object.'];
  const problems: string[] = [];
  if (result.content === undefined) problems.push('The result has no "content" array.');
  if (result.isError !== undefined && typeof result.isError !== 'boolean')
    problems.push('"isError" must be true or false.');
  return problems;
}

/** How a client checks a call's result: its revision's rules, and the sample options of Ajv. */
export interface ToolOutputOptions extends SampleOptions {
  /**
   * The revision whose rules apply: the one the session negotiated (`revisionForProtocol`); the
   * newest by default.
   */
  revision?: McpRevision;
}

/**
 * Checks a `tools/call` result against the tool's `outputSchema` as a client of the revision
 * does (`resultFindings`, the same rules as the Form tab's sample results): a tool error
 * (`isError: true`) is not validated; a tool with an `outputSchema` must return
 * `structuredContent` on success; before 2026-07-28 `structuredContent` is an object, and from it
 * one that is not must come with a text copy in `content`. Pure: the caller decides where it runs
 * (the browser runs the schema check in the worker).
 */
export function checkToolOutput(
  result: unknown,
  outputSchema: unknown,
  options: ToolOutputOptions = {},
): CallOutputCheck {
  const { revision, ...sampleOptions } = options;
  const pre = precheckToolOutput(result, outputSchema, revision);
  if ('verdict' in pre) return pre;
  return judgeStructured(pre, checkSample(outputSchema, pre.value, sampleOptions));
}

/** What is left to judge after `precheckToolOutput`: `value` against the outputSchema. */
export interface PendingCallOutputCheck {
  value: unknown;
  problems: string[];
}

/**
 * Every rule of `checkToolOutput` that needs no validator: a verdict when one of them decides, else
 * the `structuredContent` that still needs checking against the schema. The page runs this part
 * itself and sends only that value to the worker, so both sides apply the same rules.
 */
export function precheckToolOutput(
  result: unknown,
  outputSchema: unknown,
  revision: McpRevision = DEFAULT_MCP_REVISION,
): CallOutputCheck | PendingCallOutputCheck {
  const problems = shapeProblems(result);
  if (!isPlainObject(result)) return { verdict: 'not-checked', issues: [], problems };
  if (result.isError === true)
    return { verdict: 'not-checked', why: 'tool-error', issues: [], problems };
  const hasValue = 'structuredContent' in result && result.structuredContent !== undefined;
  const value = result.structuredContent;
  if (hasValue && nestsDeeperThan(value, MAX_STRUCTURED_CONTENT_DEPTH))
    return { verdict: 'not-checked', why: 'too-deep', issues: [], problems };
  const { findings } = resultFindings(outputSchema, result, revision);
  for (const finding of findings) if (finding.severity === 'error') problems.push(finding.message);
  if (!hasValue)
    return { verdict: 'not-checked', why: 'no-structured-content', issues: [], problems };
  if (outputSchema === undefined)
    return { verdict: 'not-checked', why: 'no-output-schema', issues: [], problems };
  return { value, problems };
}

/** The verdict once the validator has judged the pending value. */
export function judgeStructured(
  pending: PendingCallOutputCheck,
  checked: { valid: boolean; issues: SampleIssue[]; schemaError?: string },
): CallOutputCheck {
  const { problems } = pending;
  if (checked.schemaError)
    return {
      verdict: 'not-checked',
      why: 'schema-error',
      issues: [],
      problems,
      schemaError: checked.schemaError,
    };
  return { verdict: checked.valid ? 'valid' : 'invalid', issues: checked.issues, problems };
}

/** Why an output was not validated, in a sentence for the result panel and the CLI. */
export function notCheckedReason(check: CallOutputCheck): string {
  switch (check.why) {
    case 'tool-error':
      return 'Not validated: a tool error (isError: true) is not checked against the outputSchema.';
    case 'no-output-schema':
      return 'Not validated: the tool declares no outputSchema.';
    case 'no-structured-content':
      return 'Not validated: the result has no structuredContent.';
    case 'schema-error':
      return `Not validated: the outputSchema cannot be used: ${check.schemaError ?? ''}`;
    case 'too-deep':
      return `Not validated: structuredContent is nested more than ${MAX_STRUCTURED_CONTENT_DEPTH} levels deep.`;
    default:
      return check.verdict === 'not-checked' ? 'Not validated: the result is not an object.' : '';
  }
}

/** The result of running one server case. */
export interface ServerCaseResult {
  case: ServerCase;
  passed: boolean;
  /** What the call ended in. */
  outcome: ServerOutcome | 'protocol-error';
  /** Each reason the case failed, in a sentence; empty when it passed. */
  reasons: string[];
  /** The output check, when the call returned a result. */
  output?: CallOutputCheck;
}

function firstIssue(issues: readonly SampleIssue[]): string {
  const first = issues[0];
  if (!first) return 'it does not match';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${first.pointer || '(whole value)'}: ${first.message}${more}`;
}

/**
 * Judges a server's reply against a saved case: the outcome it expects, then the optional
 * `structuredContent` equality and `outputSchema` checks. A JSON-RPC error never satisfies a
 * case: since MCP 2025-11-25 even invalid arguments are a tool error the model can read.
 */
export function judgeServerCase(
  testCase: ServerCase,
  reply: CallReply,
  outputSchema: unknown,
  options: ToolOutputOptions = {},
): ServerCaseResult {
  const expected = testCase.expect === 'success' ? 'success' : 'a tool error (isError: true)';
  if (reply.kind === 'error' || reply.kind === 'failed')
    return {
      case: testCase,
      passed: false,
      outcome: 'protocol-error',
      reasons: [
        reply.kind === 'error'
          ? `expected ${expected}, but the server answered with JSON-RPC error ${reply.code}: ${quoteServerText(reply.message)}`
          : `expected ${expected}, but the call failed: ${reply.reason}`,
      ],
    };
  const output = checkToolOutput(reply.result, outputSchema, options);
  const result = isPlainObject(reply.result) ? reply.result : {};
  const outcome: ServerOutcome = result.isError === true ? 'tool-error' : 'success';
  const reasons = output.problems.map((problem) => `the result is malformed: ${problem}`);
  if (outcome !== testCase.expect) {
    const said = textBlocks(result.content)[0];
    reasons.unshift(
      testCase.expect === 'success'
        ? `expected success, but the tool returned an error${said !== undefined ? `: ${describeValue(said)}` : ''}`
        : 'expected a tool error (isError: true), but the call succeeded',
    );
  }
  if (outcome === 'success') {
    if (
      output.why === 'too-deep' &&
      ('structuredContent' in testCase || testCase.checkOutputSchema)
    )
      reasons.push(notCheckedReason(output));
    else if ('structuredContent' in testCase) {
      const actual = result.structuredContent;
      let equal: boolean;
      try {
        equal = sameJson(actual, testCase.structuredContent);
      } catch {
        equal = false;
      }
      if (!equal)
        reasons.push(
          `structuredContent is ${describeValue(actual)}, expected ${describeValue(testCase.structuredContent)}`,
        );
    }
    if (testCase.checkOutputSchema) {
      if (outputSchema === undefined)
        reasons.push('the case checks the outputSchema, but the tool declares none');
      else if (output.verdict === 'invalid')
        reasons.push(
          `structuredContent does not match the outputSchema: ${firstIssue(output.issues)}`,
        );
      else if (output.why === 'schema-error')
        reasons.push(`the outputSchema cannot be used: ${output.schemaError ?? ''}`);
    }
  }
  return { case: testCase, passed: reasons.length === 0, outcome, reasons, output };
}
