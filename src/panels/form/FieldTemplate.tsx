import type { DescriptionFieldProps, FieldTemplateProps, TitleFieldProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { FALLBACK_KEYWORD, schemaFacts } from '../../core';
import { FieldStateBar, StateDrawnFor } from './FieldState';

/**
 * An object's or array's state control, handed from its FieldTemplate to the legend its own
 * template draws, so that every field reads the same: name, type chips and state on one line.
 */
const LegendExtras = createContext<{ id: string; node: ReactNode } | undefined>(undefined);

/** Type and constraints as the schema states them: what the model sees of this field. */
function FieldFacts({ schema, id }: { schema: unknown; id: string }) {
  const facts = schemaFacts(schema);
  return (
    <span className="field-facts" id={`${id}__facts`} data-testid="form.field-facts">
      <code className="field-type">{facts.type}</code>
      {facts.constraints.map((constraint) => (
        <code key={constraint} className="field-constraint">
          {constraint}
        </code>
      ))}
    </span>
  );
}

/**
 * An object that names no properties shows only "+ Add": what that button does is not obvious
 * from a bare box, so it is said under it.
 */
function namesNoProperties(schema: FieldTemplateProps['schema']): boolean {
  if (schema.type !== 'object' || schema.additionalProperties === false) return false;
  const properties = schema.properties;
  return properties === undefined || Object.keys(properties).length === 0;
}

/**
 * Every field, the same layout whatever its type (as a request reads): a head line with its name,
 * required marker, type chips and state control; the input under it; its description under that;
 * then its errors. Objects and arrays draw their head as their legend (TitleFieldTemplate), with
 * the state control handed over through LegendExtras. Wrapped for key editing when it is an entry
 * of a free-form object.
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
  // A union's chosen variant is drawn as a second field with the same id: one control for both.
  const alreadyDrawn = useContext(StateDrawnFor) === id;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div className="hidden">{children}</div>;
  const isRoot = id === registry.globalFormOptions.idPrefix;
  const fallbackReason =
    typeof schema[FALLBACK_KEYWORD] === 'string' ? schema[FALLBACK_KEYWORD] : undefined;
  // Objects and arrays draw their name in their legend, with their facts and state beside it.
  const drawsOwnTitle = schema.type === 'object' || schema.type === 'array';
  const isBoolean = schema.type === 'boolean' || uiOptions.widget === 'checkbox';
  // Drawn in the legend, inside this field's own StateDrawnFor: checked here, not there.
  const stateBar = alreadyDrawn ? null : <FieldStateBar props={props} isRoot={isRoot} checked />;
  // A boolean's name goes on the head line too (its box's own label text is visually hidden).
  const showLabel = !drawsOwnTitle && (displayLabel || isBoolean) && label;
  const kind = drawsOwnTitle ? 'group' : isBoolean ? 'boolean' : 'scalar';
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div
        className={`form-field form-field-${kind}${fallbackReason ? ' form-field-fallback' : ''}`}
      >
        {!isRoot && !drawsOwnTitle && (
          <div className="field-head">
            {showLabel &&
              (isBoolean ? (
                // The box keeps its own label (visually hidden) as its name; this is what is seen.
                <span className="field-label" aria-hidden="true">
                  {label}
                  {required && <span className="field-required">{' *'}</span>}
                </span>
              ) : (
                <label className="field-label" htmlFor={id}>
                  {label}
                  {required && (
                    <span className="field-required" title="required">
                      {' *'}
                    </span>
                  )}
                </label>
              ))}
            <FieldFacts schema={schema} id={id} />
            {stateBar}
          </div>
        )}
        {fallbackReason && <p className="field-fallback-reason">{fallbackReason}</p>}
        <StateDrawnFor.Provider value={props.id}>
          {drawsOwnTitle ? (
            <LegendExtras.Provider value={{ id, node: stateBar }}>{children}</LegendExtras.Provider>
          ) : (
            children
          )}
        </StateDrawnFor.Provider>
        {!isRoot && namesNoProperties(schema) && (
          <p className="field-description field-free-form">
            This object names no properties: “+ Add” adds a key and value of your own.
          </p>
        )}
        {!isRoot && rawDescription && !drawsOwnTitle && (
          <p className="field-description" id={`${id}__description`}>
            {rawDescription}
          </p>
        )}
        {/* The root's own problems are listed under the form, not above every field. */}
        {!isRoot && errors}
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
  const fieldId = id.replace(/__title$/, '');
  const extras = useContext(LegendExtras);
  return (
    <legend id={id} className="field-head">
      <span className="field-label">
        {title}
        {required && (
          <span className="field-required" title="required">
            {' *'}
          </span>
        )}
      </span>
      {optionalDataControl}
      {!isRoot && <FieldFacts schema={schema} id={fieldId} />}
      {!isRoot && extras?.id === fieldId && extras.node}
    </legend>
  );
}
