import { describe, expect, it } from 'vitest';
import { KNOWN_GAPS, REMOTE_GROUPS, runSuite, SUITE_DIALECTS, suiteGroups } from '../__fixtures__/json-schema-test-suite';

/**
 * The official JSON-Schema-Test-Suite (vendored in tests/json-schema-test-suite) through the
 * core's sample check, the one function behind the worker, the CLI's `check` and the form.
 */
describe('JSON-Schema-Test-Suite', () => {
  const allKeys = new Set(SUITE_DIALECTS.flatMap(([folder]) => suiteGroups(folder).map(([key]) => key)));

  it('names only groups that exist, and only remote groups that reach localhost:1234', () => {
    expect(Object.keys(REMOTE_GROUPS).filter((key) => !allKeys.has(key))).toEqual([]);
    expect(Object.keys(KNOWN_GAPS).filter((key) => !allKeys.has(key))).toEqual([]);
    for (const [folder] of SUITE_DIALECTS) {
      for (const [key, group] of suiteGroups(folder)) {
        if (REMOTE_GROUPS[key]) expect(JSON.stringify(group.schema), key).toContain('localhost:1234');
      }
    }
  });

  for (const [folder, dialect] of SUITE_DIALECTS) {
    it(`${folder}: every case passes except the named groups`, () => {
      const run = runSuite(folder, dialect);
      console.info(`${folder}: ${run.passed} cases passed, ${run.failures.length} failed, ${run.skipped.length} groups skipped:\n  ${run.skipped.join('\n  ')}`);
      expect(run.failures).toEqual([]);
      expect(run.staleSkips).toEqual([]);
      expect(run.passed).toBeGreaterThan(800);
    });
  }
});
