import { describe, expect, it } from 'vitest';
import { diffTools } from './diff-tools';
import { checkVersions } from './semver';

const tool = (version: string | undefined, extra: Record<string, unknown> = {}) => ({
  name: 't',
  description: 'd',
  ...(version ? { version } : {}),
  inputSchema: { type: 'object', properties: { a: { type: 'string', enum: ['x', 'y'] } } },
  ...extra,
});
const withEnum = (values: string[]) => ({
  inputSchema: { type: 'object', properties: { a: { type: 'string', enum: values } } },
});

describe('semver suggestion', () => {
  it('major for a breaking change, minor for an addition, patch for the rest, none without changes', () => {
    expect(diffTools(tool(undefined), tool(undefined, withEnum(['x']))).bump).toBe('major');
    expect(diffTools(tool(undefined), tool(undefined, withEnum(['x', 'y', 'z']))).bump).toBe(
      'minor',
    );
    expect(diffTools(tool(undefined), tool(undefined, { title: 'T' })).bump).toBe('patch');
    expect(diffTools(tool(undefined), tool(undefined)).bump).toBe('none');
  });

  it('a hint that becomes less safe asks for at least a minor version', () => {
    expect(
      diffTools(tool(undefined, { annotations: { openWorldHint: false } }), tool(undefined)).bump,
    ).toBe('minor');
  });

  it("compares with the tools' version fields", () => {
    const tooSmall = diffTools(tool('1.2.3'), tool('1.3.0', withEnum(['x']))).tools[0]!.version!;
    expect(tooSmall).toMatchObject({ actual: 'minor' });
    expect(tooSmall.problem).toBe(
      '1.2.3 → 1.3.0 is a minor bump, but the changes need a major bump (2.0.0).',
    );
    expect(diffTools(tool('v1.2.3'), tool('v2.0.0', withEnum(['x']))).tools[0]!.version).toEqual({
      old: 'v1.2.3',
      new: 'v2.0.0',
      actual: 'major',
    });
  });

  it('below 1.0.0 a minor bump is enough for a breaking change (semver §4)', () => {
    expect(checkVersions('0.4.1', '0.5.0', 'major')!.problem).toBeUndefined();
    expect(checkVersions('0.4.1', '0.4.2', 'major')!.problem).toContain(
      'need a minor bump (0.5.0)',
    );
  });

  it('reports unchanged, lowered and unreadable versions', () => {
    expect(checkVersions('1.0.0', '1.0.0', 'patch')!.problem).toBe(
      '1.0.0 → 1.0.0 is no version change, but the changes need a patch bump (1.0.1).',
    );
    expect(checkVersions('2.0.0', '1.9.0', 'patch')!.problem).toBe(
      'The version went down (2.0.0 → 1.9.0).',
    );
    expect(checkVersions('1.0', '1.1', 'patch')!.actual).toBe('unreadable');
    expect(checkVersions(undefined, '1.0.0', 'patch')).toBeUndefined();
  });
});
