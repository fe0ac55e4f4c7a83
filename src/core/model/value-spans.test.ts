import { describe, expect, it } from 'vitest';
import { nodeAtPointer } from './document';
import { parseTree } from 'jsonc-parser';
import { arrayItemSpans, valueSpan } from './value-spans';

/** The span the offset tree gives, which the scan must reproduce. */
function treeSpan(text: string, pointer: string) {
  const node = nodeAtPointer(parseTree(text), pointer);
  return node ? { offset: node.offset, length: node.length } : undefined;
}

const tricky = JSON.stringify(
  {
    'a"b': { '[': '{"not": [an array]}' },
    'c\\': ['x\\', '\\"', 1.5e3, true, null, { d: [] }],
    tools: [{ name: 'one', s: 'a]b}c' }, 2, { name: 'three', e: '\u2028é\ud83d\ude00' }],
    'x/y': [[], {}],
  },
  null,
  2,
);

describe('valueSpan and arrayItemSpans', () => {
  it.each(['', '/a"b', '/a"b/[', '/c\\', '/c\\/1', '/c\\/5/d', '/tools', '/tools/2/e', '/x~1y/1'])(
    'place %j where the offset tree does',
    (pointer) => {
      expect(treeSpan(tricky, pointer)).toBeDefined();
      expect(valueSpan(tricky, pointer)).toEqual(treeSpan(tricky, pointer));
    },
  );

  it('lists every item of an array, strings with brackets and quotes included', () => {
    const spans = arrayItemSpans(tricky, '/tools')!;
    expect(spans).toHaveLength(3);
    spans.forEach((span, i) => expect(span).toEqual(treeSpan(tricky, `/tools/${i}`)));
    expect(tricky.slice(spans[1]!.offset, spans[1]!.offset + spans[1]!.length)).toBe('2');
    expect(arrayItemSpans(tricky, '/x~1y/0')).toEqual([]);
    const minified = '[{"a":1},{"b":[1,{"c":"]"}]} , 3 ]';
    expect(arrayItemSpans(minified, '')).toEqual([
      { offset: 1, length: 7 },
      { offset: 9, length: 19 },
      { offset: 31, length: 1 },
    ]);
  });

  it('finds nothing where there is no value or no array', () => {
    expect(valueSpan(tricky, '/missing')).toBeUndefined();
    expect(valueSpan(tricky, '/tools/3')).toBeUndefined();
    expect(valueSpan(tricky, '/tools/01')).toBeUndefined();
    expect(arrayItemSpans(tricky, '/a"b')).toBeUndefined();
    expect(arrayItemSpans(tricky, '/tools/0/name')).toBeUndefined();
  });

  it('takes the first of duplicate keys, as the offset tree does', () => {
    const text = '{"k": [1], "k": [2, 3]}';
    expect(arrayItemSpans(text, '/k')).toEqual([{ offset: 7, length: 1 }]);
    expect(valueSpan(text, '/k')).toEqual(treeSpan(text, '/k'));
  });
});
