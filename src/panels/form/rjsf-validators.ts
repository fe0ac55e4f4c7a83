import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import type { Dialect } from '../../core';

/**
 * RJSF's validator, one per dialect. The form uses it only for its own schema decisions (which
 * union variant matches the value, which defaults apply); the sample's real validation runs in
 * the worker and comes back as `extraErrors`.
 */
const validators = new Map<Dialect, ValidatorType>();

export function rjsfValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    validator = customizeValidator({ AjvClass: (dialect === '2020-12' ? Ajv2020 : Ajv) as typeof Ajv });
    validators.set(dialect, validator);
  }
  return validator;
}
