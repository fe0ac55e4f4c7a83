import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeIO } from './fake-io';
import { runCli } from './run';

describe('tool-schema --version', () => {
  it("prints package.json's version", async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    for (const flag of ['--version', '-v']) {
      const io = fakeIO({});
      expect(await runCli([flag], io)).toBe(0);
      expect(io.out).toBe(`${version}\n`);
    }
  });
});
