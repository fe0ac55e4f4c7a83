import type { DescriptionFieldProps, FieldTemplateProps, TitleFieldProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { FALLBACK_KEYWORD, schemaFacts } from '../../core';
import { FieldStateBar, StateDrawnFor } from './FieldState';

/** Type and constraints as the schema states them: what the model sees of this field. */
function FieldFacts({ schema, id }: { schema: unknown; id: string }) {
  const facts = schemaFacts(schema);
  return (
    <p className="field-facts" id={`${id}__facts`} data-testid="form.field-facts">
      <code className="field-type">{facts.type}</code>
      {facts.constraints.map((constraint) => (
        <code key={constraint} className="field-constraint">
          {constraint}
        </code>
      ))}
    </p>
  );
}

/**
 * Every field: label, required marker, facts, description (always as text, never HTML), the
 * control, its errors. Wrapped for key editing when it is an entry of a free-form object.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    rawDescription,
    hidden,
    required,
    displayLabel,
    registry,
    uiSchema,
    schema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div className="hidden">{children}</div>;
  const isRoot = id === registry.globalFormOptions.idPrefix;
  const fallbackReason =
    typeof schema[FALLBACK_KEYWORD] === 'string' ? schema[FALLBACK_KEYWORD] : undefined;
  // Objects and arrays draw their own legend and description; booleans draw theirs beside the box.
  const drawsOwnLabel =
    schema.type === 'object' ||
    schema.type === 'array' ||
    schema.type === 'boolean' ||
    uiOptions.widget === 'checkbox';
  const showLabel = displayLabel && !drawsOwnLabel;
  // Their facts go under their legend (TitleFieldTemplate), next to the name they belong to.
  const drawsOwnTitle = schema.type === 'object' || schema.type === 'array';
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className={`form-field${fallbackReason ? ' form-field-fallback' : ''}`}>
        {showLabel && label && (
          <label className="field-label" htmlFor={id}>
            {label}
            {required && (
              <span className="field-required" title="required">
                {' *'}
              </span>
            )}
          </label>
        )}
        {!isRoot && !drawsOwnTitle && <FieldFacts schema={schema} id={id} />}
        {!isRoot && rawDescription && !drawsOwnLabel && (
          <p className="field-description" id={`${id}__description`}>
            {rawDescription}
          </p>
        )}
        {fallbackReason && <p className="field-fallback-reason">{fallbackReason}</p>}
        <FieldStateBar props={props} isRoot={isRoot} />
        <StateDrawnFor.Provider value={props.id}>{children}</StateDrawnFor.Provider>
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}

/** Descriptions are text: a tool from a stranger must not inject markup into the page. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} className="field-description">
      {typeof description === 'string' ? description : null}
    </p>
  );
}

/** The legend of an object or array, with its facts right under it (the root shows none). */
export function TitleFieldTemplate({
  id,
  title,
  required,
  schema,
  registry,
  optionalDataControl,
}: TitleFieldProps) {
  const isRoot = id === `${registry.globalFormOptions.idPrefix}__title`;
  return (
    <>
      <legend id={id}>
        {title}
        {required && (
          <span className="field-required" title="required">
            {' *'}
          </span>
        )}
        {optionalDataControl}
      </legend>
      {!isRoot && <FieldFacts schema={schema} id={id.replace(/__title$/, '')} />}
    </>
  );
}
