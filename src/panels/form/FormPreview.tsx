import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import {
  errorMessage,
  fieldsToRedraw,
  FORM_URGENT_REDRAW_FIELDS,
  frozenValueMayUsePatterns,
  issueTree,
  prepareFormSchema,
  shareStructure,
} from '../../core';
import type { LocatedMessage, PreparedFormSchema } from '../../core';
import {
  defaultsBehaviour,
  fields,
  MAX_NOTICES_SHOWN,
  templates,
  uiSchema,
  widgets,
} from './form-config';
import { RenderGuard } from './RenderGuard';
import { useChunk } from '../../use-chunk';
import {
  asksValidator,
  formAjv,
  formPatterns,
  requestFormValidator,
  requestFormValidatorOnWriting,
  rjsfValidatorFor,
} from './rjsf-validators';
import { splitKeys } from './split-keys';
import { SplitForm } from './SplitForm';

export interface FormPreviewProps {
  /** The schema as the user wrote it (a tool's inputSchema or outputSchema). */
  schema: unknown;
  /** The current value (the sample); the form shows it and reports changes through onChange. */
  value: unknown;
  /**
   * A new value. `fromField` is true when a field changed it (the user), false when RJSF derived
   * it itself (defaults filled in after a schema change), which must not start a new sample.
   */
  onChange: (value: unknown, fromField: boolean) => void;
  /** Problems with the value, from the validation worker, placed on fields and listed. */
  issues?: readonly LocatedMessage[];
  /** Set when the schema does not compile: the last good form stays, greyed out, with this reason. */
  schemaError?: string | undefined;
  /**
   * The schema `schemaError` was computed for, when it comes from an asynchronous check that may
   * lag behind `schema`: a form counts as the last good one only once a check has confirmed it.
   * Omitted: the current schema counts as good whenever `schemaError` is unset.
   */
  checkedSchema?: unknown;
  /** Which schema this is: an outputSchema with a non-object root is warned about differently. */
  role?: 'input' | 'output';
  /** Prefix for element ids, so that two forms on one page do not clash. */
  idPrefix?: string;
  /** Accessible name of the form region. */
  label?: string;
}

/** Keeps identity for whatever did not change since the last render (see shareStructure). */
function useShared<T>(next: T): T {
  const previous = useRef<T>(next);
  const shared = shareStructure(previous.current, next);
  previous.current = shared;
  return shared;
}

/**
 * The tool's schema as a form (RJSF), with each field's facts beside it. Stand-alone: it takes
 * the schema, value and issues as props, so tests and the bench can mount it without the store.
 */
export function FormPreview({
  schema,
  value,
  onChange,
  issues = [],
  schemaError,
  checkedSchema,
  role = 'input',
  idPrefix = 'sample',
  label = 'Input form',
}: FormPreviewProps) {
  const freshlyPrepared = useMemo(() => prepareFormSchema(schema, { role }), [schema, role]);
  const sharedSchema = useShared(freshlyPrepared.schema);
  const latest = useMemo(
    () => ({ prepared: { ...freshlyPrepared, schema: sharedSchema }, source: schema }),
    [freshlyPrepared, sharedSchema, schema],
  );
  // A change of a field or two from the form on screen (a keystroke) is drawn at once, and so is
  // any schema drawn in groups (SplitForm): it mounts the groups in view at once and the others a
  // few per idle moment, so a keystroke's group is one small render even right after a paste. A
  // large change of a form drawn whole is drawn in a transition: the old form stays meanwhile,
  // React yields between fields, and no keystroke waits behind hundreds of them.
  const deferred = useDeferredValue(latest);
  const onScreen = useRef(latest);
  const urgent =
    (latest.prepared.schema !== undefined &&
      splitKeys(latest.prepared.schema, value) !== undefined) ||
    fieldsToRedraw(onScreen.current.prepared.schema, latest.prepared.schema) <=
      FORM_URGENT_REDRAW_FIELDS;
  const drawn = urgent ? latest : deferred;
  useLayoutEffect(() => {
    onScreen.current = drawn;
  });
  const { prepared, source } = drawn;
  const sharedValue = useShared(value);
  const freshErrors = useMemo(
    () => (issues.length > 0 ? (issueTree(issues) as ErrorSchema) : undefined),
    [issues],
  );
  const extraErrors = useShared(freshErrors);

  const lastGood = useRef<PreparedFormSchema | undefined>(undefined);
  const broken = schemaError !== undefined || prepared.schema === undefined;
  const confirmed = checkedSchema === undefined || checkedSchema === source;
  // Until a check confirms the new schema the form draws it, but only a confirmed one is kept as
  // the last good form to fall back to.
  if (!broken && (confirmed || lastGood.current === undefined)) lastGood.current = prepared;
  const shown = broken ? lastGood.current : prepared;
  // Each problem is said once: under its field when the form draws one, else in the list below.
  const unplaced = issues.filter((issue) => !hasField(shown?.schema, issue.pointer));

  // The form is one element per drawn schema, value and errors: the transition's second pass
  // over an unchanged form then costs nothing (React skips an element it has already drawn).
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const changed = useCallback(
    (next: unknown, fromField: boolean) => onChangeRef.current(next, fromField),
    [],
  );
  // Until Ajv arrives, a form whose schema would consult it waits (walked only until then), and
  // until RE2 arrives, such a form with a pattern: the validator must never guess a match.
  const validator = useChunk(formAjv);
  const patterns = useChunk(formPatterns);
  // The prepared schema is never mutated: the answer is remembered per unchanged subschema.
  const wantsPatterns =
    patterns.status !== 'ready' &&
    shown?.schema !== undefined &&
    frozenValueMayUsePatterns(shown.schema);
  const asks =
    (validator.status !== 'ready' || wantsPatterns) &&
    shown?.schema !== undefined &&
    asksValidator(shown.schema, shown.dialect);
  const waitingForAjv = asks && validator.status !== 'ready';
  const waitingFor = waitingForAjv ? validator : asks && wantsPatterns ? patterns : undefined;
  useEffect(() => {
    if (validator.status !== 'waiting') return;
    if (waitingForAjv) requestFormValidator();
    else return requestFormValidatorOnWriting();
  }, [validator, waitingForAjv]);
  useEffect(() => {
    if (wantsPatterns && patterns.status === 'waiting') formPatterns.load().catch(() => {});
  }, [wantsPatterns, patterns]);
  const form = useMemo(() => {
    if (!shown?.schema) return null;
    const from = shown;
    if (waitingFor !== undefined)
      return waitingFor.status === 'waiting' ? (
        <p className="form-loading" role="status">
          Loading the form’s schema checker…
        </p>
      ) : (
        <p className="form-error" role="alert">
          {waitingForAjv
            ? 'The form’s schema checker (Ajv) did not load'
            : 'The form’s pattern engine (RE2) did not load'}
          , so a form with choices or conditions cannot be drawn: {errorMessage(waitingFor.error)}.
          Reload the page to try again.
        </p>
      );
    const disabled = broken;
    const keys = splitKeys(from.schema!, sharedValue);
    if (keys) {
      return (
        <SplitForm
          from={from}
          keys={keys}
          value={sharedValue}
          extraErrors={disabled ? undefined : extraErrors}
          disabled={disabled}
          idPrefix={idPrefix}
          onChange={changed}
        />
      );
    }
    return (
      <Form
        schema={from.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={sharedValue}
        validator={rjsfValidatorFor(from.dialect)}
        fields={fields}
        widgets={widgets}
        templates={templates}
        idPrefix={idPrefix}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        extraErrors={disabled ? undefined : extraErrors}
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        onChange={(event, id) => {
          if (!disabled) changed(event.formData, id !== undefined);
        }}
      />
    );
  }, [shown, broken, sharedValue, extraErrors, idPrefix, changed, waitingFor, waitingForAjv]);

  return (
    <section className="form-preview" aria-label={label}>
      {schemaError !== undefined && (
        <p className="form-error" role="alert">
          The schema does not compile, so the form below is the last one that did, greyed out:{' '}
          {schemaError}
        </p>
      )}
      {prepared.notices.length > 0 && (
        <ul className="form-notices" aria-label="Form notes">
          {prepared.notices.slice(0, MAX_NOTICES_SHOWN).map((notice) => (
            <li
              key={`${notice.pointer}:${notice.message}`}
              className={`form-notice form-notice-${notice.severity}`}
            >
              {notice.pointer && <code>{notice.pointer}</code>} {notice.message}
            </li>
          ))}
          {prepared.notices.length > MAX_NOTICES_SHOWN && (
            <li className="form-notice form-notice-info">
              …and {prepared.notices.length - MAX_NOTICES_SHOWN} more notes of these kinds.
            </li>
          )}
        </ul>
      )}
      {shown?.schema && (
        <div
          className={broken ? 'form-body form-stale' : 'form-body'}
          aria-disabled={broken || undefined}
        >
          <RenderGuard resetKey={shown.schema} onError={() => undefined} fallback={null}>
            {form}
          </RenderGuard>
        </div>
      )}
      {shown?.schema && isNoParameters(shown.schema) && (
        <p className="form-empty">This tool takes no arguments.</p>
      )}
      {!broken && unplaced.length > 0 && (
        <section
          className="sample-issues"
          aria-label={role === 'input' ? 'Sample input problems' : 'Sample output problems'}
        >
          <ul>
            {unplaced.map((issue, index) => (
              <li key={index}>
                <code>{issue.pointer || '(whole value)'}</code> {issue.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** Whether the form draws a field for the value at `pointer` (a property of the root object). */
function hasField(schema: Record<string, unknown> | undefined, pointer: string): boolean {
  if (!schema || pointer === '') return false;
  const first = pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
  const properties = schema.properties;
  if (first === undefined || typeof properties !== 'object' || properties === null) return false;
  return Object.prototype.hasOwnProperty.call(properties, first);
}

function isNoParameters(schema: Record<string, unknown>): boolean {
  const properties = schema.properties;
  const noProperties =
    properties === undefined ||
    (typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0);
  return schema.type === 'object' && noProperties && schema.additionalProperties === false;
}
