import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCases, inputSchemaKey, parseDocument } from '../../core';
import type { CliIO } from '../io';
import { readInputFile } from '../read-input';
import { runCli } from '../run';

/**
 * The cases generated for the seed example tools are kept in __fixtures__/seed-cases; a change of
 * a schema or of the validator that flips a verdict fails here, naming the case. Regenerate after
 * a deliberate generator change with UPDATE_GOLDEN=1 and read the diff.
 */
const seeds = join(import.meta.dirname, '../../core/__fixtures__/seeds');
const golden = join(import.meta.dirname, '__fixtures__/seed-cases');
const SEED_TOOLS = [
  'search_database.spark.json',
  'get_weather.mcp.json',
  'calculate_tax.spark.json',
  'array_of_objects.mcp.json',
  'one_of_variants.mcp.json',
  'filesystem.search_code.mcp.json',
];
let dir: string;

function fakeIO(cwd: string): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    cwd,
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    readInput: (path: string) => readInputFile(path, cwd),
  };
  return io;
}

async function run(args: string[]) {
  const io = fakeIO(dir);
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-test-'));
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(golden, { recursive: true });
    for (const file of SEED_TOOLS) {
      const entry = parseDocument(readFileSync(join(seeds, file), 'utf8')).tools[0]!;
      writeFileSync(
        join(golden, file.replace(/\.json$/, '.cases.json')),
        JSON.stringify({ cases: generateCases(entry.value[inputSchemaKey(entry)]) }, null, 2) +
          '\n',
      );
    }
  }
});

describe('tool-schema test', () => {
  it.each(SEED_TOOLS)('%s: every kept case still gets its verdict', async (file) => {
    const cases = join(golden, file.replace(/\.json$/, '.cases.json'));
    expect(existsSync(cases)).toBe(true);
    const { code, out, err } = await run(['test', join(seeds, file), '--cases', cases]);
    expect(out).not.toContain('FAIL');
    expect(code).toBe(0);
    expect(err).toMatch(/^(\d+) of \1 case\(s\) got their expected verdict\.\n$/);
  });

  it('runs the tool’s examples and generated cases when no cases file is given', async () => {
    const { code, out } = await run(['test', join(seeds, 'search_database.spark.json')]);
    expect(code).toBe(0);
    expect(out).toContain('pass search_database › valid: required arguments only\n');
    expect(out).toContain('pass search_database › invalid: limit above maximum 100\n');
  });

  it('exits 1 when a verdict changes, naming the case and the pointer', async () => {
    const tool = JSON.parse(readFileSync(join(seeds, 'search_database.spark.json'), 'utf8')) as {
      input_schema: { properties: { limit: { maximum: number } } };
    };
    tool.input_schema.properties.limit.maximum = 1000;
    writeFileSync(join(dir, 'loosened.json'), JSON.stringify(tool));
    const { code, out } = await run([
      'test',
      'loosened.json',
      '--cases',
      join(golden, 'search_database.spark.cases.json'),
    ]);
    expect(code).toBe(1);
    expect(out).toContain(
      'FAIL search_database › invalid: limit above maximum 100: expected invalid at /limit, but it is valid\n',
    );
  });

  it('reports JSON with --format json', async () => {
    writeFileSync(
      join(dir, 'cases.json'),
      JSON.stringify([
        {
          name: 'too long',
          input: { query: 'x', limit: 500 },
          expect: 'invalid',
          pointer: '/query',
        },
      ]),
    );
    const { code, out } = await run([
      'test',
      join(seeds, 'search_database.spark.json'),
      '--cases',
      'cases.json',
      '--format',
      'json',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      passed: number;
      failed: number;
      tools: {
        tool: string;
        cases: {
          name: string;
          passed: boolean;
          verdict: string;
          reason: string;
          issues: { pointer: string }[];
        }[];
      }[];
    };
    expect(report.failed).toBe(1);
    expect(report.tools[0]!.cases[0]).toMatchObject({
      name: 'too long',
      passed: false,
      verdict: 'invalid',
      reason: 'expected a problem at /query, but the problems are at /limit',
    });
    expect(report.tools[0]!.cases[0]!.issues.map((i) => i.pointer)).toEqual(['/limit']);
  });

  it('writes JUnit XML with --format junit: a passing case, and a failing one with its reason', async () => {
    writeFileSync(
      join(dir, 'junit-cases.json'),
      JSON.stringify([
        { name: 'fine', input: { query: 'x' }, expect: 'valid' },
        { name: 'limit <too> big', input: { query: 'x', limit: 500 }, expect: 'valid' },
      ]),
    );
    const { code, out } = await run([
      'test',
      join(seeds, 'search_database.spark.json'),
      '--cases',
      'junit-cases.json',
      '--format',
      'junit',
    ]);
    expect(code).toBe(1);
    expect(out).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="tool-schema test ' +
          join(seeds, 'search_database.spark.json') +
          '" tests="2" failures="1" errors="0">',
        '  <testsuite name="search_database" tests="2" failures="1" errors="0" skipped="0">',
        '    <testcase name="fine" classname="search_database"/>',
        '    <testcase name="limit &lt;too&gt; big" classname="search_database">',
        '      <failure message="expected valid, but /limit: Must be &lt;= 100." type="expected valid">input: {&quot;query&quot;:&quot;x&quot;,&quot;limit&quot;:500}',
        '/limit: Must be &lt;= 100.</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('runs server cases only against a server: without one it says so, and --server needs --cases', async () => {
    writeFileSync(
      join(dir, 'server-cases.json'),
      JSON.stringify([{ name: 'finds', input: { query: 'x' }, expect: 'success' }]),
    );
    const seed = join(seeds, 'search_database.spark.json');
    const offline = await run(['test', seed, '--cases', 'server-cases.json']);
    expect(offline.code).toBe(0);
    expect(offline.err).toContain('1 server case(s) not run');
    const noCases = await run(['test', seed, '--server', 'http://127.0.0.1:4269/mcp']);
    expect(noCases.code).toBe(2);
    expect(noCases.err).toContain('give --cases CASES.json');
    const both = await run([
      'test',
      seed,
      '--cases',
      'server-cases.json',
      '--server',
      'http://127.0.0.1:4269/mcp',
      '--stdio',
      'x',
    ]);
    expect(both.code).toBe(2);
    expect(both.err).toContain('not both');
    const badUrl = await run([
      'test',
      seed,
      '--cases',
      'server-cases.json',
      '--server',
      'file:///etc/passwd',
    ]);
    expect(badUrl.code).toBe(2);
    expect(badUrl.err).toContain('needs an http: or https: URL');
  });

  it('refuses unusable cases with exit 2 and a sentence', async () => {
    writeFileSync(
      join(dir, 'bad-cases.json'),
      JSON.stringify([{ input: {}, expect: 'sometimes' }]),
    );
    const { code, err } = await run([
      'test',
      join(seeds, 'search_database.spark.json'),
      '--cases',
      'bad-cases.json',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('"expect" must be "valid" or "invalid"');
  });
});
