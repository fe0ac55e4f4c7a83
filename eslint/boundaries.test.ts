import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

/** The no-restricted-imports messages ESLint gives a probe file at `filePath` holding `code`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('the import boundaries (eslint/boundaries.js) as the project lint configuration applies them', () => {
  it('refuses an import from src/core into src/store', async () => {
    const errors = await boundaryErrors(
      'src/core/model/probe.ts',
      "export { workspaceStore } from '../../store';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/core may import no other part, not store/);
  });

  it('refuses an import from src/cli into src/panels', async () => {
    const errors = await boundaryErrors(
      'src/cli/probe.ts',
      "export { ExportTab } from '../panels/export/ExportTab';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/cli may import core, not panels/);
  });

  it('refuses an import from one panel into another, and from the worker into the store', async () => {
    expect(
      await boundaryErrors(
        'src/panels/annotations/probe.tsx',
        "export { FormTab } from '../form/FormTab';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/worker/probe.ts',
        "export type { WorkspaceStore } from '../store';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the allowed arrows through', async () => {
    expect(
      await boundaryErrors('src/cli/probe.ts', "export { parseDocument } from '../core';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/store/probe.ts',
        "export type { ValidationClient } from '../worker';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/panels/form/probe.tsx',
        "export { ToolPicker } from '../../components/active-tool';\nexport { workspaceStore } from '../../store';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/core/export/probe.ts',
        "export { parseDocument } from '../model/document';\n",
      ),
    ).toEqual([]);
  });

  it('keeps UI libraries out of the core and Monaco in the editor', async () => {
    expect(
      await boundaryErrors(
        'src/core/probe.ts',
        "import { useState } from 'react';\nexport { useState };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/panels/form/probe.tsx',
        "import * as monaco from 'monaco-editor';\nexport { monaco };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/editor/probe.ts',
        "import * as monaco from 'monaco-editor';\nexport { monaco };\n",
      ),
    ).toEqual([]);
  });
});
