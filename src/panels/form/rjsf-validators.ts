import type { ValidatorType } from '@rjsf/utils';
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

export function rjsfValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    validator = customizeValidator({
      AjvClass: (dialect === '2020-12' ? Ajv2020 : Ajv) as typeof Ajv,
      // inlineRefs as a count: Ajv's default check is exponential in nested arrays (see src/core/validation/ajv.ts).
      ajvOptionsOverrides: { code: { regExp: patternsAlwaysMatch }, inlineRefs: 32 },
    });
    validators.set(dialect, validator);
  }
  return validator;
}
