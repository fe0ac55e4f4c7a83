import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dialect } from './dialect';
import { checkSample } from './sample';

/**
 * The official JSON-Schema-Test-Suite (shared/jsts, beside this repository), run through the
 * core's sample checking. Files are skipped only for a stated reason.
 */
const suiteRoot = join(import.meta.dirname, '../../../../shared/jsts/tests');

const SKIPPED_FILES: Record<string, string> = {
  'refRemote.json': 'remote $refs are refused by design: the studio never fetches (seed 000)',
  'dynamicRef.json': 'Ajv supports $dynamicRef only in the recursive-extension pattern, not in general',
};

/** Known deviations of Ajv, the validator under the core, each with its reason. */
const SKIPPED_GROUPS: Record<string, string> = {
  'draft7/ref.json/ref overrides any sibling keywords': 'Ajv applies keywords beside $ref in draft-07, where the draft says to ignore them',
  'draft7/ref.json/$ref prevents a sibling $id from changing the base uri': 'Ajv lets an $id beside $ref change the base URI in draft-07',
  'draft7/properties.json/properties whose names are Javascript object property names': 'Ajv ignores a schema property named "__proto__" (its guard against prototype pollution)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems with nested items': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems depends on adjacent contains': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems depends on multiple nested contains': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems and contains interact to control item dependency relationship': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems with minContains = 0': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedItems.json/unevaluatedItems can see annotations from if without then and else': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedProperties.json/unevaluatedProperties with if/then/else, then not defined': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/unevaluatedProperties.json/unevaluatedProperties can see annotations from if without then and else': 'Ajv does not collect every annotation unevaluated* depends on (contains, nested items, if without then/else)',
  'draft2020-12/properties.json/properties whose names are Javascript object property names': 'Ajv ignores a schema property named "__proto__" (its guard against prototype pollution)',
};

/** Groups whose schema reaches for a remote document; refused by design like refRemote.json. */
const REMOTE_GROUP = /localhost:1234|json-schema\.org\/draft\/2020-12\/schema|json-schema\.org\/draft-07\/schema/;

interface Group {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const dialects: [string, Dialect][] = [
  ['draft7', 'draft-07'],
  ['draft2020-12', '2020-12'],
];

describe('JSON-Schema-Test-Suite', () => {
  it('is present beside the repository (../shared/jsts)', () => {
    expect(existsSync(suiteRoot)).toBe(true);
  });

  for (const [folder, dialect] of dialects) {
    const files = (existsSync(join(suiteRoot, folder)) ? readdirSync(join(suiteRoot, folder)) : []).filter((f) => f.endsWith('.json'));
    it(`${folder}: every case of the core files passes, except stated skips`, () => {
      const failures: string[] = [];
      const skipped: string[] = [];
      let passed = 0;
      for (const file of files) {
        if (SKIPPED_FILES[file]) {
          skipped.push(`${file}: ${SKIPPED_FILES[file]}`);
          continue;
        }
        const groups = JSON.parse(readFileSync(join(suiteRoot, folder, file), 'utf8')) as Group[];
        for (const group of groups) {
          const groupKey = `${folder}/${file}/${group.description}`;
          if (SKIPPED_GROUPS[groupKey]) {
            skipped.push(`${groupKey}: ${SKIPPED_GROUPS[groupKey]}`);
            continue;
          }
          if (REMOTE_GROUP.test(JSON.stringify(group.schema)) && checkSample(group.schema, null, { dialect }).schemaError) {
            skipped.push(`${file} / ${group.description}: references a remote document`);
            continue;
          }
          for (const test of group.tests) {
            const result = checkSample(group.schema, test.data, { dialect });
            if (!result.schemaError && result.valid === test.valid) passed++;
            else failures.push(`${file} / ${group.description} / ${test.description}${result.schemaError ? ` (${result.schemaError})` : ''}`);
          }
        }
      }
      console.info(`${folder}: ${passed} cases passed, ${failures.length} failed, ${skipped.length} skipped`);
      expect(failures).toEqual([]);
      expect(passed).toBeGreaterThan(800);
    });
  }
});
