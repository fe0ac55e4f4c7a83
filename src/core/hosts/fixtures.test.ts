/**
 * Every cited host failure (one fixture each) is flagged by the host named in it, with the rule
 * and the verdict the source reports, and taken as it is by a host known to accept it.
 */
import { describe, expect, it } from 'vitest';
import { loadHostFailures } from './__fixtures__/failures';
import { evaluateHosts } from './registry';

const fixtures = loadHostFailures();

describe('cited host failures', () => {
  it('has at least 25 fixtures, each naming its public source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(25);
    for (const fixture of fixtures)
      expect(fixture.source, fixture.file).toMatch(
        /^([\w.-]+\/[\w.-]+#\d+|[\w.-]+\/[\w.-]+ [\w./-]+|https:\/\/\S+)$/,
      );
  });

  it.each(fixtures.map((f) => [f.file, f] as const))('%s', (_, fixture) => {
    const [named, other] = evaluateHosts(fixture.tools, {
      serverName: fixture.serverName,
      hosts: [fixture.host, fixture.acceptedBy],
    });
    const codes = [
      ...named!.findings.map((f) => f.code),
      ...named!.tools.flatMap((t) => t.findings.map((f) => f.code)),
    ];
    expect(codes, fixture.failure).toContain(fixture.code);
    expect(named!.status, fixture.failure).toBe(fixture.verdict);
    expect(other!.status, `${fixture.acceptedBy} on ${fixture.file}`).toBe('accepted');
    const otherCodes = other!.tools.flatMap((t) => t.findings.map((f) => f.code));
    expect(otherCodes.filter((c) => !c.endsWith('-apps-not-rendered'))).toEqual([]);
  });
});
