/**
 * The TypeScript-like form in which OpenAI models receive function definitions. OpenAI documents
 * it for its open-weight models (the harmony format); for API models it is known from
 * reverse-engineering, not from the API reference. docs/context-cost.md has the sources.
 *
 * The rendering keeps names, descriptions, types, enums, required-ness and defaults. Everything
 * else (minimum, maximum, pattern, format, …) never reaches the model as text, so each such
 * keyword is returned as a dropped constraint on the line it belongs to: an author who needs the
 * model to respect it writes it into the description.
 */
import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { MAX_NESTING_DEPTH } from '../limits';

/** A keyword the rendering leaves out, with where it was. */
export interface DroppedConstraint {
  /** JSON Pointer into the function's `parameters`. */
  pointer: string;
  keyword: string;
  value: unknown;
}

export interface SignatureLine {
  /** The line exactly as the model sees it. */
  text: string;
  /** Keywords of the schema drawn on this line that the model does not see. */
  dropped: DroppedConstraint[];
}

export interface OpenAiSignature {
  /** The tool's block, lines joined with "\n" (no surrounding namespace). */
  text: string;
  lines: SignatureLine[];
  /** Every dropped constraint, in line order. */
  dropped: DroppedConstraint[];
}

/** Keywords the rendering shows (or that only structure a schema): never reported as dropped. */
const RENDERED = new Set([
  'type',
  'properties',
  'items',
  'required',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'description',
  'default',
  'nullable',
  '$schema',
  '$id',
  '$defs',
  'definitions',
  '$comment',
]);

export interface OpenAiFunction {
  name: string;
  description?: unknown;
  parameters?: unknown;
}

function commentLines(text: string, indent: string): string[] {
  return text.split(/\r\n|\r|\n/).map((l) => `${indent}// ${l}`);
}

function droppedOf(schema: Record<string, unknown>, pointer: string): DroppedConstraint[] {
  return Object.keys(schema)
    .filter((k) => !RENDERED.has(k))
    .map((keyword) => ({
      pointer: joinPointer(pointer, keyword),
      keyword,
      value: schema[keyword],
    }));
}

function literal(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'any');
}

interface Rendered {
  /** The type expression; may span lines when it holds an object. */
  text: string;
  /** Lines of nested objects after the first, each with its own dropped list. */
  extra: SignatureLine[];
  /** Dropped keywords of this schema and its non-object children (shown on the first line). */
  dropped: DroppedConstraint[];
}

class Renderer {
  readonly lines: SignatureLine[] = [];

  /** The type of `schema`, with object members rendered as lines at `indent`. */
  type(schema: unknown, pointer: string, indent: number, depth: number): Rendered {
    if (depth > MAX_NESTING_DEPTH || !isPlainObject(schema))
      return { text: schema === false ? 'never' : 'any', extra: [], dropped: [] };
    const dropped = droppedOf(schema, pointer);
    const nullable = schema.nullable === true;
    const withNull = (r: Rendered): Rendered =>
      nullable
        ? { ...r, text: `${r.text} | null`, dropped: [...dropped, ...r.dropped] }
        : { ...r, dropped: [...dropped, ...r.dropped] };

    if ('const' in schema) return withNull({ text: literal(schema.const), extra: [], dropped: [] });
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
      return withNull({ text: schema.enum.map(literal).join(' | '), extra: [], dropped: [] });
    const union = Array.isArray(schema.anyOf)
      ? 'anyOf'
      : Array.isArray(schema.oneOf)
        ? 'oneOf'
        : undefined;
    if (union) {
      const branches = (schema[union] as unknown[]).map((b, i) =>
        this.type(b, joinPointer(pointer, union, String(i)), indent, depth + 1),
      );
      return withNull({
        text: branches.map((b) => b.text).join(' | '),
        extra: branches.flatMap((b) => b.extra),
        dropped: branches.flatMap((b) => b.dropped),
      });
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const parts = types.map((t) => this.single(schema, t, pointer, indent, depth));
    return withNull({
      text: parts.map((p) => p.text).join(' | '),
      extra: parts.flatMap((p) => p.extra),
      dropped: parts.flatMap((p) => p.dropped),
    });
  }

  private single(
    schema: Record<string, unknown>,
    type: unknown,
    pointer: string,
    indent: number,
    depth: number,
  ): Rendered {
    switch (type) {
      case 'string':
      case 'boolean':
      case 'null':
        return { text: type, extra: [], dropped: [] };
      case 'integer':
      case 'number':
        return { text: 'number', extra: [], dropped: [] };
      case 'array': {
        if (schema.items === undefined) return { text: 'any[]', extra: [], dropped: [] };
        const item = this.type(schema.items, joinPointer(pointer, 'items'), indent, depth + 1);
        if (item.extra.length > 0) {
          // An array of objects: the brackets follow the object's closing brace.
          const last = item.extra[item.extra.length - 1]!;
          return {
            ...item,
            extra: [...item.extra.slice(0, -1), { ...last, text: `${last.text}[]` }],
          };
        }
        const text = item.text.includes(' | ') ? `(${item.text})[]` : `${item.text}[]`;
        return { ...item, text };
      }
      case 'object':
        return this.object(schema, pointer, indent, depth);
      default:
        // No type, or one the rendering does not know: the model is told "any".
        if (type === undefined && isPlainObject(schema.properties))
          return this.object(schema, pointer, indent, depth);
        return { text: 'any', extra: [], dropped: [] };
    }
  }

  private object(
    schema: Record<string, unknown>,
    pointer: string,
    indent: number,
    depth: number,
  ): Rendered {
    if (!isPlainObject(schema.properties) || Object.keys(schema.properties).length === 0)
      return { text: 'object', extra: [], dropped: [] };
    const members = this.members(schema, pointer, indent + 2, depth);
    return {
      text: '{',
      extra: [...members, { text: `${' '.repeat(indent)}}`, dropped: [] }],
      dropped: [],
    };
  }

  /** One line group per property: its description as comments, then `name?: type,`. */
  members(
    schema: Record<string, unknown>,
    pointer: string,
    indent: number,
    depth: number,
  ): SignatureLine[] {
    const out: SignatureLine[] = [];
    const properties = schema.properties as Record<string, unknown>;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const pad = ' '.repeat(indent);
    for (const [key, property] of Object.entries(properties)) {
      const at = joinPointer(pointer, 'properties', key);
      if (
        isPlainObject(property) &&
        typeof property.description === 'string' &&
        property.description
      )
        for (const text of commentLines(property.description, pad)) out.push({ text, dropped: [] });
      const rendered = this.type(property, at, indent, depth + 1);
      const optional = required.has(key) ? '' : '?';
      const fallback =
        isPlainObject(property) && 'default' in property
          ? ` // default: ${typeof property.default === 'string' ? property.default : JSON.stringify(property.default)}`
          : '';
      if (rendered.extra.length === 0) {
        out.push({
          text: `${pad}${key}${optional}: ${rendered.text},${fallback}`,
          dropped: rendered.dropped,
        });
      } else {
        // A nested object: `key: {`, its members, then the closing brace carries the comma.
        out.push({ text: `${pad}${key}${optional}: ${rendered.text}`, dropped: rendered.dropped });
        const last = rendered.extra.length - 1;
        rendered.extra.forEach((l, i) =>
          out.push(i === last ? { ...l, text: `${l.text},${fallback}` } : l),
        );
      }
    }
    return out;
  }
}

/** The block for one function, as it appears inside `namespace functions { … }`. */
export function renderOpenAiSignature(fn: OpenAiFunction): OpenAiSignature {
  const renderer = new Renderer();
  const lines: SignatureLine[] = [];
  if (typeof fn.description === 'string' && fn.description)
    for (const text of commentLines(fn.description, '')) lines.push({ text, dropped: [] });
  const parameters = fn.parameters;
  const params = isPlainObject(parameters) ? parameters : undefined;
  const properties = params && isPlainObject(params.properties) ? params.properties : undefined;
  const rootDropped = params ? droppedOf(params, '') : [];
  if (!params || !properties || Object.keys(properties).length === 0) {
    lines.push({ text: `type ${fn.name} = () => any;`, dropped: rootDropped });
  } else {
    lines.push({ text: `type ${fn.name} = (_: {`, dropped: rootDropped });
    lines.push(...renderer.members(params, '', 0, 0));
    lines.push({ text: '}) => any;', dropped: [] });
  }
  return {
    text: lines.map((l) => l.text).join('\n'),
    lines,
    dropped: lines.flatMap((l) => l.dropped),
  };
}
