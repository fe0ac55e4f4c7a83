/**
 * inputSchema -> Python: a function stub with type hints and a Google docstring, and a
 * Pydantic model. Both read back through the Python import to the same schema where the type
 * mapping allows (see python.test.ts for what it does not).
 */
import { getOwn } from '../../model/own';
import type { JsonSchemaObject } from '../../model/types';
import {
  Notes,
  asSchema,
  docstringText,
  isNullSchema,
  isPythonIdentifier,
  pascalCase,
  propertiesOf,
  pythonIdentifier,
  pythonLiteral,
  requiredOf,
  typesOf,
  unionOf,
} from './common';
import type { CodegenInput, GeneratedCode } from './common';

const SCALARS: Record<string, string> = {
  string: 'str',
  integer: 'int',
  number: 'float',
  boolean: 'bool',
  null: 'None',
};

interface TypeContext {
  notes: Notes;
  typing: Set<string>;
  /** When set, objects with properties become Pydantic classes collected here. */
  classes?: { name: string; body: string }[];
  classNames?: Set<string>;
}

/** Python type hint text for a schema. */
function pythonType(
  schema: JsonSchemaObject,
  pointer: string,
  ctx: TypeContext,
  nameHint: string,
): string {
  if (Array.isArray(schema.enum)) {
    ctx.typing.add('Literal');
    return `Literal[${schema.enum.map(pythonLiteral).join(', ')}]`;
  }
  if ('const' in schema) {
    ctx.typing.add('Literal');
    return `Literal[${pythonLiteral(schema.const)}]`;
  }
  const union = unionOf(schema);
  if (union) {
    if (Array.isArray(schema.oneOf))
      ctx.notes.add(
        `${pointer}/oneOf`,
        'oneOf is written as a union; "exactly one" is not expressed.',
      );
    const key = Array.isArray(schema.anyOf) ? 'anyOf' : 'oneOf';
    return union
      .map((b, i) => pythonType(b, `${pointer}/${key}/${i}`, ctx, `${nameHint}${i + 1}`))
      .join(' | ');
  }
  const types = typesOf(schema);
  if (types.length > 1)
    return types.map((t) => pythonType({ ...schema, type: t }, pointer, ctx, nameHint)).join(' | ');
  const [type] = types;
  if (type === undefined) {
    if (
      Object.keys(schema).some((k) => !['description', 'default', 'title', 'examples'].includes(k))
    ) {
      ctx.notes.add(pointer, 'this schema has no "type"; it is written as Any.');
    }
    ctx.typing.add('Any');
    return 'Any';
  }
  const scalar = getOwn(SCALARS, type);
  if (scalar !== undefined) return scalar;
  if (type === 'array') {
    if (Array.isArray(schema.prefixItems)) {
      return `tuple[${schema.prefixItems.map((s, i) => pythonType(asSchema(s), `${pointer}/prefixItems/${i}`, ctx, `${nameHint}Item${i + 1}`)).join(', ')}]`;
    }
    if (schema.items === undefined) return 'list';
    const item = pythonType(asSchema(schema.items), `${pointer}/items`, ctx, `${nameHint}Item`);
    return schema.uniqueItems === true ? `set[${item}]` : `list[${item}]`;
  }
  if (type === 'object') {
    const props = propertiesOf(schema);
    if (props.length > 0 && ctx.classes) return pydanticClass(schema, pointer, ctx, nameHint);
    if (props.length > 0)
      ctx.notes.add(
        `${pointer}/properties`,
        'nested properties are typed as dict in the stub; the Pydantic model types them.',
      );
    return 'dict';
  }
  ctx.notes.add(
    `${pointer}/type`,
    `the type "${type}" is not a JSON Schema type; it is written as Any.`,
  );
  ctx.typing.add('Any');
  return 'Any';
}

function isNullable(schema: JsonSchemaObject): boolean {
  return (unionOf(schema)?.some(isNullSchema) ?? false) || typesOf(schema).includes('null');
}

const FIELD_CONSTRAINTS: [string, string][] = [
  ['minLength', 'min_length'],
  ['maxLength', 'max_length'],
  ['minItems', 'min_length'],
  ['maxItems', 'max_length'],
  ['minimum', 'ge'],
  ['maximum', 'le'],
  ['exclusiveMinimum', 'gt'],
  ['exclusiveMaximum', 'lt'],
  ['multipleOf', 'multiple_of'],
  ['pattern', 'pattern'],
];

function fieldConstraints(schema: JsonSchemaObject): string[] {
  // Pydantic puts constraints of an optional field on its non-null branch; read them from there too.
  const source = unionOf(schema)?.find((b) => !isNullSchema(b)) ?? schema;
  const out: string[] = [];
  for (const [keyword, arg] of FIELD_CONSTRAINTS) {
    const value = schema[keyword] ?? source[keyword];
    if (value !== undefined) out.push(`${arg}=${pythonLiteral(value)}`);
  }
  return out;
}

function pydanticClass(
  schema: JsonSchemaObject,
  pointer: string,
  ctx: TypeContext,
  className: string,
): string {
  let name = pascalCase(className);
  while (ctx.classNames!.has(name)) name += '_';
  ctx.classNames!.add(name);
  const required = requiredOf(schema);
  const lines: string[] = [];
  if (typeof schema.description === 'string' && schema.description)
    lines.push(`    """${docstringText(schema.description)}"""`, '');
  const props = propertiesOf(schema);
  for (const [prop, propSchema] of props) {
    const propPointer = `${pointer}/properties/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    ctx.notes.unhandled(propSchema, propPointer);
    let hint = pythonType(propSchema, propPointer, ctx, `${name}${pascalCase(prop)}`);
    const args: string[] = [];
    const hasDefault = 'default' in propSchema;
    if (hasDefault) args.push(pythonLiteral(propSchema.default));
    else if (required.has(prop)) args.push('...');
    else {
      if (!isNullable(propSchema)) hint = `${hint} | None`;
      args.push('None');
    }
    const field = isPythonIdentifier(prop) ? prop : pythonIdentifier(prop);
    if (field !== prop) args.push(`alias=${JSON.stringify(prop)}`);
    if (typeof propSchema.description === 'string')
      args.push(`description=${JSON.stringify(propSchema.description)}`);
    args.push(...fieldConstraints(propSchema));
    const value =
      args.length === 1 && args[0] !== '...'
        ? args[0]
        : args.length === 1
          ? undefined
          : `Field(${args.join(', ')})`;
    lines.push(value === undefined ? `    ${field}: ${hint}` : `    ${field}: ${hint} = ${value}`);
  }
  if (props.length === 0) lines.push('    pass');
  if (schema.additionalProperties === false) {
    const afterDocstring = lines[0]?.startsWith('    """') ? 2 : 0;
    lines.splice(afterDocstring, 0, '    model_config = ConfigDict(extra="forbid")', '');
    ctx.typing.add('ConfigDict');
  }
  ctx.classes!.push({ name, body: `class ${name}(BaseModel):\n${lines.join('\n')}` });
  return name;
}

function typingImport(names: Set<string>): string[] {
  const typing = [...names].filter((n) => n !== 'ConfigDict').sort();
  return typing.length > 0 ? [`from typing import ${typing.join(', ')}`] : [];
}

/** A Python function with type hints and a Google-style docstring, for the tool. */
export function generatePythonStub(input: CodegenInput): GeneratedCode {
  const notes = new Notes();
  const ctx: TypeContext = { notes, typing: new Set() };
  const schema = input.schema;
  notes.unhandled(schema, '', ['properties', 'required', 'type', 'additionalProperties']);
  const required = requiredOf(schema);
  const params: { text: string; hasDefault: boolean }[] = [];
  const docArgs: string[] = [];
  for (const [prop, propSchema] of propertiesOf(schema)) {
    const pointer = `/properties/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    notes.unhandled(propSchema, pointer);
    let hint = pythonType(propSchema, pointer, ctx, prop);
    const name = pythonIdentifier(prop);
    if (name !== prop)
      notes.add(pointer, `"${prop}" is not a Python identifier; the parameter is called ${name}.`);
    let text = `${name}: ${hint}`;
    let hasDefault = false;
    if ('default' in propSchema) {
      text += ` = ${pythonLiteral(propSchema.default)}`;
      hasDefault = true;
      if (required.has(prop))
        notes.add(
          pointer,
          'required and has a default: Python makes a parameter with a default optional.',
        );
    } else if (!required.has(prop)) {
      if (!isNullable(propSchema)) hint = `${hint} | None`;
      text = `${name}: ${hint} = None`;
      hasDefault = true;
    }
    params.push({ text, hasDefault });
    const description =
      typeof propSchema.description === 'string'
        ? propSchema.description.replace(/\s*\n\s*/g, ' ')
        : '';
    docArgs.push(`        ${name}: ${docstringText(description)}`.trimEnd());
  }
  // A required parameter after one with a default is only valid as keyword-only.
  const needsStar = params.some(
    (p, i) => !p.hasDefault && params.slice(0, i).some((q) => q.hasDefault),
  );
  const paramLines = [...(needsStar ? ['*'] : []), ...params.map((p) => p.text)];
  ctx.typing.add('Any');
  const fnName = pythonIdentifier(input.name.replace(/[^A-Za-z0-9_]/g, '_'));
  const doc: string[] = [];
  const summary = (input.description ?? '').trim();
  doc.push(`    """${docstringText(summary || `${input.name}.`)}`);
  if (docArgs.length > 0) doc.push('', '    Args:', ...docArgs);
  doc.push('    """');
  const signature =
    paramLines.length === 0
      ? `def ${fnName}() -> Any:`
      : `def ${fnName}(\n${paramLines.map((p) => `    ${p},`).join('\n')}\n) -> Any:`;
  const code = [...typingImport(ctx.typing), '', '', signature, ...doc, '    ...', '']
    .join('\n')
    .replace(/^\n+/, '');
  return { code, notes: notes.list };
}

/** A Pydantic v2 model of the tool's input; nested objects become their own classes. */
export function generatePydanticModel(input: CodegenInput): GeneratedCode {
  const notes = new Notes();
  const ctx: TypeContext = { notes, typing: new Set(), classes: [], classNames: new Set() };
  notes.unhandled(input.schema, '', ['properties', 'required', 'type', 'additionalProperties']);
  const schema =
    input.description && !input.schema.description
      ? { ...input.schema, description: input.description }
      : input.schema;
  pydanticClass(schema, '', ctx, `${input.name}Input`);
  const pydantic = [
    'BaseModel',
    'Field',
    ...(ctx.typing.has('ConfigDict') ? ['ConfigDict'] : []),
  ].sort();
  const header = [...typingImport(ctx.typing), `from pydantic import ${pydantic.join(', ')}`];
  const code = `${header.join('\n')}\n\n\n${ctx.classes!.map((c) => c.body).join('\n\n\n')}\n`;
  return { code, notes: notes.list };
}
