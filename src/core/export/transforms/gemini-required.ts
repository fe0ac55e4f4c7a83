/**
 * Gemini refuses a `required` that names a property `properties` does not declare, in its Schema
 * and in `parametersJsonSchema` alike, at the root and in every nested object (an `items` object
 * included): the names are left out, a widening listed as a change. `alsoDeclared` is what a
 * JSON Schema branch may require from the schema holding it.
 */
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import type { ChangeLog } from './changes';
import { childPointer } from '../../schema/walk';

export function dropUndeclaredRequired(
  out: JsonSchemaObject,
  at: string,
  log: ChangeLog,
  alsoDeclared: Record<string, unknown> = {},
): void {
  if (Array.isArray(out.required)) {
    const declared = isPlainObject(out.properties) ? out.properties : {};
    const kept = out.required.filter(
      (name) =>
        typeof name === 'string' &&
        (Object.hasOwn(declared, name) || Object.hasOwn(alsoDeclared, name)),
    );
    if (kept.length < out.required.length) {
      const dropped = out.required.filter((name) => !kept.includes(name));
      log.add({
        code: 'gemini-required-undeclared',
        kind: 'stripped',
        widening: true,
        pointer: childPointer(at, 'required'),
        message: `required names ${dropped.map((n) => JSON.stringify(n)).join(', ')}, which properties does not declare; Gemini refuses that, so ${dropped.length === 1 ? 'it is' : 'they are'} left out and a value without ${dropped.length === 1 ? 'it' : 'them'} is no longer refused.`,
      });
      if (kept.length > 0) out.required = kept;
      else delete out.required;
    }
  }
}
