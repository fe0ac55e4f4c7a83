import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONACO_STUBS, MONACO_WORKER_STUBS, slimMonaco } from '../../vite.config';

const MONACO_DIR = fileURLToPath(
  new URL('../../node_modules/monaco-editor/esm/vs/', import.meta.url),
);

/** The names a module exports, in the two forms Monaco's modules and the stubs use. */
function exportedNames(code: string): string[] {
  const declared = [...code.matchAll(/^export (?:class|function|const) (\w+)/gm)].map((m) => m[1]!);
  const listed = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim()),
  );
  return [...declared, ...listed].filter((name) => name !== '');
}

interface PluginHooks {
  resolveId: (
    this: { resolve: (source: string, importer: string) => Promise<{ id: string } | null> },
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<string | null>;
  load: (id: string) => string | null | undefined;
}

const hooks = slimMonaco() as unknown as PluginHooks;
const context = {
  resolve: (source: string, importer: string) =>
    Promise.resolve({ id: resolve(dirname(importer), source) }),
};
const resolveFrom = (source: string, importer: string | undefined) =>
  hooks.resolveId.call(context, source, importer, {});

describe.each([
  ['MONACO_STUBS', MONACO_STUBS],
  ['MONACO_WORKER_STUBS', MONACO_WORKER_STUBS],
])('%s', (_name, stubs) => {
  it.each(Object.keys(stubs))('%s replaces a module of this Monaco, by its names', (path) => {
    const file = join(MONACO_DIR, path);
    expect(existsSync(file)).toBe(true);
    const stubbed = exportedNames(stubs[path]!);
    expect(stubbed.length).toBeGreaterThan(0);
    // Names an importer needs and the stub lacks fail the build (a missing export).
    expect(exportedNames(readFileSync(file, 'utf8'))).toEqual(expect.arrayContaining(stubbed));
  });
});

describe('slimMonaco', () => {
  const hover = join(MONACO_DIR, 'editor/contrib/hover/browser/contentHoverRendered.js');

  it('gives a Monaco module the stub for a stubbed import', async () => {
    const id = await resolveFrom('../../inlayHints/browser/inlayHintsHover.js', hover);
    expect(id).not.toBeNull();
    expect(hooks.load(id!)).toBe('export class InlayHintsHover {}');
  });

  it('gives the worker its own stubs and only those', async () => {
    const worker = slimMonaco(MONACO_WORKER_STUBS) as unknown as PluginHooks;
    const webWorker = join(MONACO_DIR, 'editor/common/services/editorWebWorker.js');
    const id = await worker.resolveId.call(context, './editorBaseApi.js', webWorker, {});
    expect(worker.load(id!)).toBe('export function createMonacoBaseAPI() { return {}; }');
    expect(
      await worker.resolveId.call(
        context,
        '../../inlayHints/browser/inlayHintsHover.js',
        hover,
        {},
      ),
    ).toBeNull();
    expect(await resolveFrom('./editorBaseApi.js', webWorker)).toBeNull();
  });

  it('leaves other imports, and the same module imported from outside Monaco, alone', async () => {
    expect(await resolveFrom('./hoverTypes.js', hover)).toBeNull();
    const outside = fileURLToPath(new URL('./ToolEditor.tsx', import.meta.url));
    expect(
      await resolveFrom('monaco-editor/editor/contrib/inlayHints/browser/inlayHintsHover', outside),
    ).toBeNull();
    expect(hooks.load(join(MONACO_DIR, 'editor/contrib/hover/browser/hoverTypes.js'))).toBeNull();
  });
});
