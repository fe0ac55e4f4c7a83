import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCanonicalTool } from '../../model/canonical';
import { parseDocument } from '../../model/document';
import type { Tool } from '../../model/types';
import { EXPORT_DIR, VARIANTS, loadFixtures } from '../__fixtures__/support';
import { exportTools, getTarget } from '../registry';
import { preflightExport } from './index';

/**
 * Every export passes its own target's preflight: over the golden fixtures, the seed examples,
 * the real tools in src/core/__fixtures__ and the real-style lists beside this file (free-form
 * maps, items on an object, undeclared required names, root anyOf, draft-07 $schema), in every
 * target and mode, no rule fires on what the exporter writes.
 */
const CORE_FIXTURES = path.join(EXPORT_DIR, '..', '__fixtures__');

function readDir(dir: string): { id: string; tools: Tool[] }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      id: file,
      tools: parseDocument(readFileSync(path.join(dir, file), 'utf8')).tools.map(toCanonicalTool),
    }));
}

const SETS = [
  ...loadFixtures().map((f) => ({ id: `golden ${f.id}`, tools: f.tools })),
  ...readDir(path.join(CORE_FIXTURES, 'seeds')),
  {
    id: 'real tools',
    tools: readDir(path.join(CORE_FIXTURES, 'real-tools')).flatMap((s) => s.tools),
  },
  ...readDir(path.join(EXPORT_DIR, 'preflight', '__fixtures__')),
];

const MODES = VARIANTS.flatMap((v) => [
  { id: v.id, target: v.target, options: { ...v.options, applyNameSuggestions: true } },
  ...(v.options.strict
    ? [
        {
          id: `${v.id} closing free-form objects`,
          target: v.target,
          options: { ...v.options, applyNameSuggestions: true, closeFreeFormObjects: true },
        },
      ]
    : []),
  ...(v.target === 'mcp'
    ? [
        {
          id: `${v.id} stripping $schema`,
          target: v.target,
          options: { ...v.options, mcpSchemaDialect: 'strip' as const },
        },
      ]
    : []),
]);

describe('exports pass their own preflight', () => {
  it('reads every set', () => {
    expect(SETS.length).toBeGreaterThan(15);
    for (const set of SETS) expect(set.tools.length, set.id).toBeGreaterThan(0);
  });

  for (const set of SETS) {
    it(`${set.id}: no rule fires on any target or mode`, () => {
      for (const mode of MODES) {
        // The adapter itself, before the safety net in exportTools refuses anything.
        const result = getTarget(mode.target).export(set.tools, mode.options);
        // Request-wide warnings (a list of 41 tools is too complex for one strict Anthropic
        // request) are not about what the exporter wrote; they are listed as changes instead.
        const findings = preflightExport(result, set.tools, mode.options)
          .filter((f) => f.severity === 'error')
          .map((f) => `${mode.id}: ${f.rule} ${f.toolName}${f.pointer}`);
        expect(findings).toEqual([]);
      }
    });
  }
});

describe('the real-style tool lists', () => {
  const tools = readDir(path.join(EXPORT_DIR, 'preflight', '__fixtures__')).flatMap((s) => s.tools);
  const byName = (name: string) => tools.findIndex((t) => t.name === name);

  it('strict refuses a free-form parameter as unusable, or closes it as a narrowing warning when allowed', () => {
    for (const target of ['openai-chat', 'anthropic', 'bedrock'] as const) {
      const refusing = exportTools(tools, target, { strict: true });
      const crm = refusing.refused.find((r) => r.toolIndex === byName('crm_update_contact'));
      expect(
        crm?.reasons.map((r) => `${r.code} ${r.pointer}`),
        target,
      ).toContain('strict-free-form-object /inputSchema/properties/metadata');
      expect(crm!.reasons[0]!.message).toMatch(/would become unusable/);
      const closing = exportTools(tools, target, { strict: true, closeFreeFormObjects: true });
      const closed = closing.changes.filter(
        (c) => c.code === 'strict-free-form-closed' && c.toolIndex === byName('crm_update_contact'),
      );
      expect(
        closed.map((c) => c.pointer),
        target,
      ).toContain('/inputSchema/properties/metadata');
      for (const c of closed)
        expect(c).toMatchObject({ severity: 'warning', narrowing: true, widening: false });
    }
  });

  it('Gemini drops the empty properties (keeping OBJECT), the items on an object and the undeclared required name, each listed', () => {
    const result = exportTools(tools, 'gemini');
    const at = (name: string) =>
      result.changes
        .filter((c) => c.toolIndex === byName(name))
        .map((c) => `${c.code} ${c.pointer}${c.widening ? ' widening' : ''}`);
    expect(at('crm_update_contact')).toContain(
      'gemini-empty-properties /inputSchema/properties/labels/properties',
    );
    expect(at('deploy_resource')).toEqual(
      expect.arrayContaining([
        'gemini-items-stripped /inputSchema/properties/tags/items',
        'gemini-required-undeclared /inputSchema/required widening',
      ]),
    );
    const output = result.output as {
      functionDeclarations: {
        name: string;
        parameters: { properties: Record<string, unknown>; required?: string[] };
      }[];
    };
    const crm = output.functionDeclarations.find((d) => d.name === 'crm_update_contact')!;
    expect(crm.parameters.properties.labels).toEqual({
      type: 'OBJECT',
      description: 'Labels as a map.',
    });
    expect(
      output.functionDeclarations.find((d) => d.name === 'deploy_resource')!.parameters.required,
    ).toEqual(['template']);
  });

  it('Anthropic merges the root anyOf of objects (widening) instead of sending what it refuses', () => {
    const result = exportTools(tools, 'anthropic');
    expect(result.refused).toEqual([]);
    const merged = result.changes
      .filter((c) => c.code === 'root-union-merged')
      .map((c) => tools[c.toolIndex]!.name);
    expect(merged.sort()).toEqual(['find_issue', 'send_message']);
    const send = (result.output as { name: string; input_schema: unknown }[]).find(
      (t) => t.name === 'send_message',
    )!;
    expect(send.input_schema).toEqual({
      type: 'object',
      properties: {
        channel: { type: 'string' },
        text: { type: 'string' },
        user: { type: 'string' },
      },
      required: ['text'],
    });
  });

  it('a request too complex for Anthropic strict mode is exported with a warning that names the tools to split off', () => {
    const real = SETS.find((s) => s.id === 'real tools')!.tools;
    const result = exportTools(real, 'anthropic', { strict: true });
    const warnings = result.changes.filter(
      (c) => c.code === 'preflight-anthropic-strict-too-complex',
    );
    expect(warnings.length).toBeGreaterThan(0);
    for (const w of warnings) expect(w).toMatchObject({ severity: 'warning', kind: 'flagged' });
    expect(warnings[0]!.message).toMatch(
      /^This request has \d+ strict tools, \d+ optional and \d+ union-typed parameters; split off "[^"]+"/,
    );
    expect(warnings[0]!.message).toMatch(/would reply: Schema is too complex for compilation\./);
    expect(
      exportTools(real.slice(0, 3), 'anthropic', { strict: true }).changes.filter((c) =>
        c.code.startsWith('preflight-'),
      ),
    ).toEqual([]);
  });

  it('MCP rewrites a draft-07 $schema to 2020-12 by default, strips it or keeps it when asked', () => {
    const db = [tools[byName('db_aggregate')]!];
    const out = (options = {}) => (exportTools(db, 'mcp', options).output as Tool[])[0]!;
    expect(out().outputSchema?.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(out().inputSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(out({ mcpSchemaDialect: 'strip' }).outputSchema).not.toHaveProperty('$schema');
    const kept = exportTools(db, 'mcp', { mcpSchemaDialect: 'keep' });
    expect((kept.output as Tool[])[0]!.outputSchema?.$schema).toBe(
      'http://json-schema.org/draft-07/schema#',
    );
    expect(kept.changes.map((c) => `${c.severity} ${c.code} ${c.pointer}`)).toContain(
      'warning mcp-schema-dialect-kept /outputSchema/$schema',
    );
    expect(out().outputSchema?.properties).toMatchObject({
      raw: {},
      documents: { type: 'array', items: {} },
    });
  });
});
