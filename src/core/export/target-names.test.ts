import { describe, expect, it } from 'vitest';
import { listTargets, MATRIX_COLUMNS } from './registry';
import { MODE_NAMES, nameOf, TARGET_NAMES } from './target-names';

describe('the light list of target names', () => {
  it('is the registry’s ids and labels, in the registry’s order', () => {
    expect(TARGET_NAMES).toEqual(listTargets().map(({ id, label }) => ({ id, label })));
  });

  it('names only registered modes, none of them a target', () => {
    const columns: readonly string[] = MATRIX_COLUMNS;
    const targets: readonly string[] = TARGET_NAMES.map((t) => t.id);
    for (const { id } of MODE_NAMES) {
      expect(columns).toContain(id);
      expect(targets).not.toContain(id);
    }
    expect(nameOf('anthropic-strict')).toBe('Anthropic strict');
    expect(nameOf('no-such-target')).toBeUndefined();
  });
});
