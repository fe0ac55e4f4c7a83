/**
 * `tool-schema test --server / --stdio` against real servers: the repository's fixture server and
 * the reference `@modelcontextprotocol/server-everything`, each over Streamable HTTP and stdio.
 * Ports 4263-4266 belong to this file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliIn } from '../run-in-folder';
import { EVERYTHING_SERVER, FIXTURE_SERVER, startNodeServer } from '../../bridge/test-processes';
import type { Started } from '../../bridge/test-processes';

const FIXTURE_PORT = 4263;
const EVERYTHING_PORT = 4264;
const EVERYTHING_SSE_PORT = 4265;
const NOTHING_PORT = 4266;

const SUM_OUTPUT = {
  type: 'object',
  properties: { sum: { type: 'number' } },
  required: ['sum'],
};

// The fixture's tools as a team would keep them in the repository.
const FIXTURE_TOOLS = [
  {
    name: 'add',
    description: 'Adds two numbers.',
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    },
    outputSchema: SUM_OUTPUT,
  },
  {
    name: 'bad_output',
    description: 'Returns a sum.',
    inputSchema: { type: 'object', properties: {} },
    outputSchema: SUM_OUTPUT,
  },
  { name: 'fail', description: 'Fails.', inputSchema: { type: 'object', properties: {} } },
];
const FIXTURE_CASES = [
  {
    tool: 'add',
    name: 'adds two numbers',
    input: { a: 2, b: 3 },
    expect: 'success',
    structuredContent: { sum: 5 },
    checkOutputSchema: true,
  },
  { tool: 'add', name: 'a string is a tool error', input: { a: '2', b: 3 }, expect: 'tool-error' },
  { tool: 'fail', name: 'always fails', input: {}, expect: 'tool-error' },
];

// server-everything's tools, as it lists them (checked by hand against its tools/list).
const EVERYTHING_TOOLS = [
  {
    name: 'get-sum',
    description: 'Returns the sum of two numbers',
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    },
  },
  {
    name: 'get-structured-content',
    description:
      'Returns structured content along with an output schema for client data validation',
    inputSchema: {
      type: 'object',
      properties: { location: { type: 'string', enum: ['New York', 'Chicago', 'Los Angeles'] } },
      required: ['location'],
    },
    outputSchema: {
      type: 'object',
      properties: {
        temperature: { type: 'number' },
        conditions: { type: 'string' },
        humidity: { type: 'number' },
      },
      required: ['temperature', 'conditions', 'humidity'],
    },
  },
];
const EVERYTHING_CASES = [
  { tool: 'get-sum', name: 'adds', input: { a: 2, b: 3 }, expect: 'success' },
  {
    tool: 'get-structured-content',
    name: 'weather fits its outputSchema',
    input: { location: 'Chicago' },
    expect: 'success',
    checkOutputSchema: true,
  },
];

let dir: string;
const servers: Started[] = [];

function write(name: string, value: unknown): string {
  writeFileSync(join(dir, name), JSON.stringify(value, null, 2));
  return name;
}

const run = (args: string[]) => runCliIn(dir, args);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-live-'));
  write('fixture.json', FIXTURE_TOOLS);
  write('fixture.cases.json', FIXTURE_CASES);
  write('everything.json', EVERYTHING_TOOLS);
  write('everything.cases.json', EVERYTHING_CASES);
  servers.push(
    ...(await Promise.all([
      startNodeServer(
        [FIXTURE_SERVER, '--port', String(FIXTURE_PORT)],
        `http://127.0.0.1:${FIXTURE_PORT}/health`,
      ),
      startNodeServer(
        [EVERYTHING_SERVER, 'streamableHttp'],
        `http://127.0.0.1:${EVERYTHING_PORT}/mcp`,
        {
          PORT: String(EVERYTHING_PORT),
        },
      ),
      startNodeServer(
        [EVERYTHING_SERVER, 'sse'],
        `http://127.0.0.1:${EVERYTHING_SSE_PORT}/nothing`,
        {
          PORT: String(EVERYTHING_SSE_PORT),
        },
      ),
    ])),
  );
}, 30_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const fixtureStdio = `node ${JSON.stringify(FIXTURE_SERVER)} --stdio`;
const everythingStdio = `node ${JSON.stringify(EVERYTHING_SERVER)} stdio`;

const TARGETS = [
  {
    label: 'fixture over Streamable HTTP',
    tools: 'fixture',
    via: ['--server', `http://127.0.0.1:${FIXTURE_PORT}/mcp`],
  },
  { label: 'fixture over stdio', tools: 'fixture', via: ['--stdio', fixtureStdio] },
  {
    label: 'server-everything over Streamable HTTP',
    tools: 'everything',
    via: ['--server', `http://127.0.0.1:${EVERYTHING_PORT}/mcp`],
  },
  { label: 'server-everything over stdio', tools: 'everything', via: ['--stdio', everythingStdio] },
];

describe.each(TARGETS)('tool-schema test against the $label', ({ tools, via }) => {
  const cases = tools === 'fixture' ? FIXTURE_CASES : EVERYTHING_CASES;

  it('passes the saved cases (exit 0)', async () => {
    const { code, out, err } = await run([
      'test',
      `${tools}.json`,
      '--cases',
      `${tools}.cases.json`,
      ...via,
    ]);
    expect(err).toContain(`${cases.length} of ${cases.length} case(s) got their expected verdict.`);
    for (const c of cases) expect(out).toContain(`pass ${c.tool} › server: ${c.name}`);
    expect(code).toBe(0);
  }, 30_000);

  it('fails with exit 1 and a JUnit failure when an expectation is changed', async () => {
    // The first case now expects a tool error; the server still answers with success.
    const changed = cases.map((c, i) =>
      i === 0 ? { tool: c.tool, name: c.name, input: c.input, expect: 'tool-error' } : c,
    );
    write(`${tools}.changed.json`, changed);
    const { code, out } = await run([
      'test',
      `${tools}.json`,
      '--cases',
      `${tools}.changed.json`,
      '--format',
      'junit',
      ...via,
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(out).toContain(
      `<testsuites name="tool-schema test ${tools}.json" tests="${cases.length}" failures="1"`,
    );
    expect(out).toContain(
      `<testcase name="server: ${cases[0]!.name}" classname="${cases[0]!.tool}"`,
    );
    expect(out).toContain(
      '<failure message="expected a tool error (isError: true), but the call succeeded" type="expected tool-error">',
    );
  }, 30_000);
});

describe('tool-schema test --server: server-specific verdicts', () => {
  it('fails a changed structuredContent with the values in the reason', async () => {
    write('fixture.sum6.json', [{ ...FIXTURE_CASES[0], structuredContent: { sum: 6 } }]);
    const { code, out } = await run([
      'test',
      'fixture.json',
      '--cases',
      'fixture.sum6.json',
      '--server',
      `http://127.0.0.1:${FIXTURE_PORT}/mcp`,
    ]);
    expect(out).toContain(
      'FAIL add › server: adds two numbers: structuredContent is {"sum":5}, expected {"sum":6}',
    );
    expect(code).toBe(1);
  }, 30_000);

  it("fails structuredContent that violates the file's outputSchema", async () => {
    write('fixture.bad.json', [
      {
        tool: 'bad_output',
        name: 'sum is a number',
        input: {},
        expect: 'success',
        checkOutputSchema: true,
      },
    ]);
    const { code, out } = await run([
      'test',
      'fixture.json',
      '--cases',
      'fixture.bad.json',
      '--format',
      'json',
      '--server',
      `http://127.0.0.1:${FIXTURE_PORT}/mcp`,
    ]);
    expect(JSON.parse(out).serverCases).toEqual([
      expect.objectContaining({
        tool: 'bad_output',
        passed: false,
        outcome: 'success',
        reasons: [
          'structuredContent does not match the outputSchema: /sum: Must be of type number.',
        ],
      }),
    ]);
    expect(code).toBe(1);
  }, 30_000);

  it('says which server cases were not run without a server, and still runs the offline ones', async () => {
    const { code, err } = await run(['test', 'fixture.json', '--cases', 'fixture.cases.json']);
    expect(err).toContain('3 server case(s) not run');
    expect(err).toContain('0 of 0 case(s)');
    expect(code).toBe(0);
  });
});

describe('tool-schema test: a server that cannot be reached exits 2 and says why', () => {
  async function unreachable(via: string[]) {
    const { code, err, out } = await run([
      'test',
      'fixture.json',
      '--cases',
      'fixture.cases.json',
      ...via,
    ]);
    expect(code).toBe(2);
    expect(out).toBe('');
    return err;
  }

  it('nothing listening', async () => {
    expect(await unreachable(['--server', `http://127.0.0.1:${NOTHING_PORT}/mcp`])).toContain(
      `Nothing is listening at http://127.0.0.1:${NOTHING_PORT} (connection refused).`,
    );
  }, 30_000);

  it('an HTTP status (a wrong path)', async () => {
    expect(await unreachable(['--server', `http://127.0.0.1:${FIXTURE_PORT}/wrong`])).toContain(
      'Nothing answers at /wrong (HTTP 404).',
    );
  }, 30_000);

  it('the wrong transport (a legacy HTTP+SSE server)', async () => {
    expect(
      await unreachable(['--server', `http://127.0.0.1:${EVERYTHING_SSE_PORT}/sse`]),
    ).toContain('speaks the legacy HTTP+SSE transport');
  }, 30_000);

  it('a stdio command that does not exist, or exits at once', async () => {
    expect(await unreachable(['--stdio', 'no-such-program-h29 --stdio'])).toContain(
      'Could not start "no-such-program-h29": no such program (ENOENT).',
    );
    const exits = await unreachable(['--stdio', `node -e "console.error('bye'); process.exit(3)"`]);
    expect(exits).toContain('exited (or closed its stdout) before the MCP handshake finished');
    expect(exits).toContain('bye');
    // What the server writes is quoted, never let through to the terminal as control sequences.
    const hostile = await unreachable([
      '--stdio',
      `node -e "process.stderr.write('\\u001b[2Jcleared'); process.exit(1)"`,
    ]);
    expect(hostile).toContain('\\u001b[2Jcleared');
    expect(hostile).not.toContain('\u001b');
  }, 30_000);
});
