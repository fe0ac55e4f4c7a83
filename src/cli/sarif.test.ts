import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readInputFile } from './read-input';
import { runCliIn } from './run-in-folder';
import { fileUri } from './sarif';

const root = join(import.meta.dirname, '../..');
const schema = JSON.parse(readFileSync(join(root, 'tests/sarif/sarif-schema-2.1.0.json'), 'utf8'));

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFilesUnder(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Every fixture folder of the repository (the seed examples are src/core/__fixtures__/seeds). */
function fixtureFiles(): string[] {
  const folders = [
    'src/core/__fixtures__',
    'src/core/export/__fixtures__',
    'src/core/export/preflight/__fixtures__',
    'src/cli/commands/__fixtures__',
    'src/store/__fixtures__',
    'tests/fixtures',
  ];
  return folders.flatMap((f) => jsonFilesUnder(join(root, f))).map((f) => relative(root, f));
}

function run(args: string[], files: Record<string, string> = {}) {
  return runCliIn(root, args, (path) =>
    path in files ? Promise.resolve(files[path]!) : readInputFile(path, root),
  );
}

function sarifValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('validate --format sarif', () => {
  it('writes SARIF 2.1.0 that the standard schema accepts, over every fixture and seed example', async () => {
    const files = fixtureFiles();
    expect(files.some((f) => f.includes('__fixtures__/seeds/'))).toBe(true);
    expect(files.length).toBeGreaterThan(50);
    const { out } = await run(['validate', '--format', 'sarif', '--target', 'all', ...files]);
    const log = JSON.parse(out);
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const [run0] = log.runs;
    // The fixtures hold real mistakes, hostile input and provider refusals: not an empty run.
    expect(run0.results.length).toBeGreaterThan(100);
    const levels = new Set(run0.results.map((r: { level: string }) => r.level));
    expect([...levels].sort()).toEqual(['error', 'note', 'warning']);
    const rules: { id: string; helpUri: string; shortDescription: { text: string } }[] =
      run0.tool.driver.rules;
    for (const result of run0.results) expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('links each rule to its row in the generated references', async () => {
    const { out } = await run([
      'validate',
      '--format',
      'sarif',
      'src/core/__fixtures__/seeds/get_weather.mcp.json',
    ]);
    const rules: { id: string; helpUri: string; shortDescription: { text: string } }[] =
      JSON.parse(out).runs[0].tool.driver.rules;
    const docs = {
      'rules.md': readFileSync(join(root, 'docs/rules.md'), 'utf8'),
      'providers.md': readFileSync(join(root, 'docs/providers.md'), 'utf8'),
      'hosts.md': readFileSync(join(root, 'docs/hosts.md'), 'utf8'),
    };
    const nameMissing = rules.find((r) => r.id === 'name-missing')!;
    expect(nameMissing.shortDescription.text).toBe('Every tool has a name.');
    expect(nameMissing.helpUri).toMatch(/^https:\/\/.+\/docs\/rules\.md#name-missing$/);
    expect(rules.find((r) => r.id === 'openai-array-items')!.helpUri).toMatch(
      /\/docs\/providers\.md#openai-array-items$/,
    );
    expect(rules.find((r) => r.id === 'claude-code-description-cut')!.helpUri).toMatch(
      /\/docs\/hosts\.md#claude-code-description-cut$/,
    );
    for (const rule of rules) {
      const [, doc, anchor] = /\/docs\/(rules\.md|providers\.md|hosts\.md)#(.+)$/.exec(
        rule.helpUri,
      )!;
      const text = docs[doc as keyof typeof docs];
      // rules.md names its anchors; providers.md's and hosts.md's come from "### `code`" headings.
      const anchored =
        text.includes(`<a id="${anchor}"></a>`) || text.includes(`### \`${anchor}\``);
      expect(anchored, `${rule.id} → ${rule.helpUri}`).toBe(true);
    }
  });

  it('places a result at the line and column of the value it concerns (checked by hand)', async () => {
    // Line 2 is `  "name": "get weather",`: two spaces and `"name": ` are 10 characters, so the
    // value's opening quote is column 11, and its 13 characters end before column 24.
    const text = '{\n  "name": "get weather",\n  "inputSchema": { "type": "object" }\n}\n';
    const { code, out } = await run(['validate', '--format', 'sarif', 'tools/get weather.json'], {
      'tools/get weather.json': text,
    });
    expect(code).toBe(1);
    const result = JSON.parse(out).runs[0].results.find(
      (r: { ruleId: string }) => r.ruleId === 'name-invalid-chars',
    );
    expect(result.level).toBe('error');
    expect(result.message.text).toMatch(/get weather/);
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'tools/get%20weather.json' },
      region: { startLine: 2, startColumn: 11, endLine: 2, endColumn: 24 },
    });
  });

  it('reports an unreadable file as a failed invocation, still valid SARIF', async () => {
    const { code, out } = await run(['validate', '--format', 'sarif', 'no/such/file.json']);
    expect(code).toBe(2);
    const log = JSON.parse(out);
    expect(sarifValidator()(log)).toBe(true);
    const [invocation] = log.runs[0].invocations;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications[0].message.text).toMatch(/no\/such\/file\.json/);
  });

  it('writes file arguments as URI references', () => {
    expect(fileUri('tools/a b.json')).toBe('tools/a%20b.json');
    expect(fileUri('/srv/tools/x#1.json')).toBe('file:///srv/tools/x%231.json');
    expect(fileUri('C:\\tools\\x.json')).toBe('file:///C:/tools/x.json');
    expect(fileUri('a:b.json')).toBe('./a:b.json');
  });
});

describe('validate --max-warnings', () => {
  // One warning (an array without items) and nothing else.
  const warnOnly = {
    'warn.json': JSON.stringify({
      name: 'list_orders',
      description: 'Return the open orders of the signed-in customer.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: { ids: { type: 'array', description: 'Order ids.' } },
      },
    }),
  };

  it('fails on more warnings than allowed, and passes within the limit', async () => {
    const plain = await run(['validate', 'warn.json'], warnOnly);
    expect(plain.out).toMatch(/ warning array-items-missing /);
    expect(plain.err).toMatch(/0 error\(s\), 1 warning\(s\), 0 note\(s\)/);
    expect(plain.code).toBe(0);
    const none = await run(['validate', '--max-warnings', '0', 'warn.json'], warnOnly);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/1 warning\(s\), more than --max-warnings 0 allows/);
    expect((await run(['validate', '--max-warnings', '1', 'warn.json'], warnOnly)).code).toBe(0);
  });

  it('refuses a limit that is not a whole number', async () => {
    const bad = await run(['validate', '--max-warnings', 'few', 'warn.json'], warnOnly);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--max-warnings takes a whole number/);
  });
});
