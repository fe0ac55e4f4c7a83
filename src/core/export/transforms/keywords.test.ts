/** How a keyword and its value are named in change messages: short, or the keyword alone. */
import { describe, expect, it } from 'vitest';
import { describeKeyword } from './keywords';

describe('describeKeyword', () => {
  const rows: [string, unknown, string][] = [
    ['maximum', 5, 'maximum 5'],
    ['pattern', '^a+$', 'pattern "^a+$"'],
    ['enum', Array.from({ length: 30 }, (_, i) => i), 'enum'],
  ];
  it.each(rows)('%s %j', (keyword, value, text) =>
    expect(describeKeyword(keyword, value)).toBe(text),
  );
});
