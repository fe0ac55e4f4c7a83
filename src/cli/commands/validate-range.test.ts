import { describe, expect, it } from 'vitest';
import { EXIT_FINDINGS } from '../io';
import { fakeIO } from '../fake-io';
import { validateCommand } from './validate';

// Line 7 holds "minimum": 50 (column 76 is its value's first character, counted by hand) and
// line 8 "minLength": 9 above "maxLength": 2.
const TOOL = `{
  "name": "list_items",
  "description": "List the items of a folder, newest first.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "limit": { "type": "integer", "description": "How many.", "minimum": 50, "maximum": 1 },
      "prefix": { "type": "string", "description": "Start.", "minLength": 9, "maxLength": 2 }
    }
  }
}
`;

describe('tool-schema validate: impossible ranges', () => {
  it('reports each impossible range at the line and column of its lower bound, and exits 1', async () => {
    const io = fakeIO({ 'tool.json': TOOL });
    expect(await validateCommand(['tool.json'], io)).toBe(EXIT_FINDINGS);
    const lines = io.out.split('\n').filter((l) => l.includes('range-impossible'));
    expect(lines).toEqual([
      'tool.json:7:76 error range-impossible "minimum": 50 is above "maximum": 1, so no number fits. Swap or correct the bounds.',
      'tool.json:8:75 error range-impossible "minLength": 9 is above "maxLength": 2, so no string length fits. Swap or correct the bounds.',
    ]);
  });
});
