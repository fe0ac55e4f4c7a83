/**
 * The diff reads both sides' schemas as JSON Schema; a side that is not valid JSON Schema (an
 * object where a type name belongs, `"minLength": "5"`, `"enum": "a"`) would be compared keyword
 * by keyword as if it were, and judged "no change" or non-breaking. So each side is checked
 * against its dialect's meta-schema first, as the validator does, and an invalid one is a change
 * of its own (`schema-invalid`, breaking), placed where the meta-schema fails.
 */
import type { AnySchema } from 'ajv';
import { joinPointer } from '../model/pointer';
import { metaSchemaErrors } from '../validation/ajv';
import { dialectOf } from '../validation/dialect';
import type { Scope } from './kinds';
import type { RawChange } from './types';

/** Where and why a schema fails its meta-schema, or undefined when it is valid (or absent). */
function firstInvalidity(schema: unknown): { at: string; message: string } | undefined {
  if (schema === undefined) return undefined;
  const dialect = dialectOf(schema);
  if (!dialect)
    return { at: '/$schema', message: 'its "$schema" names a dialect the studio does not support' };
  const [error] = metaSchemaErrors(schema as AnySchema, dialect);
  if (!error) return undefined;
  const detail =
    error.keyword === 'type'
      ? `must be ${String((error.params as { type: string }).type).replace(/,/g, ' or ')}`
      : (error.message ?? 'is not valid');
  return {
    at: error.instancePath,
    message: `${error.instancePath || '(the schema)'} ${detail} (JSON Schema ${dialect})`,
  };
}

/**
 * A `schema-invalid` change for each side whose schema fails its meta-schema. `roots` are the
 * schemas' pointers in each document.
 */
export function invalidSchemaChanges(
  scope: Extract<Scope, 'input' | 'output'>,
  schemas: { old: unknown; new: unknown },
  roots: { old: string; new: string },
): RawChange[] {
  const field = scope === 'input' ? 'inputSchema' : 'outputSchema';
  const changes: RawChange[] = [];
  for (const side of ['old', 'new'] as const) {
    const invalid = firstInvalidity(schemas[side]);
    if (!invalid) continue;
    const at = joinPointer(roots[side]) + invalid.at;
    changes.push({
      kind: 'schema-invalid',
      scope,
      message: `The ${side} ${field} is not valid JSON Schema: ${invalid.message}. Validators refuse or misread it, so this comparison cannot be trusted.`,
      oldPointer: side === 'old' ? at : roots.old,
      newPointer: side === 'new' ? at : roots.new,
    });
  }
  return changes;
}
