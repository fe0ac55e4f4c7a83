import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, UiSchema } from '@rjsf/utils';
import { buttonTemplates, MultiSchemaFieldTemplate } from './ButtonTemplates';
import { DescriptionFieldTemplate, FieldTemplate, TitleFieldTemplate } from './FieldTemplate';
import { BaseInputTemplate } from './InputTemplate';
import { JsonValueField } from './JsonValueField';
import { MemoSchemaField } from './memo-schema-field';
import { SelectWidget } from './SelectWidget';
import { TupleArrayField } from './TupleArrayField';

/** What every RJSF form of the studio is drawn with: its fields, templates and default rules. */
export const fields: RegistryFieldsType = {
  FallbackField: JsonValueField,
  ArrayField: TupleArrayField,
  SchemaField: MemoSchemaField,
};
export const widgets: RegistryWidgetsType = { SelectWidget };
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  MultiSchemaFieldTemplate,
  ButtonTemplates: buttonTemplates as Partial<
    TemplatesType['ButtonTemplates']
  > as TemplatesType['ButtonTemplates'],
};
export const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
/**
 * Notes shown above the form. A generated schema can earn thousands of the same note (10 000
 * chained $refs); past this many they are counted, not drawn, which would cost a second of DOM.
 */
export const MAX_NOTICES_SHOWN = 50;
// The prepared schema keeps a schema's `default` as a hint (DEFAULT_HINT_KEYWORD), so RJSF never
// writes one into the value; what it may still fill in (a required object's `{}`, a const, a new
// list item's starter) it fills only for required fields: an optional field left alone is left out.
export const defaultsBehaviour = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;
