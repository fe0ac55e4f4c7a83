/**
 * JSON Schema → Gemini `parametersJsonSchema` (the Gemini JSON Schema option): plain JSON Schema
 * with the few rewrites Gemini needs, each a logged change.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { setOwn } from '../../model/own';
import { isWideningRemoval } from '../../schema/keywords';
import { resolveLocalRef } from '../../schema/refs';
import { childPointer } from '../../schema/walk';
import type { MatrixColumnDefinition } from '../feature-matrix';
import { mergeAllOf } from './all-of';
import type { ChangeLog } from './changes';
import { dropUndeclaredRequired } from './gemini-required';
import { describeKeyword } from './keywords';
import { keywordPolicy, unverifiedSuffix } from './policy';

/**
 * Gemini `parametersJsonSchema`: plain JSON Schema, with the rewrites the @google/genai MCP bridge implies
 * (const → enum, allOf merged, keywords outside the documented list stripped).
 */
export function toGeminiJsonSchema(
  schema: JsonSchemaObject,
  pointer: string,
  log: ChangeLog,
  column: MatrixColumnDefinition,
  root: JsonSchemaObject,
  rootPointer: string,
  /** For a branch of anyOf/oneOf: the properties its holder declares, which it may require. */
  holderProperties: Record<string, unknown> = {},
): JsonSchemaObject {
  const out: JsonSchemaObject = { ...schema };
  if (Array.isArray(out.allOf)) {
    const merged = mergeAllOf(out, (branch) => {
      const t = resolveLocalRef(root, rootPointer, String(branch.$ref));
      return t.ok ? t.schema : undefined;
    });
    if (!merged.ok)
      log.reject(
        'gemini-allof',
        childPointer(pointer, 'allOf'),
        `Gemini's JSON Schema support does not list allOf, and this one cannot be merged: ${merged.reason}.`,
      );
    else {
      log.add({
        code: 'gemini-allof-merged',
        kind: 'converted',
        pointer: childPointer(pointer, 'allOf'),
        message:
          'allOf is merged into one schema: Gemini does not list allOf among the JSON Schema keywords it takes.',
      });
      for (const k of Object.keys(out)) delete out[k];
      Object.assign(out, merged.schema);
    }
  }
  if ('const' in out) {
    log.add({
      code: 'gemini-const-enum',
      kind: 'converted',
      pointer: childPointer(pointer, 'const'),
      message: `const ${JSON.stringify(out.const)} becomes a one-value enum: Gemini does not list const.`,
    });
    out.enum = [out.const];
    delete out.const;
  }
  if (out.additionalProperties !== undefined && out.additionalProperties !== false) {
    log.add({
      code: 'gemini-json-additional-unverified',
      kind: 'flagged',
      pointer: joinPointer(pointer, 'additionalProperties'),
      message:
        'additionalProperties other than false is kept; whether Gemini honours an open or typed map here is unverified.',
    });
  }
  if (Array.isArray(out.oneOf)) {
    log.add({
      code: 'gemini-oneof-as-anyof',
      kind: 'flagged',
      widening: true,
      pointer: childPointer(pointer, 'oneOf'),
      message:
        'oneOf is kept, but Gemini treats it as anyOf: a value matching several branches is not refused.',
    });
  }
  for (const key of Object.keys(out)) {
    if (
      [
        'type',
        'properties',
        'required',
        'items',
        'additionalProperties',
        'anyOf',
        'oneOf',
        'enum',
        'propertyOrdering',
      ].includes(key)
    )
      continue;
    const policy = keywordPolicy(key, column);
    if (!policy || policy.cell.support === 'supported') continue;
    const value = out[key];
    delete out[key];
    log.add({
      code: 'gemini-json-keyword-stripped',
      kind: 'stripped',
      widening: isWideningRemoval(key, value),
      pointer: childPointer(pointer, key),
      message: `${describeKeyword(key, value)} is removed: it is not among the JSON Schema keywords Gemini documents${unverifiedSuffix(policy.cell)}.`,
    });
  }
  dropUndeclaredRequired(out, pointer, log, holderProperties);
  for (const key of ['properties', '$defs', 'definitions'] as const) {
    const map = out[key];
    if (isPlainObject(map)) {
      const next: JsonSchemaObject = {};
      for (const [name, sub] of Object.entries(map))
        setOwn(
          next,
          name,
          isPlainObject(sub)
            ? toGeminiJsonSchema(
                sub,
                joinPointer(pointer, key, name),
                log,
                column,
                root,
                rootPointer,
              )
            : sub,
        );
      out[key] = next;
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const sub = out[key];
    if (isPlainObject(sub))
      out[key] = toGeminiJsonSchema(
        sub,
        childPointer(pointer, key),
        log,
        column,
        root,
        rootPointer,
      );
  }
  const holder = isPlainObject(out.properties) ? out.properties : {};
  for (const key of ['anyOf', 'oneOf', 'prefixItems'] as const) {
    const list = out[key];
    if (Array.isArray(list))
      out[key] = list.map((sub, i) =>
        isPlainObject(sub)
          ? toGeminiJsonSchema(
              sub,
              joinPointer(pointer, key, i),
              log,
              column,
              root,
              rootPointer,
              key === 'prefixItems' ? {} : holder,
            )
          : sub,
      );
  }
  return out;
}
