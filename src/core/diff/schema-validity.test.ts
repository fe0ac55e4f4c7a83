import { describe, expect, it } from 'vitest';
import { diffTools } from './diff-tools';
import { renderDiffText } from './report';

const tool = (a: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 't',
  description: 'Does t.',
  inputSchema: { type: 'object', properties: { a }, ...extra },
});

/** The four pairs issue 34 found judged "No changes." or non-breaking. */
const INVALID_AFTER: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
  [
    'type became ["string", {"x":1}, 5]',
    { type: 'string' },
    { type: ['string', { x: 1 }, 5] },
    '/inputSchema/properties/a/type',
  ],
  [
    'minLength "5" added',
    { type: 'string' },
    { type: 'string', minLength: '5' },
    '/inputSchema/properties/a/minLength',
  ],
  [
    'enum became "a"',
    { type: 'string', enum: ['a', 'b'] },
    { type: 'string', enum: 'a' },
    '/inputSchema/properties/a/enum',
  ],
  [
    'type became an object',
    { type: 'string' },
    { type: { x: 1 } },
    '/inputSchema/properties/a/type',
  ],
];

describe('diff: an invalid schema on either side is a breaking change of its own', () => {
  for (const [label, before, after, pointer] of INVALID_AFTER) {
    it(label, () => {
      const result = diffTools(tool(before), tool(after));
      const invalid = result.changes.filter((c) => c.kind === 'schema-invalid');
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toMatchObject({
        verdict: 'breaking',
        scope: 'input',
        newPointer: pointer,
        oldPointer: '/inputSchema',
      });
      expect(invalid[0]!.message).toMatch(/^The new inputSchema is not valid JSON Schema: \//);
      expect(result.summary.breaking).toBeGreaterThan(0);
      const text = renderDiffText(result, { old: 'old.json', new: 'new.json' });
      expect(text).not.toContain('No changes');
      expect(text).not.toContain('[object Object]');
    });
  }

  it('the old side is checked too, and so is an outputSchema', () => {
    const result = diffTools(
      { ...tool({ type: 'string', maxLength: -1 }), outputSchema: { type: 'object' } },
      { ...tool({ type: 'string' }), outputSchema: { type: 'object', required: 'x' } },
    );
    expect(
      result.changes
        .filter((c) => c.kind === 'schema-invalid')
        .map((c) => [c.scope, c.oldPointer, c.newPointer]),
    ).toEqual([
      ['input', '/inputSchema/properties/a/maxLength', '/inputSchema'],
      ['output', '/outputSchema', '/outputSchema/required'],
    ]);
  });

  it('stays quiet for valid schemas on both sides', () => {
    const result = diffTools(tool({ type: 'string' }), tool({ type: 'string', minLength: 5 }));
    expect(result.changes.map((c) => c.kind)).toEqual(['bound-tightened']);
  });

  it('a type that is not a type name is shown as the JSON it is, never [object Object]', () => {
    const result = diffTools(tool({ type: 'string' }), tool({ type: { x: 1 } }));
    const typeChange = result.changes.find((c) => c.kind.startsWith('type-'));
    expect(typeChange?.message ?? '').not.toContain('[object Object]');
  });
});
