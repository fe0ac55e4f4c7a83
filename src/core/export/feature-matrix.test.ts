import { describe, expect, it } from 'vitest';
import type { ExportOptions, TargetId } from './adapter';
import type { Support } from './feature-matrix';
import type { MatrixColumn } from './registry';
import { FEATURE_MATRIX, MATRIX_COLUMNS, exportTools } from './registry';

/**
 * The matrix is what export does: for every keyword row and provider column, a property using
 * the keyword is exported and the change at the keyword's pointer must match the cell.
 */
const SAMPLES: Record<string, Record<string, unknown>> = {
  anyOf: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  oneOf: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  allOf: { allOf: [{ type: 'string' }, { minLength: 1 }] },
  not: { type: 'string', not: { const: 'x' } },
  if: { type: 'string', if: { minLength: 1 }, then: { maxLength: 5 } },
  const: { const: 'a' },
  enum: { type: 'integer', enum: [1, 2] },
  patternProperties: {
    type: 'object',
    patternProperties: { '^a': { type: 'string' } },
    additionalProperties: false,
  },
  propertyNames: { type: 'object', propertyNames: { pattern: '^a' }, additionalProperties: false },
  pattern: { type: 'string', pattern: '^a' },
  format: { type: 'string', format: 'date-time' },
  minimum: { type: 'integer', minimum: 1 },
  exclusiveMinimum: { type: 'number', exclusiveMinimum: 0 },
  multipleOf: { type: 'number', multipleOf: 0.5 },
  minLength: { type: 'string', minLength: 1 },
  minItems: { type: 'array', items: { type: 'string' }, minItems: 1 },
  minProperties: { type: 'object', minProperties: 1, additionalProperties: false },
  uniqueItems: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  prefixItems: { type: 'array', items: { type: 'string' }, prefixItems: [{ type: 'string' }] },
  contains: { type: 'array', items: { type: 'integer' }, contains: { const: 1 } },
  dependentRequired: {
    type: 'object',
    properties: { a: { type: 'string' } },
    required: ['a'],
    dependentRequired: { a: ['a'] },
    additionalProperties: false,
  },
  default: { type: 'string', default: 'a' },
  examples: { type: 'string', examples: ['a'] },
  title: { type: 'string', title: 'T' },
  description: { type: 'string', description: 'D' },
};

const COLUMNS: Partial<Record<MatrixColumn, { target: TargetId; options: ExportOptions }>> = {
  openai: { target: 'openai-chat', options: {} },
  'openai-strict': { target: 'openai-chat', options: { strict: true } },
  anthropic: { target: 'anthropic', options: {} },
  'anthropic-strict': { target: 'anthropic', options: { strict: true } },
  bedrock: { target: 'bedrock', options: {} },
  'bedrock-strict': { target: 'bedrock', options: { strict: true } },
  gemini: { target: 'gemini', options: {} },
  'gemini-json': { target: 'gemini', options: { geminiJsonSchema: true } },
};

const ACCEPTED_KINDS: Record<Exclude<Support, 'supported'>, readonly string[]> = {
  stripped: ['stripped', 'moved'],
  rejected: ['rejected'],
  converted: ['converted', 'inlined'],
};

describe('feature matrix = export behaviour', () => {
  it('every matrix column is one of the known columns', () => {
    for (const row of FEATURE_MATRIX)
      expect(Object.keys(row.cells).sort()).toEqual([...MATRIX_COLUMNS].sort());
  });

  for (const row of FEATURE_MATRIX) {
    for (const keyword of row.keywords) {
      const sample = SAMPLES[keyword];
      if (!sample) continue;
      for (const [column, run] of Object.entries(COLUMNS) as [
        MatrixColumn,
        { target: TargetId; options: ExportOptions },
      ][]) {
        const cell = row.cells[column];
        // A "supported" cell with a note is partial (e.g. minItems 0 or 1 only); the note says how.
        if (cell.support === 'supported' && cell.note) continue;
        it(`${keyword} × ${column}: ${cell.support}${cell.verified === false ? ' (unverified)' : ''}`, () => {
          const tool = {
            name: 't',
            inputSchema: {
              type: 'object',
              properties: { p: sample },
              required: ['p'],
              additionalProperties: false,
            },
          };
          const result = exportTools([tool], run.target, run.options);
          const pointer = `/inputSchema/properties/p/${keyword}`;
          const here = result.changes.filter((c) => c.pointer === pointer);
          if (cell.support === 'supported') {
            expect(here.filter((c) => c.kind !== 'flagged')).toEqual([]);
            if (cell.verified === false) expect(here.map((c) => c.kind)).toContain('flagged');
          } else {
            expect(
              here
                .map((c) => c.kind)
                .some((k) =>
                  ACCEPTED_KINDS[cell.support as Exclude<Support, 'supported'>].includes(k),
                ),
              JSON.stringify(here),
            ).toBe(true);
          }
        });
      }
    }
  }
});
