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
    expect(errors[0]).toMatch(/src\/cli may import core, bridge, not panels/);
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

  it('keeps the export layer below its registry: a transform or a preflight rule may not import a target', async () => {
    const transform = await boundaryErrors(
      'src/core/export/transforms/probe.ts',
      "export { TARGETS } from '../targets';\n",
    );
    expect(transform).toHaveLength(1);
    expect(transform[0]).toMatch(
      /src\/core\/export below the registry may import the core except targets/,
    );
    expect(
      await boundaryErrors(
        'src/core/export/preflight/probe.ts',
        "export type { TargetDefinition } from '../targets/definition';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/core/export/probe.ts', "export { TARGETS } from './targets';\n"),
    ).toHaveLength(1);
    // The registry reads the list; a target module reads its own definition type.
    expect(
      await boundaryErrors('src/core/export/registry.ts', "export { TARGETS } from './targets';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/core/export/targets/probe.ts',
        "export type { TargetDefinition } from './definition';\n",
      ),
    ).toEqual([]);
  });

  it('gives the protocol facts and the live-server logic their rooms in the core', async () => {
    const mcp = await boundaryErrors(
      'src/core/mcp/probe.ts',
      "export { exportTools } from '../export/registry';\n",
    );
    expect(mcp).toHaveLength(1);
    expect(mcp[0]).toMatch(/src\/core\/mcp may import model, schema, validation, share/);
    expect(
      await boundaryErrors(
        'src/core/mcp/probe.ts',
        "export { checkSample } from '../validation/sample';\nexport { isPlainObject } from '../model/types';\n",
      ),
    ).toEqual([]);
    // The validation rules and the export read the protocol facts.
    expect(
      await boundaryErrors(
        'src/core/validation/rules/probe.ts',
        "export * from '../../mcp/revisions';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/core/live/probe.ts', "export * from '../mcp/revisions';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/core/live/probe.ts', "export * from '../cost/cost';\n"),
    ).toHaveLength(1);
  });

  it('keeps the browser MCP client a lazy chunk and the bridge beside the CLI', async () => {
    // A panel reaches the client only through import(), so it stays a chunk of its own.
    expect(
      await boundaryErrors(
        'src/panels/export/probe.ts',
        "export { connect } from '../../mcp-client/client';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/panels/export/probe.ts',
        "export const load = () => import('../../mcp-client/client');\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/mcp-client/probe.ts', "export * from '../core/live/cases';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/mcp-client/probe.ts', "export * from '../store';\n"),
    ).toHaveLength(1);
    // The bridge is Node: the CLI runs it, the page never imports it.
    expect(await boundaryErrors('src/cli/probe.ts', "export * from '../bridge/serve';\n")).toEqual(
      [],
    );
    expect(
      await boundaryErrors('src/store/probe.ts', "export * from '../bridge/serve';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/bridge/probe.ts', "export * from '../panels/export/ExportTab';\n"),
    ).toHaveLength(1);
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
