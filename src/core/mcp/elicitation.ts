/**
 * Elicitation `requestedSchema` (MCP client/elicitation; SEP-1330, SEP-1034, SEP-1036): a flat
 * object of primitive properties a client can draw as a form. This module reads such a schema
 * into the fields a client may render, and says what it cannot render: the rules, the CLI and
 * the Form tab's renderer all read the same answer, so the preview never draws what a client
 * would not.
 */
import { escapeSegment } from '../model/pointer';
import { isPlainObject } from '../model/types';

export const ELICITATION_SPEC_URL =
  'https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation';
const ELICITATION_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;
export type ElicitationFormat = (typeof ELICITATION_FORMATS)[number];

export interface ElicitationOption {
  value: string;
  label: string;
}

interface FieldBase {
  key: string;
  /** Pointer of the property schema, relative to the requestedSchema. */
  pointer: string;
  title?: string;
  description?: string;
  required: boolean;
  default?: unknown;
}

export type ElicitationField =
  | (FieldBase & {
      kind: 'string';
      minLength?: number;
      maxLength?: number;
      format?: ElicitationFormat;
    })
  | (FieldBase & { kind: 'number' | 'integer'; minimum?: number; maximum?: number })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'single-select'; titled: boolean; options: ElicitationOption[] })
  | (FieldBase & {
      kind: 'multi-select';
      titled: boolean;
      options: ElicitationOption[];
      minItems?: number;
      maxItems?: number;
    })
  | (FieldBase & { kind: 'unsupported'; reason: string });

export type ElicitationProblemCode =
  | 'elicitation-schema-not-flat'
  | 'elicitation-keyword-unsupported'
  | 'elicitation-format-unsupported'
  | 'elicitation-enum-invalid'
  | 'elicitation-enum-names'
  | 'elicitation-secret'
  | 'elicitation-default-invalid';

export interface ElicitationProblem {
  code: ElicitationProblemCode;
  /** Pointer relative to the requestedSchema. */
  pointer: string;
  message: string;
}

export interface ElicitationReading {
  fields: ElicitationField[];
  problems: ElicitationProblem[];
}

/** Keywords every property form may carry. */
const COMMON = ['type', 'title', 'description', 'default'];
const ALLOWED: Record<string, readonly string[]> = {
  string: [...COMMON, 'minLength', 'maxLength', 'format'],
  number: [...COMMON, 'minimum', 'maximum'],
  integer: [...COMMON, 'minimum', 'maximum'],
  boolean: COMMON,
  'single-select': [...COMMON, 'enum', 'oneOf', 'enumNames'],
  'multi-select': [...COMMON, 'items', 'minItems', 'maxItems'],
};
const ROOT_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'title',
  'description',
]);

/** Names, titles or descriptions that ask for a secret, which form mode MUST NOT request. */
const SECRET =
  /\b(pass(word|phrase|code)?|secret|api[\s_-]?key|access[\s_-]?key|token|credentials?|private[\s_-]?key|ssn|pin)\b|(password|secret|apikey|api_key|token)$/i;

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Splits camelCase so `apiKey` reads as "api Key" for the secret check. */
const words = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

function titledOptions(
  list: unknown,
  at: string,
  problems: ElicitationProblem[],
): ElicitationOption[] | undefined {
  if (!Array.isArray(list) || list.length === 0) {
    problems.push({
      code: 'elicitation-enum-invalid',
      pointer: at,
      message: 'A titled choice lists its options as [{"const": "value", "title": "Label"}, ...].',
    });
    return undefined;
  }
  const options: ElicitationOption[] = [];
  list.forEach((option, i) => {
    if (
      !isPlainObject(option) ||
      typeof option.const !== 'string' ||
      typeof option.title !== 'string'
    ) {
      problems.push({
        code: 'elicitation-enum-invalid',
        pointer: `${at}/${i}`,
        message:
          'Each titled option is {"const": "<string value>", "title": "<label>"}; a client cannot show this one.',
      });
      return;
    }
    options.push({ value: option.const, label: option.title });
  });
  return options;
}

function plainOptions(
  list: unknown,
  at: string,
  problems: ElicitationProblem[],
): ElicitationOption[] | undefined {
  if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'string')) {
    problems.push({
      code: 'elicitation-enum-invalid',
      pointer: at,
      message: 'An elicitation enum is a non-empty list of strings.',
    });
    return undefined;
  }
  return (list as string[]).map((value) => ({ value, label: value }));
}

function readProperty(
  key: string,
  schema: unknown,
  pointer: string,
  required: boolean,
  problems: ElicitationProblem[],
): ElicitationField {
  const base: FieldBase = { key, pointer, required };
  const unsupported = (reason: string): ElicitationField => {
    problems.push({
      code: 'elicitation-schema-not-flat',
      pointer,
      message: `"${key}": ${reason} A client cannot show this.`,
    });
    return { ...base, kind: 'unsupported', reason };
  };
  if (!isPlainObject(schema))
    return unsupported('a property is a schema object with a primitive "type".');
  if (typeof schema.title === 'string') base.title = schema.title;
  if (typeof schema.description === 'string') base.description = schema.description;
  if ('default' in schema) base.default = schema.default;
  const label = [key, base.title ?? '', base.description ?? ''].map(words).join(' ');
  if (SECRET.test(label) || SECRET.test(words(key)))
    problems.push({
      code: 'elicitation-secret',
      pointer,
      message: `"${key}" looks like a secret; form-mode elicitation MUST NOT ask for passwords, tokens or API keys. Use URL-mode elicitation, which sends the user to a page of yours.`,
    });
  const type = schema.type;
  let field: ElicitationField;
  let form: string;
  if (type === 'string' && ('enum' in schema || 'oneOf' in schema)) {
    form = 'single-select';
    const titled = 'oneOf' in schema;
    const options = titled
      ? titledOptions(schema.oneOf, `${pointer}/oneOf`, problems)
      : plainOptions(schema.enum, `${pointer}/enum`, problems);
    if (!options) return { ...base, kind: 'unsupported', reason: 'its options cannot be read.' };
    if ('enumNames' in schema) {
      problems.push({
        code: 'elicitation-enum-names',
        pointer: `${pointer}/enumNames`,
        message:
          '"enumNames" is legacy and not standard JSON Schema; write the options as "oneOf": [{"const": "value", "title": "Label"}, ...].',
      });
      if (!titled && Array.isArray(schema.enumNames))
        options.forEach((option, i) => {
          const name = (schema.enumNames as unknown[])[i];
          if (typeof name === 'string') option.label = name;
        });
    }
    field = { ...base, kind: 'single-select', titled, options };
    if ('default' in schema && !options.some((o) => o.value === schema.default))
      problems.push({
        code: 'elicitation-default-invalid',
        pointer: `${pointer}/default`,
        message: `The default of "${key}" is not one of its options.`,
      });
  } else if (type === 'array') {
    form = 'multi-select';
    const items = schema.items;
    if (!isPlainObject(items) || !('enum' in items || 'anyOf' in items))
      return unsupported(
        'an array is allowed only as a multi-select: "items" with "enum" or "anyOf" of {const, title}.',
      );
    const titled = 'anyOf' in items;
    const options = titled
      ? titledOptions(items.anyOf, `${pointer}/items/anyOf`, problems)
      : plainOptions(items.enum, `${pointer}/items/enum`, problems);
    if (!options) return { ...base, kind: 'unsupported', reason: 'its options cannot be read.' };
    field = { ...base, kind: 'multi-select', titled, options };
    const min = num(schema.minItems);
    const max = num(schema.maxItems);
    if (min !== undefined) field.minItems = min;
    if (max !== undefined) field.maxItems = max;
    if (
      'default' in schema &&
      (!Array.isArray(schema.default) ||
        !schema.default.every((v) => options.some((o) => o.value === v)))
    )
      problems.push({
        code: 'elicitation-default-invalid',
        pointer: `${pointer}/default`,
        message: `The default of "${key}" is a list of its options' values.`,
      });
  } else if (type === 'string') {
    form = 'string';
    const format = schema.format;
    if (format !== undefined && !(ELICITATION_FORMATS as readonly unknown[]).includes(format)) {
      problems.push({
        code: 'elicitation-format-unsupported',
        pointer: `${pointer}/format`,
        message: `Format ${JSON.stringify(format)} is not one a client draws; elicitation strings allow ${ELICITATION_FORMATS.join(', ')}.`,
      });
    }
    field = { ...base, kind: 'string' };
    const min = num(schema.minLength);
    const max = num(schema.maxLength);
    if (min !== undefined) field.minLength = min;
    if (max !== undefined) field.maxLength = max;
    if ((ELICITATION_FORMATS as readonly unknown[]).includes(format))
      field.format = format as ElicitationFormat;
    if ('default' in schema && typeof schema.default !== 'string')
      problems.push({
        code: 'elicitation-default-invalid',
        pointer: `${pointer}/default`,
        message: `The default of "${key}" is a string.`,
      });
  } else if (type === 'number' || type === 'integer') {
    form = type;
    field = { ...base, kind: type };
    const min = num(schema.minimum);
    const max = num(schema.maximum);
    if (min !== undefined) field.minimum = min;
    if (max !== undefined) field.maximum = max;
    if (
      'default' in schema &&
      (typeof schema.default !== 'number' ||
        (type === 'integer' && !Number.isInteger(schema.default)))
    )
      problems.push({
        code: 'elicitation-default-invalid',
        pointer: `${pointer}/default`,
        message: `The default of "${key}" is a${type === 'integer' ? 'n integer' : ' number'}.`,
      });
  } else if (type === 'boolean') {
    form = 'boolean';
    field = { ...base, kind: 'boolean' };
    if ('default' in schema && typeof schema.default !== 'boolean')
      problems.push({
        code: 'elicitation-default-invalid',
        pointer: `${pointer}/default`,
        message: `The default of "${key}" is true or false.`,
      });
  } else if (type === 'object' || isPlainObject(schema.properties)) {
    return unsupported('elicitation forms are flat; a nested object is not allowed.');
  } else if (Array.isArray(type)) {
    return unsupported('a property has exactly one primitive "type"; type lists are not allowed.');
  } else {
    return unsupported(
      type === undefined
        ? 'a property needs "type": string, number, integer, boolean, or array for a multi-select.'
        : `type ${JSON.stringify(type)} is not one of string, number, integer, boolean.`,
    );
  }
  const allowed = ALLOWED[form]!;
  for (const keyword of Object.keys(schema)) {
    if (allowed.includes(keyword)) continue;
    problems.push({
      code: 'elicitation-keyword-unsupported',
      pointer: `${pointer}/${escapeSegment(keyword)}`,
      message: `"${keyword}" is not part of an elicitation ${form.replace('-', ' ')} property; clients ignore it, so the form will not enforce it.`,
    });
  }
  return field;
}

/** Reads a requestedSchema into the fields a client may render and the problems found. */
export function readElicitationSchema(schema: unknown): ElicitationReading {
  const problems: ElicitationProblem[] = [];
  const fields: ElicitationField[] = [];
  if (!isPlainObject(schema)) {
    problems.push({
      code: 'elicitation-schema-not-flat',
      pointer: '',
      message: 'requestedSchema is an object schema with "type": "object" and "properties".',
    });
    return { fields, problems };
  }
  if (schema.type !== 'object')
    problems.push({
      code: 'elicitation-schema-not-flat',
      pointer: 'type' in schema ? '/type' : '',
      message: 'requestedSchema must have "type": "object" at its root.',
    });
  for (const keyword of Object.keys(schema)) {
    if (ROOT_KEYWORDS.has(keyword)) continue;
    problems.push({
      code: 'elicitation-keyword-unsupported',
      pointer: `/${escapeSegment(keyword)}`,
      message: `"${keyword}" is not part of a requestedSchema (only type, properties, required, title, description and $schema); clients ignore it.`,
    });
  }
  // A set: a request with 20 000 required fields made `includes` per field quadratic.
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [],
  );
  const properties = schema.properties;
  if (properties !== undefined && !isPlainObject(properties)) {
    problems.push({
      code: 'elicitation-schema-not-flat',
      pointer: '/properties',
      message: '"properties" is an object of property schemas.',
    });
    return { fields, problems };
  }
  for (const [key, property] of Object.entries(properties ?? {}))
    fields.push(
      readProperty(key, property, `/properties/${escapeSegment(key)}`, required.has(key), problems),
    );
  return { fields, problems };
}

/** Where the requestedSchema sits in a document: a request's params, a bare `{requestedSchema}`, or the whole value. */
export function elicitationSchemaPointer(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  if (isPlainObject(value.requestedSchema)) return '/requestedSchema';
  if (isPlainObject(value.params) && isPlainObject(value.params.requestedSchema))
    return '/params/requestedSchema';
  return undefined;
}

/** The accept response's starting `content`: each field's default, where it has a usable one. */
export function defaultElicitationContent(
  fields: readonly ElicitationField[],
): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'unsupported' || field.default === undefined) continue;
    content[field.key] = field.default;
  }
  return content;
}
