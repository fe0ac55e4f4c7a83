/**
 * Shared reading of a schema for the code generators. Each generator returns the code and the
 * notes about what the target language could not express, so nothing is dropped silently.
 */
import type { JsonSchemaObject, JsonValue } from '../../model/types';
import { isPlainObject } from '../../model/types';

export interface GeneratedCode {
  code: string;
  /** Parts of the schema the code does not carry, each with its JSON Pointer. */
  notes: string[];
}

export interface CodegenInput {
  /** The tool's name; the generated identifiers derive from it. */
  name: string;
  description?: string;
  schema: JsonSchemaObject;
}

/** Keywords every generator understands; anything else is noted. */
const COMMON_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'prefixItems',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'description',
  'default',
  'title',
  'examples',
  '$schema',
  '$id',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

export class Notes {
  readonly list: string[] = [];
  add(pointer: string, message: string) {
    const line = `${pointer || '(root)'}: ${message}`;
    if (!this.list.includes(line)) this.list.push(line);
  }
  /** Notes keywords a generator does not handle, beyond those it says it handles. */
  unhandled(schema: JsonSchemaObject, pointer: string, alsoHandled: readonly string[] = []) {
    for (const key of Object.keys(schema)) {
      if (!COMMON_KEYWORDS.has(key) && !alsoHandled.includes(key))
        this.add(`${pointer}/${key}`, `"${key}" is not carried into the generated code.`);
    }
  }
}

export function asSchema(value: unknown): JsonSchemaObject {
  if (value === true || value === undefined) return {};
  if (value === false) return { not: {} };
  return isPlainObject(value) ? value : {};
}

export function propertiesOf(schema: JsonSchemaObject): [string, JsonSchemaObject][] {
  const props = schema.properties;
  if (!isPlainObject(props)) return [];
  return Object.entries(props).map(([k, v]) => [k, asSchema(v)]);
}

export function requiredOf(schema: JsonSchemaObject): Set<string> {
  return new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((r): r is string => typeof r === 'string')
      : [],
  );
}

/** The schema's types: from `type` (string or array), or from a non-empty `enum`'s values. */
export function typesOf(schema: JsonSchemaObject): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/** anyOf / oneOf branches, when the schema is a union. */
export function unionOf(schema: JsonSchemaObject): JsonSchemaObject[] | undefined {
  const list = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  return list?.map(asSchema);
}

export function isNullSchema(schema: JsonSchemaObject): boolean {
  return (
    schema.type === 'null' ||
    (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null)
  );
}

export function pascalCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  if (joined === '') return 'Tool';
  return /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

const PYTHON_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

export function isPythonIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PYTHON_KEYWORDS.has(name);
}

/** A Python identifier for a name that may not be one (e.g. `file-name` -> `file_name`). */
export function pythonIdentifier(name: string): string {
  let id = name.replace(/[^A-Za-z0-9_]/g, '_');
  if (id === '' || /^[0-9]/.test(id)) id = `_${id}`;
  if (PYTHON_KEYWORDS.has(id)) id = `${id}_`;
  return id;
}

/** A JSON value as a Python literal. */
export function pythonLiteral(value: JsonValue | unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`)
      .join(', ')}}`;
  return 'None';
}

/** Text safe inside a Python triple-quoted docstring. */
export function docstringText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"');
}

export function isIdentifierTs(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/** Text safe inside a `/** ... *\/` comment. */
export function jsDocText(text: string): string {
  return text.replace(/\*\//g, '*\\/');
}
