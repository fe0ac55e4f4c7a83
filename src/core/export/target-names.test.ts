import { describe, expect, it } from 'vitest';
import { listTargets } from './registry';
import { TARGET_NAMES } from './target-names';

describe('the light list of target names', () => {
  it('is the registry’s ids and labels, in the registry’s order', () => {
    expect(TARGET_NAMES).toEqual(listTargets().map(({ id, label }) => ({ id, label })));
  });
});
