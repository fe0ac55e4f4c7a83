import { describe, expect, it } from 'vitest';
import { diffTools } from './diff-tools';
import { escapeControl, renderDiffMarkdown, renderDiffText } from './report';
import { diffText } from './text-diff';

const labels = { old: 'old.json', new: 'new.json' };

describe('reports', () => {
  it('text output escapes control and bidi characters in names', () => {
    const evil = 'rm\u001b[2J\u202eevil';
    const result = diffTools([{ name: evil, inputSchema: { type: 'object' } }], []);
    const text = renderDiffText(result, labels);
    expect(text.includes('\u001b') || text.includes('\u202e')).toBe(false);
    expect(text).toContain('rm\\u{001b}[2J\\u{202e}evil');
    expect(escapeControl('a\nb')).toBe('a\\u{000a}b');
  });

  it('text output lists each change with its verdict, pointers and witness', () => {
    const result = diffTools(
      { name: 't', inputSchema: { type: 'object', properties: { u: { enum: ['c', 'k'] } } } },
      { name: 't', inputSchema: { type: 'object', properties: { u: { enum: ['c'] } } } },
    );
    expect(renderDiffText(result, labels)).toBe(
      [
        'old.json → new.json: 1 breaking, 0 to review, 0 non-breaking. Suggested version bump: major (1 breaking change).',
        '',
        't (changed)  [major bump]',
        '  BREAKING input  enum-value-removed: "u": the value "k" is no longer allowed.',
        '           at old.json#/inputSchema/properties/u/enum/1  new.json#/inputSchema/properties/u/enum',
        '           witness {"u":"k"}: old.json accepts it, new.json refuses it (/u: Must be one of: "c".)',
        '',
      ].join('\n'),
    );
  });

  it('markdown escapes HTML and table syntax in names, and fences witnesses safely', () => {
    const result = diffTools(
      [
        {
          name: '<img src=x onerror=alert(1)>|x',
          inputSchema: { type: 'object', properties: { a: { enum: ['```', 'x'] } } },
        },
      ],
      [
        {
          name: '<img src=x onerror=alert(1)>|x',
          inputSchema: { type: 'object', properties: { a: { enum: ['x'] } } },
        },
      ],
    );
    const markdown = renderDiffMarkdown(result, labels);
    expect(markdown).not.toContain('<img');
    expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt;\\|x');
    expect(markdown).toContain('🔴 breaking');
    expect(markdown).toContain('<details><summary>Witnesses (1)');
    // The witness holds the removed value "```", so its fence needs four backticks.
    expect(markdown).toContain('````json\n{\n  "a": "```"\n}\n````');
  });

  it('says so when nothing changed', () => {
    const tool = { name: 't', inputSchema: { type: 'object' } };
    expect(renderDiffText(diffTools(tool, tool), labels)).toBe(
      'old.json → new.json: No changes.\n',
    );
  });
});

describe('diffText', () => {
  it('aligns words; same + added give the new text exactly', () => {
    const parts = diffText('Get the weather for a city', 'Get weather for any city today');
    expect(parts).toEqual([
      { op: 'same', text: 'Get ' },
      { op: 'removed', text: 'the ' },
      { op: 'same', text: 'weather for ' },
      { op: 'removed', text: 'a ' },
      { op: 'added', text: 'any ' },
      // Same words carry the new text's spacing.
      { op: 'same', text: 'city ' },
      { op: 'added', text: 'today' },
    ]);
    expect(
      parts
        .filter((p) => p.op !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Get weather for any city today');
  });
});
