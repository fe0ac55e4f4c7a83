import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROOMS, PARTS } from './boundaries.js';

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
      await boundaryErrors(
        'src/core/live/probe.ts',
        "export * from '../mcp/revisions';\nexport * from '../diff/kinds';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/core/live/probe.ts', "export * from '../cost/cost';\n"),
    ).toHaveLength(1);
  });

  it('keeps the MCP SDK in the live-server client (src/store/live) and the CLI', async () => {
    const sdk = "export { Client } from '@modelcontextprotocol/sdk/client/index.js';\n";
    expect(await boundaryErrors('src/store/live/probe.ts', sdk)).toEqual([]);
    expect(await boundaryErrors('src/cli/serve/probe.ts', sdk)).toEqual([]);
    expect(await boundaryErrors('src/cli/live/probe.ts', sdk)).toEqual([]);
    const elsewhere = await boundaryErrors('src/store/probe.ts', sdk);
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]).toMatch(/Only the live-server client \(src\/store\/live/);
    expect(await boundaryErrors('src/panels/connection/probe.tsx', sdk)).toHaveLength(1);
    expect(await boundaryErrors('src/core/live/probe.ts', sdk)).toHaveLength(1);
    expect(await boundaryErrors('src/App.tsx', sdk)).toHaveLength(1);
    // The client is still the store's: it may not import a panel.
    expect(
      await boundaryErrors(
        'src/store/live/probe.ts',
        "export * from '../../panels/form/FormTab';\n",
      ),
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

  it('has a part for every folder of src/, so new code arrives in a room the table names', () => {
    // Folders of code (src/styles holds only CSS, which imports nothing).
    const folders = readdirSync(`${root}/src`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .filter((name) =>
        readdirSync(`${root}/src/${name}`, { recursive: true }).some((f) =>
          /\.tsx?$/.test(String(f)),
        ),
      );
    const owned = Object.values(PARTS).flatMap((p) =>
      p.files.map((f) => /^src\/([^/*]+)\//.exec(f)?.[1]).filter(Boolean),
    );
    expect(folders.filter((f) => !owned.includes(f))).toEqual([]);
  });

  it('is the table docs/architecture.md shows: each part and room with the same arrows', () => {
    const doc = readFileSync(`${root}/docs/architecture.md`, 'utf8');
    const rows = (heading: string) => {
      const section = doc.slice(doc.indexOf(heading));
      const table = section.slice(
        section.indexOf('\n|'),
        section.indexOf('\n\n', section.indexOf('\n|')),
      );
      return table
        .trim()
        .split('\n')
        .slice(2)
        .map((line) => line.split('|').map((cell) => cell.trim()));
    };
    const names = Object.keys(PARTS);
    const arrows = (part: string, may: string): string[] =>
      may === 'nothing else'
        ? []
        : may === 'all of the above'
          ? names.filter((p) => p !== part)
          : may.split(', ');
    const parts = rows('## Parts and the imports between them').map(([, part, , may]) => ({
      part: part!,
      may: arrows(part!, may!),
    }));
    expect(parts.map((p) => p.part)).toEqual(names);
    for (const { part, may } of parts)
      expect([...may].sort(), part).toEqual([...PARTS[part]!.may].sort());
    const rooms = rows('### Rooms inside the core').map(([, room, , may]) => [room, may]);
    expect(rooms.map(([room]) => room)).toEqual(CORE_ROOMS.map((r) => r.room));
    for (const [room, may] of rooms) {
      const entry = CORE_ROOMS.find((r) => r.room === room)!;
      expect(may, String(room)).toBe(
        entry.may
          ? entry.may.join(', ')
          : `everything but ${(entry.forbid ?? []).map((f) => `\`${f}/\``).join(', ')}`,
      );
    }
  });
});
