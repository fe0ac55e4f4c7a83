import { describe, expect, it } from 'vitest';
import { hostBadgeProps, hostOfValue } from './row-hosts';

describe('the Preflight picker value of a host', () => {
  it('names a host or directory only for a profile that exists', () => {
    expect(hostOfValue('host:cursor')).toBe('cursor');
    expect(hostOfValue('host:claude-directory')).toBe('claude-directory');
    expect(hostOfValue('host:no-such-host')).toBeUndefined();
    expect(hostOfValue('cursor')).toBeUndefined();
    expect(hostOfValue('anthropic')).toBeUndefined();
    expect(hostOfValue('')).toBeUndefined();
  });
});

describe("a row's host badge", () => {
  it('says the verdict, that it is pending, or that there is no tool', () => {
    expect(
      hostBadgeProps({
        host: 'cursor',
        label: 'Cursor',
        verdict: { status: 'dropped', text: 'Cursor: dropped' },
      }),
    ).toEqual({ preflightState: 'dropped', preflightText: 'Cursor: dropped' });
    expect(hostBadgeProps({ host: 'cursor', label: 'Cursor', verdict: 'pending' })).toEqual({
      preflightState: 'pending',
      preflightText: 'Cursor: checking…',
    });
    expect(hostBadgeProps({ host: 'zed', label: 'Zed', verdict: undefined })).toEqual({
      preflightState: 'none',
      preflightText: 'Zed: no tool to check',
    });
  });
});
