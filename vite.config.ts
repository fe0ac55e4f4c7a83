import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst } from 'vite';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The built page may talk to its own origin only: no CDN, no telemetry, no `$ref` fetching.
 * Styles are inline (Monaco, RJSF); 'unsafe-eval' is there for Ajv's compiled validators.
 * Added at build time only, as the dev server injects an inline script for fast refresh.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // A live MCP server the user names: any https server, plain http only on this machine
  // (what src/core/live/server-url.ts tells the user before connecting). Nothing is requested
  // from these until the user connects (e2e/shell-offline.spec.ts).
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  // Audio blocks of a tool result are played from their own data.
  "media-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const CORE_SOURCES = /[\\/]src[\\/]core[\\/]/;
const CORE_BASE =
  /[\\/]src[\\/]core[\\/](limits|model[\\/](pointer|types|document-kind)|mcp[\\/]elicitation-request)\.ts$|[\\/]node_modules[\\/]jsonc-parser[\\/]/;
const AJV_PACKAGES =
  /[\\/]node_modules[\\/](ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|require-from-string)[\\/]/;

/**
 * Importing the core or Ajv has no effect (the core registers nothing, by design), but neither
 * says so, and the bundler then keeps every module they reach. Declared pure, they load only with
 * what uses them.
 */
const PURE_MODULES = [
  { test: CORE_SOURCES, sideEffects: false },
  { test: AJV_PACKAGES, sideEffects: false },
];

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const EDITOR_ENTRY = /[\\/]src[\\/]editor[\\/]ToolEditor\.tsx$/;
/** Must match EDITOR_FILES_META in src/editor-prefetch.ts, which reads it. */
const EDITOR_FILES_META = 'tool-schema-studio-editor-files';

/**
 * Lists the editor's chunks (Monaco, about 0.9 MB gzip) and their styles in a meta tag of
 * index.html. The page prefetches them once the Form tab's chunk has arrived
 * (src/editor-prefetch.ts) and evaluates them only after the preview has painted
 * (src/editor-gate.ts), so neither their download nor their evaluation delays the first field.
 * Chunks the page's entry already imports are left out.
 */
function prefetchEditor(): Plugin {
  return {
    name: 'prefetch-editor',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (name: string) => {
            if (seen.has(name)) return;
            seen.add(name);
            for (const next of byName.get(name)?.imports ?? []) visit(next);
          };
          roots.forEach(visit);
          return seen;
        };
        const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const editor = chunks.filter(
          (c) => c.facadeModuleId && EDITOR_ENTRY.test(c.facadeModuleId),
        );
        const files = [...closure(editor.map((c) => c.fileName))].filter((f) => !initial.has(f));
        const styles = files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
        const meta: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: {
            name: EDITOR_FILES_META,
            content: [...files, ...styles].map((f) => `/${f}`).join(' '),
          },
          injectTo: 'head',
        };
        return [meta];
      },
    },
  };
}

/** The file RJSF gets for markdown-to-jsx/react. */
const RJSF_MARKDOWN = fileURLToPath(
  new URL('./src/panels/form/rjsf-markdown.tsx', import.meta.url),
);

/**
 * RJSF imports markdown-to-jsx for descriptions the studio never lets it read as markdown; this
 * gives it src/panels/form/rjsf-markdown.tsx, which renders RJSF's own short messages only.
 */
export function rjsfMarkdown(): Plugin {
  return {
    name: 'rjsf-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === 'markdown-to-jsx/react' &&
        importer !== undefined &&
        /[\\/]@rjsf[\\/]core[\\/]/.test(importer)
      )
        return RJSF_MARKDOWN;
      return null;
    },
  };
}

/** Must match the file that replaces RJSF's getDecimalSeparator. */
const MEMOIZED_DECIMAL_SEPARATOR = fileURLToPath(
  new URL('./src/panels/form/decimal-separator.ts', import.meta.url),
);

/**
 * @rjsf/utils' modules import `getDecimalSeparator` from their own folder; this gives them the
 * studio's copy, which remembers its answer (src/panels/form/decimal-separator.ts): RJSF's builds
 * an Intl.NumberFormat on each call, and its NumberField calls it on every render.
 */
export function memoizedDecimalSeparator(): Plugin {
  return {
    name: 'memoized-decimal-separator',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer !== undefined &&
        /[\\/]@rjsf[\\/]utils[\\/]/.test(importer) &&
        /(^|\/)getDecimalSeparator\.js$/.test(source)
      )
        return MEMOIZED_DECIMAL_SEPARATOR;
      return null;
    },
  };
}

/**
 * Chunks whose functions Chromium compiles as the file streams in, on a background thread, instead
 * of one by one on the main thread when first called (V8's explicit compile hints, Chromium 136+;
 * other engines read a comment). Monaco runs much of its chunk to create the editor anyway, and
 * the rest is the typing path: compiled lazily, it cost the first keystroke 12–16 ms of a 38–59 ms
 * task on the 200-property tool (traced), and the load 100–190 ms of main-thread compiling.
 */
const EAGERLY_COMPILED_CHUNKS: readonly string[] = ['monaco-setup'];
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 reads the hint only before the file's first statement, so it goes in after every other
 * plugin has written the chunk (Vite's preload map is a statement it puts first).
 */
export function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    augmentChunkHash: (chunk) =>
      EAGERLY_COMPILED_CHUNKS.includes(chunk.name) ? EAGER_COMPILE_HINT : undefined,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !EAGERLY_COMPILED_CHUNKS.includes(chunk.name)) continue;
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          // The code moved down a line; so does every mapping, in the chunk and its map file.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/** Monaco's ESM sources, for the stubs that build on Monaco's own classes. */
const MONACO_SOURCES = fileURLToPath(
  new URL('./node_modules/monaco-editor/esm/vs/', import.meta.url),
);

/** The studio's stand-in for Monaco's standalone quick input service (see MONACO_STUBS). */
const QUICK_INPUT_STANDALONE = fileURLToPath(
  new URL('./src/editor/quick-input-standalone.ts', import.meta.url),
);

/**
 * Monaco modules that the contributions the studio loads (src/editor/monaco-setup.ts) import only
 * to test for, or to start, features the studio never turns on, each replaced by a module that
 * exports the same names and does nothing. Keys are paths under monaco-editor/esm/vs/.
 * src/editor/slim-monaco.test.ts checks each stub still covers every name its module exports.
 */
export const MONACO_STUBS: Readonly<Record<string, string>> = {
  // The GPU renderer runs only with `experimentalGpuAcceleration: 'on'`; view.js constructs
  // neither class otherwise (about 46 KB of the chunk before compression).
  'editor/browser/gpu/viewGpuContext.js': `export class ViewGpuContext {
    constructor() { throw new Error('The GPU renderer is not part of this build.'); }
  }`,
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': `export class ViewLinesGpu {
    constructor() { throw new Error('The GPU renderer is not part of this build.'); }
  }`,
  // The hover tests its parts against the colour picker's and inlay hints' classes; neither
  // contribution is loaded, so no part is ever one of them.
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js':
    'export class ColorHover {}\nexport class HoverColorPickerParticipant {}',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js':
    'export function isOnColorDecorator() { return false; }',
  'editor/contrib/inlayHints/browser/inlayHintsHover.js': 'export class InlayHintsHover {}',
  // The hover asks whether the inline-suggestion toolbar's menu is open: there are none.
  'editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js':
    'export class InlineSuggestionHintsContentWidget { static dropDownVisible = false; }',
  // Monarch tokenizers: the JSON mode has its own (src/editor/json-tokens.ts), and the colorizer
  // only tests a language's tokenizer against the class (about 20 KB).
  'editor/standalone/common/monarch/monarchCompile.js': `export function compile() {
    throw new Error('Monarch tokenizers are not part of this build.');
  }`,
  'editor/standalone/common/monarch/monarchLexer.js': 'export class MonarchTokenizer {}',
  // "Go to definition" from a hover: JSON has no definitions; the hover handles a missing one.
  'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js':
    'export class GotoDefinitionAtPositionEditorContribution { static get() { return null; } }',
  // The minimap: both editors turn it off (`minimap: { enabled: false }`, which the studio never
  // changes), so the view is given an empty part in its place (about 37 KB with its renderers).
  'editor/browser/viewParts/minimap/minimap.js': `
import { createFastDomNode } from ${JSON.stringify(`${MONACO_SOURCES}base/browser/fastDomNode.js`)};
import { ViewPart } from ${JSON.stringify(`${MONACO_SOURCES}editor/browser/view/viewPart.js`)};
export class Minimap extends ViewPart {
  constructor(context) {
    super(context);
    this._domNode = createFastDomNode(document.createElement('div'));
    this._domNode.setClassName('minimap');
    this._domNode.setPosition('absolute');
  }
  getDomNode() { return this._domNode; }
  prepareRender() {}
  render() {}
}`,
  // The diff editor's widget, which only Compare shows: the standalone diff editor is declared
  // over this placeholder, and src/editor/diff-editor.ts, in Compare's lazy chunk, puts Monaco's
  // widget under it before the first diff editor is made (about 150 KB with its parts).
  'editor/browser/widget/diffEditor/diffEditorWidget.js': `class NotLoaded {
    constructor() { throw new Error('The diff editor is loaded with Compare (src/editor/diff-editor.ts).'); }
  }
export class DiffEditorWidget extends NotLoaded {}`,
  // The multi-file diff editor: only `editor.createMultiFileDiffEditor` builds one, and the studio
  // never calls it (Compare uses the two-file diff editor; about 45 KB).
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js': `export class MultiDiffEditorWidget {
    constructor() { throw new Error('The multi-file diff editor is not part of this build.'); }
  }`,
  // The clipboard asks the paste-as controller to finish a paste; that controller is an editor
  // contribution registered only by the paste-as contribution, which the studio does not load,
  // so the editor never has one (about 18 KB with the paste-as widget).
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js':
    'export class CopyPasteController { static get() { return null; } }',
  // Tree-sitter tokenization: the standalone editor's tree-sitter service supports no language,
  // so a model never builds this backend (about 25 KB with the tree and its tokenizer).
  'editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js': `export class TreeSitterSyntaxTokenBackend {
    constructor() { throw new Error('Tree-sitter tokenization is not part of this build.'); }
  }`,
  // The observables' logger for a VS Code debugging extension, added only when the process
  // environment sets VSCODE_DEV_DEBUG_OBSERVABLES, which a page has none of.
  'base/common/observableInternal/logging/debugger/devToolsLogger.js': `export class DevToolsLogger {
    static getInstance() { throw new Error('The observables debugger is not part of this build.'); }
  }`,
  // A select box in a toolbar: menus build one only for a submenu marked `isSelection`, which
  // none of Monaco's is (about 28 KB with its custom-drawn list). The separator is Monaco's own.
  'base/browser/ui/selectBox/selectBox.js': `export class SelectBox {
    constructor() { throw new Error('Select boxes are not part of this build.'); }
  }
export const SeparatorSelectOption = Object.freeze({
  text: '\u2500'.repeat(9), isDisabled: true, isSeparator: true,
});`,
  // The trees import the custom-drawn list only for its styles; the select box above is its one
  // user.
  'base/browser/ui/selectBox/selectBoxCustom.js': `export class SelectBoxList {
    constructor() { throw new Error('Select boxes are not part of this build.'); }
  }`,
  // Asynchronous trees and tables: the workbench's list service declares a subclass of each, and
  // only the quick input's object tree and plain lists are ever built in the standalone editor
  // (about 40 KB with the split view the table lays its columns out with).
  'base/browser/ui/tree/asyncDataTree.js': `export class AsyncDataTree {
    constructor() { throw new Error('Asynchronous trees are not part of this build.'); }
  }
export class CompressibleAsyncDataTree extends AsyncDataTree {}`,
  'base/browser/ui/table/tableWidget.js': `export class Table {
    constructor() { throw new Error('Tables are not part of this build.'); }
  }`,
  // The quick input (the command palette and the editor's pickers): Monaco's standalone service
  // makes it when an editor first uses it, but imports it with the editor (about 220 KB, 52 KB
  // gzip, with its lists and trees: MONACO_IMPORTER_STUBS). The stand-in keeps the service's
  // names, its editor contribution and its styles, and loads the quick input at its first use
  // (src/editor/quick-input-standalone.ts; MONACO_SETUP_GROUP keeps the rest in Monaco's chunk).
  'editor/standalone/browser/quickInput/standaloneQuickInputService.js': `
import ${JSON.stringify(`${MONACO_SOURCES}editor/standalone/browser/quickInput/standaloneQuickInput.css`)};
export { QuickInputEditorContribution, QuickInputEditorWidget, StandaloneQuickInputService } from ${JSON.stringify(QUICK_INPUT_STANDALONE)};`,
  // The editor worker's code, which Monaco runs on the page only when its worker fails to start;
  // the studio's one worker is also its JSON language service (src/editor/json-worker.ts), so no
  // page-side copy could stand in for it (about 60 KB with the diff and link computers).
  'editor/common/services/editorWebWorker.js': `export class EditorWorker {
    constructor() { throw new Error('The Monaco worker did not start, and has no copy on the page.'); }
  }`,
};

/**
 * As MONACO_STUBS, for the Monaco worker (the JSON worker's script, src/editor/json-worker.ts):
 * modules of Monaco's editor worker that answer requests the studio never makes.
 */
export const MONACO_WORKER_STUBS: Readonly<Record<string, string>> = {
  // The worker sets a `monaco` global (Monaco's enums, key codes, Uri, Range...) for a worker
  // module written against Monaco's API; the JSON language service uses none of it (about 60 KB,
  // with the completion kinds' icons that Monaco's languages module carries).
  'editor/common/services/editorBaseApi.js': `export function createMonacoBaseAPI() { return {}; }`,
  // Colours found in the text, asked for only by the colour picker's contribution, which the
  // studio does not load (about 20 KB with Monaco's colour model).
  'editor/common/languages/defaultDocumentColorsComputer.js':
    'export function computeDefaultDocumentColors() { return []; }',
};

/** A class of Monaco's as its module declares it (`class Name {` to its closing brace). */
function monacoClass(path: string, name: string): string {
  const code = readFileSync(`${MONACO_SOURCES}${path}`, 'utf8');
  const start = code.indexOf(`\nclass ${name} {`);
  const end = code.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error(`No class ${name} in Monaco's ${path}.`);
  return code.slice(start + 1, end + 2);
}

/**
 * The defaults of the list and tree settings that Monaco's list service module registers
 * (src/editor/quick-input-standalone.test.ts holds them equal to Monaco's). The standalone
 * configuration service reads settings' defaults once, when the first editor is made; the
 * quick input's list, loaded later, reads these.
 */
export const LIST_SETTINGS_DEFAULTS: Readonly<Record<string, string | number | boolean>> = {
  'workbench.list.multiSelectModifier': 'ctrlCmd',
  'workbench.list.openMode': 'singleClick',
  'workbench.list.horizontalScrolling': false,
  'workbench.list.scrollByPage': false,
  'workbench.tree.indent': 8,
  'workbench.tree.renderIndentGuides': 'onHover',
  'workbench.list.smoothScrolling': false,
  'workbench.list.mouseWheelScrollSensitivity': 1,
  'workbench.list.fastScrollSensitivity': 5,
  'workbench.list.defaultFindMode': 'highlight',
  'workbench.list.keyboardNavigation': 'highlight',
  'workbench.list.defaultFindMatchType': 'fuzzy',
  'workbench.tree.expandMode': 'singleClick',
  'workbench.tree.enableStickyScroll': true,
  'workbench.tree.stickyScrollMaxItemCount': 7,
  'workbench.list.typeNavigationMode': 'automatic',
};

/**
 * As MONACO_STUBS, for one importer only: keys are the importing module's path, then the
 * imported module's. The same module imported elsewhere (from a lazy chunk) stays Monaco's.
 */
export const MONACO_IMPORTER_STUBS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'editor/standalone/browser/standaloneServices.js': {
    // The workbench list service: the standalone services register its small service, but its
    // module also declares the workbench's lists and trees over Monaco's (about 100 KB raw with
    // the trees), which only the quick input builds. The services get the service alone, Monaco's
    // own class, and the defaults of the module's settings, which the standalone configuration
    // reads only once; the quick input's chunk brings the rest, whose settings then register as
    // duplicates and are dropped.
    'platform/list/browser/listService.js': `
import { isActiveElement } from ${JSON.stringify(`${MONACO_SOURCES}base/browser/dom.js`)};
import { DisposableStore, combinedDisposable, toDisposable } from ${JSON.stringify(`${MONACO_SOURCES}base/common/lifecycle.js`)};
import { createDecorator } from ${JSON.stringify(`${MONACO_SOURCES}platform/instantiation/common/instantiation.js`)};
import { Registry } from ${JSON.stringify(`${MONACO_SOURCES}platform/registry/common/platform.js`)};
import { Extensions } from ${JSON.stringify(`${MONACO_SOURCES}platform/configuration/common/configurationRegistry.js`)};
export const IListService = createDecorator('listService');
export ${monacoClass('platform/list/browser/listService.js', 'ListService')}
Registry.as(Extensions.Configuration).registerConfiguration({
  id: 'workbench',
  type: 'object',
  properties: ${JSON.stringify(
    Object.fromEntries(
      Object.entries(LIST_SETTINGS_DEFAULTS).map(([key, value]) => [
        key,
        { type: typeof value, default: value },
      ]),
    ),
  )},
});`,
  },
};

const MONACO_DIR = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/](.+)$/;
const MONACO_STUB_PREFIX = '\0monaco-stub:';
/** Between the importer's path and the imported module's in an importer's stub's id. */
const IMPORTED_BY = ' imports ';

/**
 * Gives Monaco's modules the stubs of MONACO_STUBS (or `stubs`) in place of the modules named
 * there, and those of `importerStubs` (as MONACO_IMPORTER_STUBS) to the importers named there.
 */
export function slimMonaco(
  stubs: Readonly<Record<string, string>> = MONACO_STUBS,
  importerStubs: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Plugin {
  return {
    name: 'slim-monaco',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !MONACO_DIR.test(importer) || !source.startsWith('.'))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const path = resolved?.id.match(MONACO_DIR)?.[1]?.replaceAll('\\', '/');
      if (path === undefined) return null;
      if (path in stubs) return MONACO_STUB_PREFIX + path;
      const from = importer.match(MONACO_DIR)?.[1]?.replaceAll('\\', '/');
      return from !== undefined && path in (importerStubs[from] ?? {})
        ? `${MONACO_STUB_PREFIX}${from}${IMPORTED_BY}${path}`
        : null;
    },
    load(id) {
      if (!id.startsWith(MONACO_STUB_PREFIX)) return null;
      const [path, from] = id.slice(MONACO_STUB_PREFIX.length).split(IMPORTED_BY).reverse();
      return from === undefined ? stubs[path!] : importerStubs[from]?.[path!];
    },
  };
}

/**
 * Monaco modules whose option schemas carry VS Code's settings-UI texts: each option's
 * description and its values' descriptions (about 100 KB raw in editorOptions.js), which only a
 * settings editor shows and the standalone editor never reads. Paths under vs/, as MONACO_STUBS.
 */
export const MONACO_SETTINGS_TEXT_MODULES = [
  'editor/common/config/editorOptions.js',
  'editor/common/config/editorConfigurationSchema.js',
];
const SETTINGS_TEXT_KEYS = new Set([
  'description',
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
]);

interface AstNode {
  type?: string;
  start: number;
  end: number;
  computed?: boolean;
  key?: { type: string; name?: string; value?: unknown };
  value?: AstNode;
}

/** `code` with every settings-UI text property's value (see above) replaced by `undefined`. */
export function withoutSettingsText(code: string): string {
  const spans: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, computed, key, value } = node as AstNode;
    const name = key?.type === 'Identifier' ? key.name : key?.value;
    if (type === 'Property' && !computed && SETTINGS_TEXT_KEYS.has(String(name)) && value) {
      spans.push([value.start, value.end]);
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(parseAst(code));
  spans.sort((a, b) => b[0] - a[0]);
  let result = code;
  for (const [start, end] of spans)
    result = `${result.slice(0, start)}undefined${result.slice(end)}`;
  return result;
}

/** Strips the settings-UI texts of MONACO_SETTINGS_TEXT_MODULES from the build. */
function monacoSettingsText(): Plugin {
  return {
    name: 'monaco-settings-text',
    apply: 'build',
    transform(code, id) {
      const path = id.match(MONACO_DIR)?.[1]?.replaceAll('\\', '/');
      if (path === undefined || !MONACO_SETTINGS_TEXT_MODULES.includes(path)) return null;
      return { code: withoutSettingsText(code), map: null };
    },
  };
}

const MONACO_SETUP = fileURLToPath(new URL('./src/editor/monaco-setup.ts', import.meta.url));
const MONACO_MODULE = /[\\/]node_modules[\\/]monaco-editor[\\/]/;
/** The other modules of Monaco's chunk: the studio's editor setup and Monaco's React loader. */
const MONACO_SETUP_COMPANIONS =
  /[\\/]src[\\/]editor[\\/]|[\\/]node_modules[\\/](@monaco-editor[\\/](react|loader)|state-local)[\\/]/;
/** Every module monaco-setup.ts imports, directly or not, by the bundler's module graph. */
const monacoSetupImports = new WeakMap<object, ReadonlySet<string>>();

function importedByMonacoSetup(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const setup = ctx.getModuleInfo(MONACO_SETUP);
  if (!setup) return false;
  let imports = monacoSetupImports.get(setup);
  if (!imports) {
    const seen = new Set<string>();
    const visit = (next: string) => {
      if (seen.has(next)) return;
      seen.add(next);
      for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) visit(imported);
    };
    visit(MONACO_SETUP);
    imports = seen;
    monacoSetupImports.set(setup, imports);
  }
  return imports.has(id);
}

/**
 * Keeps every Monaco module that src/editor/monaco-setup.ts imports, directly or not, in
 * Monaco's chunk, leaving to its lazy chunk (the quick input's) only the modules that it alone
 * imports. Left to itself the bundler gives the modules that the editor shares with a lazy chunk
 * a chunk of their own, which the editor would load as a second file, not compiled eagerly
 * (EAGERLY_COMPILED_CHUNKS).
 */
const MONACO_SETUP_GROUP: Rolldown.CodeSplittingGroup = {
  name: (id, ctx) => (importedByMonacoSetup(id, ctx) ? 'monaco-setup' : null),
  test: (id) =>
    MONACO_MODULE.test(id) || id.startsWith(MONACO_STUB_PREFIX) || MONACO_SETUP_COMPANIONS.test(id),
  // A companion's imports of the core stay where the bundler puts them (the page shares them).
  includeDependenciesRecursively: false,
};

/** Monaco's chunk and the o200k tokenizer are 2 to 4 MB; Workbox skips files over its 2 MiB default. */
const PRECACHE_MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The studio as an installable app that opens with no network: a web app manifest, and a service
 * worker (Workbox, generated at build) that precaches every file of the build. A new build waits
 * until the user chooses "Reload to update" (src/update-notice.tsx registers it and shows the
 * notice), so an update never reloads the page under someone typing. The worker serves only the
 * page's own files: it fetches nothing else and caches nothing at run time.
 */
function progressiveWebApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // Registered from the page's own module (src/update-notice.tsx), never an inline script: the
    // policy above allows none.
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Tool Schema Studio',
      short_name: 'Tool Schema',
      description:
        'Draft, check and export MCP tool definitions in the browser; nothing you type leaves your machine.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1f4e8c',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ttf,woff2,wasm,webmanifest}'],
      maximumFileSizeToCacheInBytes: PRECACHE_MAX_FILE_BYTES,
      navigateFallback: '/index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

export default defineConfig({
  plugins: [
    progressiveWebApp(),
    react(),
    contentSecurityPolicy(),
    prefetchEditor(),
    memoizedDecimalSeparator(),
    rjsfMarkdown(),
    eagerCompile(),
    slimMonaco(MONACO_STUBS, MONACO_IMPORTER_STUBS),
    monacoSettingsText(),
  ],
  worker: {
    format: 'es',
    plugins: () => [slimMonaco(MONACO_WORKER_STUBS)],
    // As the page's build below: the validation worker keeps only the core it uses (no exporter,
    // no host profile on a first visit), and its import preview is a chunk of its own.
    rolldownOptions: { treeshake: { moduleSideEffects: PURE_MODULES } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // Every browser the es2022 target admits runs modulepreload or, without it, still loads the
    // modules (only later); the polyfill was 0.2 KB of the page's first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Without it the page's first chunk would keep every lint rule and Ajv.
        moduleSideEffects: PURE_MODULES,
      },
      output: {
        codeSplitting: {
          // The page and the Form tab's Ajv chunk share these small core modules, and the page and
          // its persistence chunk (src/early-requests.ts) jsonc-parser and the document kinds; left
          // to itself the bundler gives each a chunk of its own, more preloads before the first render.
          groups: [{ name: 'core-base', test: CORE_BASE }, MONACO_SETUP_GROUP],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
