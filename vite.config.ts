import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
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

/**
 * Monaco modules that the contributions the studio loads (src/editor/monaco-setup.ts) import only
 * to test for, or to start, features the studio never turns on, each replaced by a module that
 * exports the same names and does nothing. Keys are paths under monaco-editor/esm/vs/editor/.
 * src/editor/slim-monaco.test.ts checks each stub still covers every name its module exports.
 */
export const MONACO_STUBS: Readonly<Record<string, string>> = {
  // The GPU renderer runs only with `experimentalGpuAcceleration: 'on'`; view.js constructs
  // neither class otherwise (about 46 KB of the chunk before compression).
  'browser/gpu/viewGpuContext.js': `export class ViewGpuContext {
    constructor() { throw new Error('The GPU renderer is not part of this build.'); }
  }`,
  'browser/viewParts/viewLinesGpu/viewLinesGpu.js': `export class ViewLinesGpu {
    constructor() { throw new Error('The GPU renderer is not part of this build.'); }
  }`,
  // The hover tests its parts against the colour picker's and inlay hints' classes; neither
  // contribution is loaded, so no part is ever one of them.
  'contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js':
    'export class ColorHover {}\nexport class HoverColorPickerParticipant {}',
  'contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js':
    'export function isOnColorDecorator() { return false; }',
  'contrib/inlayHints/browser/inlayHintsHover.js': 'export class InlayHintsHover {}',
  // The hover asks whether the inline-suggestion toolbar's menu is open: there are none.
  'contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js':
    'export class InlineSuggestionHintsContentWidget { static dropDownVisible = false; }',
  // Monarch tokenizers: the JSON mode has its own (src/editor/json-tokens.ts), and the colorizer
  // only tests a language's tokenizer against the class (about 20 KB).
  'standalone/common/monarch/monarchCompile.js': `export function compile() {
    throw new Error('Monarch tokenizers are not part of this build.');
  }`,
  'standalone/common/monarch/monarchLexer.js': 'export class MonarchTokenizer {}',
  // "Go to definition" from a hover: JSON has no definitions; the hover handles a missing one.
  'contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js':
    'export class GotoDefinitionAtPositionEditorContribution { static get() { return null; } }',
};

const MONACO_EDITOR_DIR = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/](.+)$/;
const MONACO_STUB_PREFIX = '\0monaco-stub:';

/** Gives Monaco's modules the stubs of MONACO_STUBS in place of the modules named there. */
export function slimMonaco(): Plugin {
  return {
    name: 'slim-monaco',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !MONACO_EDITOR_DIR.test(importer) || !source.startsWith('.'))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const path = resolved?.id.match(MONACO_EDITOR_DIR)?.[1]?.replaceAll('\\', '/');
      return path !== undefined && path in MONACO_STUBS ? MONACO_STUB_PREFIX + path : null;
    },
    load(id) {
      return id.startsWith(MONACO_STUB_PREFIX)
        ? MONACO_STUBS[id.slice(MONACO_STUB_PREFIX.length)]
        : null;
    },
  };
}

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
    slimMonaco(),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // Every browser the es2022 target admits runs modulepreload or, without it, still loads the
    // modules (only later); the polyfill was 0.2 KB of the page's first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Importing the core or Ajv has no effect (the core registers nothing, by design), but
        // neither says so, and the bundler then keeps every lint rule and Ajv in the page's first
        // chunk. Declared pure, they load only with what uses them: the worker and the Form tab.
        moduleSideEffects: [
          { test: CORE_SOURCES, sideEffects: false },
          { test: AJV_PACKAGES, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // The page and the Form tab's Ajv chunk share these small core modules, and the page and
          // its persistence chunk (src/early-requests.ts) jsonc-parser and the document kinds; left
          // to itself the bundler gives each a chunk of its own, more preloads before the first render.
          groups: [{ name: 'core-base', test: CORE_BASE }],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
