import { isValidElement } from 'react';
import type { IconButtonProps, MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/** Text buttons: RJSF's defaults are icon fonts this app does not ship, which would show blank. */
function TextButton({
  label,
  title,
  className,
  props,
}: {
  label: string;
  title: string;
  className: string;
  props: IconButtonProps;
}) {
  const { id, onClick, disabled } = props;
  return (
    <button
      type="button"
      id={id}
      className={`form-button ${className}`}
      title={title}
      aria-label={title}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
}

export const buttonTemplates = {
  AddButton: (props: IconButtonProps) => (
    <TextButton label="+ Add" title="Add" className="form-button-add" props={props} />
  ),
  RemoveButton: (props: IconButtonProps) => (
    <TextButton label="✕" title="Remove" className="form-button-remove" props={props} />
  ),
  MoveUpButton: (props: IconButtonProps) => (
    <TextButton label="↑" title="Move up" className="form-button-move" props={props} />
  ),
  MoveDownButton: (props: IconButtonProps) => (
    <TextButton label="↓" title="Move down" className="form-button-move" props={props} />
  ),
  CopyButton: (props: IconButtonProps) => (
    <TextButton label="⧉" title="Copy" className="form-button-copy" props={props} />
  ),
};

/** The variant picker of a union (anyOf/oneOf, or a type array): a labelled select, then the chosen variant's field. */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
  schema,
}: MultiSchemaFieldTemplateProps) {
  // RJSF passes the field's title or property name to the selector widget as `label`.
  const selectorLabel = isValidElement<{ label?: unknown }>(selector)
    ? selector.props.label
    : undefined;
  const name =
    typeof schema.title === 'string'
      ? schema.title
      : typeof selectorLabel === 'string'
        ? selectorLabel
        : undefined;
  return (
    <div className="variant-picker">
      {selector && (
        <label className="variant-picker-select">
          <span>{name ? `Variant of ${name}` : 'Variant'}</span>
          {selector}
        </label>
      )}
      {optionSchemaField}
    </div>
  );
}
