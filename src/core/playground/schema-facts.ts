import { isPlainObject } from '../model/types';
import {
  ADDED_DEFAULT_KEYWORD,
  DEFAULT_HINT_KEYWORD,
  LONG_ENUM_KEYWORD,
  MIN_ITEMS_HINT_KEYWORD,
  ORIGINAL_TYPE_KEYWORD,
} from './form-schema';

/** What a model sees of one field: its type and its constraints, as the schema states them. */
export interface SchemaFacts {
  /** e.g. `integer`, `boolean | string`, `array of string`, `anyOf (2)`. */
  type: string;
  /** `keyword: value` pairs in the schema's own words, e.g. `minimum: 1`, `format: "email"`. */
  constraints: string[];
}

const CONSTRAINT_KEYWORDS = [
  'const',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
] as const;

/** Longest rendering of one constraint value before it is cut, so a 500-value enum stays one line. */
const MAX_FACT_CHARS = 120;

function short(value: unknown): string {
  const text = jsonPrefix(value, MAX_FACT_CHARS);
  return text.length > MAX_FACT_CHARS ? `${text.slice(0, MAX_FACT_CHARS - 1)}…` : text;
}

/**
 * The JSON text of `value`, or a prefix of it at least `budget` characters long: a field's
 * facts are drawn on every render, and a 100 000-value enum must not be serialised whole for a
 * line of 120 characters.
 */
function jsonPrefix(value: unknown, budget: number): string {
  if (Array.isArray(value) || isPlainObject(value)) {
    const array = Array.isArray(value);
    let text = array ? '[' : '{';
    let first = true;
    for (const [key, item] of array ? value.entries() : Object.entries(value)) {
      if (text.length > budget) return text;
      if (!first) text += ',';
      first = false;
      if (!array) text += `${JSON.stringify(key)}:`;
      text += jsonPrefix(item, budget - text.length);
    }
    return text + (array ? ']' : '}');
  }
  return JSON.stringify(value) ?? String(value);
}

function typeLabel(schema: Record<string, unknown>): string {
  const original = schema[ORIGINAL_TYPE_KEYWORD];
  const type = original ?? schema.type;
  if (Array.isArray(type)) return type.map(String).join(' | ');
  const positions = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : undefined;
  if (positions)
    return `[${positions.map((p) => (isPlainObject(p) && typeof p.type === 'string' ? p.type : '…')).join(', ')}]`;
  if (type === 'array') {
    const items = schema.items;
    if (isPlainObject(items) && typeof items.type === 'string') return `array of ${items.type}`;
    return 'array';
  }
  if (typeof type === 'string') return type;
  for (const union of ['anyOf', 'oneOf'] as const) {
    const variants = schema[union];
    if (Array.isArray(variants)) {
      const names = variants.map((v) =>
        isPlainObject(v) && typeof v.type === 'string' ? v.type : '…',
      );
      return `${union}: ${names.join(' | ')}`;
    }
  }
  if ('const' in schema) return 'const';
  if (Array.isArray(schema.enum)) return 'enum';
  return 'any';
}

/** The facts shown beside a field. Descriptions are shown separately, as plain text. */
export function schemaFacts(schema: unknown): SchemaFacts {
  if (!isPlainObject(schema))
    return { type: schema === false ? 'nothing allowed' : 'any', constraints: [] };
  const constraints: string[] = [];
  for (const keyword of CONSTRAINT_KEYWORDS) {
    if (keyword === 'default') {
      // The prepared schema keeps the schema's default as a hint; an added starter is not one.
      if (DEFAULT_HINT_KEYWORD in schema)
        constraints.push(`default: ${short(schema[DEFAULT_HINT_KEYWORD])}`);
      else if ('default' in schema && schema[ADDED_DEFAULT_KEYWORD] !== true)
        constraints.push(`default: ${short(schema.default)}`);
      continue;
    }
    if (keyword === 'minItems' && MIN_ITEMS_HINT_KEYWORD in schema) {
      constraints.push(`minItems: ${short(schema[MIN_ITEMS_HINT_KEYWORD])}`);
      continue;
    }
    if (keyword === 'enum' && LONG_ENUM_KEYWORD in schema) {
      constraints.push(`enum: ${short(schema[LONG_ENUM_KEYWORD])}`);
      continue;
    }
    if (keyword in schema) constraints.push(`${keyword}: ${short(schema[keyword])}`);
  }
  if (schema.additionalProperties === false && isPlainObject(schema.properties))
    constraints.push('additionalProperties: false');
  return { type: typeLabel(schema), constraints };
}
