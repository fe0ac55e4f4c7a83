import { Component, memo, useCallback, useMemo, useRef } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import Form from '@rjsf/core';
import type {
  ErrorSchema,
  RegistryFieldsType,
  RJSFSchema,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils';
import { isPlainObject, issueTree, prepareFormSchema, shareStructure } from '../../core';
import type { Dialect, JsonSchemaObject, LocatedMessage, PreparedFormSchema } from '../../core';
import { buttonTemplates, MultiSchemaFieldTemplate } from './ButtonTemplates';
import { DescriptionFieldTemplate, FieldTemplate, TitleFieldTemplate } from './FieldTemplate';
import { JsonValueField } from './JsonValueField';
import { TupleArrayField } from './TupleArrayField';
import { BaseInputTemplate } from './InputTemplate';
import { rjsfValidatorFor } from './rjsf-validators';

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

const fields: RegistryFieldsType = { FallbackField: JsonValueField, ArrayField: TupleArrayField };
const templates: Partial<TemplatesType> = {
  FieldTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  MultiSchemaFieldTemplate,
  ButtonTemplates: buttonTemplates as Partial<
    TemplatesType['ButtonTemplates']
  > as TemplatesType['ButtonTemplates'],
};
const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
/**
 * Notes shown above the form. A generated schema can earn thousands of the same note (10 000
 * chained $refs); past this many they are counted, not drawn, which would cost a second of DOM.
 */
const MAX_NOTICES_SHOWN = 50;
// Only required fields get their defaults written into the value: an optional field left alone
// is what a model would leave out, and its default is shown beside it instead.
const defaultsBehaviour = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

interface RenderGuardProps {
  /** Changes when the schema changes, which clears a previous render error. */
  resetKey: unknown;
  onError: (message: string) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a renderer crash on an odd schema, so the panel shows the reason instead of going blank. */
class RenderGuard extends Component<
  RenderGuardProps,
  { error: string | undefined; resetKey: unknown }
> {
  override state = { error: undefined as string | undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: RenderGuardProps,
    state: { error: string | undefined; resetKey: unknown },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <>
          <p className="form-error" role="alert">
            The form cannot draw this schema: {this.state.error}. The sample JSON below still works.
          </p>
          {this.props.fallback}
        </>
      );
    }
    return this.props.children;
  }
}

/** Keeps identity for whatever did not change since the last render (see shareStructure). */
function useShared<T>(next: T): T {
  const previous = useRef<T>(next);
  const shared = shareStructure(previous.current, next);
  previous.current = shared;
  return shared;
}

const ROOT_KEYWORDS_THAT_NEED_ONE_FORM = [
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'not',
  'if',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
];

/**
 * Whether the root can be drawn as one small form per property: a plain object of properties
 * with nothing that ties properties together and no reference into the root itself. Then an edit
 * of one property re-renders one small form instead of all of them (RJSF re-renders every field
 * when its root schema changes).
 */
function splitKeys(schema: JsonSchemaObject, value: unknown): string[] | undefined {
  if (schema.type !== 'object' || !isPlainObject(schema.properties)) return undefined;
  if (ROOT_KEYWORDS_THAT_NEED_ONE_FORM.some((k) => k in schema)) return undefined;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
    return undefined;
  if (value !== undefined && !isPlainObject(value)) return undefined;
  const keys = Object.keys(schema.properties);
  if (keys.length === 0) return undefined;
  const text = JSON.stringify(schema.properties);
  if (text.includes('"$ref":"#"') || text.includes('"$ref":"#/properties')) return undefined;
  return keys;
}

/**
 * Properties per small form of a split root. An edit re-renders one group; fewer, larger groups
 * make the first render cheaper (each RJSF form has a fixed set-up cost).
 */
const PROPERTIES_PER_GROUP = 12;

interface GroupFormProps {
  /** The properties this group draws, in schema order. */
  keys: readonly string[];
  schema: JsonSchemaObject;
  /** `{key: value}` for the group's keys; identity-stable while they do not change. */
  formData: Record<string, unknown>;
  errors: ErrorSchema | undefined;
  dialect: Dialect;
  disabled: boolean;
  idPrefix: string;
  onGroupChange: (keys: readonly string[], formData: unknown, fromField: boolean) => void;
}

/** A group of root properties as its own small RJSF form (memoised on identity). */
const GroupForm = memo(function GroupForm({
  keys,
  schema,
  formData,
  errors,
  dialect,
  disabled,
  idPrefix,
  onGroupChange,
}: GroupFormProps) {
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={rjsfValidatorFor(dialect)}
      fields={fields}
      templates={templates}
      idPrefix={idPrefix}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={defaultsBehaviour}
      className="rjsf-property-group"
      tagName="div"
      onChange={(event, id) => {
        if (!disabled) onGroupChange(keys, event.formData, id !== undefined);
      }}
    />
  );
});

interface GroupCache {
  keys: string[];
  parts: unknown[];
  value: Record<string, unknown>;
}

/** Returns `previous.value` when every part is the same as before, else a fresh object from `build`. */
function stableGroup(
  cache: Map<string, GroupCache>,
  id: string,
  keys: string[],
  parts: unknown[],
  build: () => Record<string, unknown>,
): Record<string, unknown> {
  const previous = cache.get(id);
  if (
    previous &&
    previous.keys.length === keys.length &&
    previous.keys.every((k, i) => k === keys[i]) &&
    previous.parts.every((p, i) => p === parts[i])
  ) {
    return previous.value;
  }
  const value = build();
  cache.set(id, { keys, parts, value });
  return value;
}

/** The split root: title, description, root-level errors, then one small form per group of properties. */
function SplitForm({
  from,
  keys,
  value,
  extraErrors,
  disabled,
  idPrefix,
  onChange,
}: {
  from: PreparedFormSchema;
  keys: string[];
  value: unknown;
  extraErrors: ErrorSchema | undefined;
  disabled: boolean;
  idPrefix: string;
  onChange: (value: unknown, fromField: boolean) => void;
}) {
  const schema = from.schema!;
  const properties = schema.properties as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const schemas = useRef(new Map<string, GroupCache>());
  const data = useRef(new Map<string, GroupCache>());
  const errorGroups = useRef(new Map<string, GroupCache>());
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const onGroupChange = useCallback((groupKeys: readonly string[], formData: unknown, fromField: boolean) => {
    const current = isPlainObject(latest.current.value) ? latest.current.value : {};
    const changed = isPlainObject(formData) ? formData : {};
    const merged: Record<string, unknown> = { ...current };
    for (const key of groupKeys) {
      if (changed[key] === undefined) delete merged[key];
      // defineProperty: a property named "__proto__" stays a property of the sample.
      else Object.defineProperty(merged, key, { value: changed[key], enumerable: true, writable: true, configurable: true });
    }
    latest.current.onChange(merged, fromField);
  }, []);
  const record = isPlainObject(value) ? value : {};
  const errorRecord = (extraErrors ?? {}) as Record<string, ErrorSchema | undefined>;
  const groups: string[][] = [];
  for (let i = 0; i < keys.length; i += PROPERTIES_PER_GROUP)
    groups.push(keys.slice(i, i + PROPERTIES_PER_GROUP));
  const rootErrors = extraErrors?.__errors;
  return (
    <form className="rjsf rjsf-split" noValidate onSubmit={(event) => event.preventDefault()}>
      {typeof schema.title === 'string' && <p className="form-root-title">{schema.title}</p>}
      {typeof schema.description === 'string' && (
        <p className="field-description">{schema.description}</p>
      )}
      {rootErrors && rootErrors.length > 0 && (
        <ul className="error-detail">
          {rootErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {groups.map((group) => {
        const id = group[0]!;
        const groupRequired = group.filter((k) => required.has(k));
        // Each group is an object with its properties and the root's definitions for its $refs.
        const groupSchema = stableGroup(
          schemas.current,
          id,
          group,
          [
            ...group.map((k) => properties[k]),
            groupRequired.join('\u0000'),
            schema.$defs,
            schema.definitions,
          ],
          () => {
            const wrapper: JsonSchemaObject = {
              type: 'object',
              properties: Object.fromEntries(group.map((k) => [k, properties[k]])),
            };
            if (groupRequired.length > 0) wrapper.required = groupRequired;
            if (schema.$defs !== undefined) wrapper.$defs = schema.$defs;
            if (schema.definitions !== undefined) wrapper.definitions = schema.definitions;
            return wrapper;
          },
        );
        const formData = stableGroup(
          data.current,
          id,
          group,
          group.map((k) => record[k]),
          () =>
            Object.fromEntries(
              group.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]),
            ),
        );
        const errorParts = group.map((k) => errorRecord[k]);
        const errors = errorParts.some((e) => e !== undefined)
          ? (stableGroup(errorGroups.current, id, group, errorParts, () =>
              Object.fromEntries(
                group.filter((k) => errorRecord[k]).map((k) => [k, errorRecord[k]]),
              ),
            ) as ErrorSchema)
          : undefined;
        return (
          <GroupForm
            key={id}
            keys={group}
            schema={groupSchema}
            formData={formData}
            errors={errors}
            dialect={from.dialect}
            disabled={disabled}
            idPrefix={idPrefix}
            onGroupChange={onGroupChange}
          />
        );
      })}
    </form>
  );
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
  const prepared = useMemo(
    () => ({ ...freshlyPrepared, schema: sharedSchema }),
    [freshlyPrepared, sharedSchema],
  );
  const sharedValue = useShared(value);
  const freshErrors = useMemo(
    () => (issues.length > 0 ? (issueTree(issues) as ErrorSchema) : undefined),
    [issues],
  );
  const extraErrors = useShared(freshErrors);
  const lastGood = useRef<PreparedFormSchema | undefined>(undefined);
  const broken = schemaError !== undefined || prepared.schema === undefined;
  const confirmed = checkedSchema === undefined || checkedSchema === schema;
  // Until a check confirms the new schema the form draws it, but only a confirmed one is kept as
  // the last good form to fall back to.
  if (!broken && (confirmed || lastGood.current === undefined)) lastGood.current = prepared;
  const shown = broken ? lastGood.current : prepared;

  const renderForm = (from: PreparedFormSchema, disabled: boolean) => {
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
          onChange={onChange}
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
        templates={templates}
        idPrefix={idPrefix}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        extraErrors={disabled ? undefined : extraErrors}
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        onChange={(event, id) => {
          if (!disabled) onChange(event.formData, id !== undefined);
        }}
      />
    );
  };

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
            {renderForm(shown, broken)}
          </RenderGuard>
        </div>
      )}
      {shown?.schema && isNoParameters(shown.schema) && (
        <p className="form-empty">This tool takes no arguments.</p>
      )}
      {!broken && issues.length > 0 && (
        <section
          className="sample-issues"
          aria-label={role === 'input' ? 'Sample input problems' : 'Sample output problems'}
        >
          <ul>
            {issues.map((issue, index) => (
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

function isNoParameters(schema: Record<string, unknown>): boolean {
  const properties = schema.properties;
  const noProperties =
    properties === undefined ||
    (typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0);
  return schema.type === 'object' && noProperties && schema.additionalProperties === false;
}
