import { describe, expect, it } from 'vitest';
import { MAX_SERVER_NAME_CHARS, serverNameProblem } from './server-name';

describe('server names', () => {
  it('takes a configured name, and says why it refuses one', () => {
    expect(serverNameProblem('github')).toBeUndefined();
    expect(serverNameProblem('My Tools')).toBeUndefined();
    expect(serverNameProblem('  ')).toMatch(/empty/);
    expect(serverNameProblem('a'.repeat(MAX_SERVER_NAME_CHARS))).toBeUndefined();
    expect(serverNameProblem('a'.repeat(MAX_SERVER_NAME_CHARS + 1))).toMatch(/at most 100/);
    expect(serverNameProblem('a\nb')).toMatch(/control character/);
  });
});
