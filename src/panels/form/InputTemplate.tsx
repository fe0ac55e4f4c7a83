import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { LONG_ENUM_KEYWORD } from '../../core';
import { LongEnumInput } from './LongEnumInput';
import { defaultPlaceholder } from './default-placeholder';

const CoreBaseInputTemplate = getDefaultRegistry().templates.BaseInputTemplate;

/**
 * RJSF's text/number input, guarded: a list or object value that reaches a text box (a union
 * whose chosen variant is text while the value is an object) is shown as JSON with a note, never
 * as "[object Object]"; a whole number beyond 2^53 is flagged, since JavaScript rounds it.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const value: unknown = props.value;
  const longEnum: unknown = props.schema[LONG_ENUM_KEYWORD];
  if (Array.isArray(longEnum)) return <LongEnumInput {...props} values={longEnum} />;
  if (value !== null && typeof value === 'object') {
    return (
      <>
        <CoreBaseInputTemplate {...props} value={JSON.stringify(value)} />
        <p className="field-type-note" role="note">
          This field holds {Array.isArray(value) ? 'a list' : 'an object'}, not{' '}
          {props.type === 'number' ? 'a number' : 'text'}; typing here replaces it.
        </p>
      </>
    );
  }
  const unsafe =
    typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);
  return (
    <>
      <CoreBaseInputTemplate
        {...props}
        placeholder={props.placeholder || defaultPlaceholder(props.schema)}
      />
      {unsafe && (
        <p className="field-type-note" role="note">
          Beyond 2^53, JavaScript reads this number as {String(value)}. Digits written in the Sample
          input JSON are kept as written there; a number typed here is sent as shown.
        </p>
      )}
    </>
  );
}
