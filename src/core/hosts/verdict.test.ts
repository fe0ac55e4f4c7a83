import { describe, expect, it } from 'vitest';
import { compareVerdicts, verdictRank, worstVerdict } from './verdict';

describe('host verdicts', () => {
  it('orders accepted < changed < cut < dropped < rejected', () => {
    expect(
      ['cut', 'accepted', 'rejected', 'changed', 'dropped'].sort((a, b) =>
        compareVerdicts(a as never, b as never),
      ),
    ).toEqual(['rejected', 'dropped', 'cut', 'changed', 'accepted']);
    expect(verdictRank('accepted')).toBe(0);
    expect(verdictRank('rejected')).toBe(4);
  });

  it('takes the worst, and accepted for none', () => {
    expect(worstVerdict([])).toBe('accepted');
    expect(worstVerdict(['changed', 'cut', 'accepted'])).toBe('cut');
    expect(worstVerdict(['dropped', 'rejected'])).toBe('rejected');
  });
});
