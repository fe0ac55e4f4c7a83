import { memo, useCallback, useRef } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { isPlainObject } from '../../core';
import type { Dialect, JsonSchemaObject, PreparedFormSchema } from '../../core';
import { defaultsBehaviour, fields, templates, uiSchema } from './form-config';
import { rjsfValidatorFor } from './rjsf-validators';
import { stableGroup } from './split-keys';
import type { GroupCache } from './split-keys';

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

/** The split root: title, description, root-level errors, then one small form per group of properties. */
export function SplitForm({
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
  const onGroupChange = useCallback(
    (groupKeys: readonly string[], formData: unknown, fromField: boolean) => {
      const current = isPlainObject(latest.current.value) ? latest.current.value : {};
      const changed = isPlainObject(formData) ? formData : {};
      const merged: Record<string, unknown> = { ...current };
      for (const key of groupKeys) {
        if (changed[key] === undefined) delete merged[key];
        // defineProperty: a property named "__proto__" stays a property of the sample.
        else
          Object.defineProperty(merged, key, {
            value: changed[key],
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      latest.current.onChange(merged, fromField);
    },
    [],
  );
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
