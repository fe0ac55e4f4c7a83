import { describe, expect, it } from 'vitest';
import { fakeIO } from '../fake-io';
import { runCli } from '../run';

const readOnly = {
  name: 'list_files',
  description: 'List the files of a folder.',
  annotations: { readOnlyHint: true },
  inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
};
// The same tool, no longer read-only: nothing breaks a caller, but clients that ran it without
// asking must now ask.
const writable = { ...readOnly, annotations: { readOnlyHint: false } };
const narrowed = {
  ...readOnly,
  inputSchema: { ...readOnly.inputSchema, required: ['path'] },
};

async function diff(old: object, next: object, ...flags: string[]) {
  const io = fakeIO({ 'old.json': JSON.stringify(old), 'new.json': JSON.stringify(next) });
  const code = await runCli(['diff', 'old.json', 'new.json', ...flags], io);
  return { code, out: io.out, err: io.err };
}

describe('tool-schema diff --fail-on', () => {
  it('passes a cleared read-only hint by default and fails it with --fail-on review', async () => {
    const plain = await diff(readOnly, writable);
    expect(plain.out).toMatch(/read-only-hint-cleared/);
    expect(plain.code).toBe(0);
    expect((await diff(readOnly, writable, '--fail-on', 'breaking')).code).toBe(0);
    expect((await diff(readOnly, writable, '--fail-on', 'review')).code).toBe(1);
  });

  it('fails a breaking change either way, and passes an unchanged tool with review', async () => {
    expect((await diff(readOnly, narrowed)).code).toBe(1);
    expect((await diff(readOnly, narrowed, '--fail-on', 'review')).code).toBe(1);
    expect((await diff(readOnly, readOnly, '--fail-on', 'review')).code).toBe(0);
  });

  it('refuses another value with the usage', async () => {
    const bad = await diff(readOnly, writable, '--fail-on', 'warnings');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--fail-on must be "breaking" or "review", not "warnings"/);
  });
});
