import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONACO_SETTINGS_TEXT_MODULES, withoutSettingsText } from '../../vite.config';

const MONACO_DIR = fileURLToPath(
  new URL('../../node_modules/monaco-editor/esm/vs/', import.meta.url),
);
const OPTIONS_MODULE = 'editor/common/config/editorOptions.js';

interface EditorOptionsModule {
  editorOptionsRegistry: { id: number; name: string; defaultValue: unknown; schema?: unknown }[];
}

/** Monaco's editorOptions.js as the build gives it, importable from a temporary file. */
async function strippedOptionsModule(): Promise<EditorOptionsModule> {
  const directory = join(MONACO_DIR, 'editor/common/config/');
  const code = withoutSettingsText(readFileSync(join(MONACO_DIR, OPTIONS_MODULE), 'utf8'));
  const absolute = code.replace(
    /from '(\.[^']+)'/g,
    (_all, path: string) => `from '${pathToFileURL(join(directory, path)).href}'`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'settings-text-')), 'editorOptions.js');
  writeFileSync(file, absolute);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as EditorOptionsModule;
}

describe('withoutSettingsText', () => {
  it('names modules that exist', () => {
    for (const path of MONACO_SETTINGS_TEXT_MODULES)
      expect(existsSync(join(MONACO_DIR, path))).toBe(true);
  });

  it("drops the settings UI's texts and keeps the texts the editor shows", () => {
    const original = readFileSync(join(MONACO_DIR, OPTIONS_MODULE), 'utf8');
    const stripped = withoutSettingsText(original);
    expect(original).toContain(
      '"Controls whether copying without a selection copies the current line."',
    );
    expect(stripped).not.toContain('Controls whether copying without a selection');
    expect(stripped).not.toContain('Quick suggestions show as ghost text');
    // The editor's accessible name is an option's default, not a description.
    expect(stripped).toContain('localize(475, "Editor content")');
    // 40 672 characters of 190 860 when measured (monaco-editor 0.57.0).
    expect(original.length - stripped.length).toBeGreaterThan(35_000);
  });

  it('leaves every option its default, name and id', async () => {
    const original = (await import(
      /* @vite-ignore */ pathToFileURL(join(MONACO_DIR, OPTIONS_MODULE)).href
    )) as EditorOptionsModule;
    const stripped = await strippedOptionsModule();
    const facts = (module: EditorOptionsModule) =>
      module.editorOptionsRegistry.map(({ id, name, defaultValue }) => ({
        id,
        name,
        defaultValue,
      }));
    expect(original.editorOptionsRegistry.length).toBeGreaterThan(150);
    expect(facts(stripped)).toEqual(facts(original));
  });
});
