import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types';
import Ajv2020 from 'ajv/dist/2020';
import { AJV_INLINE_REF_KEYS, compilePattern } from '../../core';
import type { Dialect } from '../../core';

/**
 * RJSF's validator, one per dialect. The form uses it only for its own schema decisions (which
 * union variant matches the value, which defaults apply); the sample's real validation runs in
 * the worker and comes back as `extraErrors`.
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

export function rjsfValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    validator = customizeValidator({
      AjvClass: (dialect === '2020-12' ? Ajv2020 : Ajv) as typeof Ajv,
      // inlineRefs as a count: Ajv's default check is exponential in nested arrays (see src/core/validation/ajv.ts).
      ajvOptionsOverrides: { code: { regExp: linearPatternsOnly }, inlineRefs: AJV_INLINE_REF_KEYS },
    });
    validators.set(dialect, validator);
  }
  return validator;
}
