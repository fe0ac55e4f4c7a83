import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { TargetId } from './adapter';
import { serializeExport } from './adapter';
import type { TargetSnippet } from '../snippets/snippets';
import { cell } from './feature-cells';
import { columnOf } from './feature-matrix';
import { describeShape, findEntries, finishImport } from './import-helpers';
import type { NameRule } from './name-rule';
import { asList, entryFields, present, schemaAt } from './preflight/exported-tools';
import { renderProvidersReference } from './preflight/reference';
import { nameMatching, RULES_VERIFIED } from './preflight/rule';
import { createTargetRegistry, listTargets } from './registry';
import { dropToolFields, providerRootSchema, runExport } from './tool-export';
import { ChangeLog } from './transforms/changes';
import { TARGETS } from './targets';
import type { TargetDefinition } from './targets/definition';
import { GOLDEN_DIR, loadFixtures } from './__fixtures__/support';

/**
 * Adding a target is one module and its snippet: this test declares a fictional provider
 * ("Acme") as the one object a `targets/<id>.ts` module would export, with the snippet a
 * `targets/<id>.snippet.ts` would hold, builds a registry over the shipped targets plus it, and
 * shows that export, name rules, the feature matrix, the preflight, import detection, the Export
 * tab's code snippets and the providers reference all pick it up without a change anywhere else.
 */

// What `targets/acme.snippet.ts` would export.
const acmeSnippet: TargetSnippet = {
  ts: {
    packageName: 'acme-sdk',
    build: (json) => `import { Acme } from 'acme-sdk';\n\nawait new Acme().register(${json});\n`,
  },
  py: {
    packageName: 'acme',
    build: (json) => `import acme\n\nacme.Client().register(${json})\n`,
  },
};

// Not a shipped id: TargetId lists the registered targets only (target-names.ts).
const ACME = 'acme' as TargetId;
const ACME_COLUMN = 'acme';
const NAME_RULE: NameRule = {
  pattern: /^[a-z_]{1,32}$/,
  allowed: /[a-z_]/,
  maxLength: 32,
  severity: 'error',
  source: 'Acme tool names are 1-32 lower-case letters or underscores',
};

const acmeTarget: TargetDefinition = {
  id: ACME,
  label: 'Acme Tools',
  options: [{ key: 'applyNameSuggestions', help: 'Export a name Acme refuses under a valid one.' }],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: ACME_COLUMN,
      label: 'Acme',
      toolFields: 'sidecar',
      cells: { 'root-union': cell('rejected'), 'name-dot': cell('rejected') },
    },
  ],
  columnFor: () => ACME_COLUMN,
  detectionOrder: 5,
  preflight: {
    layout: {
      list: (output) => asList(output, 'acme_tools'),
      read: (entry, pointer, position) => ({
        ...entryFields(
          { name: entry.tool_name, description: entry.summary },
          pointer,
          false,
          present([
            schemaAt(entry, pointer, '/inputSchema', ['params'], `acme_tools[${position}].params`),
          ]),
        ),
        namePointer: `${pointer}/tool_name`,
        descriptionPointer: `${pointer}/summary`,
      }),
    },
    family: { id: 'acme', heading: 'Acme', about: 'Acme checks each tool before use.' },
    rules: [
      {
        id: 'acme-name-pattern',
        family: 'acme',
        scope: 'tool',
        targets: [ACME],
        modes: ['default'],
        severity: 'error',
        title: 'The tool name is not 1-32 lower-case letters or underscores.',
        reply: 'invalid tool_name at acme_tools[{index}]',
        verbatim: false,
        advice: 'Rename the tool.',
        sources: ['https://example.com/acme/tools'],
        lastVerified: RULES_VERIFIED,
        refusedAs: ['name-invalid'],
        check: nameMatching(/^[a-z_]{1,32}$/),
      },
      {
        id: 'acme-summary-short',
        family: 'acme',
        scope: 'tool',
        targets: [ACME],
        modes: ['default'],
        severity: 'error',
        title: 'The summary is longer than 40 characters.',
        reply: 'summary too long for {name}',
        verbatim: true,
        advice: 'Shorten the description.',
        sources: ['https://example.com/acme/tools'],
        lastVerified: RULES_VERIFIED,
        check: (tool) =>
          typeof tool.description === 'string' && tool.description.length > 40
            ? [{ pointer: tool.descriptionPointer, position: tool.position }]
            : [],
      },
    ],
  },
  presets: [{ id: 'acme', label: 'Acme', options: {} }],
  variants: [{ id: 'acme', options: {} }],
  snippet: acmeSnippet,
  export(tools, options = {}) {
    return runExport(tools, options, {
      target: ACME,
      label: 'Acme Tools',
      nameRule: NAME_RULE,
      build: (ctx) => {
        const params = providerRootSchema(ctx, 'Acme Tools');
        dropToolFields(
          ctx,
          ['name', 'description', 'inputSchema'],
          columnOf(acmeTarget.matrix, ACME_COLUMN),
          'Acme Tools',
        );
        if (!params) return undefined;
        return { tool_name: ctx.name, summary: ctx.tool.description ?? '', params };
      },
      wrap: (entries) => ({ acme_tools: entries }),
    });
  },
  import(json, sidecar) {
    const found = findEntries(
      json,
      (value) =>
        isPlainObject(value) && typeof value.tool_name === 'string' && isPlainObject(value.params)
          ? undefined
          : `expected an Acme tool, found ${describeShape(value)}`,
      ['acme_tools'],
      'Acme tool',
    );
    if (!found.ok) return found;
    const tools = found.entries.map((entry) => {
      const e = entry as Record<string, unknown>;
      const tool: Tool = {
        name: String(e.tool_name),
        inputSchema: e.params as Tool['inputSchema'],
      };
      if (typeof e.summary === 'string' && e.summary !== '') tool.description = e.summary;
      return tool;
    });
    return finishImport(
      ACME,
      tools,
      tools.map((t, i) => new ChangeLog(i, t.name)),
      sidecar,
    );
  },
};

const registry = createTargetRegistry([...TARGETS, acmeTarget]);
const basic = loadFixtures().find((f) => f.id === 'basic')!;

describe('a fictional target added as one object', () => {
  it('exports through the shared machinery, as its golden file records', () => {
    const result = registry.exportTools(basic.tools, ACME);
    const text = serializeExport({
      output: result.output,
      refused: result.refused.map((r) => r.name),
      changes: result.changes.map(
        (c) => `${c.severity} ${c.kind} ${c.code} ${c.toolName}${c.pointer}`,
      ),
    });
    const file = path.join(GOLDEN_DIR, 'basic.acme.json');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
    expect(existsSync(file), 'run with UPDATE_GOLDEN=1 and review the file').toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
    expect(result.target).toBe(ACME);
    expect(Object.keys(result.nameMap)).toEqual(['get_weather', 'ping']);
  });

  it('applies its name rule in export and in the drafting findings', () => {
    const result = registry.exportTools([{ ...basic.tools[0]!, name: 'Get.Weather' }], ACME);
    expect(result.refused[0]?.reasons.map((r) => r.code)).toEqual(['name-invalid']);
    expect(result.refused[0]?.reasons[0]?.suggestion).toBe('_et__eather');
    // The preflight rule describing the refusal lends it the provider's words.
    expect(result.refused[0]?.reasons[0]?.providerReply?.rule).toBe('acme-name-pattern');
    const findings = registry.nameFindings({ name: 'Get.Weather' });
    expect(findings.find((f) => f.target === ACME)?.reason).toContain('Acme tool names');
  });

  it('refuses a tool its preflight rule fires on, with the rule as the code', () => {
    const long = { ...basic.tools[1]!, description: 'x'.repeat(41) };
    const result = registry.exportTools([basic.tools[0]!, long], ACME);
    expect(result.refused.map((r) => r.name)).toEqual(['ping']);
    expect(result.refused[0]?.reasons[0]?.code).toBe('preflight-acme-summary-short');
    expect((result.output as { acme_tools: unknown[] }).acme_tools).toHaveLength(1);
  });

  it('has its own feature-matrix column, filled with defaults where it says nothing', () => {
    const { columns, rows } = registry.featureMatrix;
    expect(columns.at(-1)).toEqual({ id: ACME_COLUMN, label: 'Acme' });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('root-union')?.cells[ACME_COLUMN]).toEqual({ support: 'rejected' });
    expect(byId.get('pattern')?.cells[ACME_COLUMN]).toEqual({ support: 'supported' });
    expect(byId.get('tool-title')?.cells[ACME_COLUMN]?.support).toBe('stripped');
  });

  it('is detected by importAuto, before the shipped formats, and round-trips with its sidecar', () => {
    const result = registry.exportTools(basic.tools, ACME);
    const read = registry.importAuto(result.output);
    expect(read.ok && read.target).toBe(ACME);
    const restored = registry.importAuto(result.output, { sidecar: result.sidecar });
    expect(restored.ok && restored.tools).toEqual(basic.tools);
    // A shipped format is still read as itself.
    const openai = registry.exportTools(basic.tools, 'openai-chat');
    const back = registry.importAuto(openai.output);
    expect(back.ok && back.target).toBe('openai-chat');
  });

  it('gives the Export tab its snippets, with the exported text embedded as is', () => {
    const result = registry.exportTools(basic.tools, ACME);
    const text = serializeExport(result.output);
    const snippets = registry.snippets(ACME, text, result.output);
    expect(snippets.map((s) => [s.language, s.label, s.packageName])).toEqual([
      ['typescript', 'TypeScript (acme-sdk)', 'acme-sdk'],
      ['python', 'Python (acme)', 'acme'],
    ]);
    expect(snippets[0]!.code).toBe(
      `import { Acme } from 'acme-sdk';\n\nawait new Acme().register(${text});\n`,
    );
    // The shipped targets keep theirs, read through the same registry.
    expect(registry.snippets('anthropic', text, result.output)[0]?.packageName).toBe(
      '@anthropic-ai/sdk',
    );
  });

  it('appears in the generated providers reference, under its family', () => {
    const text = renderProvidersReference(registry.targets);
    expect(text).toContain('## Acme\n\nAcme checks each tool before use.');
    expect(text).toContain('### `acme-summary-short`');
  });

  it('leaves the registered targets alone', () => {
    expect(listTargets().map((t) => t.id)).not.toContain(ACME);
    expect(renderProvidersReference(listTargets())).not.toContain('acme-');
  });
});
