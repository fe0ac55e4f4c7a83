import { describe, expect, it } from 'vitest';
import { CliUsageError, EXIT_FINDINGS, EXIT_OK } from '../io';
import { fakeIO } from '../fake-io';
import { exportCommand } from './export';
import { validateCommand } from './validate';

// Line 3 holds the name OpenAI and Anthropic refuse; line 8 the free-form map strict mode cannot keep.
const TOOL = `{
  "description": "Search the web.",
  "name": "Google Search",
  "inputSchema": {
    "type": "object",
    "properties": {
      "query": { "type": "string" },
      "filters": { "type": "object" }
    },
    "required": ["query"]
  }
}
`;
const GOOD = TOOL.replace('Google Search', 'google_search');

describe('tool-schema validate --target', () => {
  it("adds what each chosen provider would refuse, at the source line, in the provider's words, and exits 1", async () => {
    const io = fakeIO({ 'tool.json': TOOL });
    expect(await validateCommand(['tool.json', '--target', 'openai-chat,anthropic'], io)).toBe(
      EXIT_FINDINGS,
    );
    const lines = io.out.split('\n').filter((l) => l.includes('name-pattern'));
    expect(lines).toEqual([
      'tool.json:3:11 error openai-name-pattern [openai-chat] OpenAI function names must match ^[a-zA-Z0-9_-]{1,64}$; "Google Search" does not: it contains " ". Rename the tool to "Google_Search" or export with suggested names. OpenAI Chat Completions would reply: \'Google Search\' does not match \'^[a-zA-Z0-9_-]{1,64}$\' - \'functions.0.name\'',
      'tool.json:3:11 error anthropic-name-pattern [anthropic] Anthropic tool names must match ^[a-zA-Z0-9_-]{1,64}$; "Google Search" does not: it contains " ". Rename the tool to "Google_Search" or export with suggested names. Anthropic Messages would reply: tools.0.custom.name: String should match pattern \'^[a-zA-Z0-9_-]{1,128}$\'',
    ]);
  });

  it('exits 0 when every chosen target takes the tools; --strict checks strict mode and locates the free-form map', async () => {
    const io = fakeIO({ 'tool.json': GOOD });
    expect(await validateCommand(['tool.json', '--target', 'all'], io)).toBe(EXIT_OK);
    const strict = fakeIO({ 'tool.json': GOOD });
    expect(
      await validateCommand(
        ['tool.json', '--target', 'openai-chat', '--strict', '--format', 'json'],
        strict,
      ),
    ).toBe(EXIT_FINDINGS);
    const report = JSON.parse(strict.out) as {
      files: { diagnostics: { code: string; line: number; severity: string; message: string }[] }[];
    };
    const found = report.files[0]!.diagnostics.find(
      (d) => d.code === 'openai-strict-additional-properties',
    );
    expect(found).toMatchObject({ line: 8, severity: 'error' });
    expect(found!.message).toMatch(
      /would become unusable.*would reply: Invalid schema for function 'google_search': In context=\('properties', 'filters'\), 'additionalProperties' is required to be supplied and to be false\./,
    );
  });

  it('refuses unknown targets and --strict without --target', async () => {
    await expect(
      validateCommand(['tool.json', '--target', 'openai'], fakeIO({ 'tool.json': GOOD })),
    ).rejects.toThrow(CliUsageError);
    await expect(
      validateCommand(['tool.json', '--strict'], fakeIO({ 'tool.json': GOOD })),
    ).rejects.toThrow(CliUsageError);
  });
});

describe('tool-schema export marks narrowing', () => {
  it('prints [narrowing] for a free-form object closed on request, and --format json carries the flag', async () => {
    const io = fakeIO({ 'tool.json': GOOD });
    expect(
      await exportCommand(['tool.json', '--to', 'anthropic', '--strict', '--close-free-form'], io),
    ).toBe(EXIT_OK);
    expect(io.err).toMatch(
      /tool\.json:8:18: warning strict-free-form-closed "google_search" \/inputSchema\/properties\/filters: .* \[narrowing\]\n/,
    );
    const json = fakeIO({ 'tool.json': GOOD });
    await exportCommand(
      ['tool.json', '--to', 'anthropic', '--strict', '--close-free-form', '--format', 'json'],
      json,
    );
    const envelope = JSON.parse(json.out) as { changes: { code: string; narrowing: boolean }[] };
    expect(envelope.changes.find((c) => c.code === 'strict-free-form-closed')?.narrowing).toBe(
      true,
    );
    const refused = fakeIO({ 'tool.json': GOOD });
    expect(await exportCommand(['tool.json', '--to', 'anthropic', '--strict'], refused)).toBe(
      EXIT_FINDINGS,
    );
    expect(refused.err).toMatch(
      /strict-free-form-object \/inputSchema\/properties\/filters: This parameter is a free-form object/,
    );
  });
});
