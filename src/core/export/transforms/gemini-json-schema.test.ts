/**
 * Gemini's JSON Schema option (parametersJsonSchema) and `required`: a name no `properties`
 * declares is refused by Gemini in an `items` object as anywhere else (the provider replay of
 * cloudflare's worker_put), so the export leaves it out and lists the widening; a branch of
 * anyOf may still require what the object holding it declares ("at least one of").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../model/types';
import { exportTools, preflightExport } from '../registry';

const workerPut = JSON.parse(
  readFileSync(
    new URL('../preflight/__fixtures__/cloudflare-worker-put.json', import.meta.url),
    'utf8',
  ),
) as Tool[];

const JSON_MODE = { geminiJsonSchema: true };

/** The first declaration's parametersJsonSchema (the export writes `{functionDeclarations}`). */
function parametersOf(output: unknown): Record<string, unknown> {
  const [first] = (output as { functionDeclarations: { parametersJsonSchema: unknown }[] })
    .functionDeclarations;
  return first!.parametersJsonSchema as Record<string, unknown>;
}

describe('Gemini JSON Schema mode: required', () => {
  it('leaves out the undeclared "tag" required inside worker_put\'s migrations items, and says so', () => {
    const result = exportTools(workerPut, 'gemini', JSON_MODE);
    expect(result.refused).toEqual([]);
    const schema = parametersOf(result.output) as {
      properties: {
        migrations: { items: Record<string, unknown> };
        bindings: { items: Record<string, unknown> };
      };
      required: string[];
    };
    expect(schema.properties.migrations.items).not.toHaveProperty('required');
    // Declared names stay required, in items as at the root.
    expect(schema.properties.bindings.items.required).toEqual(['type', 'name']);
    expect(schema.required).toEqual(['name', 'script']);
    const change = result.changes.find((c) => c.code === 'gemini-required-undeclared');
    expect(change).toMatchObject({
      pointer: '/inputSchema/properties/migrations/items/required',
      widening: true,
    });
    expect(
      preflightExport(result, workerPut, JSON_MODE).filter((f) => f.severity === 'error'),
    ).toEqual([]);
  });

  it('keeps an anyOf branch that requires a property its holder declares', () => {
    const tool: Tool = {
      name: 'find_issue',
      description: 'Finds an issue by id or by title.',
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' } },
        anyOf: [{ required: ['id'] }, { required: ['title'] }],
      },
    };
    const result = exportTools([tool], 'gemini', JSON_MODE);
    const schema = parametersOf(result.output);
    expect(schema.anyOf).toEqual([{ required: ['id'] }, { required: ['title'] }]);
    expect(result.changes.map((c) => c.code)).not.toContain('gemini-required-undeclared');
  });

  it('is what the preflight flags when a required name is undeclared in JSON Schema mode', () => {
    // The export fixes it; a hand-written request with the same shape is what the rule catches.
    const output = {
      functionDeclarations: [
        {
          name: 'worker_put',
          description: 'x',
          parametersJsonSchema: {
            type: 'object',
            properties: { m: { type: 'object', items: { properties: {}, required: ['tag'] } } },
          },
        },
      ],
    };
    const findings = preflightExport(
      { target: 'gemini', output, refused: [] },
      workerPut,
      JSON_MODE,
    ).filter((f) => f.rule === 'gemini-required-undeclared');
    expect(findings.map((f) => f.exportPointer)).toEqual([
      '/functionDeclarations/0/parametersJsonSchema/properties/m/items/required/0',
    ]);
  });
});
