import type { AnySchema, ErrorObject } from 'ajv';
import { MAX_ENUM_VALUES_LISTED } from '../limits';
import { joinPointer } from '../model/pointer';
import { compileCached, schemaRenamesOf } from './ajv';
import { explainCompileOverflow } from './compile-overflow';
import type { ValidatorOptions } from './ajv';
import { dialectOf, SUPPORTED_DIALECT_URIS } from './dialect';
import type { Dialect } from './dialect';
import { EMPTY_ENUM_KEYWORD, originalPointer } from './prepare-schema';
import type { PreparedSchema } from './prepare-schema';
import { errorMessage } from '../error-message';
import { requiredMessage } from './sample-issue';
import type { SampleIssue } from './sample-issue';

export { issueFieldPointer } from './sample-issue';
export type { SampleIssue } from './sample-issue';

export interface SampleResult {
  valid: boolean;
  issues: SampleIssue[];
  /** Set when the schema itself could not be compiled; then `valid` is false and issues are empty. */
  schemaError?: string;
}

export interface SampleOptions extends ValidatorOptions {
  /** Overrides the dialect read from `$schema` (the test suite runs draft-07 schemas without one). */
  dialect?: Dialect;
}

function schemaPointerOf(error: ErrorObject): string {
  return error.schemaPath.startsWith('#')
    ? decodeURIComponent(error.schemaPath.slice(1))
    : error.schemaPath;
}

/** Words a person reads, in place of Ajv's terse defaults. */
function describe(error: ErrorObject): { pointer: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: error.instancePath,
        message: requiredMessage(String(params.missingProperty)),
      };
    case 'additionalProperties':
      return {
        pointer: joinPointer(error.instancePath, String(params.additionalProperty)),
        message: `The property "${String(params.additionalProperty)}" is not allowed here.`,
      };
    case EMPTY_ENUM_KEYWORD:
      return {
        pointer: error.instancePath,
        message: 'No value is allowed here: the "enum" is empty.',
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        message: enumMessage(params.allowedValues as unknown[]),
      };
    case 'const':
      return {
        pointer: error.instancePath,
        message: `Must be exactly ${JSON.stringify(params.allowedValue)}.`,
      };
    case 'type':
      return {
        pointer: error.instancePath,
        message: `Must be of type ${String(params.type).replace(/,/g, ' or ')}.`,
      };
    default:
      return {
        pointer: error.instancePath,
        message: `${error.message ?? 'is not valid'}`.replace(/^must/, 'Must') + '.',
      };
  }
}

export function toSampleIssues(
  errors: readonly ErrorObject[] | null | undefined,
  renames: PreparedSchema['renames'] = [],
): SampleIssue[] {
  return (errors ?? []).map((error) => ({
    ...describe(error),
    keyword: error.keyword === EMPTY_ENUM_KEYWORD ? 'enum' : error.keyword,
    schemaPointer: originalPointer(schemaPointerOf(error), renames),
  }));
}

/** Explains why a schema failed to compile, in a sentence; `schema` lets a stack overflow be explained. */
export function compileErrorMessage(
  error: unknown,
  schema?: unknown,
  dialect: Dialect = '2020-12',
): string {
  const text = errorMessage(error);
  // Nesting is bounded before compiling, so running out of stack here comes from following references.
  if (error instanceof RangeError) return explainCompileOverflow(schema, dialect);
  const missingRef = /can't resolve reference (\S+)/.exec(text);
  if (missingRef)
    return `The reference ${missingRef[1]} cannot be resolved; the studio only follows references to resources inside the schema and never fetches.`;
  if (/\$dynamicRef" only supports hash fragment reference/.test(text)) {
    return 'The schema cannot be compiled: the validator (Ajv) supports "$dynamicRef" only as a fragment of the same resource ("#name"), not a reference to another resource.';
  }
  if (error instanceof SyntaxError && /Invalid regular expression/.test(text))
    return `The schema cannot be compiled: a pattern is not a valid ECMA-262 regular expression (${text}).`;
  return `The schema cannot be compiled: ${text}`;
}

/**
 * Validates a sample against a schema (any root type, boolean schemas too), returning issues
 * with pointers into the sample. Never throws for a bad schema: that is `schemaError`.
 */
export function checkSample(
  schema: unknown,
  sample: unknown,
  options: SampleOptions = {},
): SampleResult {
  const dialect = options.dialect ?? dialectOf(schema);
  if (!dialect) {
    return {
      valid: false,
      issues: [],
      schemaError: `The schema's $schema is not supported; use ${SUPPORTED_DIALECT_URIS.join(' or ')}.`,
    };
  }
  if (
    typeof schema !== 'boolean' &&
    (schema === null || typeof schema !== 'object' || Array.isArray(schema))
  ) {
    return {
      valid: false,
      issues: [],
      schemaError: 'A JSON Schema must be an object or a boolean.',
    };
  }
  let validate;
  try {
    validate = compileCached(schema as AnySchema, dialect, options);
  } catch (error) {
    return { valid: false, issues: [], schemaError: compileErrorMessage(error, schema, dialect) };
  }
  try {
    const valid = validate(sample) as boolean;
    return {
      valid,
      issues: valid ? [] : toSampleIssues(validate.errors, schemaRenamesOf(validate)),
    };
  } catch (error) {
    if (error instanceof RangeError) {
      return {
        valid: false,
        issues: [],
        schemaError:
          'Validation recursed without end: the schema refers to itself with nothing that stops the recursion for this value.',
      };
    }
    throw error;
  }
}

/**
 * The allowed values of an enum, all of them when few, else the first MAX_ENUM_VALUES_LISTED and
 * their count: a message naming 100 000 values would be megabytes in the Problems list.
 */
function enumMessage(values: readonly unknown[]): string {
  const listed = values.slice(0, MAX_ENUM_VALUES_LISTED).map((v) => JSON.stringify(v));
  if (values.length <= MAX_ENUM_VALUES_LISTED) return `Must be one of: ${listed.join(', ')}.`;
  return `Must be one of the ${values.length.toLocaleString('en-US')} allowed values: ${listed.join(', ')}, …`;
}
