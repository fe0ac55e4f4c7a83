// The parts of the studio and the imports allowed between them: the one table that
// eslint.config.js turns into `no-restricted-imports` rules and docs/architecture.md shows.
// An arrow not listed here fails `npm run lint`; eslint/boundaries.test.ts shows it does.
import { readdirSync } from 'node:fs';

/**
 * Each part: the files it owns, the parts it may import (`may`), and why it exists. A part never
 * needs to list itself. Panels are one part each (every folder under src/panels): a panel may use
 * the parts in `panels.may` but no other panel; what two panels share lives in src/components.
 */
export const PARTS = {
  core: {
    files: ['src/core/**'],
    may: [],
    role: 'pure TypeScript: model, validation, export, share, playground, snippets, templates, authoring',
  },
  cli: { files: ['src/cli/**'], may: ['core', 'bridge'], role: 'the tool-schema command' },
  bridge: {
    files: ['src/bridge/**'],
    may: ['core'],
    role: 'Node only, beside the CLI: the MCP client for `test --server/--stdio`, the local bridge to MCP servers and `tool-schema serve`, run by the CLI',
  },
  worker: {
    files: ['src/worker/**'],
    may: ['core'],
    role: 'the validation worker and its typed client',
  },
  store: {
    files: ['src/store/**'],
    may: ['worker', 'core'],
    role: 'zustand state, persistence, the wiring of worker answers into state',
  },
  editor: {
    files: ['src/editor/**'],
    may: ['store', 'core'],
    role: 'Monaco: models, markers, code actions',
  },
  components: {
    files: ['src/components/**'],
    may: ['store', 'core'],
    role: 'widgets more than one panel uses',
  },
  panels: {
    files: ['src/panels/*/**'],
    may: ['components', 'store', 'worker', 'core'],
    role: 'one folder per panel',
  },
  app: {
    files: ['src/*.ts', 'src/*.tsx'],
    may: ['core', 'cli', 'worker', 'store', 'editor', 'components', 'panels'],
    role: 'the shell that puts the panels on the page',
  },
};

/** Files allowed one more arrow than their part, each with the reason. */
export const EXCEPTIONS = [
  {
    file: 'src/panels/export/cli-parity.test.ts',
    may: ['cli'],
    why: 'checks that the Export tab and the CLI write the same bytes',
  },
  {
    file: 'src/panels/form/one-verdict.test.ts',
    may: ['cli'],
    why: 'checks that the form, the worker and the CLI give one sample verdict',
  },
  {
    file: 'src/store/cli-parity.test.ts',
    may: ['cli'],
    why: "checks that the Tools list's counts per tool equal what `tool-schema validate` reports",
  },
];

/**
 * Rooms inside the core, whose imports within the core are limited as well: `may` lists the
 * folders of src/core a room may import (the files at the top of src/core, such as limits.ts,
 * are open to every room), or `forbid` lists the folders it may not; `ignores` are the files the
 * limit does not apply to. An import into a room from below it would close an import cycle,
 * which `npm run lint` refuses too (scripts/import-cycles.mjs).
 */
export const CORE_ROOMS = [
  {
    room: 'core/mcp',
    files: ['src/core/mcp/**'],
    may: ['model', 'schema', 'validation', 'share'],
    role: 'MCP protocol facts and revisions as data (what each revision allows, document kinds), read by the validation rules, the export and the live-server logic',
  },
  {
    room: 'core/live',
    files: ['src/core/live/**'],
    // diff: a call result's structuredContent is compared with a saved one (sameJson);
    // fingerprint: an imported tool's fingerprint is what drift is measured against;
    // trust: a server's name and messages are shown as tool names are (`showInvisibles`).
    may: [
      'mcp',
      'model',
      'schema',
      'validation',
      'playground',
      'export',
      'diff',
      'fingerprint',
      'trust',
    ],
    role: 'pure logic of calls to a live MCP server (the case format, the checks of a call result), shared by the browser client and the bridge',
  },
  {
    room: 'core/export below the registry',
    files: ['src/core/export/**'],
    ignores: [
      'src/core/export/registry.ts',
      'src/core/export/index.ts',
      'src/core/export/targets/**',
      'src/core/export/__fixtures__/**',
      'src/core/export/**/*.test.ts',
    ],
    forbid: ['targets'],
    role: 'transforms, preflight rules, names, feature matrix, change catalogue: they take target definitions as arguments and TargetId from target-names.ts; only the registry reads targets/',
  },
];

/** How each part is spelt in an import path (its folder under src/, or its files for the shell). */
const IMPORT_NAMES = { app: ['App', 'main'] };

const LIBRARIES = {
  react: { name: 'react', message: 'src/core is framework-free: no React.' },
  reactDom: { name: 'react-dom', message: 'src/core is framework-free: no React.' },
  zustand: { name: 'zustand', message: 'src/core is framework-free: no zustand.' },
};
const monaco = {
  group: ['monaco-editor', 'monaco-editor/*', '@monaco-editor/*'],
  message: 'Only src/editor imports Monaco.',
};
const rjsf = { group: ['@rjsf/*'], message: 'src/core is framework-free: no RJSF.' };
const mcpSdk = {
  group: ['@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*'],
  message:
    "Only the live-server client (src/store/live, loaded with import()) and the CLI with its bridge (src/bridge) load the MCP SDK: it stays out of the page's other chunks and the core.",
};

/**
 * The browser's MCP client: the part of the store that may load the MCP SDK. Its actions are
 * reached only through import() (panels/connection, the Form tab's Run on server), so the SDK is
 * a chunk of its own; the core's pure logic of those calls is the core/live room below.
 */
const LIVE_CLIENT = 'src/store/live/**';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A relative import whose first folder (after any ./ and ../) is one of `names`. */
function importOf(names, message) {
  return { regex: `^(\\.\\.?/)+(${names.map(escape).join('|')})(/|$)`, message };
}

/** The folders of src/core (each a module of the core). */
export function coreFolders(root = new URL('../', import.meta.url)) {
  return readdirSync(new URL('src/core/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
    .map((d) => d.name)
    .sort();
}

export function panelNames(root = new URL('../', import.meta.url)) {
  return readdirSync(new URL('src/panels/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function forbiddenParts(part, extra = []) {
  const allowed = new Set([part, ...PARTS[part].may, ...extra]);
  return Object.keys(PARTS)
    .filter((p) => !allowed.has(p))
    .map((p) => {
      const names = IMPORT_NAMES[p] ?? [p];
      const arrows = PARTS[part].may.length ? PARTS[part].may.join(', ') : 'no other part';
      return importOf(
        names,
        `src/${part} may import ${arrows}, not ${p} (see eslint/boundaries.js and docs/architecture.md).`,
      );
    });
}

function restriction(part, patterns, { sdk = part === 'cli' || part === 'bridge' } = {}) {
  const paths = part === 'core' ? [LIBRARIES.react, LIBRARIES.reactDom, LIBRARIES.zustand] : [];
  const libraries = part === 'core' ? [monaco, rjsf] : part === 'editor' ? [] : [monaco];
  if (!sdk) libraries.push(mcpSdk);
  return ['error', { paths, patterns: [...libraries, ...patterns] }];
}

/** The flat-config blocks: one per part, per panel, per core room, per exception (later blocks win). */
export function boundaryConfigs(panels = panelNames(), folders = coreFolders()) {
  const blocks = [];
  for (const part of Object.keys(PARTS)) {
    if (part === 'panels') continue;
    blocks.push({
      name: `boundaries/${part}`,
      files: PARTS[part].files,
      rules: { 'no-restricted-imports': restriction(part, forbiddenParts(part)) },
    });
  }
  blocks.push({
    name: 'boundaries/store/live (the MCP client)',
    files: [LIVE_CLIENT],
    rules: {
      'no-restricted-imports': restriction('store', forbiddenParts('store'), { sdk: true }),
    },
  });
  for (const panel of panels) {
    const others = panels.filter((p) => p !== panel);
    const patterns = [...forbiddenParts('panels')];
    if (others.length) {
      patterns.push(
        importOf(
          others,
          `Panels do not import one another: put what src/panels/${panel} shares with another panel in src/components.`,
        ),
      );
    }
    blocks.push({
      name: `boundaries/panels/${panel}`,
      files: [`src/panels/${panel}/**`],
      rules: { 'no-restricted-imports': restriction('panels', patterns) },
    });
  }
  for (const { room, files, ignores, may, forbid } of CORE_ROOMS) {
    const self = room.split('/')[1];
    const banned = forbid ?? folders.filter((f) => f !== self && !may.includes(f));
    const patterns = [...forbiddenParts('core')];
    if (banned.length) {
      patterns.push(
        importOf(
          banned,
          `src/${room} may import ${may ? may.join(', ') : `the core except ${banned.join(', ')}`} (see CORE_ROOMS in eslint/boundaries.js and docs/architecture.md).`,
        ),
      );
    }
    blocks.push({
      name: `boundaries/${room}`,
      files,
      ...(ignores ? { ignores } : {}),
      rules: { 'no-restricted-imports': restriction('core', patterns) },
    });
  }
  for (const exception of EXCEPTIONS) {
    const part = Object.keys(PARTS).find((p) => exception.file.startsWith(`src/${p}/`));
    const panel = exception.file.split('/')[2];
    const others = panels.filter((p) => p !== panel);
    const patterns = [...forbiddenParts(part, exception.may)];
    if (part === 'panels' && others.length)
      patterns.push(importOf(others, 'Panels do not import one another.'));
    blocks.push({
      name: `boundaries/exception ${exception.file}`,
      files: [exception.file],
      rules: { 'no-restricted-imports': restriction(part, patterns) },
    });
  }
  return blocks;
}
