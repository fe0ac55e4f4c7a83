import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types';
import Ajv2020 from 'ajv/dist/2020';
import { AJV_INLINE_REF_KEYS, compilePattern } from '../../core';
import type { Dialect } from '../../core';

/**
 * RJSF's Ajv validators, one per dialect: a chunk of their own (with the linear-time pattern
 * engine, about half the Form tab's bytes), loaded through rjsf-validators.ts.
 */
const validators = new Map<Dialect, ValidatorType>();

/**
 * RJSF runs Ajv on the main thread, where no watchdog can stop a runaway match. Its decisions
 * (which union variant fits the value) match patterns with the core's linear-time engine, the
 * same one the worker's verdict uses, so `^(a+)+$` against "aaaa…b" answers at once. The few
 * patterns RE2 cannot run (lookaround, backreferences) would run on a backtracking RegExp, so
 * here they count as matching; the sample's verdict, those patterns included, comes from the
 * worker under the watchdog.
 */
const linearPatternsOnly: RegExpEngine = Object.assign(
  (pattern: string) => {
    let compiled;
    try {
      compiled = compilePattern(pattern);
    } catch {
      compiled = undefined; // not ECMA-262: the worker's verdict says so; the form must still draw
    }
    return compiled?.engine === 're2' ? compiled : { test: () => true, toString: () => pattern };
  },
  { code: 'linearPatternsOnly' },
);

/**
 * RJSF matches a value to an object variant by requiring "any one of its properties"; for a
 * variant without properties (a free-form map, or one RJSF stubbed with `properties: {}`) that
 * is an empty `anyOf`, which Ajv refuses as an invalid schema (logged on every match). With no
 * properties to require, any object matches: the empty requirement is dropped.
 */
function withoutEmptyAnyOf(schema: RJSFSchema): RJSFSchema {
  let result = schema;
  if (Array.isArray(schema.anyOf) && schema.anyOf.length === 0) {
    const { anyOf: _dropped, ...rest } = schema;
    result = rest;
  }
  if (
    Array.isArray(result.allOf) &&
    result.allOf.some(
      (s) => typeof s === 'object' && Array.isArray(s.anyOf) && s.anyOf.length === 0,
    )
  ) {
    result = {
      ...result,
      allOf: result.allOf.map((s) => (typeof s === 'object' ? withoutEmptyAnyOf(s) : s)),
    };
  }
  return result;
}

/** RJSF's validator for a dialect, made on first use. */
export function rjsfAjvValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    validator = makeValidator(dialect);
    validators.set(dialect, validator);
  }
  return validator;
}

function makeValidator(dialect: Dialect): ValidatorType {
  const inner = customizeValidator({
    AjvClass: (dialect === '2020-12' ? Ajv2020 : Ajv) as typeof Ajv,
    // inlineRefs as a count: Ajv's default check is exponential in nested arrays (see src/core/validation/ajv.ts).
    ajvOptionsOverrides: {
      code: { regExp: linearPatternsOnly },
      inlineRefs: AJV_INLINE_REF_KEYS,
    },
  });
  // Delegates everything else to RJSF's validator (its methods see it as `this` through the prototype).
  return Object.create(inner, {
    isValid: {
      value: (schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) =>
        inner.isValid(withoutEmptyAnyOf(schema), formData, rootSchema),
    },
  }) as ValidatorType;
}

/**
 * The Form tab's other use of Ajv, the case generator (it keeps only cases the schema confirms),
 * rides in the same chunk: two chunks would each pull in a third, shared one, and the bundler
 * then splits the page's own first chunk into several small ones.
 */
export { generateCases } from '../../core/playground/test-cases';
