/**
 * The parameter table: an inputSchema's (or outputSchema's) properties read from the document
 * text as rows. Keywords the table cannot show are listed read-only with their pointer, so a
 * view of the schema never hides part of it.
 */
import { findNodeAtLocation, getNodeValue, parseTree } from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import type { JsonValue } from '../../model/types';
import { isPlainObject } from '../../model/types';
import { escapeSegment, pointerToPath } from '../../model/pointer';
import type { PathSegment } from '../../model/pointer';

export const PARAM_KINDS = [
  'string',
  'integer',
  'number',
  'boolean',
  'array',
  'object',
  'enum',
  'union',
  'null',
  'any',
] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];

/** Kinds an array's items can have in the table. */
export const ITEM_KINDS = ['string', 'integer', 'number', 'boolean', 'object', 'any'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The constraint keywords the table edits, by kind (Spark's "Parameter Type Definitions", docs/tool-record.md#spark-toolspec). */
export const CONSTRAINTS_BY_KIND: Record<ParamKind, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['minItems', 'maxItems', 'uniqueItems'],
  boolean: [],
  object: [],
  enum: [],
  union: [],
  null: [],
  any: [],
};

/** What kind of value each constraint takes. */
export const CONSTRAINT_VALUE_TYPE: Record<string, 'integer' | 'number' | 'string' | 'boolean'> = {
  minLength: 'integer',
  maxLength: 'integer',
  pattern: 'string',
  format: 'string',
  minimum: 'number',
  maximum: 'number',
  exclusiveMinimum: 'number',
  exclusiveMaximum: 'number',
  multipleOf: 'number',
  minItems: 'integer',
  maxItems: 'integer',
  uniqueItems: 'boolean',
};

/** Keywords a row shows or edits besides its constraints. */
const ROW_KEYWORDS = new Set([
  'type',
  'description',
  'default',
  'enum',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'items',
  'title',
  'examples',
  '$comment',
  'additionalProperties',
]);
/** Keywords of the root schema the table accounts for. */
const ROOT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  '$schema',
  '$id',
  'title',
  'description',
  '$comment',
]);

export interface ReadOnlyConstruct {
  keyword: string;
  /** JSON Pointer of the keyword in the document, to jump to it in the editor. */
  pointer: string;
  offset: number;
  length: number;
}

export interface ParamRow {
  name: string;
  /** Pointer of the property's schema in the document. */
  pointer: string;
  /** Pointer of the object schema holding it in `properties`: the `parent` of every edit. */
  parent: string;
  /** Position among its siblings. */
  index: number;
  depth: number;
  kind: ParamKind;
  /** Human-readable type, e.g. `array of string`, `string | null`. */
  typeLabel: string;
  /** Item kind of an array (when the table can show it). */
  itemKind?: ItemKind;
  required: boolean;
  description?: string;
  hasDefault: boolean;
  default?: JsonValue;
  enumValues?: JsonValue[];
  /** The `type` written beside an enum (`string`, `integer`, ...), which its values follow. */
  enumType?: string;
  constraints: Partial<Record<string, JsonValue>>;
  /** Pointer of the object schema holding the children (the property, or its `items`). */
  childParent?: string;
  children: ParamRow[];
  readOnly: ReadOnlyConstruct[];
}

export interface ParamTable {
  schemaPointer: string;
  /** False when there is no schema at the pointer yet (the first add creates it). */
  exists: boolean;
  rows: ParamRow[];
  /** Root-level keywords the table does not edit. */
  readOnly: ReadOnlyConstruct[];
  /** Set when the text cannot be read as a table: the user edits the JSON instead. */
  problem?: string;
}

/** For pointerToPath: whether the container at `path` in a syntax tree is an array. */
export function arrayAtNode(root: JsonNode | undefined): (path: readonly PathSegment[]) => boolean {
  return (path) => root !== undefined && findNodeAtLocation(root, [...path])?.type === 'array';
}

function kindOf(schema: Record<string, unknown>): ParamKind {
  if (Array.isArray(schema.enum)) return 'enum';
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) return 'union';
  const t = schema.type;
  if (Array.isArray(t))
    return t.length === 1 &&
      typeof t[0] === 'string' &&
      (PARAM_KINDS as readonly string[]).includes(t[0])
      ? (t[0] as ParamKind)
      : 'union';
  if (
    typeof t === 'string' &&
    (PARAM_KINDS as readonly string[]).includes(t) &&
    t !== 'enum' &&
    t !== 'union' &&
    t !== 'any'
  )
    return t as ParamKind;
  return 'any';
}

/** A short type label: `string`, `array of integer`, `string | null`, `enum`. */
function typeLabel(schema: unknown): string {
  if (schema === true || (isPlainObject(schema) && Object.keys(schema).length === 0)) return 'any';
  if (!isPlainObject(schema)) return 'never';
  if (Array.isArray(schema.enum))
    return `enum (${schema.enum.map((v) => JSON.stringify(v)).join(', ')})`;
  if ('const' in schema) return `const ${JSON.stringify(schema.const)}`;
  const union = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  if (union) return union.map(typeLabel).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  const positions = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : undefined;
  if (positions) return `[${positions.map(typeLabel).join(', ')}]`;
  if (schema.type === 'array')
    return schema.items === undefined ? 'array' : `array of ${typeLabel(schema.items)}`;
  if (typeof schema.type === 'string') return schema.type;
  if (schema.$ref !== undefined) return `$ref ${String(schema.$ref)}`;
  return 'any';
}

function itemKindOf(items: unknown): ItemKind | undefined {
  if (items === undefined || items === true) return 'any';
  if (!isPlainObject(items)) return undefined;
  if (Object.keys(items).length === 0) return 'any';
  const k = kindOf(items);
  return (ITEM_KINDS as readonly string[]).includes(k) ? (k as ItemKind) : undefined;
}

class Reader {
  constructor(private readonly root: JsonNode) {}

  construct(pointer: string, keyword: string): ReadOnlyConstruct {
    const path = pointerToPath(`${pointer}/${escapeSegment(keyword)}`, arrayAtNode(this.root));
    const valueNode = findNodeAtLocation(this.root, path);
    const node = valueNode?.parent?.type === 'property' ? valueNode.parent : valueNode;
    return {
      keyword,
      pointer: `${pointer}/${escapeSegment(keyword)}`,
      offset: node?.offset ?? 0,
      length: node?.length ?? 0,
    };
  }

  rows(objectSchema: Record<string, unknown>, parent: string, depth: number): ParamRow[] {
    const props = objectSchema.properties;
    if (!isPlainObject(props)) return [];
    const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
    return Object.entries(props).map(([name, value], index) =>
      this.row(name, value, parent, index, depth, required.has(name)),
    );
  }

  row(
    name: string,
    value: unknown,
    parent: string,
    index: number,
    depth: number,
    required: boolean,
  ): ParamRow {
    const pointer = `${parent}/properties/${escapeSegment(name)}`;
    const schema = isPlainObject(value) ? value : {};
    const kind = isPlainObject(value) ? kindOf(schema) : 'any';
    const row: ParamRow = {
      name,
      pointer,
      parent,
      index,
      depth,
      kind,
      typeLabel: typeLabel(value),
      required,
      hasDefault: 'default' in schema,
      constraints: {},
      children: [],
      readOnly: [],
    };
    if (typeof schema.description === 'string') row.description = schema.description;
    if ('default' in schema) row.default = schema.default as JsonValue;
    if (Array.isArray(schema.enum)) row.enumValues = schema.enum as JsonValue[];
    if (kind === 'enum' && typeof schema.type === 'string') row.enumType = schema.type;
    const allowed = new Set(
      kind === 'enum'
        ? CONSTRAINTS_BY_KIND[kindOf({ type: schema.type })]
        : CONSTRAINTS_BY_KIND[kind],
    );
    for (const keyword of allowed) {
      if (keyword in schema) row.constraints[keyword] = schema[keyword] as JsonValue;
    }
    if (kind === 'array') {
      const itemKind = itemKindOf(schema.items);
      if (itemKind) row.itemKind = itemKind;
      if (isPlainObject(schema.items) && isPlainObject(schema.items.properties)) {
        row.childParent = `${pointer}/items`;
        row.children = this.rows(schema.items, row.childParent, depth + 1);
        for (const keyword of Object.keys(schema.items)) {
          if (!ROW_KEYWORDS.has(keyword))
            row.readOnly.push(this.construct(`${pointer}/items`, keyword));
        }
      } else if (
        itemKind === undefined ||
        (isPlainObject(schema.items) &&
          Object.keys(schema.items).some((k) => !['type', 'description'].includes(k)))
      ) {
        // Item schemas with more than a type (constraints, unions, ...) are edited in the JSON.
        row.readOnly.push(this.construct(pointer, 'items'));
      }
    }
    if (kind === 'object') {
      row.childParent = pointer;
      row.children = this.rows(schema, pointer, depth + 1);
    }
    if (!isPlainObject(value) && value !== true)
      row.readOnly.push({ keyword: String(value), pointer, offset: 0, length: 0 });
    for (const keyword of Object.keys(schema)) {
      if (ROW_KEYWORDS.has(keyword) || allowed.has(keyword)) continue;
      row.readOnly.push(this.construct(pointer, keyword));
    }
    if (kind === 'union') {
      row.readOnly.push(
        this.construct(
          pointer,
          Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : 'type',
        ),
      );
    }
    if (isPlainObject(schema.additionalProperties))
      row.readOnly.push(this.construct(pointer, 'additionalProperties'));
    return row;
  }
}

/** Reads the properties of the schema at `schemaPointer` in the text into table rows. */
export function readParamTable(text: string, schemaPointer: string): ParamTable {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  const table: ParamTable = { schemaPointer, exists: false, rows: [], readOnly: [] };
  if (!root || errors.length > 0) {
    table.problem = 'The JSON text cannot be read; fix it in the editor to see the parameters.';
    return table;
  }
  const node = findNodeAtLocation(root, pointerToPath(schemaPointer, arrayAtNode(root)));
  if (!node) return table;
  table.exists = true;
  const schema: unknown = getNodeValue(node);
  if (!isPlainObject(schema)) {
    table.problem = `The schema at ${schemaPointer} is not an object; edit it in the JSON.`;
    return table;
  }
  const reader = new Reader(root);
  table.rows = reader.rows(schema, schemaPointer, 0);
  for (const keyword of Object.keys(schema)) {
    if (!ROOT_KEYWORDS.has(keyword)) table.readOnly.push(reader.construct(schemaPointer, keyword));
  }
  if (isPlainObject(schema.additionalProperties))
    table.readOnly.push(reader.construct(schemaPointer, 'additionalProperties'));
  return table;
}

/** Every row, depth first, in display order. */
export function flattenRows(rows: readonly ParamRow[]): ParamRow[] {
  return rows.flatMap((r) => [r, ...flattenRows(r.children)]);
}

/** A property name not yet used among siblings: `param`, `param_2`, ... */
export function freshParamName(siblings: readonly { name: string }[], base = 'param'): string {
  const taken = new Set(siblings.map((s) => s.name));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}_${i}`)) return `${base}_${i}`;
}
