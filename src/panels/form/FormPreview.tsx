import { Component, useMemo, useRef } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import { issueTree, prepareFormSchema } from '../../core';
import type { LocatedMessage, PreparedFormSchema } from '../../core';
import { buttonTemplates, MultiSchemaFieldTemplate } from './ButtonTemplates';
import { DescriptionFieldTemplate, FieldTemplate, TitleFieldTemplate } from './FieldTemplate';
import { JsonValueField } from './JsonValueField';
import { rjsfValidatorFor } from './rjsf-validators';

export interface FormPreviewProps {
  /** The schema as the user wrote it (a tool's inputSchema or outputSchema). */
  schema: unknown;
  /** The current value (the sample); the form shows it and reports changes through onChange. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Problems with the value, from the validation worker, placed on fields and listed. */
  issues?: readonly LocatedMessage[];
  /** Set when the schema does not compile: the last good form stays, greyed out, with this reason. */
  schemaError?: string | undefined;
  /** Which schema this is: an outputSchema with a non-object root is warned about differently. */
  role?: 'input' | 'output';
  /** Prefix for element ids, so that two forms on one page do not clash. */
  idPrefix?: string;
  /** Accessible name of the form region. */
  label?: string;
}

const fields: RegistryFieldsType = { FallbackField: JsonValueField };
const templates: Partial<TemplatesType> = { FieldTemplate, DescriptionFieldTemplate, TitleFieldTemplate, MultiSchemaFieldTemplate, ButtonTemplates: buttonTemplates as Partial<TemplatesType['ButtonTemplates']> as TemplatesType['ButtonTemplates'] };
const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
// Only required fields get their defaults written into the value: an optional field left alone
// is what a model would leave out, and its default is shown beside it instead.
const defaultsBehaviour = { emptyObjectFields: 'populateRequiredDefaults', arrayMinItems: { populate: 'requiredOnly' } } as const;

interface RenderGuardProps {
  /** Changes when the schema changes, which clears a previous render error. */
  resetKey: unknown;
  onError: (message: string) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a renderer crash on an odd schema, so the panel shows the reason instead of going blank. */
class RenderGuard extends Component<RenderGuardProps, { error: string | undefined; resetKey: unknown }> {
  override state = { error: undefined as string | undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: RenderGuardProps, state: { error: string | undefined; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
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

/**
 * The tool's schema as a form (RJSF), with each field's facts beside it. Stand-alone: it takes
 * the schema, value and issues as props, so tests and the bench can mount it without the store.
 */
export function FormPreview({ schema, value, onChange, issues = [], schemaError, role = 'input', idPrefix = 'sample', label = 'Input form' }: FormPreviewProps) {
  const prepared = useMemo(() => prepareFormSchema(schema, { role }), [schema, role]);
  const extraErrors = useMemo(() => (issues.length > 0 ? (issueTree(issues) as ErrorSchema) : undefined), [issues]);
  const lastGood = useRef<PreparedFormSchema | undefined>(undefined);
  const broken = schemaError !== undefined || prepared.schema === undefined;
  if (!broken) lastGood.current = prepared;
  const shown = broken ? lastGood.current : prepared;

  const renderForm = (from: PreparedFormSchema, disabled: boolean) => (
    <Form
      schema={from.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={rjsfValidatorFor(from.dialect)}
      fields={fields}
      templates={templates}
      idPrefix={idPrefix}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      extraErrors={disabled ? undefined : extraErrors}
      experimental_defaultFormStateBehavior={defaultsBehaviour}
      onChange={(event) => {
        if (!disabled) onChange(event.formData);
      }}
    />
  );

  return (
    <section className="form-preview" aria-label={label}>
      {schemaError !== undefined && (
        <p className="form-error" role="alert">
          The schema does not compile, so the form below is the last one that did, greyed out: {schemaError}
        </p>
      )}
      {prepared.notices.length > 0 && (
        <ul className="form-notices" aria-label="Form notes">
          {prepared.notices.map((notice) => (
            <li key={`${notice.pointer}:${notice.message}`} className={`form-notice form-notice-${notice.severity}`}>
              {notice.pointer && <code>{notice.pointer}</code>} {notice.message}
            </li>
          ))}
        </ul>
      )}
      {shown?.schema && (
        <div className={broken ? 'form-body form-stale' : 'form-body'} aria-disabled={broken || undefined}>
          <RenderGuard resetKey={shown.schema} onError={() => undefined} fallback={null}>
            {renderForm(shown, broken)}
          </RenderGuard>
        </div>
      )}
      {shown?.schema && isNoParameters(shown.schema) && <p className="form-empty">This tool takes no arguments.</p>}
      {!broken && issues.length > 0 && (
        <section className="sample-issues" aria-label={role === 'input' ? 'Sample input problems' : 'Sample output problems'}>
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
  const noProperties = properties === undefined || (typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0);
  return schema.type === 'object' && noProperties && schema.additionalProperties === false;
}
