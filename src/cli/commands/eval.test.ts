// @vitest-environment jsdom
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCliIn } from '../run-in-folder';

let dir: string;
const filesystem = join(
  import.meta.dirname,
  '../../core/__fixtures__/toolsets/filesystem.tools-list.json',
);

const run = (args: string[]) => runCliIn(dir, args);

/** Requests as a user of a filesystem server would type them, each with the tool meant. */
const PROMPTS = [
  ['Read the text of notes.md and tell me what it says', 'read_text_file'],
  ['Show me this image file: screenshots/login.png', 'read_media_file'],
  [
    'Read multiple files at once: package.json, tsconfig.json and vite.config.ts',
    'read_multiple_files',
  ],
  ['Create a new file todo.txt with the content "buy milk"', 'write_file'],
  ['In config.yaml, replace the line "debug: false" with "debug: true"', 'edit_file'],
  ['Make a new directory called reports/2026', 'create_directory'],
  ['Rename draft.md to final.md', 'move_file'],
  ['Find every file matching *.test.ts under src', 'search_files'],
  ['When was budget.xlsx last modified, and what size is it?', 'get_file_info'],
  ['Which directories am I allowed to access?', 'list_allowed_directories'],
  ['Give me a recursive tree of the project as JSON', 'directory_tree'],
] as const;

const twins = (second: string) => ({
  tools: [
    { name: 'get_user', description: 'Fetch a user record.', inputSchema: { type: 'object' } },
    { name: 'fetch_user', description: second, inputSchema: { type: 'object' } },
  ],
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-eval-'));
  writeFileSync(
    join(dir, 'cases.json'),
    JSON.stringify({ cases: PROMPTS.map(([prompt, tool]) => ({ prompt, tool })) }),
  );
  writeFileSync(
    join(dir, 'miss.json'),
    JSON.stringify({
      cases: [
        { prompt: 'Read the text of notes.md', tool: 'read_text_file' },
        { prompt: 'List the files in the directory docs', tool: 'move_file' },
      ],
    }),
  );
  writeFileSync(join(dir, 'same.json'), JSON.stringify(twins('Fetch a user record.')));
  writeFileSync(
    join(dir, 'distinct.json'),
    JSON.stringify(twins('Look up the account that owns an API token, by the token string.')),
  );
  writeFileSync(join(dir, 'bad-cases.json'), JSON.stringify({ cases: [{ prompt: 'x' }] }));
});

describe('tool-schema eval', () => {
  it('ranks the expected tool first for prompts written as a user would, on a real server', async () => {
    const { code, out, err } = await run([
      'eval',
      filesystem,
      '--cases',
      'cases.json',
      '--format',
      'json',
    ]);
    expect(err).toBe('');
    const report = JSON.parse(out);
    const misses = report.cases
      .filter((c: { ok: boolean }) => !c.ok)
      .map(
        (c: { prompt: string; ranked: { tool: string }[] }) => `${c.prompt} → ${c.ranked[0]!.tool}`,
      );
    expect(misses).toEqual([]);
    expect(report.cases).toHaveLength(PROMPTS.length);
    expect(report.cases[0]).toMatchObject({
      prompt: PROMPTS[0][0],
      tool: 'read_text_file',
      rank: 1,
      ok: true,
    });
    expect(report.cases[0].ranked).toHaveLength(14);
    expect(report.cases[0].ranked[0]).toEqual({
      tool: 'read_text_file',
      score: expect.any(Number),
    });
    expect(code).toBe(0);
  });

  it('exits 1 when a case’s tool is not ranked first, and says where it came', async () => {
    const { code, out } = await run(['eval', filesystem, '--cases', 'miss.json']);
    expect(code).toBe(1);
    expect(out).toMatch(/^ok {3}read_text_file ranked 1st: Read the text of notes\.md$/m);
    expect(out).toMatch(
      /^FAIL move_file ranked \d+(st|nd|rd|th).*: List the files in the directory docs$/m,
    );
    expect(out).toContain('lexical proxy');
  });

  it('names a pair with the same one-line description as confusable, and not once they differ', async () => {
    const same = JSON.parse((await run(['eval', 'same.json', '--format', 'json'])).out);
    expect(same.cases).toEqual([]);
    expect(same.confusable).toEqual([
      {
        tools: ['get_user', 'fetch_user'],
        similarity: 1,
        why: 'the same description',
        separating: [[], []],
      },
    ]);
    const distinct = await run(['eval', 'distinct.json', '--format', 'json']);
    expect(distinct.code).toBe(0);
    expect(JSON.parse(distinct.out).confusable).toEqual([]);
    const text = await run(['eval', 'same.json']);
    expect(text.out).toContain('confusable: get_user / fetch_user (1): the same description');
    expect(text.out).toContain('separating words: none / none');
  });

  it('writes JUnit XML that an XML parser reads: one test case per prompt, a failure for a miss', async () => {
    const { code, out } = await run([
      'eval',
      filesystem,
      '--cases',
      'miss.json',
      '--format',
      'junit',
    ]);
    expect(code).toBe(1);
    const xml = new DOMParser().parseFromString(out, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = xml.documentElement;
    expect(suites.tagName).toBe('testsuites');
    expect(suites.getAttribute('tests')).toBe('2');
    expect(suites.getAttribute('failures')).toBe('1');
    const cases = [...xml.getElementsByTagName('testcase')];
    expect(cases.map((c) => c.getAttribute('classname'))).toEqual(['read_text_file', 'move_file']);
    expect(cases[0]!.getElementsByTagName('failure')).toHaveLength(0);
    const failure = cases[1]!.getElementsByTagName('failure')[0]!;
    expect(failure.getAttribute('type')).toBe('not ranked first');
    expect(failure.getAttribute('message')).toMatch(/^move_file ranked \d+/);
  });

  it('exits 2 with a clear message for an unreadable cases file or no TOOLS', async () => {
    const bad = await run(['eval', filesystem, '--cases', 'bad-cases.json']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      'bad-cases.json: cases[0] needs a "prompt" and a "tool", both strings.',
    );
    expect((await run(['eval'])).code).toBe(2);
    expect((await run(['eval', 'missing.json'])).code).toBe(2);
    expect((await run(['eval', filesystem, '--format', 'xml'])).code).toBe(2);
  });
});
