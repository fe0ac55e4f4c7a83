/**
 * The keyword catalogue against JSON Schema itself (2020-12 Core §10 applicators, draft-07
 * Validation §6.5-6.7): which keywords hold subschemas and in what shape.
 */
import { describe, expect, it } from 'vitest';
import {
  CONSTRAINTS_BY_TYPE,
  holdsOneSubschema,
  holdsSubschemaList,
  holdsSubschemaMap,
  isWideningRemoval,
  KNOWN_KEYWORDS,
  LOWER_BOUND_KEYWORDS,
  subschemaShape,
  UPPER_BOUND_KEYWORDS,
} from './keywords';

describe('subschemaShape', () => {
  const rows: [string, '2020-12' | 'draft-07' | undefined, string | undefined][] = [
    ['not', '2020-12', 'single'],
    ['additionalProperties', '2020-12', 'single'],
    ['contentSchema', '2020-12', 'single'],
    ['items', '2020-12', 'single-or-list'],
    ['items', 'draft-07', 'single-or-list'],
    ['anyOf', '2020-12', 'list'],
    ['prefixItems', '2020-12', 'list'],
    ['properties', '2020-12', 'map'],
    ['$defs', '2020-12', 'map'],
    ['definitions', 'draft-07', 'map'],
    ['dependencies', 'draft-07', 'map-of-some'],
    ['dependencies', '2020-12', undefined],
    ['dependencies', undefined, 'map-of-some'],
    ['enum', '2020-12', undefined],
    ['const', '2020-12', undefined],
    ['default', '2020-12', undefined],
  ];
  it.each(rows)('%s (%s) → %s', (keyword, dialect, shape) =>
    expect(subschemaShape(keyword, dialect)).toBe(shape),
  );

  it('answers the three shape questions the rewriters ask', () => {
    expect([holdsSubschemaList('items'), holdsOneSubschema('items')]).toEqual([true, true]);
    expect([holdsSubschemaList('allOf'), holdsOneSubschema('allOf')]).toEqual([true, false]);
    expect([holdsSubschemaMap('dependencies'), holdsSubschemaMap('required')]).toEqual([
      true,
      false,
    ]);
  });
});

describe('isWideningRemoval', () => {
  const rows: [string, unknown, boolean][] = [
    ['description', 'x', false],
    ['format', 'email', false],
    ['x-vendor', 1, false],
    ['$defs', {}, false],
    ['additionalProperties', false, true],
    ['additionalProperties', true, false],
    ['additionalProperties', {}, false],
    ['uniqueItems', true, true],
    ['uniqueItems', false, false],
    ['minLength', 0, false],
    ['minLength', 1, true],
    ['maximum', 5, true],
    ['pattern', '^a', true],
    ['notAKeyword', 1, false],
  ];
  it.each(rows)('%s %j → %s', (keyword, value, widening) =>
    expect(isWideningRemoval(keyword, value)).toBe(widening),
  );
});

describe('the catalogue is consistent', () => {
  it('pairs each lower bound with its upper bound', () => {
    expect(LOWER_BOUND_KEYWORDS.map((k) => k.replace(/min|Min/, ''))).toEqual(
      UPPER_BOUND_KEYWORDS.map((k) => k.replace(/max|Max/, '')),
    );
  });
  it('lists only keywords some dialect knows as type constraints', () => {
    const known = new Set([...KNOWN_KEYWORDS['2020-12'], ...KNOWN_KEYWORDS['draft-07']]);
    for (const keyword of Object.values(CONSTRAINTS_BY_TYPE).flat())
      expect(known.has(keyword), keyword).toBe(true);
  });
});
