import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdtempSync,
  openSync,
  closeSync,
  ftruncateSync,
  writeFileSync,
  copyFileSync,
  readFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../core';
import type { CliIO } from './io';
import { readInputFile } from './read-input';
import { runCli } from './run';
import { FIXTURE_SERVER } from '../bridge/test-processes';
import {
  isRunning,
  SERVER_SIGTERM_GRACE_MS,
  SERVER_STDIN_GRACE_MS,
} from '../bridge/client/server-processes';

const seeds = join(import.meta.dirname, '../core/__fixtures__/seeds');
let dir: string;

function fakeIO(cwd: string, stdin?: string): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    cwd,
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    readInput: (path: string) =>
      path === '-' && stdin !== undefined ? Promise.resolve(stdin) : readInputFile(path, cwd),
  };
  return io;
}

async function run(args: string[], stdin?: string) {
  const io = fakeIO(dir, stdin);
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-cli-'));
  const files: Record<string, string> = {
    'broken.json':
      '{\n  "name": "get weather",\n  "description": "Get the weather",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "city": { "type": "strin", "description": "City" }\n    }\n  }\n}\n',
    'warn-only.json': JSON.stringify({
      name: 'ok',
      inputSchema: { type: 'object', additionalProperties: false },
    }),
    'invalid.json': '{"name": ',
    'empty.json': '',
    'deep.json': '['.repeat(100_000) + ']'.repeat(100_000),
    'sample-ok.json': '{"query": "user data", "limit": 10}',
    'sample-bad.json': '{\n  "query": "x",\n  "limit": 500\n}',
    'two-tools.json': JSON.stringify([
      { name: 'a', inputSchema: { type: 'object' } },
      { name: 'b', inputSchema: { type: 'string' } },
    ]),
    'string-sample.json': '"hello"',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(
    join(dir, 'binary.json'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  );
  writeFileSync(join(dir, 'latin1.json'), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
  const huge = openSync(join(dir, 'huge.json'), 'w');
  ftruncateSync(huge, 50 * 1024 * 1024);
  closeSync(huge);
  copyFileSync(join(seeds, 'search_database.spark.json'), join(dir, 'search_database.json'));
});

describe('tool-schema validate', () => {
  it('with --toolset checks the files against each other and reports in the file concerned', async () => {
    const files = ['toolhive-registry.json', 'get_weather.mcp.json', 'no_parameters.mcp.json'].map(
      (f) => join(seeds, f),
    );
    // Alone, each file is fine; together, two of them define a tool of the same name.
    const apart = await run(['validate', '--format', 'json', ...files]);
    expect(apart.out).not.toMatch(/tool-name-duplicate/);
    const together = await run(['validate', '--format', 'json', '--toolset', ...files]);
    const report = JSON.parse(together.out) as {
      files: {
        file: string;
        diagnostics: { code: string; severity: string; line: number; column: number }[];
      }[];
    };
    const duplicates = report.files.map((f) =>
      f.diagnostics.filter((d) => d.code === 'tool-name-duplicate'),
    );
    // The registry lists get_weather too: reported on the later one, at its "name" (line 2).
    expect(duplicates.map((d) => d.length)).toEqual([0, 1, 0]);
    expect(duplicates[1]![0]).toMatchObject({ severity: 'error', line: 2, column: 11 });
    expect(together.code).toBe(1);
  });

  it('prints file:line:col severity code message, 1-based', async () => {
    const { code, out } = await run(['validate', 'broken.json']);
    expect(code).toBe(1);
    // Line 2 `  "name": "get weather",`: the value starts at column 11.
    expect(out).toContain('broken.json:2:11 error name-invalid-chars ');
    // Line 7 `      "city": { "type": "strin", ...`: "strin" starts at column 25.
    expect(out).toContain(
      'broken.json:7:25 error schema-invalid "strin" is not a JSON Schema type',
    );
  });

  it('prints the documented JSON envelope', async () => {
    const { code, out } = await run(['validate', '--format', 'json', 'broken.json']);
    expect(code).toBe(1);
    const parsed = JSON.parse(out);
    expect(parsed.files[0].file).toBe('broken.json');
    expect(parsed.files[0].diagnostics).toContainEqual({
      severity: 'error',
      code: 'name-invalid-chars',
      message: expect.stringContaining('get weather'),
      pointer: '/name',
      line: 2,
      column: 11,
    });
  });

  it('exits 0 when only warnings or notes are found', async () => {
    expect((await run(['validate', 'warn-only.json'])).code).toBe(0);
    expect((await run(['validate', join(seeds, 'search_database.spark.json')])).code).toBe(0);
  });

  it('passes every seed example without errors', async () => {
    const files = [
      'filesystem.search_code.mcp.json',
      'search_code.generated.json',
      'toolhive-registry.json',
      'search_database.spark.json',
      'example_tool.spark.json',
      'search.pydantic.spark.json',
      'get_weather.mcp.json',
      'no_parameters.mcp.json',
      'one_of_variants.mcp.json',
      'array_of_objects.mcp.json',
      'calculate_tax.spark.json',
    ];
    const { code, out } = await run(['validate', ...files.map((f) => join(seeds, f))]);
    expect(out).not.toMatch(/ error /);
    expect(code).toBe(0);
  });

  it('reads standard input for "-"', async () => {
    const { code, out } = await run(
      ['validate', '-'],
      '{"name": "a b", "inputSchema": {"type": "object"}}',
    );
    expect(code).toBe(1);
    expect(out).toContain('-:1:10 error name-invalid-chars');
  });

  it.each([
    ['invalid.json', 1, /invalid\.json:1:10 error json-syntax A value is expected here\./],
    ['deep.json', 1, /deep\.json:1:257 error json-too-deep/],
  ])('reports %s as located findings (exit %i)', async (file, exit, pattern) => {
    const { code, out, err } = await run(['validate', file]);
    expect(code).toBe(exit);
    expect(out).toMatch(pattern);
    expect(err).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    ['empty.json', /empty\.json is empty/],
    ['binary.json', /binary\.json contains NUL bytes/],
    ['latin1.json', /latin1\.json is not valid UTF-8/],
    [
      'huge.json',
      new RegExp(
        `huge\\.json is 50\\.0 MB; the studio reads files of at most ${MAX_FILE_BYTES / 1024 / 1024}\\.0 MB`,
      ),
    ],
    ['.', /is a directory/],
    ['missing.json', /missing\.json: no such file/],
  ])('refuses %s with one message and exit 2', async (file, pattern) => {
    const { code, err } = await run(['validate', file]);
    expect(code).toBe(2);
    expect(err).toMatch(pattern);
    expect(err.split('\n').filter((l) => l.startsWith('tool-schema:'))).toHaveLength(1);
  });

  it('exits 2 on bad usage', async () => {
    expect((await run(['validate'])).code).toBe(2);
    expect((await run(['validate', '--format', 'xml', 'broken.json'])).code).toBe(2);
    expect((await run(['validate', '--nope', 'broken.json'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
  });

  it('runs the toolset rules on a multi-tool document, located at the later tool', async () => {
    const tool = (name: string, description: string, properties: Record<string, unknown>) => ({
      name,
      description,
      inputSchema: { type: 'object', properties, additionalProperties: false },
    });
    writeFileSync(
      join(dir, 'toolset.json'),
      JSON.stringify(
        {
          tools: [
            tool('repo.search', 'Search the code of a repository for a text.', { repo: {} }),
            tool('repo_search', 'Search the code of one repository for a text', {
              repository: {},
            }),
            tool('Repo.Search', 'Open a pull request.', { repo: {} }),
          ],
        },
        null,
        2,
      ),
    );
    const text = await run(['validate', 'toolset.json']);
    // Warnings and notes only: the document is usable, so the exit code stays 0.
    expect(text.code).toBe(0);
    // In the pretty-printed file tool 1's `      "name": "repo_search",` is line 15 (the value at
    // column 15), its description line 16 (column 22) and its "repository" key line 20 (column 11);
    // its description's words {search, code, one, repository, text} hold tool 0's four: 4 of 5.
    expect(text.out).toContain(
      'toolset.json:15:15 warning tool-name-target-collision For openai-chat',
    );
    expect(text.out).toContain(
      'toolset.json:16:22 warning tool-description-near-duplicate This description shares 80% of its words with the description of "repo.search" (at /tools/0)',
    );
    expect(text.out).toContain('toolset.json:20:11 info parameter-name-inconsistent "repository"');
    expect(text.out).toMatch(
      /toolset\.json:26:15 warning tool-name-case-collision "Repo\.Search" differs from "repo\.search"/,
    );
    const json = JSON.parse((await run(['validate', '--format', 'json', 'toolset.json'])).out);
    expect(
      json.files[0].diagnostics
        .filter(
          (d: { code: string }) =>
            d.code.startsWith('tool-') || d.code.startsWith('parameter-name'),
        )
        .map((d: { code: string; pointer: string }) => [d.code, d.pointer]),
    ).toEqual([
      ['tool-name-target-collision', '/tools/1/name'],
      ['tool-description-near-duplicate', '/tools/1/description'],
      ['parameter-name-inconsistent', '/tools/1/inputSchema/properties/repository'],
      ['tool-name-case-collision', '/tools/2/name'],
    ]);
  });
});

describe('tool-schema check', () => {
  it('exits 0 for a valid sample', async () => {
    const { code, err } = await run(['check', 'search_database.json', '--input', 'sample-ok.json']);
    expect(err).toContain('valid');
    expect(code).toBe(0);
  });

  it('locates a problem in the sample and exits 1', async () => {
    const { code, out } = await run([
      'check',
      'search_database.json',
      '--input',
      'sample-bad.json',
    ]);
    expect(code).toBe(1);
    // Line 3 `  "limit": 500`: the value starts at column 12.
    expect(out).toContain('sample-bad.json:3:12 error maximum');
  });

  it('answers a catastrophic pattern with the right verdict on the linear-time engine', async () => {
    const tool = {
      name: 'as',
      description: 'x',
      inputSchema: {
        type: 'object',
        properties: { s: { type: 'string', description: 's', pattern: '^(a+)+$' } },
      },
    };
    writeFileSync(join(dir, 'as.json'), JSON.stringify(tool));
    writeFileSync(join(dir, 'as-bad.json'), JSON.stringify({ s: `${'a'.repeat(41)}b` }));
    writeFileSync(join(dir, 'as-good.json'), JSON.stringify({ s: 'a'.repeat(41) }));
    const bad = await run(['check', 'as.json', '--input', 'as-bad.json']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(
      'as-bad.json:1:6 error pattern Must match pattern "^(a+)+$". (at /s)',
    );
    expect((await run(['check', 'as.json', '--input', 'as-good.json'])).code).toBe(0);
  });

  it('checks against any root type and picks a tool by name', async () => {
    const { code, out } = await run([
      'check',
      'two-tools.json',
      '--tool',
      'b',
      '--input',
      'string-sample.json',
    ]);
    expect(out).toBe('');
    expect(code).toBe(0);
    expect(
      (await run(['check', 'two-tools.json', '--tool', 'a', '--input', 'string-sample.json'])).code,
    ).toBe(1);
  });

  it('asks for --tool when the file holds several', async () => {
    const { code, err } = await run(['check', 'two-tools.json', '--input', 'sample-ok.json']);
    expect(code).toBe(2);
    expect(err).toMatch(/holds 2 tools \("a", "b"\); choose one with --tool NAME/);
  });

  it('speaks of the samples only: a tool with lint errors still checks', async () => {
    const { code } = await run(['check', 'broken.json', '--input', 'sample-ok.json']);
    expect(code).toBe(2); // the tool's schema ("strin") cannot be compiled: unusable, not "invalid"
    expect(
      (await run(['check', 'two-tools.json', '--tool', 'a', '--input', 'sample-ok.json'])).code,
    ).toBe(0);
  });

  it('exits 2 for an unusable sample or a missing outputSchema', async () => {
    expect((await run(['check', 'search_database.json', '--input', 'invalid.json'])).err).toMatch(
      /invalid\.json:1:10: A value is expected/,
    );
    expect(
      (await run(['check', 'search_database.json', '--output', 'sample-ok.json'])).err,
    ).toMatch(/has no outputSchema/);
  });
});

describe('tool-schema export, import and targets are registered', () => {
  it('exports a seed tool to Anthropic and imports it back', async () => {
    const exported = await run([
      'export',
      join(seeds, 'get_weather.mcp.json'),
      '--to',
      'anthropic',
    ]);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out)).toEqual([
      {
        name: 'get_weather',
        description: 'Get current weather for a location',
        input_schema: {
          type: 'object',
          properties: { location: { type: 'string', description: 'City name or coordinates' } },
          required: ['location'],
        },
      },
    ]);
    writeFileSync(join(dir, 'anthropic.json'), exported.out);
    const imported = await run(['import', 'anthropic.json']);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out)).toMatchObject([
      { name: 'get_weather', inputSchema: { required: ['location'] } },
    ]);
  });

  it('lists the targets', async () => {
    const { code, out } = await run(['targets']);
    expect(code).toBe(0);
    for (const target of [
      'mcp',
      'mcp-list',
      'openai-chat',
      'openai-responses',
      'anthropic',
      'bedrock',
      'gemini',
      'spark',
      'toolhive',
    ])
      expect(out).toContain(target);
  });
});

describe('the installed binary', () => {
  it('runs as `tool-schema` with exit codes and no stack trace', () => {
    const bin = join(import.meta.dirname, '../../bin/tool-schema.mjs');
    execFileSync(
      process.execPath,
      [
        join(import.meta.dirname, '../../node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'vite.cli.config.ts',
        '--logLevel',
        'error',
      ],
      { cwd: join(import.meta.dirname, '../..') },
    );
    const ok = spawnSync(process.execPath, [bin, 'validate', join(seeds, 'get_weather.mcp.json')], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    const broken = spawnSync(process.execPath, [bin, 'validate', join(dir, 'broken.json')], {
      encoding: 'utf8',
    });
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('broken.json:2:11 error name-invalid-chars');
    const stdin = spawnSync(process.execPath, [bin, 'validate', '-'], {
      input: '{',
      encoding: 'utf8',
    });
    expect(stdin.status).toBe(1);
    expect(stdin.stdout).toMatch(/^-:1:2 error json-syntax/);
    const binary = spawnSync(process.execPath, [bin, 'validate', join(dir, 'binary.json')], {
      encoding: 'utf8',
    });
    expect(binary.status).toBe(2);
    expect(binary.stderr).not.toMatch(/\n\s+at /);
    const bigStdin = spawnSync(process.execPath, [bin, 'validate', '-'], {
      input: Buffer.alloc(MAX_FILE_BYTES + 1, 32),
      encoding: 'utf8',
    });
    expect(bigStdin.status).toBe(2);
    expect(bigStdin.stderr).toMatch(/standard input is larger than/);
  });

  it('stops a command that runs too long (a catastrophic pattern only RegExp can run) with exit 2 and a reason', () => {
    const bin = join(import.meta.dirname, '../../bin/tool-schema.mjs');
    // The lookahead keeps this pattern off the linear-time engine, so it still backtracks: the timeout is the last line.
    const tool = {
      name: 'slow',
      description: 'x',
      inputSchema: {
        type: 'object',
        properties: {
          a: {
            type: 'string',
            description: 'x',
            pattern: '^(?!x)(a+)+$',
            default: `${'a'.repeat(40)}!`,
          },
        },
      },
    };
    writeFileSync(join(dir, 'slow.json'), JSON.stringify(tool));
    const started = Date.now();
    const slow = spawnSync(process.execPath, [bin, 'validate', join(dir, 'slow.json')], {
      encoding: 'utf8',
      env: { ...process.env, TOOL_SCHEMA_TIMEOUT_SECONDS: '2' },
      timeout: 30_000,
    });
    expect(slow.status).toBe(2);
    expect(slow.stderr).toMatch(/stopped after 2 s.*pattern/);
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('does not blame a "pattern" when the input has none', () => {
    const bin = join(import.meta.dirname, '../../bin/tool-schema.mjs');
    // A millisecond is less than the worker takes to start, so the command is always stopped.
    const stopped = spawnSync(process.execPath, [bin, 'validate', join(dir, 'warn-only.json')], {
      encoding: 'utf8',
      env: { ...process.env, TOOL_SCHEMA_TIMEOUT_SECONDS: '0.001' },
      timeout: 30_000,
    });
    expect(stopped.status).toBe(2);
    expect(stopped.stderr).toMatch(/stopped after 0.001 s/);
    expect(stopped.stderr).toContain('has no "pattern"');
    expect(stopped.stderr).not.toContain('backtracks');
  });

  it('stops a --stdio server when the time limit stops the run, even one that ignores its stdin and SIGTERM (issue 40)', () => {
    const bin = join(import.meta.dirname, '../../bin/tool-schema.mjs');
    const startLog = join(dir, 'stdio-starts.log');
    writeFileSync(startLog, '');
    writeFileSync(
      join(dir, 'stall.json'),
      JSON.stringify({ name: 'stall', description: 'x', inputSchema: { type: 'object' } }),
    );
    writeFileSync(
      join(dir, 'stall.cases.json'),
      JSON.stringify([{ name: 'never answers', input: {}, expect: 'success' }]),
    );
    const server = `node ${JSON.stringify(FIXTURE_SERVER)} --stdio --faults --linger --ignore-sigterm`;
    const started = Date.now();
    const stopped = spawnSync(
      process.execPath,
      [bin, 'test', 'stall.json', '--cases', 'stall.cases.json', '--stdio', server],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, TOOL_SCHEMA_TIMEOUT_SECONDS: '3', FIXTURE_START_LOG: startLog },
        timeout: 30_000,
      },
    );
    expect(stopped.status).toBe(2);
    expect(stopped.stderr).toContain('stopped after 3 s. It was waiting on the MCP server');
    expect(stopped.stderr).not.toContain('very large schema');
    const pids = readFileSync(startLog, 'utf8').split('\n').filter(Boolean).map(Number);
    expect(pids).toHaveLength(1);
    expect(isRunning(pids[0]!)).toBe(false);
    // The time limit, then SERVER_STDIN_GRACE_MS and SERVER_SIGTERM_GRACE_MS before SIGKILL.
    expect(Date.now() - started).toBeLessThan(
      3_000 + SERVER_STDIN_GRACE_MS + SERVER_SIGTERM_GRACE_MS + 10_000,
    );
  });
});

describe('every input answered (issue 20)', () => {
  const crash = `{"name":"t","inputSchema":{"x":${'['.repeat(99)}${']'.repeat(99)}}}`;

  it('validates the 232-byte nested-array tool with findings, in text and JSON, beside other files', async () => {
    // 232 bytes as a file with its final newline.
    expect(Buffer.byteLength(`${crash}\n`)).toBe(232);
    writeFileSync(join(dir, 'nested-99.json'), `${crash}\n`);
    const text = await run(['validate', 'nested-99.json', 'warn-only.json']);
    expect(text.err).not.toContain('internal error');
    expect(text.out).toContain('nested-99.json:1:');
    expect(text.out).toContain('input-schema-root-type');
    const json = await run(['validate', '--format', 'json', 'nested-99.json', 'warn-only.json']);
    expect((JSON.parse(json.out) as { files: unknown[] }).files).toHaveLength(2);
  });

  it('says "unknown command" for names Object.prototype has', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const { code, err } = await run([name]);
      expect(code).toBe(2);
      expect(err).toContain(`unknown command "${name}"`);
    }
  });

  it('names an empty FILE argument instead of calling it a directory', async () => {
    const { code, err } = await run(['validate', '']);
    expect(code).toBe(2);
    expect(err).toContain('a FILE argument is empty');
    expect(err).not.toContain('is a directory');
  });

  it('shows control characters in names and messages as escapes, never raw', async () => {
    const name = 'evil\u001b[2J\u001b[1A\nforged line\u009b';
    writeFileSync(
      join(dir, 'escapes.json'),
      JSON.stringify({ name, inputSchema: { type: 'object' } }),
    );
    for (const args of [
      ['validate', 'escapes.json'],
      ['export', 'escapes.json', '--to', 'openai-chat'],
    ]) {
      const { out, err } = await run(args);
      const printed = args[0] === 'validate' ? out + err : err;
      expect(printed.includes('\u001b') || printed.includes('\u009b')).toBe(false);
      expect(printed).toContain('\\u001b');
      // Every line the tool printed starts as its own line: the name's newline forged none.
      expect(printed.split('\n').some((l) => l.startsWith('forged line'))).toBe(false);
    }
  });

  it('refuses a null tool and a nameless tool instead of writing them (exit 1)', async () => {
    writeFileSync(
      join(dir, 'null-tool.json'),
      '{"tools":[null,{"description":"No name.","inputSchema":{"type":"object"}},{"name":"ok","description":"Fine.","inputSchema":{"type":"object"}}]}',
    );
    for (const target of ['mcp', 'mcp-list', 'toolhive', 'anthropic']) {
      const { code, out, err } = await run(['export', 'null-tool.json', '--to', target]);
      expect(code, target).toBe(1);
      expect(out, target).not.toContain('null');
      expect(out, target).toContain('"ok"');
      expect(err, target).not.toContain('internal error');
    }
  });

  it('refuses an export deeper than the studio reads back once wrapped, writing nothing', async () => {
    // 254 arrays inside tool → inputSchema: 256 levels, the most the studio reads; Bedrock wraps it 4 deeper.
    writeFileSync(
      join(dir, 'deep-default.json'),
      `{"name":"deep","description":"Deep.","inputSchema":{"type":"object","default":${'['.repeat(254)}${']'.repeat(254)}}}`,
    );
    expect((await run(['validate', 'deep-default.json'])).code).not.toBe(2);
    const { code, out, err } = await run(['export', 'deep-default.json', '--to', 'bedrock']);
    expect(err).toContain('more than 256 levels deep');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('more than 256 levels deep');
    writeFileSync(
      join(dir, 'less-deep-default.json'),
      `{"name":"deep","description":"Deep.","inputSchema":{"type":"object","default":${'['.repeat(248)}${']'.repeat(248)}}}`,
    );
    expect((await run(['export', 'less-deep-default.json', '--to', 'bedrock'])).code).toBe(0);
  });
});
