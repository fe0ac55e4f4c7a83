import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types';
import Ajv2020 from 'ajv/dist/2020';
import type { Dialect } from '../../core';

/**
 * RJSF's validator, one per dialect. The form uses it only for its own schema decisions (which
 * union variant matches the value, which defaults apply); the sample's real validation runs in
 * the worker and comes back as `extraErrors`.
 */
const validators = new Map<Dialect, ValidatorType>();

/**
 * RJSF runs Ajv on the main thread, so a stranger's `pattern` that backtracks catastrophically
 * (`^(a+)+$` against "aaaa…b") would freeze the page while it picks a union variant. Its
 * decisions therefore treat every `pattern` and `patternProperties` key as matching; the real
 * check of the sample, patterns included, runs in the worker under the watchdog.
 */
const patternsAlwaysMatch: RegExpEngine = Object.assign(() => ({ test: () => true }), { code: 'patternsAlwaysMatch' });

/**
 * RJSF matches a value to an object variant by requiring "any one of its properties"; for a
 * variant without properties (a free-form map, or one RJSF stubbed with `properties: {}`) that
 * is an empty `anyOf`, which Ajv refuses as an invalid schema (logged on every match). With no
 * properties to require, any object matches: the empty requirement is dropped.
 */
export function withoutEmptyAnyOf(schema: RJSFSchema): RJSFSchema {
  let result = schema;
  if (Array.isArray(schema.anyOf) && schema.anyOf.length === 0) {
    const { anyOf: _dropped, ...rest } = schema;
    result = rest;
  }
  if (Array.isArray(result.allOf) && result.allOf.some((s) => typeof s === 'object' && Array.isArray(s.anyOf) && s.anyOf.length === 0)) {
    result = { ...result, allOf: result.allOf.map((s) => (typeof s === 'object' ? withoutEmptyAnyOf(s) : s)) };
  }
  return result;
}

export function rjsfValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    const inner = customizeValidator({
      AjvClass: (dialect === '2020-12' ? Ajv2020 : Ajv) as typeof Ajv,
      ajvOptionsOverrides: { code: { regExp: patternsAlwaysMatch } },
    });
    // Delegates everything else to RJSF's validator (its methods see it as `this` through the prototype).
    validator = Object.create(inner, {
      isValid: { value: (schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) => inner.isValid(withoutEmptyAnyOf(schema), formData, rootSchema) },
    }) as ValidatorType;
    validators.set(dialect, validator);
  }
  return validator;
}
