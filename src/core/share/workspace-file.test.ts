import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../limits';
import type { WorkspaceSnapshot } from './snapshot';
import {
  looksLikeWorkspaceFile,
  parseWorkspaceFile,
  serializeWorkspaceFile,
  workspaceFileName,
} from './workspace-file';

const snapshot: WorkspaceSnapshot = {
  tools: [
    {
      name: 'search_code',
      text: '{\n  "name": "search_code"\n}',
      samples: [{ name: 'first', input: '{"query":"fn"}' }],
    },
    { name: '__proto__', text: '{"name":"x"}', samples: [] },
  ],
  activeIndex: 0,
};

describe('workspace file', () => {
  it('writes a self-describing, pretty file and reads it back', () => {
    const text = serializeWorkspaceFile(snapshot);
    expect(text.endsWith('}\n')).toBe(true);
    const value: unknown = JSON.parse(text);
    expect(value).toMatchObject({ format: 'tool-schema-studio/workspace', version: 1 });
    expect(looksLikeWorkspaceFile(value)).toBe(true);
    expect(parseWorkspaceFile(text)).toEqual({ ok: true, snapshot });
  });

  it('carries test cases (a sample’s expected verdict) and refuses a malformed one', () => {
    const withCases: WorkspaceSnapshot = {
      tools: [
        {
          name: 'search',
          text: '{"name":"search"}',
          samples: [
            { name: 'ok', input: '{"q":"x"}', expect: { verdict: 'valid' } },
            {
              name: 'too big',
              input: '{"limit":500}',
              expect: { verdict: 'invalid', pointer: '/limit' },
            },
          ],
        },
      ],
    };
    expect(parseWorkspaceFile(serializeWorkspaceFile(withCases))).toEqual({
      ok: true,
      snapshot: withCases,
    });
    const bad = parseWorkspaceFile(
      '{"format":"tool-schema-studio/workspace","version":1,"tools":[{"name":"a","text":"{}","samples":[{"name":"s","input":"{}","expect":{"verdict":"maybe"}}]}]}',
    );
    expect(bad).toMatchObject({ ok: false, problems: [{ pointer: '/tools/0/samples/0/expect' }] });
  });

  it('accepts a file saved with a byte-order mark', () => {
    expect(parseWorkspaceFile(`\uFEFF${serializeWorkspaceFile(snapshot)}`)).toEqual({
      ok: true,
      snapshot,
    });
  });

  it('explains why a file is refused', () => {
    const notJson = parseWorkspaceFile('{"format": ');
    expect(notJson).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    const aTool = parseWorkspaceFile('{"name":"get_weather","inputSchema":{"type":"object"}}');
    expect(aTool).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a workspace file.*Import/),
    });
    expect(looksLikeWorkspaceFile({ name: 'get_weather' })).toBe(false);
    const newer = parseWorkspaceFile(
      '{"format":"tool-schema-studio/workspace","version":2,"tools":[]}',
    );
    expect(newer).toMatchObject({ ok: false, message: expect.stringMatching(/version 2/) });
    const damaged = parseWorkspaceFile(
      '{"format":"tool-schema-studio/workspace","version":1,"tools":[{"text":null}]}',
    );
    expect(damaged).toMatchObject({ ok: false, problems: [{ pointer: '/tools/0/text' }] });
    if (!damaged.ok) expect(damaged.message).toContain('/tools/0/text');
  });

  it('refuses a file above the size limit without parsing it', () => {
    const result = parseWorkspaceFile(' '.repeat(MAX_FILE_BYTES + 1));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/up to 8\.0 MB/) });
  });

  it('names the download after the date', () => {
    expect(workspaceFileName(new Date('2026-11-22T10:00:00Z'))).toBe(
      'tool-schema-workspace-2026-11-22.json',
    );
  });
});
