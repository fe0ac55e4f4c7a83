import type { AnySchema } from 'ajv';
import { COMPILING_SCHEMAS_KEPT } from '../limits';
import type { Dialect } from './dialect';
import { wordlessText } from '../schema/same-but-words';
import { compileCached } from './ajv';
import type { ValidatorOptions } from './ajv';

/** Schemas that compiled, by mode and wordless text; the least recently used goes first. */
const compiling = new Map<string, true>();

/**
 * Throws what Ajv's compile of `schema` throws, or returns: the analysis only asks whether a
 * schema compiles. Ajv reads a string `title`, `description` or `$comment` only to check that it
 * is a string, so a schema that differs from one that compiled only in those words compiles too,
 * and is not compiled again: typing in a title of a 200-property schema compiled all of it on every
 * key (about 12 ms of the worker's time per key, beside the page on a two-core machine).
 */
export function checkCompiles(
  schema: AnySchema,
  dialect: Dialect,
  options: ValidatorOptions,
  /** `JSON.stringify(schema)`, when the caller has it already. */
  serialised: string,
): void {
  const key = `${dialect}|${options.enforceFormats ? 1 : 0}|${wordlessText(schema, dialect)}`;
  if (compiling.delete(key)) {
    compiling.set(key, true);
    return;
  }
  compileCached(schema, dialect, options, serialised);
  compiling.set(key, true);
  if (compiling.size > COMPILING_SCHEMAS_KEPT) compiling.delete(compiling.keys().next().value!);
}

/** Forgets which schemas compiled, so the next check compiles (a cold run). */
export function clearCompileChecks(): void {
  compiling.clear();
}
