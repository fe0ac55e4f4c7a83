import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { parseDocument } from './document';
import { readToolEntries, syntaxTree } from './read-json';

const realTools = join(import.meta.dirname, '../__fixtures__/real-tools');

/** Texts of every kind the reader refuses or reads, and the real tools of the fixtures. */
const texts: [string, string][] = [
  ['a tool', '{"name":"search","title":"Search","inputSchema":{"type":"object"}}'],
  ['a byte-order mark', '\ufeff{"name":"bom","inputSchema":{"type":"object"}}'],
  ['a tools/list result', '{"tools":[{"name":"a","title":"A"},{"name":"b"}]}'],
  ['a one-tool list', '{"tools":[{"name":"only","icons":[{"src":"data:image/png;base64,AA"}]}]}'],
  ['a JSON-RPC response', '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"r"}]}}'],
  ['an array of tools', '[{"name":"x"},1,{"name":"y"}]'],
  ['a Spark tool', '{"name":"s","input_schema":{"type":"object"}}'],
  ['an elicitation request', '{"requestedSchema":{"type":"object","properties":{}}}'],
  ['duplicate keys', '{"name":"first","name":"last","title":"T"}'],
  ['a syntax error', '{"name":"broken","title":'],
  ['a trailing comma', '{"name":"x","title":"y",}'],
  ['an empty text', '  \n'],
  ['a NUL byte', '{"name":"a\u0000"}'],
  ['too deep', `${'['.repeat(MAX_NESTING_DEPTH + 1)}${']'.repeat(MAX_NESTING_DEPTH + 1)}`],
  ['too large', `{"name":"big","description":"${'x'.repeat(MAX_DOCUMENT_CHARS)}"}`],
  [
    'too many tools',
    JSON.stringify(
      Array.from({ length: MAX_TOOLS_PER_DOCUMENT + 1 }, (_, i) => ({ name: `t${i}` })),
    ),
  ],
  ...readdirSync(realTools)
    .filter((f) => f.endsWith('.json'))
    .map((f): [string, string] => [f, readFileSync(join(realTools, f), 'utf8')]),
];

describe('the quick reading agrees with parseDocument', () => {
  it.each(texts)('finds the same tools in %s', (_name, text) => {
    expect(readToolEntries(text)).toEqual(parseDocument(text).tools);
  });

  it.each(texts)('builds the same syntax tree for %s', (_name, text) => {
    // Compared without parent links, which make the trees circular.
    const plain = (node: unknown) =>
      JSON.stringify(node, (key, value: unknown) => (key === 'parent' ? undefined : value));
    expect(plain(syntaxTree(text))).toBe(plain(parseDocument(text).root));
  });
});
