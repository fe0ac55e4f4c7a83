import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze';
import { checkSample } from './sample';
import {
  KNOWN_GAPS,
  REMOTE_GROUPS,
  runSuite,
  SUITE_DIALECTS,
  suiteGroups,
} from '../__fixtures__/json-schema-test-suite';

/**
 * The official JSON-Schema-Test-Suite (vendored in tests/json-schema-test-suite) through the
 * core's sample check, the one function behind the worker, the CLI's `check` and the form.
 */
describe('JSON-Schema-Test-Suite', () => {
  const allKeys = new Set(
    SUITE_DIALECTS.flatMap(([folder]) => suiteGroups(folder).map(([key]) => key)),
  );

  it('names only groups that exist, and only remote groups that reach localhost:1234', () => {
    expect(Object.keys(REMOTE_GROUPS).filter((key) => !allKeys.has(key))).toEqual([]);
    expect(Object.keys(KNOWN_GAPS).filter((key) => !allKeys.has(key))).toEqual([]);
    for (const [folder] of SUITE_DIALECTS) {
      for (const [key, group] of suiteGroups(folder)) {
        if (REMOTE_GROUPS[key])
          expect(JSON.stringify(group.schema), key).toContain('localhost:1234');
      }
    }
  });

  for (const [folder, dialect] of SUITE_DIALECTS) {
    it(`${folder}: every case passes except the named groups`, () => {
      const run = runSuite(folder, dialect);
      console.info(
        `${folder}: ${run.passed} cases passed, ${run.failures.length} failed, ${run.skippedCases} skipped in ${run.skipped.length} named groups:\n  ${run.skipped.join('\n  ')}`,
      );
      expect(run.failures).toEqual([]);
      expect(run.staleSkips).toEqual([]);
      expect(run.passed).toBeGreaterThan(800);
    });
  }
});

describe('the runner can fail', () => {
  it('reports failures for a validator that accepts everything', () => {
    const run = runSuite('draft7', 'draft-07', () => ({ valid: true }));
    expect(run.failures.length).toBeGreaterThan(300);
  });

  it('reports failures for a validator that ignores "pattern"', () => {
    const withoutPattern = (schema: unknown): unknown =>
      JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
        key === 'pattern' && typeof value === 'string' ? undefined : value,
      );
    const run = runSuite('draft2020-12', '2020-12', (schema, data, dialect) =>
      checkSample(withoutPattern(schema), data, { dialect }),
    );
    expect(run.failures.some((f) => f.startsWith('draft2020-12/pattern.json/'))).toBe(true);
  });
});

describe('every named gap is one the lint warns about', () => {
  for (const [folder] of SUITE_DIALECTS) {
    for (const [key, group] of suiteGroups(folder)) {
      if (!KNOWN_GAPS[key]) continue;
      it(key, () => {
        const text = JSON.stringify({ name: 't', description: 'd', inputSchema: group.schema });
        expect(analyzeText(text).diagnostics.map((d) => d.code)).toContain('schema-validator-gap');
      });
    }
  }
});
