/**
 * The hostile corpus through the `tool-schema` command (tests/fixtures/hostile/cli-manifest.json):
 * each case's exit code and output, and for every file of the sweep, `test`, `cost`, `validate`
 * and `diff` as text and as JSON. Every run must end 0, 1 or 2, write no raw control character
 * and no internal error. Time bounds are generous (a hang fails, a slow machine does not); the
 * timings themselves are bench figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../core/hostile/generate';
import { readInputFile } from './read-input';
import { runCliIn } from './run-in-folder';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CORPUS = path.join(ROOT, 'tests/fixtures/hostile');

interface CliCase {
  id: string;
  issue: string;
  args: string[];
  exit: number;
  json?: boolean;
  stdout?: string[];
  stderr?: string[];
  absent?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(CORPUS, 'cli-manifest.json'), 'utf8')) as {
  cases: CliCase[];
  sweep: string[];
};

/** A hang shows up as minutes; the slowest case takes seconds on a loaded 2-core machine. */
const HANG_MS = 60_000;
const TEST_TIMEOUT = 180_000;

/** What a terminal would act on: C0 controls but line feed and tab, DEL, C1, bidi overrides. */
const RAW_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const generated = new Map<string, string>();
function generatedText(id: string): string {
  let text = generated.get(id);
  if (text === undefined) {
    const build = GENERATORS[id];
    if (!build) throw new Error(`No generator "${id}"`);
    generated.set(id, (text = build()));
  }
  return text;
}

async function run(
  args: string[],
): Promise<{ code: number; out: string; err: string; ms: number }> {
  const start = performance.now();
  const result = await runCliIn(CORPUS, args, async (file) =>
    file.startsWith('generate:')
      ? generatedText(file.slice('generate:'.length))
      : readInputFile(file, CORPUS),
  );
  return { ...result, ms: performance.now() - start };
}

function expectSafe(result: { code: number; out: string; err: string; ms: number }, label: string) {
  expect([0, 1, 2], label).toContain(result.code);
  expect(result.err, label).not.toMatch(/internal error|\n\s+at /);
  expect(result.out, label).not.toMatch(RAW_CONTROL);
  expect(result.err, label).not.toMatch(RAW_CONTROL);
  expect(result.ms, label).toBeLessThan(HANG_MS);
}

describe('hostile corpus through the CLI: each case gets its exit code and output', () => {
  for (const c of manifest.cases) {
    it(
      `${c.id} (issue ${c.issue})`,
      async () => {
        const result = await run(c.args);
        expectSafe(result, c.id);
        expect({ code: result.code, err: result.err }).toMatchObject({ code: c.exit });
        for (const fragment of c.stdout ?? []) expect(result.out).toContain(fragment);
        for (const fragment of c.stderr ?? []) expect(result.err).toContain(fragment);
        for (const fragment of c.absent ?? []) {
          expect(result.out).not.toContain(fragment);
          expect(result.err).not.toContain(fragment);
        }
        if (c.json) expect(() => JSON.parse(result.out)).not.toThrow();
      },
      TEST_TIMEOUT,
    );
  }
});

describe('hostile corpus through the CLI: test, cost, validate, hosts and diff answer every sweep file', () => {
  for (const file of manifest.sweep) {
    it(
      file,
      async () => {
        for (const args of [
          ['test', file],
          ['cost', file],
          ['validate', file],
          ['hosts', file],
          ['diff', file, file],
        ])
          for (const json of [false, true]) {
            const full = json ? [...args, '--format', 'json'] : args;
            const result = await run(full);
            expectSafe(result, full.join(' '));
            if (json) expect(() => JSON.parse(result.out), full.join(' ')).not.toThrow();
          }
      },
      TEST_TIMEOUT,
    );
  }
});
