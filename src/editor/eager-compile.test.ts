import { describe, expect, it } from 'vitest';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { eagerCompile } from '../../vite.config';

const HINT = '//# allFunctionsCalledOnLoad';

function chunk(name: string, code: string): OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}-abc123.js`,
    code,
    map: { mappings: 'AAAA;AACA' },
  } as unknown as OutputChunk;
}

function mapFile(of: OutputChunk): OutputAsset {
  return {
    type: 'asset',
    fileName: `${of.fileName}.map`,
    source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
  } as unknown as OutputAsset;
}

const plugin = eagerCompile();
const generateBundle = (bundle: OutputBundle) =>
  (
    plugin.generateBundle as unknown as {
      handler: (options: unknown, bundle: OutputBundle) => void;
    }
  ).handler({}, bundle);
const hashAddition = plugin.augmentChunkHash as (chunk: { name: string }) => string | undefined;

describe('eager compiling of the editor chunk', () => {
  // Vite puts its preload map (a statement) first in the chunk; V8 reads the hint only before
  // the first statement, so the hint has to come before it (measured: on line 2 it did nothing).
  const editor = chunk('monaco-setup', 'const __vite__mapDeps=()=>[];\nexport{};');
  const page = chunk('index', 'export{};');
  const bundle = {
    [editor.fileName]: editor,
    [`${editor.fileName}.map`]: mapFile(editor),
    [page.fileName]: page,
  } as unknown as OutputBundle;
  generateBundle(bundle);

  it('opens the Monaco chunk with the hint, before anything else', () => {
    expect(editor.code.split('\n')[0]).toBe(HINT);
    expect(editor.code).toBe(`${HINT}\nconst __vite__mapDeps=()=>[];\nexport{};`);
  });

  it('moves the chunk’s source map down the same line', () => {
    expect(editor.map?.mappings).toBe(';AAAA;AACA');
    const written = bundle[`${editor.fileName}.map`] as OutputAsset;
    expect(JSON.parse(String(written.source)).mappings).toBe(';AAAA;AACA');
  });

  it('leaves the other chunks alone: the page’s first chunk compiles lazily as before', () => {
    expect(page.code).toBe('export{};');
    expect(page.map?.mappings).toBe('AAAA;AACA');
  });

  it('gives the hinted chunk a different file name than the same code unhinted', () => {
    expect(hashAddition({ name: 'monaco-setup' })).toBe(HINT);
    expect(hashAddition({ name: 'index' })).toBeUndefined();
  });
});
