import { describe, expect, it } from 'vitest';
import { countedText } from './counted-text';

describe('countedText', () => {
  it('says how many of the tools a figure counts (toolCount), and why the rest are not', () => {
    expect(countedText({ toolCount: 214, refused: 10, appOnly: 0 })).toBe(
      '214 of 224 tools counted (10 refused by this target)',
    );
    expect(countedText({ toolCount: 2, refused: 1, appOnly: 2 })).toBe(
      '2 of 5 tools counted (1 refused by this target, 2 app-only)',
    );
    expect(countedText({ toolCount: 0, refused: 1, appOnly: 0 })).toBe(
      '0 of 1 tool counted (1 refused by this target)',
    );
  });
  it('says nothing when every tool is counted', () => {
    expect(countedText({ toolCount: 3, refused: 0, appOnly: 0 })).toBe('');
  });
});
