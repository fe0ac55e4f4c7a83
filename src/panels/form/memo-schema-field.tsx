import { memo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, shallowEquals } from '@rjsf/utils';
import type { FieldProps, Registry } from '@rjsf/utils';
import { DEFINITION_MEMBERS, readsRootOnlyThroughDefinitions } from '../../core';

const RjsfSchemaField = getDefaultRegistry().fields.SchemaField!;

/**
 * Whether a field drawn with `prev` would draw the same with `next` as far as the root schema
 * goes. RJSF gives every field a new registry when the form's root schema changes (an edit of
 * any one property), and its own check compares registries deeply, root schema included: every
 * field of the form drew again for a key in one of them. A field whose schema is the same object
 * and reads the root only through `$defs`/`definitions` that are the same objects resolves the
 * same under either root, so the rest of the registry decides.
 */
function sameRegistryFor(schema: unknown, prev: Registry, next: Registry): boolean {
  if (prev === next) return true;
  const before = prev.rootSchema as Record<string, unknown>;
  const after = next.rootSchema as Record<string, unknown>;
  if (before !== after) {
    if (!readsRootOnlyThroughDefinitions(schema)) return false;
    if (DEFINITION_MEMBERS.some((member) => before[member] !== after[member])) return false;
    // The schema utilities hold the root; what else they hold must be the same.
    if (prev.schemaUtils.getValidator() !== next.schemaUtils.getValidator()) return false;
  } else if (prev.schemaUtils !== next.schemaUtils) return false;
  const { rootSchema: _r1, schemaUtils: _s1, ...restBefore } = prev;
  const { rootSchema: _r2, schemaUtils: _s2, ...restAfter } = next;
  return deepEquals(restBefore, restAfter);
}

/**
 * RJSF's SchemaField, skipped when nothing it draws from changed: its own comparison (RJSF's
 * deep one, functions counted equal) for every prop but the registry, and `sameRegistryFor` for
 * that. After a schema key, the edited field draws again and its eleven neighbours in the group do
 * not (their render and their inputs' DOM updates were most of the key's React time).
 */
export const MemoSchemaField = memo(RjsfSchemaField, (prev: FieldProps, next: FieldProps) => {
  if (prev.schema !== next.schema) return false;
  // The studio's forms use RJSF's default strategy; any other is RJSF's own comparison.
  const strategy = next.registry.globalFormOptions.experimental_componentUpdateStrategy;
  if (strategy === 'always') return false;
  if (strategy === 'shallow') return shallowEquals(prev, next);
  if (!sameRegistryFor(next.schema, prev.registry, next.registry)) return false;
  const { registry: _prevRegistry, ...restBefore } = prev;
  const { registry: _nextRegistry, ...restAfter } = next;
  return deepEquals(restBefore, restAfter);
});
