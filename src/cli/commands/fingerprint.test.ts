import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../core';
import { runCliIn } from '../run-in-folder';

let dir: string;

const run = (args: string[]) => runCliIn(dir, args);

// The canonical JSON of this tool, written out by hand: keys sorted, no whitespace.
const canonical =
  '{"description":"Get weather","inputSchema":{"type":"object"},"name":"get_weather"}';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-fingerprint-'));
  writeFileSync(
    join(dir, 'tool.json'),
    '{\n  "name": "get_weather",\n  "inputSchema": { "type": "object" },\n  "description": "Get weather"\n}\n',
  );
  writeFileSync(
    join(dir, 'list.json'),
    JSON.stringify({
      tools: [
        JSON.parse(canonical),
        { name: 'b', description: 'Bee', inputSchema: { type: 'object' } },
      ],
    }),
  );
  writeFileSync(join(dir, 'broken.json'), '{"name": ');
  writeFileSync(
    join(dir, 'escape.json'),
    JSON.stringify({ name: 'a\u001b[2Jb', inputSchema: { type: 'object' } }),
  );
});

describe('tool-schema fingerprint', () => {
  it('prints the SHA-256 of the canonical JSON, the same for any layout', async () => {
    const expected = `sha256:${sha256Hex(canonical)}`;
    const { code, out } = await run(['fingerprint', 'tool.json', 'list.json']);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      `${expected}  get_weather  tool.json`,
      `${expected}  get_weather  list.json#/tools/0`,
      expect.stringMatching(/^sha256:[0-9a-f]{64} {2}b {2}list\.json#\/tools\/1$/),
      '',
    ]);
  });

  it('refuses a file that does not parse, with a message and exit 2', async () => {
    const { code, err } = await run(['fingerprint', 'broken.json']);
    expect(code).toBe(2);
    expect(err).toContain('broken.json: The JSON has a syntax error; nothing to fingerprint');
  });

  it("is part of validate's JSON output", async () => {
    const { out } = await run(['validate', '--format', 'json', 'tool.json']);
    expect(JSON.parse(out).files[0].tools).toEqual([
      { pointer: '', name: 'get_weather', fingerprint: `sha256:${sha256Hex(canonical)}` },
    ]);
  });
});

describe('tool-schema quality', () => {
  it('scores each tool, says it is our own estimate, and names the next step', async () => {
    const { code, out } = await run(['quality', 'tool.json']);
    expect(code).toBe(0);
    expect(out).toContain("not a registry's score");
    expect(out).toMatch(/tool\.json get_weather \d+\/24/);
    expect(out).toContain('next: ');
    expect(out).toMatch(/rubric: purpose [1-5]\/5, usageGuideline [1-5]\/5/);
  });

  it('averages a toolset in JSON', async () => {
    const { out } = await run(['quality', '--format', 'json', 'list.json']);
    const parsed = JSON.parse(out);
    expect(parsed.files[0].tools).toHaveLength(2);
    for (const tool of parsed.files[0].tools) {
      expect(Object.keys(tool.rubric)).toEqual([
        'purpose',
        'usageGuideline',
        'limitation',
        'parameterExplanation',
        'examplesBalance',
        'lengthCompleteness',
      ]);
      for (const score of Object.values(tool.rubric)) expect([1, 2, 3, 4, 5]).toContain(score);
    }
    // "Get weather": one fragment, no guidance; no parameters, so nothing left unexplained.
    expect(parsed.files[0].tools[0].rubric).toMatchObject({
      usageGuideline: 1,
      limitation: 1,
      parameterExplanation: 5,
      lengthCompleteness: 1,
    });
    expect(parsed.toolset.averages.map((a: { dimension: string }) => a.dimension)).toEqual([
      'purpose',
      'usage',
      'behaviour',
      'parameters',
      'conciseness',
      'completeness',
    ]);
  });

  it('shows control characters in a tool name escaped, in both text commands', async () => {
    for (const command of ['fingerprint', 'quality']) {
      const { out } = await run([command, 'escape.json']);
      expect(out).not.toContain('\u001b');
      expect(out).toContain('a\\u001b[2Jb');
    }
  });
});
