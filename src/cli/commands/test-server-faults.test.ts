/**
 * `tool-schema test --server / --stdio` against a server that fails (issue 40, items 9, 10, 15
 * and 16): every case gets a verdict and the report is written whatever one case did; a
 * never-ending tools/list stops at the page limit; a URL's secrets are never printed. The fixture
 * server runs on free ports, so this file owns none.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUOTED_SERVER_CHARS, MAX_TOOLS_LIST_PAGES } from '../../core';
import { runCliIn } from '../run-in-folder';
import { FIXTURE_SERVER, startFixtureOnFreePort } from '../../bridge/test-processes';
import { isRunning } from '../../bridge/client/server-processes';
import type { Started } from '../../bridge/test-processes';

const EMPTY = { type: 'object', properties: {} };
const TOOLS = [
  {
    name: 'add',
    description: 'Adds.',
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    },
  },
  ...['http_500', 'string_result', 'huge_error', 'crash'].map((name) => ({
    name,
    description: 'A fault.',
    inputSchema: EMPTY,
  })),
];
const ADD = {
  tool: 'add',
  input: { a: 2, b: 3 },
  expect: 'success',
  structuredContent: { sum: 5 },
};

let dir: string;
let faults: Started & { url: string };
let endless: Started & { url: string };
let malformed: Started & { url: string };

function write(name: string, value: unknown): string {
  writeFileSync(join(dir, name), JSON.stringify(value, null, 2));
  return name;
}

const run = (args: string[]) => runCliIn(dir, args);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-faults-'));
  write('tools.json', TOOLS);
  write('add.cases.json', [{ ...ADD, name: 'adds' }]);
  [faults, endless, malformed] = await Promise.all([
    startFixtureOnFreePort(['--faults']),
    startFixtureOnFreePort(['--endless-cursor']),
    startFixtureOnFreePort(['--malformed-list']),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([faults, endless, malformed].map((s) => s?.stop()));
});

describe('a case the server fails below the protocol fails alone, and the run goes on', () => {
  it('an HTTP 500 page, a string result and a 5 MB error: each a short verdict, the JUnit written, exit 1', async () => {
    write('faults.cases.json', [
      { ...ADD, name: 'before' },
      { tool: 'http_500', name: 'html page', input: {}, expect: 'success' },
      { tool: 'string_result', name: 'string', input: {}, expect: 'success' },
      { tool: 'huge_error', name: 'huge error', input: {}, expect: 'tool-error' },
      { ...ADD, name: 'after' },
    ]);
    const { code, out, err } = await run([
      'test',
      'tools.json',
      '--cases',
      'faults.cases.json',
      '--server',
      faults.url,
      '--format',
      'junit',
    ]);
    expect(err).not.toContain('internal error');
    expect(code).toBe(1);
    expect(out).toContain('tests="5" failures="3"');
    expect(out).toContain('<testcase name="server: before" classname="add"');
    expect(out).toContain('<testcase name="server: after" classname="add"');
    expect(out).toMatch(
      /<failure message="expected success, but the call failed: the server answered HTTP 500: an HTML page of \d+ characters \(not shown\)"/,
    );
    expect(out).toContain(
      '<failure message="expected success, but the call failed: the reply is not a result the client can read: ',
    );
    expect(out).toContain(
      `expected a tool error (isError: true), but the server answered with JSON-RPC error -32603: Failure: ${'x'.repeat(MAX_QUOTED_SERVER_CHARS - 'Failure: '.length)}… (`,
    );
    // 5 MB of HTML and 5 MB of error text went into neither the report nor the terminal.
    expect(out.length).toBeLessThan(10_000);
    expect(err.length).toBeLessThan(2_000);
    expect(err).toContain('2 of 5 case(s) got their expected verdict; 3 did not.');
  }, 30_000);

  it('a tools/list with malformed tools: the good ones are found and their cases run', async () => {
    const { code, out, err } = await run([
      'test',
      'tools.json',
      '--cases',
      'add.cases.json',
      '--server',
      malformed.url,
    ]);
    expect(err).not.toContain('internal error');
    expect(out).toContain('pass add › server: adds');
    expect(code).toBe(0);
  }, 30_000);
});

describe('a tools/list that never ends', () => {
  it(`stops after ${MAX_TOOLS_LIST_PAGES} pages, says so, and runs the cases`, async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const started = performance.now();
    try {
      const { code, out, err } = await run([
        'test',
        'tools.json',
        '--cases',
        'add.cases.json',
        '--server',
        endless.url,
      ]);
      expect(err).toContain(
        `tool-schema: The server still had pages after ${MAX_TOOLS_LIST_PAGES}; listing stopped there (MAX_TOOLS_LIST_PAGES).`,
      );
      expect(out).toContain('pass add › server: adds');
      expect(code).toBe(0);
    } finally {
      process.off('warning', onWarning);
    }
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  }, 30_000);
});

describe('secrets in the server URL', () => {
  it('prints the URL as origin and path: never a query’s key', async () => {
    const url = `${faults.url}?api_key=SECRET-KEY-123`;
    const { code, out, err } = await run([
      'test',
      'tools.json',
      '--cases',
      'add.cases.json',
      '--server',
      url,
    ]);
    expect(code).toBe(0);
    expect(err).toContain(`at ${faults.url}.`);
    expect(out + err).not.toContain('SECRET-KEY-123');
  }, 30_000);

  it('refuses credentials in the URL, saying fetch would refuse them, without printing them', async () => {
    const url = faults.url.replace('http://', 'http://user:PASS-W0RD@');
    const { code, out, err } = await run([
      'test',
      'tools.json',
      '--cases',
      'add.cases.json',
      '--server',
      url,
    ]);
    expect(code).toBe(2);
    expect(err).toContain('credentials in a URL (user:password@) are refused by fetch');
    expect(out + err).not.toContain('PASS-W0RD');
  });
});

describe('over stdio, the server process never outlives the command', () => {
  /** Runs with the stdio fixture given `flags`; returns the run and the pid the fixture logged. */
  async function runStdio(flags: string[], casesFile: string) {
    const startLog = join(dir, `starts-${flags.join('')}.log`);
    writeFileSync(startLog, '');
    process.env.FIXTURE_START_LOG = startLog;
    try {
      const result = await run([
        'test',
        'tools.json',
        '--cases',
        casesFile,
        '--stdio',
        `node ${JSON.stringify(FIXTURE_SERVER)} --stdio ${flags.join(' ')}`,
      ]);
      const pids = readFileSync(startLog, 'utf8').split('\n').filter(Boolean).map(Number);
      return { ...result, pids };
    } finally {
      delete process.env.FIXTURE_START_LOG;
    }
  }

  it('a server that dies during a call: that case and the next get a verdict, exit 1', async () => {
    write('crash.cases.json', [
      { tool: 'crash', name: 'crashes', input: {}, expect: 'success' },
      { ...ADD, name: 'after the crash' },
    ]);
    const { code, out, err, pids } = await runStdio(['--faults'], 'crash.cases.json');
    expect(err).not.toContain('internal error');
    expect(out).toMatch(/FAIL crash › server: crashes: expected success, but /);
    expect(out).toMatch(/FAIL add › server: after the crash: expected success, but /);
    expect(code).toBe(1);
    expect(pids).toHaveLength(1);
    expect(isRunning(pids[0]!)).toBe(false);
  }, 30_000);

  it('a server that ignores the end of its stdin and SIGTERM is killed when the run ends', async () => {
    const { code, pids } = await runStdio(
      ['--faults', '--linger', '--ignore-sigterm'],
      'add.cases.json',
    );
    expect(code).toBe(0);
    expect(pids).toHaveLength(1);
    expect(isRunning(pids[0]!)).toBe(false);
  }, 30_000);
});
