import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft07 from 'ajv';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_INLINE_REF_KEYS, VALIDATOR_CACHE_SIZE } from '../limits';
import type { Dialect } from './dialect';
import { walkSchemas } from '../schema/walk';
import { withFlatUnions } from './flat-unions';
import { linearTimeRegExp } from './pattern-engine';
import { EMPTY_ENUM_KEYWORD, prepareForAjv } from './prepare-schema';
import type { PreparedSchema } from './prepare-schema';

type AjvInstance = InstanceType<typeof Ajv2020> | InstanceType<typeof AjvDraft07>;

export interface ValidatorOptions {
  /** Enforce `format` with ajv-formats instead of treating it as an annotation (the default: docs/tool-record.md#format-is-an-annotation). */
  enforceFormats?: boolean;
}

const instances = new Map<string, AjvInstance>();

/**
 * One Ajv per dialect and format mode: Ajv2020 cannot compile draft-07 schemas and the reverse.
 * `ownProperties` makes property keywords look at own keys only, so "__proto__", "toString" or
 * "constructor" in a sample are never found on Object.prototype.
 */
function ajvFor(dialect: Dialect, options: ValidatorOptions = {}): AjvInstance {
  const key = `${dialect}|${options.enforceFormats ? 'formats' : 'annotations'}`;
  let ajv = instances.get(key);
  if (!ajv) {
    const settings = {
      allErrors: true,
      strict: false,
      ownProperties: true,
      validateFormats: options.enforceFormats === true,
      // Never fetch: a reference Ajv cannot resolve locally is an error we report.
      loadSchema: undefined,
      // Linear-time matching for `pattern` and `patternProperties` (see pattern-engine.ts).
      code: { regExp: linearTimeRegExp },
      // Ajv decides whether to inline a $ref'd schema with `hasRef` when this is `true` (its
      // default), which calls itself twice per level of nested arrays: 99 arrays under an
      // unknown keyword in a referenced definition never finished (found by the fuzz test). A
      // number makes Ajv count keys instead, once per level.
      inlineRefs: AJV_INLINE_REF_KEYS,
    } as const;
    ajv = dialect === '2020-12' ? new Ajv2020(settings) : new AjvDraft07(settings);
    if (dialect === 'draft-07') withLinearEnumCheck(ajv);
    withFlatUnions(ajv);
    addFormats(ajv);
    ajv.addKeyword({
      keyword: EMPTY_ENUM_KEYWORD,
      schemaType: 'boolean',
      errors: false,
      validate: () => false,
    });
    instances.set(key, ajv);
  }
  return ajv;
}

const DRAFT_07_META_ID = 'http://json-schema.org/draft-07/schema';

/**
 * The draft-07 meta-schema says `"enum": {"uniqueItems": true}` with items of any type, which Ajv
 * checks by comparing every pair (40 000 values took 10–17 s, once for the meta-schema check and
 * once more inside every compile). The instance gets the same meta-schema without that line, and
 * `metaSchemaErrors` reports duplicate enum values itself in linear time.
 */
function withLinearEnumCheck(ajv: AjvInstance): void {
  const meta = ajv.getSchema(DRAFT_07_META_ID)?.schema;
  if (!meta || typeof meta !== 'object') return;
  const patched = JSON.parse(JSON.stringify(meta)) as {
    properties: { enum: Record<string, unknown> };
  };
  delete patched.properties.enum.uniqueItems;
  ajv.removeSchema(DRAFT_07_META_ID);
  ajv.addMetaSchema(patched, DRAFT_07_META_ID, false);
}

/** A key equal for deep-equal JSON values (object key order ignored), as Ajv's uniqueItems compares. */
function canonicalKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Draft-07's "enum values are unique", in Ajv's words and place, found with one pass per enum. */
function duplicateEnumErrors(schema: AnySchema): ErrorObject[] {
  const errors: ErrorObject[] = [];
  walkSchemas(schema, '', 'draft-07', ({ schema: node, pointer }) => {
    if (!Array.isArray(node.enum)) return;
    const lastIndex = new Map<string, number>();
    let duplicate: { i: number; j: number } | undefined;
    node.enum.forEach((item, i) => {
      const key = canonicalKey(item);
      const j = lastIndex.get(key);
      if (j !== undefined) duplicate = { i, j };
      lastIndex.set(key, i);
    });
    if (!duplicate) return;
    errors.push({
      keyword: 'uniqueItems',
      instancePath: `${pointer}/enum`,
      schemaPath: '#/properties/enum/uniqueItems',
      params: duplicate,
      message: `must NOT have duplicate items (items ## ${duplicate.j} and ${duplicate.i} are identical)`,
    });
  });
  return errors;
}

interface CacheEntry {
  validate: ValidateFunction;
  renames: PreparedSchema['renames'];
  ajv: AjvInstance;
  schema: AnySchema;
}

/**
 * One map per dialect and format mode, keyed by the serialised schema itself: a key made by
 * joining the mode to the text would be a new string to copy and hash on every lookup.
 */
const caches = new Map<string, Map<string, CacheEntry>>();
let cachedCount = 0;
const renamesByValidator = new WeakMap<ValidateFunction, PreparedSchema['renames']>();

/** Schema pointers the rewrite before compiling moved (see prepare-schema.ts), to report errors where the user wrote them. */
export function schemaRenamesOf(validate: ValidateFunction): PreparedSchema['renames'] {
  return renamesByValidator.get(validate) ?? [];
}
let compileCount = 0;

/** How many schemas were compiled (not served from the cache) since start; for tests and the bench. */
export function compiledSchemaCount(): number {
  return compileCount;
}

/**
 * Compiles a schema, reusing an earlier compilation of identical content. The key is the
 * exact serialised schema, so equal content never compiles twice and different content
 * never collides. The oldest entries are evicted (and removed from Ajv) past the cache size.
 */
export function compileCached(
  schema: AnySchema,
  dialect: Dialect,
  options: ValidatorOptions = {},
  /** `JSON.stringify(schema)`, when the caller has it already. */
  serialised: string = JSON.stringify(schema),
): ValidateFunction {
  const mode = `${dialect}|${options.enforceFormats ? 1 : 0}`;
  let cache = caches.get(mode);
  if (!cache) caches.set(mode, (cache = new Map()));
  const hit = cache.get(serialised);
  if (hit) {
    cache.delete(serialised);
    cache.set(serialised, hit);
    return hit.validate;
  }
  const ajv = ajvFor(dialect, options);
  const prepared = prepareForAjv(schema, dialect, serialised);
  forgetRootId(ajv, prepared.schema);
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(prepared.schema);
  } catch (error) {
    // Ajv keeps a schema object it was given before checking it against the meta-schema, and
    // compiles that same object without the check the next time: a schema refused once would
    // compile when asked again (found by the fuzz test). It goes, so it is refused every time.
    if (typeof prepared.schema === 'object' && prepared.schema !== null)
      ajv.removeSchema(prepared.schema);
    throw error;
  }
  compileCount++;
  cache.set(serialised, { validate, ajv, schema: prepared.schema, renames: prepared.renames });
  cachedCount++;
  if (prepared.renames.length > 0) renamesByValidator.set(validate, prepared.renames);
  // Past the size the oldest entry goes: of this mode, or of another when this one holds only the new one.
  while (cachedCount > VALIDATOR_CACHE_SIZE) {
    const from =
      cache.size > 1 ? cache : [...caches.values()].find((c) => c !== cache && c.size > 0);
    if (!from) break;
    const [oldestKey, oldest] = from.entries().next().value as [string, CacheEntry];
    from.delete(oldestKey);
    cachedCount--;
    oldest.ajv.removeSchema(oldest.schema);
  }
  return validate;
}

/**
 * Ajv registers a root `$id` and refuses a second schema with the same one, which every edit of
 * a tool with an `$id` would be. Compiled validators keep working after their id is removed.
 */
function forgetRootId(ajv: AjvInstance, schema: AnySchema): void {
  if (typeof schema !== 'object' || schema === null) return;
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') return;
  ajv.removeSchema(id);
  ajv.removeSchema(id.replace(/#$/, ''));
}

const metaErrorCache = new Map<string, ErrorObject[]>();

/**
 * The schema's meta-schema errors (empty when valid), remembered by exact content: a schema
 * re-checked on every keystroke of an unrelated field is validated against the meta-schema once.
 */
export function metaSchemaErrors(
  schema: AnySchema,
  dialect: Dialect,
  serialised: string = JSON.stringify(schema),
): ErrorObject[] {
  const key = `${dialect}|${serialised}`;
  const hit = metaErrorCache.get(key);
  if (hit) return hit;
  const ajv = ajvFor(dialect);
  const errors = ajv.validateSchema(schema) ? [] : [...(ajv.errors ?? [])];
  if (dialect === 'draft-07') errors.push(...duplicateEnumErrors(schema));
  metaErrorCache.set(key, errors);
  if (metaErrorCache.size > VALIDATOR_CACHE_SIZE)
    metaErrorCache.delete(metaErrorCache.keys().next().value as string);
  return errors;
}

export function clearValidatorCache(): void {
  metaErrorCache.clear();
  for (const cache of caches.values())
    for (const entry of cache.values()) entry.ajv.removeSchema(entry.schema);
  caches.clear();
  cachedCount = 0;
}

export type { ErrorObject };
