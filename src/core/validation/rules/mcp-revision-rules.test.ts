import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MCP_REVISIONS } from '../../mcp/revisions';
import { analyzeText } from '../analyze';
import { mcpRevisionCases } from './mcp-revision.cases';
import { RULES } from './index';

const fixtures = new URL('../../__fixtures__/', import.meta.url);
const jsonFiles = (folder: string) =>
  readdirSync(new URL(`${folder}/`, fixtures))
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) => [`${folder}/${f}`, readFileSync(new URL(`${folder}/${f}`, fixtures), 'utf8')] as const,
    );

const newCodes = new Set(mcpRevisionCases.map((c) => c.code));

describe('the MCP revision rules', () => {
  it('each names the revisions it applies to or none (all), and a public source', () => {
    for (const rule of RULES.filter((r) => newCodes.has(r.code))) {
      expect(rule.source, rule.code).toMatch(/^https:\/\//);
      for (const revision of rule.revisions ?? []) expect(MCP_REVISIONS).toContain(revision);
    }
  });

  it.each([...jsonFiles('real-tools'), ...jsonFiles('seeds'), ...jsonFiles('toolsets')])(
    'stay quiet on %s under every revision',
    (_file, text) => {
      for (const mcpRevision of MCP_REVISIONS) {
        const codes = analyzeText(text, { mcpRevision }).diagnostics.map((d) => d.code);
        expect(codes.filter((c) => newCodes.has(c))).toEqual([]);
      }
    },
  );

  const badHeader = JSON.stringify(
    {
      name: 'get_weather',
      description: 'Get the weather for a region.',
      inputSchema: {
        type: 'object',
        properties: { region: { type: 'string', 'x-mcp-header': 'Bad Header' } },
      },
    },
    null,
    2,
  );

  it('reports a bad x-mcp-header under 2026-07-28, at its line, with the dropped verdict, and not under 2025-11-25', () => {
    const found = analyzeText(badHeader, { mcpRevision: '2026-07-28' }).diagnostics.filter(
      (d) => d.code === 'mcp-header-invalid',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('error');
    expect(found[0]!.start.line).toBe(9); // the "x-mcp-header" line of the pretty-printed text
    expect(found[0]!.message).toMatch(/not an RFC 9110 token/);
    expect(found[0]!.message).toMatch(/drops the whole tool from tools\/list, silently/);
    const older = analyzeText(badHeader, { mcpRevision: '2025-11-25' }).diagnostics;
    expect(older.map((d) => d.code)).not.toContain('mcp-header-invalid');
  });

  it('checks execution.taskSupport only where it is core, and flags execution elsewhere', () => {
    const text = JSON.stringify({
      ...JSON.parse(badHeader),
      execution: { taskSupport: 'sometimes' },
    });
    const codes = (mcpRevision: (typeof MCP_REVISIONS)[number]) =>
      analyzeText(text, { mcpRevision }).diagnostics.map((d) => d.code);
    expect(codes('2025-11-25')).toContain('execution-task-support-invalid');
    expect(codes('2025-11-25')).not.toContain('execution-not-in-revision');
    expect(codes('2026-07-28')).toContain('execution-not-in-revision');
    expect(codes('2025-06-18')).toContain('execution-not-in-revision');
    expect(codes('2026-07-28')).not.toContain('execution-task-support-invalid');
  });

  it('reads a non-object output root as allowed (info) in 2026-07-28 and a warning before', () => {
    const text = JSON.stringify({
      ...JSON.parse(badHeader),
      outputSchema: { type: 'array', items: { type: 'string' } },
    });
    const severity = (mcpRevision: (typeof MCP_REVISIONS)[number]) =>
      analyzeText(text, { mcpRevision }).diagnostics.find(
        (d) => d.code === 'output-schema-root-type',
      )?.severity;
    expect(severity('2026-07-28')).toBe('info');
    expect(severity('2025-11-25')).toBe('warning');
  });
});

describe('elicitation requests', () => {
  const request = (requestedSchema: unknown) => JSON.stringify({ requestedSchema }, null, 2);

  it('recognises a bare {requestedSchema} and a full elicitation/create message', () => {
    expect(analyzeText(request({ type: 'object', properties: {} })).kind).toBe(
      'elicitation-request',
    );
    expect(
      analyzeText(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'elicitation/create',
          params: { message: 'm', requestedSchema: { type: 'object', properties: {} } },
        }),
      ).kind,
    ).toBe('elicitation-request');
  });

  it('reads a bare schema as a request only when asked', () => {
    const bare = JSON.stringify({ type: 'object', properties: { age: { type: 'object' } } });
    expect(analyzeText(bare).kind).toBe('unknown');
    const forced = analyzeText(bare, { documentKind: 'elicitation-request' });
    expect(forced.kind).toBe('elicitation-request');
    expect(forced.diagnostics.map((d) => [d.code, d.pointer])).toContainEqual([
      'elicitation-schema-not-flat',
      '/properties/age',
    ]);
  });

  it('accepts the four enum forms, with defaults and limits, without a finding', () => {
    const text = request({
      type: 'object',
      properties: {
        colour: { type: 'string', title: 'Colour', enum: ['red', 'green'], default: 'red' },
        size: {
          type: 'string',
          oneOf: [
            { const: 's', title: 'Small' },
            { const: 'l', title: 'Large' },
          ],
        },
        toppings: {
          type: 'array',
          items: { type: 'string', enum: ['ham', 'egg'] },
          minItems: 1,
          maxItems: 2,
        },
        extras: {
          type: 'array',
          items: { anyOf: [{ const: 'x', title: 'Extra' }] },
          default: ['x'],
        },
        email: { type: 'string', format: 'email', maxLength: 80 },
        age: { type: 'integer', minimum: 0, maximum: 130, default: 30 },
        agree: { type: 'boolean', default: false },
      },
      required: ['email'],
    });
    expect(analyzeText(text).diagnostics).toEqual([]);
  });
});
