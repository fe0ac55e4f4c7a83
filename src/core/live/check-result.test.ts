import { describe, expect, it } from 'vitest';
import {
  checkToolOutput,
  judgeServerCase,
  judgeStructured,
  MAX_STRUCTURED_CONTENT_DEPTH,
  notCheckedReason,
  precheckToolOutput,
} from './check-result';
import { checkSample } from '../validation/sample';
import type { ServerCase } from './server-case';

const SUM_SCHEMA = {
  type: 'object',
  properties: { sum: { type: 'number' } },
  required: ['sum'],
  additionalProperties: false,
};

function text(value: string) {
  return { type: 'text', text: value };
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

/** The protocol's own sentences (core/mcp/output.ts), the same in the Form tab's sample results. */
const MISSING =
  'The tool declares an outputSchema, so a successful result MUST carry structuredContent that conforms to it.';
const TEXT_COPY =
  'structuredContent is not an object, so MCP 2026-07-28 requires a text copy of it in "content" (a {"type": "text", "text": …} block whose text is the value as JSON); add one.';

describe('checkToolOutput', () => {
  it('validates structuredContent against the outputSchema', () => {
    const ok = checkToolOutput({ content: [text('5')], structuredContent: { sum: 5 } }, SUM_SCHEMA);
    expect(ok).toEqual({ verdict: 'valid', issues: [], problems: [] });
    const bad = checkToolOutput(
      { content: [text('three')], structuredContent: { sum: 'three' } },
      SUM_SCHEMA,
    );
    expect(bad.verdict).toBe('invalid');
    expect(bad.issues).toEqual([
      expect.objectContaining({
        pointer: '/sum',
        keyword: 'type',
        message: 'Must be of type number.',
      }),
    ]);
  });

  it('does not validate a tool error, even when its structuredContent would fail', () => {
    const check = checkToolOutput(
      { content: [text('boom')], isError: true, structuredContent: { sum: 'x' } },
      SUM_SCHEMA,
    );
    expect(check.verdict).toBe('not-checked');
    expect(check.why).toBe('tool-error');
    expect(check.issues).toEqual([]);
    expect(notCheckedReason(check)).toMatch(/tool error/);
  });

  it('says when a tool with an outputSchema returns no structuredContent on success', () => {
    const check = checkToolOutput({ content: [text('5')] }, SUM_SCHEMA);
    expect(check.why).toBe('no-structured-content');
    expect(check.problems).toEqual([MISSING]);
    // Without an outputSchema nothing is owed.
    expect(checkToolOutput({ content: [text('5')] }, undefined).problems).toEqual([]);
  });

  it('asks a non-object structuredContent for a text copy (MCP 2026-07-28)', () => {
    const schema = { type: 'integer' };
    const withCopy = checkToolOutput({ content: [text('3')], structuredContent: 3 }, schema);
    expect(withCopy).toEqual({ verdict: 'valid', issues: [], problems: [] });
    const stringCopy = checkToolOutput(
      { content: [text('hello')], structuredContent: 'hello' },
      { type: 'string' },
    );
    expect(stringCopy.problems).toEqual([]);
    const arrayCopy = checkToolOutput(
      { content: [text('[1, 2]')], structuredContent: [1, 2] },
      { type: 'array' },
    );
    expect(arrayCopy.problems).toEqual([]);
    const without = checkToolOutput({ content: [text('three')], structuredContent: 3 }, schema);
    expect(without.verdict).toBe('valid');
    expect(without.problems).toEqual([TEXT_COPY]);
    // A client of an earlier revision refuses the value itself: only 2026-07-28 allows it.
    expect(
      checkToolOutput({ content: [text('3')], structuredContent: 3 }, schema, {
        revision: '2025-11-25',
      }).problems,
    ).toEqual([
      'MCP 2025-11-25 requires structuredContent to be an object; only 2026-07-28 allows other values (older clients get the {"result": …} projection).',
    ]);
    // An object needs no copy.
    expect(
      checkToolOutput({ content: [], structuredContent: { sum: 1 } }, SUM_SCHEMA).problems,
    ).toEqual([]);
  });

  it('reports a malformed result instead of judging it', () => {
    expect(checkToolOutput('nope', SUM_SCHEMA)).toEqual({
      verdict: 'not-checked',
      issues: [],
      problems: ['The result is not a JSON object.'],
    });
    expect(
      checkToolOutput({ structuredContent: { sum: 1 }, isError: 'no' }, SUM_SCHEMA).problems,
    ).toEqual(['The result has no "content" array.', '"isError" must be true or false.']);
  });

  it('does not walk structuredContent nested deeper than its limit', () => {
    const deep = checkToolOutput(
      { content: [], structuredContent: nested(10_000) },
      { type: 'object' },
    );
    expect(deep.verdict).toBe('not-checked');
    expect(deep.why).toBe('too-deep');
    expect(notCheckedReason(deep)).toContain(String(MAX_STRUCTURED_CONTENT_DEPTH));
    // At the limit it is still validated.
    const atLimit = checkToolOutput(
      { content: [], structuredContent: nested(MAX_STRUCTURED_CONTENT_DEPTH - 1) },
      { type: 'object' },
    );
    expect(atLimit.verdict).toBe('valid');
  });

  it('names an unusable outputSchema', () => {
    const check = checkToolOutput(
      { content: [], structuredContent: { sum: 1 } },
      { type: 'object', properties: { sum: { type: 'numbr' } } },
    );
    expect(check.why).toBe('schema-error');
    expect(check.schemaError).toBeTruthy();
  });
});

describe('precheckToolOutput and judgeStructured: the page runs the same rules in two steps', () => {
  const schema = { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] };

  it("leaves only the schema check, and judging it gives checkToolOutput's verdict", () => {
    const result = { content: [], structuredContent: { n: 'x' } };
    const pre = precheckToolOutput(result, schema);
    expect(pre).toEqual({ value: { n: 'x' }, problems: [] });
    if ('verdict' in pre) throw new Error('expected a value to check');
    const judged = judgeStructured(pre, checkSample(schema, pre.value));
    expect(judged.verdict).toBe('invalid');
    expect(judged.issues.map((i) => i.pointer)).toEqual(['/n']);
    expect(judged).toEqual(checkToolOutput(result, schema));
  });

  it('decides without a validator where a rule does: a tool error, a missing value, a bare value without its text copy', () => {
    expect(precheckToolOutput({ isError: true, content: [] }, schema)).toMatchObject({
      verdict: 'not-checked',
      why: 'tool-error',
    });
    expect(precheckToolOutput({ content: [] }, schema)).toMatchObject({
      verdict: 'not-checked',
      why: 'no-structured-content',
      problems: [MISSING],
    });
    const bare = precheckToolOutput({ content: [], structuredContent: 5 }, { type: 'number' });
    expect(bare).toEqual({
      value: 5,
      problems: [TEXT_COPY],
    });
  });
});

describe('judgeServerCase', () => {
  const add: ServerCase = {
    name: 'adds',
    input: { a: 2, b: 3 },
    expect: 'success',
    structuredContent: { sum: 5 },
    checkOutputSchema: true,
  };
  const five = { content: [text('The sum of 2 and 3 is 5.')], structuredContent: { sum: 5 } };

  it('passes a call that succeeds with the expected structuredContent, valid by the schema', () => {
    expect(judgeServerCase(add, { kind: 'result', result: five }, SUM_SCHEMA)).toMatchObject({
      passed: true,
      outcome: 'success',
      reasons: [],
    });
  });

  it('compares structuredContent whatever the key order', () => {
    const testCase: ServerCase = {
      name: 'order',
      input: {},
      expect: 'success',
      structuredContent: { a: 1, b: 2 },
    };
    const result = { content: [], structuredContent: { b: 2, a: 1 } };
    expect(judgeServerCase(testCase, { kind: 'result', result }, undefined).passed).toBe(true);
  });

  it('fails when structuredContent differs from the saved value', () => {
    const judged = judgeServerCase(
      { ...add, structuredContent: { sum: 6 } },
      { kind: 'result', result: five },
      SUM_SCHEMA,
    );
    expect(judged.passed).toBe(false);
    expect(judged.reasons).toEqual(['structuredContent is {"sum":5}, expected {"sum":6}']);
  });

  it('fails when structuredContent violates the outputSchema', () => {
    const judged = judgeServerCase(
      { name: 'bad', input: {}, expect: 'success', checkOutputSchema: true },
      { kind: 'result', result: { content: [], structuredContent: { sum: 'three' } } },
      SUM_SCHEMA,
    );
    expect(judged.passed).toBe(false);
    expect(judged.reasons).toEqual([
      'structuredContent does not match the outputSchema: /sum: Must be of type number.',
    ]);
    // Without the schema check the same result passes: equality was not asked for.
    expect(
      judgeServerCase(
        { name: 'bad', input: {}, expect: 'success' },
        { kind: 'result', result: { content: [], structuredContent: { sum: 'three' } } },
        SUM_SCHEMA,
      ).passed,
    ).toBe(true);
  });

  it('fails a schema check when the tool declares no outputSchema', () => {
    const judged = judgeServerCase(
      { name: 'x', input: {}, expect: 'success', checkOutputSchema: true },
      { kind: 'result', result: five },
      undefined,
    );
    expect(judged.reasons).toEqual([
      'the case checks the outputSchema, but the tool declares none',
    ]);
  });

  it('tells a tool error from success, both ways', () => {
    const failing = { content: [text('This tool always fails.')], isError: true };
    const expectsError: ServerCase = { name: 'fails', input: {}, expect: 'tool-error' };
    expect(
      judgeServerCase(expectsError, { kind: 'result', result: failing }, undefined),
    ).toMatchObject({
      passed: true,
      outcome: 'tool-error',
    });
    expect(
      judgeServerCase(expectsError, { kind: 'result', result: five }, SUM_SCHEMA).reasons,
    ).toEqual(['expected a tool error (isError: true), but the call succeeded']);
    const expectsSuccess = judgeServerCase(add, { kind: 'result', result: failing }, SUM_SCHEMA);
    expect(expectsSuccess.passed).toBe(false);
    expect(expectsSuccess.outcome).toBe('tool-error');
    // The tool's own words are the reason; its output is not judged.
    expect(expectsSuccess.reasons).toEqual([
      'expected success, but the tool returned an error: "This tool always fails."',
    ]);
  });

  it('never passes a JSON-RPC error, whatever the case expects', () => {
    const reply = { kind: 'error' as const, code: -32602, message: 'Unknown tool: nope' };
    for (const expectation of ['success', 'tool-error'] as const) {
      const judged = judgeServerCase(
        { name: 'x', input: {}, expect: expectation },
        reply,
        undefined,
      );
      expect(judged.passed).toBe(false);
      expect(judged.outcome).toBe('protocol-error');
      expect(judged.reasons[0]).toContain('JSON-RPC error -32602: Unknown tool: nope');
    }
  });

  it('fails a success that breaks the protocol (no structuredContent despite an outputSchema)', () => {
    const judged = judgeServerCase(
      { name: 'x', input: {}, expect: 'success' },
      { kind: 'result', result: { content: [text('5')] } },
      SUM_SCHEMA,
    );
    expect(judged.reasons).toEqual([`the result is malformed: ${MISSING}`]);
  });

  it('fails an equality check on a value too deep to compare, and only then', () => {
    const result = { content: [], structuredContent: nested(10_000) };
    expect(
      judgeServerCase(
        { name: 'x', input: {}, expect: 'success' },
        { kind: 'result', result },
        undefined,
      ).passed,
    ).toBe(true);
    const judged = judgeServerCase(
      { name: 'x', input: {}, expect: 'success', structuredContent: {} },
      { kind: 'result', result },
      { type: 'object' },
    );
    expect(judged.passed).toBe(false);
    expect(judged.reasons[0]).toMatch(/nested more than/);
  });
});
