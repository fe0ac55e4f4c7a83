import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasComments, putCommentsBack, withoutComments } from './jsonc-comments';

// A tool as people write one in a .jsonc file: a comment alone on its line, one after a value,
// and a block comment between two members.
const TOOL = `{
  // Shown to the model.
  "name": "search",
  "description": "Search the docs.", // keep it short
  "inputSchema": { "type": "object", /* no required list yet */ "properties": {} }
}`;

describe('withoutComments', () => {
  it('takes out each comment, and a comment alone on its line with its line', () => {
    expect(withoutComments(TOOL).text).toBe(`{
  "name": "search",
  "description": "Search the docs.", 
  "inputSchema": { "type": "object",  "properties": {} }
}`);
    expect(withoutComments(TOOL).removed.map((r) => r.text)).toEqual([
      '  // Shown to the model.\n',
      '// keep it short',
      '/* no required list yet */',
    ]);
  });

  it('leaves "//" and "/*" inside strings alone', () => {
    const text = '{"url": "https://example.com/*x*/"}';
    expect(hasComments(text)).toBe(false);
    expect(withoutComments(text)).toEqual({ text, removed: [] });
  });
});

describe('putCommentsBack', () => {
  const bare = withoutComments(TOOL).text;

  it('puts every comment back beside the text it was beside, after an edit elsewhere', () => {
    const edited = bare.replace('Search the docs.', 'Search the product docs, by keyword.');
    expect(putCommentsBack(TOOL, edited)).toEqual({
      ok: true,
      text: TOOL.replace('Search the docs.', 'Search the product docs, by keyword.'),
    });
  });

  it('keeps them through members added before and after', () => {
    const edited = bare
      .replace('{\n  "name"', '{\n  "title": "Search",\n  "name"')
      .replace(
        '"properties": {} }\n}',
        '"properties": {} },\n  "annotations": { "readOnlyHint": true }\n}',
      );
    const put = putCommentsBack(TOOL, edited);
    expect(put).toEqual({
      ok: true,
      text: TOOL.replace('{\n  // Shown', '{\n  "title": "Search",\n  // Shown').replace(
        '"properties": {} }\n}',
        '"properties": {} },\n  "annotations": { "readOnlyHint": true }\n}',
      ),
    });
  });

  it('keeps a comment alone on its line above that line, when the line itself changed', () => {
    const text = '{\n  "a": 1, // one\n  // the name\n  "name": "x"\n}';
    const edited = '{\n  "a": 1, \n  "name": "renamed"\n}';
    expect(withoutComments(text).text).toBe('{\n  "a": 1, \n  "name": "x"\n}');
    expect(putCommentsBack(text, edited)).toEqual({
      ok: true,
      text: '{\n  "a": 1, // one\n  // the name\n  "name": "renamed"\n}',
    });
  });

  it('gives the text unchanged when it had no comments', () => {
    expect(putCommentsBack('{"a": 1}', '{"a": 2}')).toEqual({ ok: true, text: '{"a": 2}' });
  });

  it("refuses, with the comment's line, when the text around a comment was replaced", () => {
    // The description member, with the comment after it, is gone and another stands in its place.
    const edited = bare.replace('"description": "Search the docs.", \n', '');
    const put = putCommentsBack(TOOL, edited);
    expect(put.ok).toBe(false);
    if (put.ok) return;
    expect(put.reason).toContain('the comment on line 4,');
  });
});

describe('putCommentsBack on random edits', () => {
  // Any edit of the tool's JSON, at any place: a save either keeps every comment and writes
  // exactly the edited JSON around them, or writes nothing and says why. Never a comment lost.
  it('keeps every comment or refuses', () => {
    const bare = withoutComments(TOOL).text;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.nat({ max: bare.length }),
            cut: fc.nat({ max: 12 }),
            text: fc.constantFrom('', ' ', '\n  ', '"x": 1, ', '}', '{', 'abc', '\n'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let edited = bare;
          for (const { at, cut, text } of edits) {
            const start = Math.min(at, edited.length);
            edited = edited.slice(0, start) + text + edited.slice(start + cut);
          }
          const put = putCommentsBack(TOOL, edited);
          if (!put.ok) {
            expect(put.reason).toMatch(
              /^the edit changes the text around the comment on line \d+,/,
            );
            return;
          }
          expect(withoutComments(put.text).text).toBe(edited);
          expect(withoutComments(put.text).removed.map((r) => r.text.trim())).toEqual(
            withoutComments(TOOL).removed.map((r) => r.text.trim()),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
