import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LIST_SETTINGS_DEFAULTS,
  MONACO_IMPORTER_STUBS,
  MONACO_STUBS,
  slimMonaco,
} from '../../vite.config';
import { DeferredQuickInput } from './quick-input-deferred';

/**
 * The build gives Monaco quick-input-standalone.ts in place of its standalone quick input
 * service, and loads Monaco's quick input at its first use (quick-input-deferred.ts). These are
 * the places in this Monaco that the stand-in relies on, read from its sources.
 */
const MONACO_DIR = fileURLToPath(
  new URL('../../node_modules/monaco-editor/esm/vs/', import.meta.url),
);
const SERVICE_PATH = 'editor/standalone/browser/quickInput/standaloneQuickInputService.js';
const monacoSource = (path: string) => readFileSync(join(MONACO_DIR, path), 'utf8');
const studioSource = (file: string) =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');

/** The names a module exports, as slim-monaco.test.ts reads them. */
function exportedNames(code: string): string[] {
  const declared = [...code.matchAll(/^export (?:class|function|const) (\w+)/gm)].map((m) => m[1]!);
  const listed = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim()),
  );
  return [...declared, ...listed].filter((name) => name !== '').sort();
}

/**
 * The Monaco files the page's editor loads: those src/editor/monaco-setup.ts imports, directly or
 * not, through Monaco's relative imports, without looking inside the modules the build stubs
 * (MONACO_STUBS), as the build does.
 */
function editorModules(): string[] {
  const setup = studioSource('./monaco-setup.ts');
  const roots = [...setup.matchAll(/^import (?:[^'"]* from )?'monaco-editor\/([^']+)';/gm)].map(
    (m) => join(MONACO_DIR, `${m[1]!}.js`),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    if (relative(MONACO_DIR, file).replaceAll('\\', '/') in MONACO_STUBS) return;
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^(?:import|export)\b[^'";]*'(\.[^']+\.js)'/gm,
    ))
      visit(join(dirname(file), m[1]!));
  };
  roots.forEach(visit);
  return [...seen].map((file) => relative(MONACO_DIR, file).replaceAll('\\', '/'));
}

describe("the quick input's stand-in", () => {
  it('exports what Monaco’s module exports, and the build gives it to Monaco', () => {
    const monacoNames = exportedNames(monacoSource(SERVICE_PATH));
    expect(monacoNames).toEqual([
      'QuickInputEditorContribution',
      'QuickInputEditorWidget',
      'StandaloneQuickInputService',
    ]);
    expect(exportedNames(studioSource('./quick-input-standalone.ts'))).toEqual(monacoNames);
    expect(MONACO_STUBS[SERVICE_PATH]).toContain('src/editor/quick-input-standalone.ts');
    expect(MONACO_STUBS[SERVICE_PATH]).toContain('standaloneQuickInput.css');
    expect(monacoSource('editor/standalone/browser/standaloneServices.js')).toContain(
      "import { StandaloneQuickInputService } from './quickInput/standaloneQuickInputService.js';",
    );
  });

  it('registers the same editor contribution, under the same ids, made at its first use', () => {
    const monaco = monacoSource(SERVICE_PATH);
    const studio = studioSource('./quick-input-standalone.ts');
    expect(monaco).toContain("static { this.ID = 'editor.controller.quickInput'; }");
    expect(studio).toContain("static readonly ID = 'editor.controller.quickInput';");
    expect(monaco).toContain("static { this.ID = 'editor.contrib.quickInputWidget'; }");
    expect(studio).toContain("static readonly ID = 'editor.contrib.quickInputWidget';");
    expect(monaco).toContain(
      'registerEditorContribution(QuickInputEditorContribution.ID, QuickInputEditorContribution, 4 /* EditorContributionInstantiation.Lazy */);',
    );
    expect(studio).toMatch(/const INSTANTIATED_AT_FIRST_USE = 4;/);
  });

  it('offers every member of Monaco’s standalone service', () => {
    const monaco = monacoSource(SERVICE_PATH);
    const body = monaco.slice(
      monaco.indexOf('let StandaloneQuickInputService = class'),
      monaco.indexOf('StandaloneQuickInputService = __decorate'),
    );
    const members = [...body.matchAll(/^ {4}(?:get )?(\w+)\(/gm)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'constructor' && name !== 'activeService');
    expect(members.sort()).toEqual(
      [
        'createInputBox',
        'createQuickPick',
        'currentQuickInput',
        'input',
        'pick',
        'quickAccess',
        'toggle',
        'toggleHover',
      ].sort(),
    );
    for (const member of members)
      expect(Object.getOwnPropertyDescriptor(DeferredQuickInput.prototype, member)).toBeDefined();
  });

  it('makes each editor’s service as Monaco’s does, with the services Monaco’s quick input asks for', () => {
    expect(monacoSource('platform/quickinput/browser/quickInputService.js')).toContain(
      [
        '    __param(0, IInstantiationService),',
        '    __param(1, IContextKeyService),',
        '    __param(2, IThemeService),',
        '    __param(3, ILayoutService),',
        '    __param(4, IConfigurationService)',
      ].join('\n'),
    );
    expect(monacoSource(SERVICE_PATH)).toContain(
      'super(instantiationService, contextKeyService, themeService, new EditorScopedLayoutService(editor.getContainerDomNode(), codeEditorService), configurationService);',
    );
    expect(monacoSource(SERVICE_PATH)).toContain(
      'createController() {\n        return super.createController(this.host);',
    );
  });

  it('of the editor’s modules, only find’s "Go to Match..." calls a member that cannot wait, and only the command palette reaches it', () => {
    const modules = editorModules();
    // The quick input itself is left to the lazy chunk; the palette's provider is not.
    expect(modules).toContain('editor/contrib/find/browser/findController.js');
    expect(modules).not.toContain('platform/quickinput/browser/quickInputController.js');
    const callers = modules
      .filter((path) => path !== 'platform/quickinput/common/quickInput.js')
      .filter((path) => /\bIQuickInputService\b/.test(monacoSource(path)))
      .map((path) => {
        const code = monacoSource(path);
        const members = [
          ...code.matchAll(/\.(createInputBox|createQuickPick|toggleHover|toggle)\(/g),
        ].map((m) => m[1]!);
        return [path, [...new Set(members)]] as const;
      })
      .filter(([, members]) => members.length > 0);
    expect(callers).toEqual([
      ['editor/contrib/find/browser/findController.js', ['createInputBox']],
    ]);
    const find = monacoSource('editor/contrib/find/browser/findController.js');
    const action = find.slice(
      find.indexOf('class MoveToMatchFindAction'),
      find.indexOf('run(accessor, editor)', find.indexOf('class MoveToMatchFindAction')),
    );
    expect(action).toContain('id: FIND_IDS.GoToMatchFindAction');
    expect(action).not.toMatch(/kbOpts|menuOpts|contextMenuOpts/);
  });

  it('the keys inside the quick input are keybindings it registers, which Monaco reads once unless told', () => {
    const actions = monacoSource('platform/quickinput/browser/quickInputActions.js');
    for (const [id, key] of [
      ['quickInput.accept', '3 /* KeyCode.Enter */'],
      ['quickInput.hide', '9 /* KeyCode.Escape */'],
      ['quickInput.next', '18 /* KeyCode.DownArrow */'],
    ] as const)
      expect(actions).toMatch(
        new RegExp(`id: '${id}',\\s*primary: ${key.replace(/[*/]/g, '\\$&')}`),
      );
    expect(monacoSource('platform/quickinput/browser/quickInputController.js')).toContain(
      "import './quickInputActions.js';",
    );
    const services = monacoSource('editor/standalone/browser/standaloneServices.js');
    expect(services).toContain(
      'updateResolver() {\n        this._cachedResolver = null;\n        this._onDidUpdateKeybindings.fire();',
    );
    expect(services).toContain(
      'if (!this._cachedResolver) {\n            const defaults = this._toNormalizedKeybindingItems(KeybindingsRegistry.getDefaultKeybindings(), true);',
    );
    expect(studioSource('./quick-input-editor.ts')).toContain(
      'accessor.get(IKeybindingService).updateResolver?.()',
    );
  });
});

describe("the list service's stand-in for the standalone services", () => {
  const LIST_SERVICE = 'platform/list/browser/listService.js';
  const SERVICES = 'editor/standalone/browser/standaloneServices.js';
  const stub = MONACO_IMPORTER_STUBS[SERVICES]![LIST_SERVICE]!;

  it('is given to the standalone services only, which import nothing else from the module', async () => {
    expect(monacoSource(SERVICES)).toContain(
      "import { ListService, IListService } from '../../../platform/list/browser/listService.js';",
    );
    expect(exportedNames(stub)).toEqual(['IListService', 'ListService']);
    const hooks = slimMonaco(MONACO_STUBS, MONACO_IMPORTER_STUBS) as unknown as {
      resolveId: (
        this: { resolve: (source: string, importer: string) => Promise<{ id: string }> },
        source: string,
        importer: string,
        options: object,
      ) => Promise<string | null>;
      load: (id: string) => string | null | undefined;
    };
    const context = {
      resolve: (source: string, importer: string) =>
        Promise.resolve({ id: join(dirname(importer), source) }),
    };
    const fromServices = await hooks.resolveId.call(
      context,
      '../../../platform/list/browser/listService.js',
      join(MONACO_DIR, SERVICES),
      {},
    );
    expect(hooks.load(fromServices!)).toBe(stub);
    // The quick input's list imports Monaco's module, with its lists and trees.
    expect(
      await hooks.resolveId.call(
        context,
        '../../list/browser/listService.js',
        join(MONACO_DIR, 'platform/quickinput/browser/quickInputList.js'),
        {},
      ),
    ).toBeNull();
  });

  it("carries Monaco's own ListService class and the same service key", () => {
    const monaco = monacoSource(LIST_SERVICE);
    const start = monaco.indexOf('\nclass ListService {');
    const listService = monaco.slice(start + 1, monaco.indexOf('\n}\n', start) + 2);
    expect(listService).toContain('register(widget, extraContextKeys) {');
    expect(stub).toContain(`export ${listService}`);
    expect(monaco).toContain("const IListService = createDecorator('listService');");
    expect(stub).toContain("export const IListService = createDecorator('listService');");
  });

  it("registers every setting Monaco's module registers, with Monaco's default", () => {
    const monaco = monacoSource(LIST_SERVICE);
    const keys = new Map(
      [...monaco.matchAll(/^const (\w+) = '(workbench\.[\w.]+)';$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const registration = monaco.slice(
      monaco.indexOf('configurationRegistry.registerConfiguration({'),
    );
    const defaults = Object.fromEntries(
      [...registration.matchAll(/^ {8}\[(\w+)\]: \{[^]*?^ {12}default: ([^,\n]+),?$/gm)].map(
        (m) => [keys.get(m[1]!), JSON.parse(m[2]!.replaceAll("'", '"')) as unknown],
      ),
    );
    expect(Object.keys(defaults)).toHaveLength(16);
    expect(LIST_SETTINGS_DEFAULTS).toEqual(defaults);
    for (const [key, value] of Object.entries(LIST_SETTINGS_DEFAULTS))
      expect(stub).toContain(
        `${JSON.stringify(key)}:{"type":"${typeof value}","default":${JSON.stringify(value)}}`,
      );
  });
});
