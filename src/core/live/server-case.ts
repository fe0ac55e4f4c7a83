import { isPlainObject } from '../model/types';

/**
 * What a saved call expects of the live server: the `tools/call` must succeed or end in a tool
 * error (`isError: true`), and optionally its `structuredContent` must equal a value and/or
 * validate against the tool's `outputSchema`.
 */
export type ServerOutcome = 'success' | 'tool-error';

/**
 * A server case: a call saved with its arguments and what it must return. It is the same entry
 * as an offline test case (`{"tool"?, "name", "input", "expect"}`) with two more `expect` values,
 * so one cases file holds both: `valid` / `invalid` are judged by the studio's validator,
 * `success` / `tool-error` by calling the server.
 */
export interface ServerCase {
  name: string;
  /** The tool to call; may be left out when the file holds one tool. */
  tool?: string;
  /** The `arguments` of `tools/call`, exactly as saved (the object the form's Copy gives). */
  input: unknown;
  expect: ServerOutcome;
  /** When present, `structuredContent` must equal this JSON value (key order aside). */
  structuredContent?: unknown;
  /** When true, `structuredContent` must validate against the tool's `outputSchema`. */
  checkOutputSchema?: boolean;
}

/** True for the `expect` values that make an entry a server case. */
export function isServerOutcome(value: unknown): value is ServerOutcome {
  return value === 'success' || value === 'tool-error';
}

/**
 * Reads one entry of a cases file whose `expect` is `success` or `tool-error`; a string is the
 * problem with it, said so a person can fix the file.
 */
export function readServerCase(entry: Record<string, unknown>, index: number): ServerCase | string {
  const at = `cases[${index}]`;
  if (!isServerOutcome(entry.expect)) return `${at}: "expect" must be "success" or "tool-error".`;
  if (!('input' in entry)) return `${at} has no "input" (the arguments to send; {} for none).`;
  if (!isPlainObject(entry.input))
    return `${at}: "input" is the arguments of tools/call and must be a JSON object.`;
  if (entry.pointer !== undefined)
    return `${at}: "pointer" belongs to "invalid" cases; a server case expects "success" or "tool-error".`;
  if (entry.checkOutputSchema !== undefined && typeof entry.checkOutputSchema !== 'boolean')
    return `${at}: "checkOutputSchema" must be true or false.`;
  if (entry.expect === 'tool-error' && ('structuredContent' in entry || entry.checkOutputSchema))
    return `${at}: a "tool-error" case cannot check structuredContent: a tool error's output is not validated.`;
  const testCase: ServerCase = {
    name: typeof entry.name === 'string' ? entry.name : `case ${index + 1}`,
    input: entry.input,
    expect: entry.expect,
  };
  if (typeof entry.tool === 'string') testCase.tool = entry.tool;
  if ('structuredContent' in entry) testCase.structuredContent = entry.structuredContent;
  if (entry.checkOutputSchema === true) testCase.checkOutputSchema = true;
  return testCase;
}

/** A case as it is written to a cases file (the inverse of `readServerCase`). */
export function serverCaseEntry(testCase: ServerCase): Record<string, unknown> {
  return {
    ...(testCase.tool !== undefined ? { tool: testCase.tool } : {}),
    name: testCase.name,
    input: testCase.input,
    expect: testCase.expect,
    ...('structuredContent' in testCase ? { structuredContent: testCase.structuredContent } : {}),
    ...(testCase.checkOutputSchema ? { checkOutputSchema: true } : {}),
  };
}
