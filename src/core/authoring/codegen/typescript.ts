/** inputSchema -> a TypeScript type, and -> a Zod schema (as source text; zod is not a dependency). */
import type { JsonSchemaObject } from '../../model/types';
import {
  Notes,
  asSchema,
  isIdentifierTs,
  isNullSchema,
  jsDocText,
  pascalCase,
  propertiesOf,
  requiredOf,
  typesOf,
  unionOf,
} from './common';
import type { CodegenInput, GeneratedCode } from './common';

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function tsKey(name: string): string {
  return isIdentifierTs(name) ? name : JSON.stringify(name);
}

function jsDoc(schema: JsonSchemaObject, indent: string): string[] {
  const lines: string[] = [];
  if (typeof schema.description === 'string' && schema.description)
    lines.push(...schema.description.split('\n'));
  if ('default' in schema) lines.push(`@default ${JSON.stringify(schema.default)}`);
  if (lines.length === 0) return [];
  if (lines.length === 1) return [`${indent}/** ${jsDocText(lines[0]!)} */`];
  return [
    `${indent}/**`,
    ...lines.map((l) => `${indent} * ${jsDocText(l)}`.trimEnd()),
    `${indent} */`,
  ];
}

function tsType(schema: JsonSchemaObject, pointer: string, notes: Notes, indent: string): string {
  notes.unhandled(schema, pointer, ['allOf']);
  if (Array.isArray(schema.enum))
    return schema.enum.length === 0
      ? 'never'
      : schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = unionOf(schema);
  if (union) {
    const key = Array.isArray(schema.anyOf) ? 'anyOf' : 'oneOf';
    return union
      .map((b, i) => wrap(tsType(b, `${pointer}/${key}/${i}`, notes, indent)))
      .join(' | ');
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf
      .map((b, i) => wrap(tsType(asSchema(b), `${pointer}/allOf/${i}`, notes, indent)))
      .join(' & ');
  }
  const types = typesOf(schema);
  if (types.length > 1)
    return types
      .map((t) => wrap(tsType({ ...schema, type: t }, pointer, notes, indent)))
      .join(' | ');
  switch (types[0]) {
    case undefined:
      return 'unknown';
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return `[${schema.prefixItems.map((s, i) => tsType(asSchema(s), `${pointer}/prefixItems/${i}`, notes, indent)).join(', ')}]`;
      }
      if (schema.items === undefined) return 'unknown[]';
      return `${wrap(tsType(asSchema(schema.items), `${pointer}/items`, notes, indent))}[]`;
    }
    case 'object':
      return objectType(schema, pointer, notes, indent);
    default:
      notes.add(
        `${pointer}/type`,
        `"${types[0]}" is not a JSON Schema type; it is written as unknown.`,
      );
      return 'unknown';
  }
}

/** Parenthesises unions and intersections used inside arrays, unions or intersections. */
function wrap(type: string): string {
  return /[|&]/.test(type) && !/^[{[]/.test(type) ? `(${type})` : type;
}

function objectType(
  schema: JsonSchemaObject,
  pointer: string,
  notes: Notes,
  indent: string,
): string {
  const props = propertiesOf(schema);
  const extra = schema.additionalProperties;
  if (props.length === 0) {
    const extraType =
      extra === undefined || extra === true
        ? 'unknown'
        : extra === false
          ? undefined
          : tsType(asSchema(extra), `${pointer}/additionalProperties`, notes, indent);
    return extraType === undefined ? 'Record<string, never>' : `Record<string, ${extraType}>`;
  }
  const required = requiredOf(schema);
  const inner = `${indent}  `;
  const lines = ['{'];
  for (const [name, propSchema] of props) {
    lines.push(...jsDoc(propSchema, inner));
    const type = tsType(propSchema, `${pointer}/properties/${escapePointer(name)}`, notes, inner);
    lines.push(`${inner}${tsKey(name)}${required.has(name) ? '' : '?'}: ${type};`);
  }
  // An index signature would have to admit every property's type; the extra keys' type is noted instead.
  if (extra !== undefined && extra !== false && extra !== true) {
    notes.add(
      `${pointer}/additionalProperties`,
      'the type of additional keys is not expressed next to named properties.',
    );
  }
  lines.push(`${indent}}`);
  return lines.join('\n');
}

/** A TypeScript type of the tool's input, with descriptions and defaults as JSDoc. */
export function generateTypeScript(input: CodegenInput): GeneratedCode {
  const notes = new Notes();
  const name = `${pascalCase(input.name)}Input`;
  const body = tsType(input.schema, '', notes, '');
  const doc = input.description ? jsDoc({ description: input.description }, '') : [];
  const code = [...doc, `export type ${name} = ${body};`, ''].join('\n');
  return { code, notes: notes.list };
}

const ZOD_STRING_FORMATS: Record<string, string> = {
  email: 'email',
  uri: 'url',
  uuid: 'uuid',
  'date-time': 'datetime',
};

function zodType(schema: JsonSchemaObject, pointer: string, notes: Notes, indent: string): string {
  notes.unhandled(schema, pointer);
  let base: string;
  const union = unionOf(schema);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum;
    if (values.length > 0 && values.every((v) => typeof v === 'string'))
      base = `z.enum([${values.map((v) => JSON.stringify(v)).join(', ')}])`;
    else if (values.length === 1) base = `z.literal(${JSON.stringify(values[0])})`;
    else base = `z.union([${values.map((v) => `z.literal(${JSON.stringify(v)})`).join(', ')}])`;
  } else if ('const' in schema) {
    base = `z.literal(${JSON.stringify(schema.const)})`;
  } else if (union) {
    const key = Array.isArray(schema.anyOf) ? 'anyOf' : 'oneOf';
    const nonNull = union.map((b, i) => [b, i] as const).filter(([b]) => !isNullSchema(b));
    const parts = nonNull.map(([b, i]) => zodType(b, `${pointer}/${key}/${i}`, notes, indent));
    base =
      parts.length === 1
        ? parts[0]!
        : parts.length === 0
          ? 'z.never()'
          : `z.union([${parts.join(', ')}])`;
    if (nonNull.length < union.length) base += '.nullable()';
  } else {
    const types = typesOf(schema);
    if (types.length > 1) {
      const nonNull = types.filter((t) => t !== 'null');
      const parts = nonNull.map((t) =>
        zodType(
          { ...schema, type: t, description: undefined, default: undefined },
          pointer,
          new Notes(),
          indent,
        ),
      );
      base = parts.length === 1 ? parts[0]! : `z.union([${parts.join(', ')}])`;
      if (nonNull.length < types.length) base += '.nullable()';
    } else base = zodScalar(schema, types[0], pointer, notes, indent);
  }
  if (typeof schema.description === 'string' && schema.description)
    base += `.describe(${JSON.stringify(schema.description)})`;
  return base;
}

function bounds(schema: JsonSchemaObject, pairs: [string, string][]): string {
  return pairs
    .filter(([keyword]) => typeof schema[keyword] === 'number')
    .map(([keyword, method]) => `.${method}(${String(schema[keyword])})`)
    .join('');
}

function zodScalar(
  schema: JsonSchemaObject,
  type: string | undefined,
  pointer: string,
  notes: Notes,
  indent: string,
): string {
  switch (type) {
    case undefined:
      return 'z.unknown()';
    case 'string': {
      let s =
        'z.string()' +
        bounds(schema, [
          ['minLength', 'min'],
          ['maxLength', 'max'],
        ]);
      if (typeof schema.pattern === 'string')
        s += `.regex(new RegExp(${JSON.stringify(schema.pattern)}))`;
      if (typeof schema.format === 'string') {
        const method = ZOD_STRING_FORMATS[schema.format];
        if (method) s += `.${method}()`;
        else
          notes.add(
            `${pointer}/format`,
            `the format "${schema.format}" has no Zod check; it is not enforced.`,
          );
      }
      return s;
    }
    case 'integer':
    case 'number':
      return (
        `z.number()${type === 'integer' ? '.int()' : ''}` +
        bounds(schema, [
          ['minimum', 'min'],
          ['maximum', 'max'],
          ['exclusiveMinimum', 'gt'],
          ['exclusiveMaximum', 'lt'],
          ['multipleOf', 'multipleOf'],
        ])
      );
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return `z.tuple([${schema.prefixItems.map((s, i) => zodType(asSchema(s), `${pointer}/prefixItems/${i}`, notes, indent)).join(', ')}])`;
      }
      if (schema.uniqueItems === true)
        notes.add(
          `${pointer}/uniqueItems`,
          'uniqueItems has no Zod array check; it is not enforced.',
        );
      const item =
        schema.items === undefined
          ? 'z.unknown()'
          : zodType(asSchema(schema.items), `${pointer}/items`, notes, indent);
      return (
        `z.array(${item})` +
        bounds(schema, [
          ['minItems', 'min'],
          ['maxItems', 'max'],
        ])
      );
    }
    case 'object': {
      const props = propertiesOf(schema);
      const extra = schema.additionalProperties;
      if (props.length === 0) {
        const value =
          extra === undefined || extra === true
            ? 'z.unknown()'
            : extra === false
              ? 'z.never()'
              : zodType(asSchema(extra), `${pointer}/additionalProperties`, notes, indent);
        return `z.record(z.string(), ${value})`;
      }
      const required = requiredOf(schema);
      const inner = `${indent}  `;
      const lines = props.map(([name, propSchema]) => {
        let t = zodType(propSchema, `${pointer}/properties/${escapePointer(name)}`, notes, inner);
        if ('default' in propSchema) t += `.default(${JSON.stringify(propSchema.default)})`;
        else if (!required.has(name)) t += '.optional()';
        return `${inner}${tsKey(name)}: ${t},`;
      });
      let s = `z.object({\n${lines.join('\n')}\n${indent}})`;
      if (extra === false) s += '.strict()';
      else if (extra !== undefined && extra !== true)
        s += `.catchall(${zodType(asSchema(extra), `${pointer}/additionalProperties`, notes, indent)})`;
      return s;
    }
    default:
      notes.add(
        `${pointer}/type`,
        `"${type}" is not a JSON Schema type; it is written as z.unknown().`,
      );
      return 'z.unknown()';
  }
}

/** A Zod schema of the tool's input (source text for zod 3.23+/4), with its inferred type. */
export function generateZod(input: CodegenInput): GeneratedCode {
  const notes = new Notes();
  const name = `${pascalCase(input.name)}Input`;
  let body = zodType(
    input.description && !input.schema.description
      ? { ...input.schema, description: input.description }
      : input.schema,
    '',
    notes,
    '',
  );
  if (!body.startsWith('z.object')) notes.add('', 'the input schema is not an object schema.');
  body = body.trimEnd();
  const code = `import { z } from "zod";\n\nexport const ${name} = ${body};\n\nexport type ${name} = z.infer<typeof ${name}>;\n`;
  return { code, notes: notes.list };
}
