import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../io';
import { readInputFile } from '../read-input';
import { runCli } from '../run';

let dir: string;

async function run(args: string[]) {
  const io: CliIO & { out: string; err: string } = {
    out: '',
    err: '',
    cwd: dir,
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    readInput: (path: string) => readInputFile(path, dir),
  };
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

const v1 = {
  name: 'get_weather',
  version: '1.0.0',
  description: 'Current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, units: { type: 'string', enum: ['c', 'f', 'k'] } },
    required: ['city'],
  },
};
const v2 = {
  ...v1,
  version: '1.1.0',
  inputSchema: {
    ...v1.inputSchema,
    properties: { ...v1.inputSchema.properties, units: { type: 'string', enum: ['c', 'f'] } },
  },
};
const v3 = {
  ...v1,
  version: '1.1.0',
  title: 'Weather',
  inputSchema: {
    ...v1.inputSchema,
    properties: { ...v1.inputSchema.properties, days: { type: 'integer' } },
  },
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-diff-'));
  writeFileSync(join(dir, 'v1.json'), JSON.stringify(v1, null, 2) + '\n');
  writeFileSync(join(dir, 'v2.json'), JSON.stringify(v2, null, 2) + '\n');
  writeFileSync(join(dir, 'v3.json'), JSON.stringify(v3, null, 2) + '\n');
  writeFileSync(join(dir, 'broken.json'), '{"name": ');
  writeFileSync(join(dir, 'not-a-tool.json'), '{"hello": 1}');
  writeFileSync(join(dir, 'evil.json'), JSON.stringify({ ...v1, name: 'get\u001b[31mweather' }));
});

describe('tool-schema diff', () => {
  it('exits 1 on a breaking change and places it by file:line:col on both sides', async () => {
    const { code, out } = await run(['diff', 'v1.json', 'v2.json']);
    expect(code).toBe(1);
    expect(out).toContain('1 breaking, 0 to review, 0 non-breaking. Suggested version bump: major');
    expect(out).toContain(
      '  BREAKING input  enum-value-removed: "units": the value "k" is no longer allowed.',
    );
    // v1.json line 16 is `          "k"` (the third enum value, column 11); v2.json line 13 is `        "enum": [` (the [ at column 17).
    expect(out).toContain('at v1.json:16:11  v2.json:13:17');
    expect(out).toContain(
      'witness {"city":"a","units":"k"}: v1.json accepts it, v2.json refuses it',
    );
    expect(out).toContain(
      'version 1.0.0 → 1.1.0: 1.0.0 → 1.1.0 is a minor bump, but the changes need a major bump (2.0.0).',
    );
  });

  it('exits 0 when nothing breaks', async () => {
    const { code, out } = await run(['diff', 'v1.json', 'v3.json']);
    expect(code).toBe(0);
    expect(out).toContain('0 breaking, 0 to review, 2 non-breaking. Suggested version bump: minor');
  });

  it('writes JSON and markdown', async () => {
    const json = await run(['diff', 'v1.json', 'v2.json', '--format', 'json']);
    const parsed = JSON.parse(json.out) as {
      bump: string;
      changes: { kind: string; witness: { value: unknown } }[];
    };
    expect(parsed.bump).toBe('major');
    expect(parsed.changes[0]).toMatchObject({
      kind: 'enum-value-removed',
      witness: { value: { city: 'a', units: 'k' } },
      oldLocation: 'v1.json:16:11',
      newLocation: 'v2.json:13:17',
    });
    const markdown = await run(['diff', 'v1.json', 'v2.json', '--format', 'markdown']);
    expect(markdown.code).toBe(1);
    expect(markdown.out).toContain(
      '| 🔴 breaking | get\\_weather | input | enum value removed: "units": the value "k" is no longer allowed. | /inputSchema/properties/units/enum |',
    );
  });

  it('escapes control characters in names', async () => {
    const { out } = await run(['diff', 'v1.json', 'evil.json']);
    expect(out.includes('\u001b')).toBe(false);
    expect(out).toContain('get\\u{001b}[31mweather');
  });

  it('exits 2 for unreadable input or bad usage', async () => {
    expect((await run(['diff', 'v1.json', 'broken.json'])).code).toBe(2);
    expect((await run(['diff', 'v1.json', 'broken.json'])).err).toMatch(
      /^tool-schema: broken\.json:1:\d+: /,
    );
    expect((await run(['diff', 'v1.json', 'not-a-tool.json'])).err).toContain(
      'not-a-tool.json holds no tool definition',
    );
    expect((await run(['diff', 'v1.json', 'missing.json'])).err).toContain(
      'missing.json: no such file.',
    );
    expect((await run(['diff', 'v1.json'])).code).toBe(2);
    expect((await run(['diff', 'v1.json', 'v2.json', '--format', 'html'])).code).toBe(2);
  });
});
