import { describe, expect, it } from 'vitest';
import { toolFingerprint } from '../fingerprint';
import { MAX_TOOLS_LIST_PAGES } from './client-limits';
import { storedProvenance } from './__fixtures__/provenance';
import {
  admitServedTools,
  driftMessages,
  listAllTools,
  refusedToolsMessage,
  serverDrift,
  serverSinceImport,
} from './server-tools';
import {
  MAX_PROVENANCE_FIELD_CHARS,
  newProvenance,
  provenanceRevision,
  readProvenance,
} from './provenance';

const tool = (name: string, description = 'd') => ({
  name,
  description,
  inputSchema: { type: 'object' },
});

describe('listAllTools', () => {
  it('follows nextCursor to the last page', async () => {
    const pages: Record<string, { tools: unknown[]; nextCursor?: string }> = {
      start: { tools: [tool('a'), tool('b')], nextCursor: 'p2' },
      p2: { tools: [tool('c')], nextCursor: 'p3' },
      p3: { tools: [tool('d')] },
    };
    const seen: (string | undefined)[] = [];
    const listed = await listAllTools(async (cursor) => {
      seen.push(cursor);
      return pages[cursor ?? 'start']!;
    });
    expect(seen).toEqual([undefined, 'p2', 'p3']);
    expect(listed).toEqual({ tools: [tool('a'), tool('b'), tool('c'), tool('d')], pages: 3 });
  });
  it('stops at the limit and says so', async () => {
    const listed = await listAllTools(
      async () => ({ tools: [tool('a'), tool('b'), tool('c')] }),
      2,
    );
    expect(listed.tools).toHaveLength(2);
    expect(listed.stoppedEarly).toMatch(/more than 2 tools.*MAX_SERVER_TOOLS/);
  });
  it('stops when a cursor repeats, and after MAX_TOOLS_LIST_PAGES pages', async () => {
    const loop = await listAllTools(async () => ({ tools: [tool('x')], nextCursor: 'same' }));
    expect(loop.pages).toBe(2);
    expect(loop.stoppedEarly).toMatch(/cursor "same" twice/);
    let n = 0;
    const endless = await listAllTools(async () => ({ tools: [], nextCursor: String(++n) }));
    expect(endless.pages).toBe(MAX_TOOLS_LIST_PAGES);
    expect(endless.stoppedEarly).toMatch(/MAX_TOOLS_LIST_PAGES/);
  });
});

describe('serverDrift', () => {
  it('says which imported tools the server changed or dropped, and which it added', () => {
    const imported = [tool('read_file'), tool('delete_file'), tool('gone')].map((t) => ({
      name: t.name,
      fingerprint: toolFingerprint(t),
    }));
    const drift = serverDrift(imported, [
      tool('read_file'),
      tool('delete_file', 'now deletes everything'),
      tool('new_one'),
    ]);
    expect(drift.entries.map((e) => [e.name, e.status])).toEqual([
      ['read_file', 'unchanged'],
      ['delete_file', 'changed'],
      ['gone', 'gone'],
    ]);
    expect(drift.added).toEqual(['new_one']);
    expect(driftMessages(drift)).toEqual([
      'The server changed `delete_file` since you imported it.',
      'The server no longer lists `gone`.',
      'The server now also lists: `new_one`.',
    ]);
  });
  it('says nothing when the server serves what was imported, in any key order', () => {
    const t = tool('a');
    const drift = serverDrift(
      [{ name: 'a', fingerprint: toolFingerprint(t) }],
      [{ inputSchema: { type: 'object' }, description: 'd', name: 'a' }],
    );
    expect(driftMessages(drift)).toEqual([]);
  });
});

describe('serverSinceImport', () => {
  const imported = tool('get-sum', 'Adds two numbers.');
  const provenance = { name: 'get-sum', fingerprint: toolFingerprint(imported) };
  const changed = tool('get-sum', 'Adds two numbers, or three.');

  it('answers no when the server serves what was imported, in any key order', () => {
    const reordered = {
      inputSchema: { type: 'object' },
      description: 'Adds two numbers.',
      name: 'get-sum',
    };
    expect(serverSinceImport(provenance, reordered, imported)).toEqual({
      status: 'unchanged',
      textIsImport: true,
      sentence: 'No: the server serves `get-sum` as it was when you imported it.',
    });
  });

  it('answers yes when the server changed it, and says whether the copy is still the import', () => {
    const unedited = serverSinceImport(provenance, changed, imported);
    expect(unedited.status).toBe('changed');
    expect(unedited.textIsImport).toBe(true);
    expect(unedited.sentence).toContain("the changes below are the server's");
    const edited = serverSinceImport(provenance, changed, { ...imported, title: 'Sum' });
    expect(edited.textIsImport).toBe(false);
    expect(edited.sentence).toContain('You edited your copy too');
    // A copy that does not parse is not the import either.
    expect(serverSinceImport(provenance, changed, undefined).textIsImport).toBe(false);
  });

  it('answers yes when the server no longer lists it', () => {
    expect(serverSinceImport(provenance, undefined, imported)).toMatchObject({
      status: 'gone',
      sentence: 'Yes: the server no longer lists `get-sum`.',
    });
  });
});

describe('readProvenance', () => {
  const stored = storedProvenance;

  it('reads back what an import stored', () => {
    expect(readProvenance(stored)).toEqual(stored);
    const { serverVersion: _omitted, ...withoutVersion } = stored;
    expect(readProvenance(withoutVersion)).toEqual(withoutVersion);
  });

  it('keeps the protocol version the server negotiated, and reads provenance stored without it', () => {
    const negotiated = { ...stored, protocolVersion: '2025-11-25' };
    expect(readProvenance(negotiated)).toEqual(negotiated);
    expect(readProvenance(stored)?.protocolVersion).toBeUndefined();
  });

  it("judges an imported tool by its server's revision; one stored without it follows the workspace", () => {
    expect(provenanceRevision({ ...stored, protocolVersion: '2025-11-25' })).toBe('2025-11-25');
    // A server newer than the studio knows gets the newest revision not newer than its own.
    expect(provenanceRevision({ ...stored, protocolVersion: '2026-01-01' })).toBe('2025-11-25');
    expect(provenanceRevision(stored)).toBeUndefined();
    expect(provenanceRevision(undefined)).toBeUndefined();
  });

  it('cuts a stored URL to origin and path, so no credentials or query survive a reload', () => {
    expect(
      readProvenance({ ...stored, url: 'http://user:secret@127.0.0.1:3001/mcp?token=abc#x' })?.url,
    ).toBe('http://127.0.0.1:3001/mcp');
  });

  it('refuses what an import never wrote', () => {
    for (const bad of [
      null,
      [],
      'echo',
      { ...stored, name: 7 },
      { ...stored, importedAt: 'yesterday' },
      { ...stored, importedAt: Number.NaN },
      { ...stored, serverVersion: 2 },
      { ...stored, protocolVersion: 20251125 },
      { ...stored, fingerprint: undefined },
      { ...stored, serverName: 'x'.repeat(2_001) },
    ])
      expect(readProvenance(bad)).toBeUndefined();
  });
});

describe('newProvenance', () => {
  const longName = `\u202erevres${'n'.repeat(5 * 1024 * 1024)}`;

  it('cuts a 5 MB server name and a long version on write, so a reload reads them back, fingerprint whole', () => {
    const { provenance, cut } = newProvenance({
      ...storedProvenance,
      serverName: longName,
      serverVersion: `1.0.0-${'v'.repeat(3_000)}`,
    });
    expect(cut).toEqual(['serverName', 'serverVersion']);
    expect(provenance.serverName).toHaveLength(MAX_PROVENANCE_FIELD_CHARS);
    expect(provenance.serverName.startsWith('\u202erevresnnn')).toBe(true);
    expect(provenance.serverName.endsWith('n…')).toBe(true);
    expect(provenance.fingerprint).toBe(storedProvenance.fingerprint);
    expect(readProvenance(JSON.parse(JSON.stringify(provenance)))).toEqual(provenance);
  });

  it('keeps a provenance within the limits as it is', () => {
    expect(newProvenance(storedProvenance)).toEqual({ provenance: storedProvenance, cut: [] });
  });

  it('still sees a change of a tool whose long name was cut on write', () => {
    const name = `t${'x'.repeat(3_000)}`;
    const was = { name, description: 'old', inputSchema: { type: 'object' } };
    const now = { ...was, description: 'new' };
    const { provenance } = newProvenance({
      ...storedProvenance,
      name,
      fingerprint: toolFingerprint(was),
    });
    expect(driftMessages(serverDrift([provenance], [now]))).toEqual([
      `The server changed \`${provenance.name}\` since you imported it.`,
    ]);
    expect(serverDrift([provenance], [was]).entries[0]?.status).toBe('unchanged');
  });
});

describe('admitServedTools', () => {
  /** An inputSchema nested `levels` deep, built without recursion. */
  function deepSchema(levels: number): unknown {
    let schema: unknown = { type: 'string' };
    for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { x: schema } };
    return schema;
  }

  it('takes malformed tools as served and names a 10 000-level-deep one with where it goes deep', () => {
    const served = [
      { name: 'good', inputSchema: { type: 'object' } },
      { name: 'no_input_schema' },
      { description: 'no name', inputSchema: { type: 'object' } },
      { name: 'empty_input_schema', inputSchema: {} },
      { name: 'deep_schema', inputSchema: deepSchema(10_000) },
      { name: 'last', inputSchema: { type: 'object' } },
    ];
    const { tools, refused } = admitServedTools(served);
    expect(tools.map((t) => (t as { name?: string }).name)).toEqual([
      'good',
      'no_input_schema',
      undefined,
      'empty_input_schema',
      'last',
    ]);
    expect(refused).toEqual([
      {
        position: 5,
        name: 'deep_schema',
        pointer: '/inputSchema',
        reason: 'nests deeper than 256 levels (MAX_NESTING_DEPTH)',
      },
    ]);
    expect(refusedToolsMessage(refused)).toBe(
      'Not imported: “deep_schema” (tool 5 of the list): /inputSchema nests deeper than 256 levels (MAX_NESTING_DEPTH).',
    );
  });

  it('takes a tool just within the depth limit', () => {
    expect(admitServedTools([{ name: 'ok', inputSchema: deepSchema(120) }]).refused).toEqual([]);
  });
});
