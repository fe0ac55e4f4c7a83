import { describe, expect, it } from 'vitest';
import { fakeIO } from '../fake-io';
import { runCli } from '../run';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

const headerTool = pretty({
  name: 'get_weather',
  description: 'Get the current weather for a region.',
  inputSchema: {
    type: 'object',
    properties: { region: { type: 'number', 'x-mcp-header': 'Region' } },
    required: ['region'],
  },
});

async function run(args: string[], files: Record<string, string>) {
  const io = fakeIO(files);
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

describe('validate --mcp-version', () => {
  it('reports a bad x-mcp-header under 2026-07-28 at its line with the dropped verdict, exit 1', async () => {
    const { code, out } = await run(['validate', 'w.json', '--mcp-version', '2026-07-28'], {
      'w.json': headerTool,
    });
    expect(code).toBe(1);
    // "x-mcp-header" is on line 9 of the pretty-printed file.
    expect(out).toMatch(
      /w\.json:9:\d+ error mcp-header-invalid .*drops the whole tool from tools\/list, silently/,
    );
  });

  it('gives no such error under 2025-11-25 (exit 0)', async () => {
    const { code, out } = await run(['validate', 'w.json', '--mcp-version', '2025-11-25'], {
      'w.json': headerTool,
    });
    expect(out).not.toMatch(/mcp-header-invalid/);
    expect(code).toBe(0);
  });

  it('refuses an unknown revision as bad usage', async () => {
    const { code, err } = await run(['validate', 'w.json', '--mcp-version', '2024-11-05'], {
      'w.json': headerTool,
    });
    expect(code).toBe(2);
    expect(err).toMatch(/--mcp-version is one of 2025-06-18, 2025-11-25, 2026-07-28/);
  });
});

describe('validate on elicitation requests', () => {
  const request = pretty({
    jsonrpc: '2.0',
    id: 3,
    method: 'elicitation/create',
    params: {
      message: 'Sign in',
      requestedSchema: {
        type: 'object',
        properties: {
          address: { type: 'object', properties: { city: { type: 'string' } } },
          size: { type: 'string', enum: ['s', 'l'], enumNames: ['Small', 'Large'] },
          password: { type: 'string' },
        },
      },
    },
  });

  it('exits 1 with a located error for a nested object, and warns on enumNames and a password', async () => {
    const { code, out } = await run(['validate', 'e.json', '--format', 'json'], {
      'e.json': request,
    });
    expect(code).toBe(1);
    const found = JSON.parse(out).files[0].diagnostics as {
      code: string;
      severity: string;
      line: number;
      pointer: string;
    }[];
    expect(found.find((d) => d.code === 'elicitation-schema-not-flat')).toMatchObject({
      severity: 'error',
      pointer: '/params/requestedSchema/properties/address',
      line: 10,
    });
    expect(found.find((d) => d.code === 'elicitation-enum-names')?.severity).toBe('warning');
    expect(found.find((d) => d.code === 'elicitation-secret')?.severity).toBe('warning');
  });

  it('reads a bare schema as a requestedSchema with --kind elicitation only', async () => {
    const bare = pretty({ type: 'object', properties: { age: { type: 'array' } } });
    const plain = await run(['validate', 'b.json'], { 'b.json': bare });
    expect(plain.out).toMatch(/document-kind-unknown/);
    const forced = await run(['validate', 'b.json', '--kind', 'elicitation'], { 'b.json': bare });
    expect(forced.code).toBe(1);
    expect(forced.out).toMatch(/elicitation-schema-not-flat/);
    expect(forced.out).not.toMatch(/document-kind-unknown/);
  });
});

describe('export --mcp-version', () => {
  it('writes the chosen revision (execution dropped for 2025-06-18), as --mcp-revision did', async () => {
    const tool = pretty({
      name: 'slow_job',
      description: 'Starts a slow job.',
      inputSchema: { type: 'object', properties: {} },
      execution: { taskSupport: 'optional' },
    });
    const viaVersion = await run(
      ['export', 't.json', '--to', 'mcp', '--mcp-version', '2025-06-18'],
      { 't.json': tool },
    );
    const viaRevision = await run(
      ['export', 't.json', '--to', 'mcp', '--mcp-revision', '2025-06-18'],
      { 't.json': tool },
    );
    expect(viaVersion.code).toBe(0);
    expect(JSON.parse(viaVersion.out).execution).toBeUndefined();
    expect(viaVersion.out).toBe(viaRevision.out);
  });
});

describe('test: output cases', () => {
  const tool = pretty({
    name: 'list_cities',
    description: 'Lists city names.',
    inputSchema: { type: 'object', properties: {} },
    outputSchema: { type: 'array', items: { type: 'string' } },
  });
  const cases = pretty([
    {
      name: 'with a text copy',
      output: { structuredContent: ['Oslo'], content: [{ type: 'text', text: '["Oslo"]' }] },
      expect: 'valid',
    },
    {
      name: 'without a text copy',
      output: { structuredContent: ['Oslo'] },
      expect: 'invalid',
      pointer: '/content',
    },
    {
      name: 'a number in the list',
      output: { structuredContent: [1], content: [{ type: 'text', text: '[1]' }] },
      expect: 'invalid',
      pointer: '/structuredContent/0',
    },
    { name: 'an input case still runs', input: {}, expect: 'valid' },
  ]);

  it('runs output cases with the revision, each with its verdict', async () => {
    const { code, out } = await run(['test', 't.json', '--cases', 'c.json', '--format', 'json'], {
      't.json': tool,
      'c.json': cases,
    });
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.passed).toBe(4);
    expect(report.outputs[0].cases.map((c: { verdict: string }) => c.verdict)).toEqual([
      'valid',
      'invalid',
      'invalid',
    ]);
  });

  it('judges by the revision: under 2025-11-25 a list is not a structuredContent', async () => {
    const { code, out } = await run(
      ['test', 't.json', '--cases', 'c.json', '--mcp-version', '2025-11-25'],
      { 't.json': tool, 'c.json': cases },
    );
    expect(code).toBe(1);
    expect(out).toMatch(
      /FAIL list_cities › output › with a text copy: expected valid: \/structuredContent: MCP 2025-11-25 requires structuredContent to be an object/,
    );
  });
});
