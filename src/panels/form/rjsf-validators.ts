import type { ValidatorType } from '@rjsf/utils';
import { frozenSchemaHasKeyword, loadPatternEngine } from '../../core';
import type { Dialect } from '../../core';
import { chunk } from '../../chunk';

/**
 * RJSF's validator. The form uses it only for its own schema decisions (which union variant
 * matches the value, which branch of a condition applies); the sample's real validation runs in
 * the worker and comes back as `extraErrors`. Ajv and the pattern engine behind it are half the
 * Form tab's bytes, so they are a chunk of their own (form-ajv.ts) that the first field does not
 * wait for: a form whose schema has no unions or conditions never asks the validator anything,
 * and one that has them is drawn once Ajv has arrived (`asksValidator`). A first visit that only
 * looks never loads it.
 */
export const formAjv = chunk(() => import('./form-ajv'));

/**
 * RE2, which the validator matches `pattern` with (form-ajv.ts): most schemas have none, so it is
 * requested only for one that has (`valueMayUsePatterns`), and such a form waits for it as for Ajv.
 */
export const formPatterns = chunk(loadPatternEngine);

/** Keywords that make RJSF consult its validator while drawing or filling a form. */
export const VALIDATOR_KEYWORDS = [
  'oneOf',
  'anyOf',
  'if',
  'dependencies',
  'dependentSchemas',
] as const;

/**
 * Whether RJSF may consult its validator to draw `schema` (a conservative answer), for a schema
 * never mutated once built (the form's prepared schema): the form asks on every render until Ajv
 * has arrived, and the answer is remembered per subschema, so a key walks only what it changed.
 */
export function asksValidator(schema: unknown, dialect: Dialect): boolean {
  return frozenSchemaHasKeyword(schema, dialect, VALIDATOR_KEYWORDS);
}

/**
 * Requests Ajv (once). A form that waits for it asks at once. A failure is in `formAjv.state()`,
 * which forms show.
 */
export function requestFormValidator(): void {
  formAjv.load().catch(() => {});
}

/** Events that say a person is writing: a schema with a union usually arrives this way. */
const WRITING_EVENTS = ['keydown', 'paste', 'drop'] as const;

/**
 * Requests Ajv at the first key, paste or drop anywhere on the page, so that it is in before a
 * person has written a union into a schema; a visit that only looks (the example tool has none)
 * never loads it. Returns the cancel.
 */
export function requestFormValidatorOnWriting(): () => void {
  const request = () => {
    cancel();
    requestFormValidator();
  };
  const cancel = () => {
    for (const type of WRITING_EVENTS) document.removeEventListener(type, request, true);
  };
  for (const type of WRITING_EVENTS) document.addEventListener(type, request, true);
  return cancel;
}

const validators = new Map<Dialect, ValidatorType>();

/**
 * RJSF's validator for a dialect: the same object before and after Ajv arrives, so its arrival
 * does not make every form rebuild its schema utilities. Until then it is never consulted (see
 * above); were it asked anyway, it would find no variant matching and no errors.
 */
export function rjsfValidatorFor(dialect: Dialect): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    const real = () => formAjv.loaded()?.rjsfAjvValidatorFor(dialect);
    validator = {
      validateFormData: (...args) =>
        real()?.validateFormData(...args) ?? { errors: [], errorSchema: {} },
      isValid: (schema, formData, rootSchema) =>
        real()?.isValid(schema, formData, rootSchema) ?? false,
      rawValidation: (schema, formData) => real()?.rawValidation(schema, formData) ?? {},
      reset: () => real()?.reset?.(),
    };
    validators.set(dialect, validator);
  }
  return validator;
}
