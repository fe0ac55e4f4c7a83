/**
 * Python source -> MCP tools. Follows the type mapping of the `@skill_command` guide and of
 * Spark's `@tool` and Pydantic pages (docs/tool-record.md#python-to-json-schema). Where the two disagree on optional parameters, the
 * `style` option names the convention:
 *
 * - `skill_command` (the guide's "Type System Mapping" and "Auto-Generated Schema"): `T | None = None` becomes the plain schema of T, is not
 *   required and has no `default`; `Literal[...]` becomes `{"type": "string", "enum": [...]}`.
 * - `spark` (Spark's "Type Mapping" and "From Python Functions"): `Optional[T]` becomes
 *   `{"anyOf": [T, {"type": "null"}]}` with `"default": null`; `Literal[...]` becomes `{"enum": [...]}`.
 * - `auto` (the default) picks `skill_command` for functions decorated with `@skill_command`
 *   and `spark` otherwise.
 *
 * Nothing is guessed silently: every construct that is not read is reported with its line.
 */
import { MAX_PYTHON_SOURCE_CHARS, MAX_PYTHON_MODEL_DEPTH } from '../../limits';
import type { JsonSchemaObject, JsonValue, Tool, ToolAnnotations } from '../../model/types';
import { getOwn } from '../../model/own';
import { parseDocstring } from './docstring';
import { exprText, parsePythonModule } from './syntax';
import type { PyClass, PyDecorator, PyExpr, PyFunction } from './syntax';

export type PythonSchemaStyle = 'skill_command' | 'spark';

export interface PythonImportOptions {
  style?: PythonSchemaStyle | 'auto';
}

export interface PythonProblem {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface ExcludedParameter {
  name: string;
  line: number;
  reason: string;
}

export interface ImportedTool {
  tool: Tool;
  functionName: string;
  line: number;
  style: PythonSchemaStyle;
  /** Parameters left out of inputSchema, with why. */
  excluded: ExcludedParameter[];
}

export interface ImportedModel {
  name: string;
  line: number;
  schema: JsonSchemaObject;
}

export interface PythonImportResult {
  tools: ImportedTool[];
  /** Every `BaseModel` subclass in the source, as a schema. */
  models: ImportedModel[];
  problems: PythonProblem[];
}

/** Decorators (last dotted segment) that mark a function as a tool. */
const TOOL_DECORATORS = new Set(['tool', 'skill_command']);
/** Types the `@skill_command` decorator injects (its guide's "Dependency Injection"). */
const INJECTED_TYPES = new Set(['Settings', 'ConfigPaths']);
const MODEL_BASES = new Set(['BaseModel']);
const ENUM_BASES = new Set(['Enum', 'StrEnum', 'IntEnum']);
const TYPING_PREFIXES = /^(typing|typing_extensions|t|pydantic|collections\.abc|datetime|uuid)\./;

/** The `@skill_command` keyword arguments that set MCP annotations (docs/tool-record.md#annotations-behaviour-hints). */
const SKILL_HINTS: Record<string, keyof ToolAnnotations> = {
  read_only: 'readOnlyHint',
  destructive: 'destructiveHint',
  idempotent: 'idempotentHint',
  open_world: 'openWorldHint',
};
/** The rest of `@skill_command`'s keyword arguments: runtime settings with no schema meaning. */
const SKILL_RUNTIME_KWARGS = new Set([
  'category',
  'inject_root',
  'inject_settings',
  'autowire',
  'retry_on',
  'max_attempts',
  'cache_ttl',
]);

const FORMAT_TYPES: Record<string, string> = {
  datetime: 'date-time',
  date: 'date',
  time: 'time',
  UUID: 'uuid',
  EmailStr: 'email',
  AnyUrl: 'uri',
  HttpUrl: 'uri',
};

function baseName(name: string): string {
  return name.replace(TYPING_PREFIXES, '');
}

function lastSegment(name: string): string {
  const parts = name.split('.');
  return parts[parts.length - 1]!;
}

class Converter {
  readonly problems: PythonProblem[] = [];
  private readonly models = new Map<string, PyClass>();
  private readonly enums = new Map<string, PyClass>();
  private readonly modelStack: string[] = [];
  style: PythonSchemaStyle = 'spark';

  constructor(classes: readonly PyClass[]) {
    for (const cls of classes) {
      const bases = cls.bases.map((b) => (b.kind === 'name' ? lastSegment(b.name) : ''));
      if (bases.some((b) => MODEL_BASES.has(b))) this.models.set(cls.name, cls);
      else if (bases.some((b) => ENUM_BASES.has(b))) this.enums.set(cls.name, cls);
    }
  }

  isModel(name: string): boolean {
    return this.models.has(name);
  }

  report(
    at: { line: number; column: number },
    message: string,
    severity: PythonProblem['severity'] = 'warning',
  ) {
    this.problems.push({ line: at.line, column: at.column, severity, message });
  }

  /** Flattens `A | B`, `Optional[A]`, `Union[A, B]` into options, separating `None`. */
  splitNone(expr: PyExpr): { options: PyExpr[]; hasNone: boolean } {
    const options: PyExpr[] = [];
    let hasNone = false;
    const visit = (e: PyExpr) => {
      if (e.kind === 'const' && e.value === null) hasNone = true;
      else if (e.kind === 'name' && (e.name === 'None' || baseName(e.name) === 'NoneType'))
        hasNone = true;
      else if (e.kind === 'union') e.options.forEach(visit);
      else if (
        e.kind === 'subscript' &&
        e.base.kind === 'name' &&
        baseName(e.base.name) === 'Optional'
      ) {
        e.args.forEach(visit);
        hasNone = true;
      } else if (
        e.kind === 'subscript' &&
        e.base.kind === 'name' &&
        baseName(e.base.name) === 'Union'
      )
        e.args.forEach(visit);
      else options.push(e);
    };
    visit(expr);
    return { options, hasNone };
  }

  /** Schema of a type in any position; `None` in a union becomes `{"type": "null"}`. */
  typeSchema(expr: PyExpr): JsonSchemaObject {
    const { options, hasNone } = this.splitNone(expr);
    const schemas = options.map((o) => this.singleType(o));
    if (hasNone) {
      if (schemas.length === 0) return { type: 'null' };
      return { anyOf: [...schemas, { type: 'null' }] };
    }
    if (schemas.length === 1) return schemas[0]!;
    return { anyOf: schemas };
  }

  /** Schema of a parameter's or field's type, applying the style's rule for `None`. */
  topLevelTypeSchema(expr: PyExpr): { schema: JsonSchemaObject; nullable: boolean } {
    const { options, hasNone } = this.splitNone(expr);
    if (!hasNone || this.style === 'spark' || options.length === 0)
      return { schema: this.typeSchema(expr), nullable: hasNone };
    // skill_command: the None is dropped; the parameter is optional through its default instead.
    const schemas = options.map((o) => this.singleType(o));
    return { schema: schemas.length === 1 ? schemas[0]! : { anyOf: schemas }, nullable: true };
  }

  literalValue(expr: PyExpr): { ok: true; value: JsonValue } | { ok: false } {
    switch (expr.kind) {
      case 'string':
        return { ok: true, value: expr.value };
      case 'number':
        return { ok: true, value: expr.value };
      case 'const':
        return { ok: true, value: expr.value };
      case 'list':
      case 'tuple': {
        const values: JsonValue[] = [];
        for (const item of expr.items) {
          const v = this.literalValue(item);
          if (!v.ok) return v;
          values.push(v.value);
        }
        return { ok: true, value: values };
      }
      case 'dict': {
        const out: Record<string, JsonValue> = {};
        for (const entry of expr.entries) {
          const v = this.literalValue(entry.value);
          if (entry.key.kind !== 'string' || !v.ok) return { ok: false };
          out[entry.key.value] = v.value;
        }
        return { ok: true, value: out };
      }
      case 'name': {
        // An Enum member such as `Color.RED` has a known value.
        const dot = expr.name.lastIndexOf('.');
        const cls = dot > 0 ? this.enums.get(expr.name.slice(0, dot)) : undefined;
        const member = cls?.assignments.find((a) => a.name === expr.name.slice(dot + 1));
        return member ? this.literalValue(member.value) : { ok: false };
      }
      default:
        return { ok: false };
    }
  }

  private enumSchema(values: JsonValue[]): JsonSchemaObject {
    if (this.style === 'spark') return { enum: values };
    const types = new Set(
      values.map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)),
    );
    if (types.size === 1) {
      const [only] = [...types];
      const type = only === 'number' ? 'number' : only;
      if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean')
        return { type, enum: values };
    }
    return { enum: values };
  }

  private unknown(expr: PyExpr, why: string): JsonSchemaObject {
    this.report(expr, `${why} It was given an empty schema (any value); edit the schema by hand.`);
    return {};
  }

  singleType(expr: PyExpr): JsonSchemaObject {
    if (expr.kind === 'string') {
      return this.unknown(
        expr,
        `The type "${expr.value}" is written as a string (a forward reference), which is not read.`,
      );
    }
    if (expr.kind === 'name') {
      const name = baseName(expr.name);
      switch (name) {
        case 'str':
          return { type: 'string' };
        case 'int':
          return { type: 'integer' };
        case 'float':
          return { type: 'number' };
        case 'bool':
          return { type: 'boolean' };
        case 'list':
        case 'List':
        case 'Sequence':
        case 'tuple':
        case 'Tuple':
          return { type: 'array' };
        case 'set':
        case 'Set':
        case 'frozenset':
        case 'FrozenSet':
          return { type: 'array', uniqueItems: true };
        case 'dict':
        case 'Dict':
        case 'Mapping':
          return { type: 'object' };
        case 'Any':
        case 'object':
          return {};
      }
      const format = getOwn(FORMAT_TYPES, name);
      if (format !== undefined) return { type: 'string', format };
      const model = this.models.get(expr.name);
      if (model) return this.modelSchema(model);
      const enumClass = this.enums.get(expr.name);
      if (enumClass) {
        const values: JsonValue[] = [];
        for (const member of enumClass.assignments) {
          const v = this.literalValue(member.value);
          if (v.ok) values.push(v.value);
          else
            this.report(
              member,
              `The value of ${enumClass.name}.${member.name} is not a literal; it was left out of the enum.`,
            );
        }
        return this.enumSchema(values);
      }
      return this.unknown(
        expr,
        `The type "${expr.name}" is not a built-in type, a typing construct, or a BaseModel/Enum defined in the pasted code.`,
      );
    }
    if (expr.kind === 'subscript' && expr.base.kind === 'name') {
      const name = baseName(expr.base.name);
      const args = expr.args;
      switch (name) {
        case 'list':
        case 'List':
        case 'Sequence':
        case 'Iterable':
          return args.length === 1
            ? { type: 'array', items: this.typeSchema(args[0]!) }
            : this.unknown(expr, `"${exprText(expr)}" needs exactly one item type.`);
        case 'set':
        case 'Set':
        case 'frozenset':
        case 'FrozenSet':
          return args.length === 1
            ? { type: 'array', items: this.typeSchema(args[0]!), uniqueItems: true }
            : this.unknown(expr, `"${exprText(expr)}" needs exactly one item type.`);
        case 'tuple':
        case 'Tuple': {
          if (args.length === 2 && args[1]!.kind === 'ellipsis')
            return { type: 'array', items: this.typeSchema(args[0]!) };
          const prefixItems = args.map((a) => this.typeSchema(a));
          return { type: 'array', prefixItems, minItems: args.length, maxItems: args.length };
        }
        case 'dict':
        case 'Dict':
        case 'Mapping':
          // Both seeds map dict[K, V] to a plain object (001 §2, 003 "Type Mapping").
          return { type: 'object' };
        case 'Optional':
        case 'Union':
          return this.typeSchema(expr);
        case 'Literal': {
          const values: JsonValue[] = [];
          for (const a of args) {
            const v = this.literalValue(a);
            if (v.ok) values.push(v.value);
            else
              this.report(
                a,
                `The Literal value "${exprText(a)}" is not a string, number, bool or None; it was left out of the enum.`,
              );
          }
          return this.enumSchema(values);
        }
        case 'Annotated': {
          const [inner, ...metadata] = args;
          if (!inner) return this.unknown(expr, 'Annotated[...] has no type.');
          const schema = this.typeSchema(inner);
          for (const m of metadata) {
            if (m.kind === 'string') schema.description = m.value;
            else if (
              m.kind === 'call' &&
              m.func.kind === 'name' &&
              lastSegment(m.func.name) === 'Field'
            ) {
              const field = this.readField(m, schema);
              Object.assign(schema, field.keywords);
            } else this.report(m, `The Annotated metadata "${exprText(m)}" is not read.`);
          }
          return schema;
        }
      }
      return this.unknown(expr, `The generic type "${exprText(expr)}" is not one the studio maps.`);
    }
    if (expr.kind === 'const' && expr.value === null) return { type: 'null' };
    return this.unknown(expr, `"${exprText(expr)}" is not a type the studio can read.`);
  }

  /**
   * Reads `Field(default, **constraints)`. Returns the JSON Schema keywords it implies and
   * whether it gives the field a default.
   */
  readField(
    call: Extract<PyExpr, { kind: 'call' }>,
    schema: JsonSchemaObject,
  ): { keywords: JsonSchemaObject; default?: PyExpr; hasDefault: boolean; alias?: string } {
    const keywords: JsonSchemaObject = {};
    const constraints: JsonSchemaObject = {};
    let defaultExpr: PyExpr | undefined = call.args[0];
    let hasDefault = defaultExpr !== undefined && defaultExpr.kind !== 'ellipsis';
    if (defaultExpr?.kind === 'ellipsis') defaultExpr = undefined;
    let alias: string | undefined;
    const types = schemaTypes(schema);
    const isArray = types.has('array');
    for (const { name, value } of call.kwargs) {
      const literal = this.literalValue(value);
      const need = (): JsonValue | undefined => {
        if (literal.ok) return literal.value;
        this.report(
          value,
          `Field(${name}=${exprText(value)}) is not a literal value; it was not read.`,
        );
        return undefined;
      };
      switch (name) {
        case 'default':
          defaultExpr = value.kind === 'ellipsis' ? undefined : value;
          hasDefault = value.kind !== 'ellipsis';
          break;
        case 'default_factory':
          hasDefault = true;
          this.report(
            value,
            `Field(default_factory=${exprText(value)}) is computed when Python runs; the field is optional but has no "default" in the schema.`,
          );
          break;
        case 'description':
        case 'title':
        case 'examples': {
          const v = need();
          if (v !== undefined) keywords[name] = v;
          break;
        }
        case 'alias': {
          const v = need();
          if (typeof v === 'string') alias = v;
          break;
        }
        case 'min_length':
        case 'max_length':
        case 'min_items':
        case 'max_items': {
          const v = need();
          if (v === undefined) break;
          const isMin = name.startsWith('min');
          constraints[
            isArray || name.endsWith('items')
              ? isMin
                ? 'minItems'
                : 'maxItems'
              : isMin
                ? 'minLength'
                : 'maxLength'
          ] = v;
          break;
        }
        case 'ge':
        case 'le':
        case 'gt':
        case 'lt':
        case 'multiple_of': {
          const v = need();
          const keyword = {
            ge: 'minimum',
            le: 'maximum',
            gt: 'exclusiveMinimum',
            lt: 'exclusiveMaximum',
            multiple_of: 'multipleOf',
          }[name];
          if (v !== undefined) constraints[keyword] = v;
          break;
        }
        case 'pattern':
        case 'regex': {
          const v = need();
          if (v !== undefined) constraints.pattern = v;
          break;
        }
        default:
          this.report(
            value,
            `Field(${name}=...) has no JSON Schema meaning the studio reads; it was left out.`,
          );
      }
    }
    const result: {
      keywords: JsonSchemaObject;
      default?: PyExpr;
      hasDefault: boolean;
      alias?: string;
    } = {
      keywords: { ...keywords, ...placeConstraints(schema, constraints) },
      hasDefault,
    };
    if (defaultExpr) result.default = defaultExpr;
    if (alias !== undefined) result.alias = alias;
    return result;
  }

  /**
   * Builds the schema for one parameter or model field: type, description, constraints from
   * Field(...), default. Returns whether it is required.
   */
  member(
    name: string,
    annotation: PyExpr | undefined,
    defaultExpr: PyExpr | undefined,
    description: string | undefined,
    at: { line: number; column: number },
    ownerLabel: string,
  ): { name: string; schema: JsonSchemaObject; required: boolean } {
    let base: JsonSchemaObject;
    if (annotation) base = this.topLevelTypeSchema(annotation).schema;
    else {
      this.report(
        at,
        `${ownerLabel} "${name}" has no type hint; it was given an empty schema (any value).`,
      );
      base = {};
    }
    let propertyName = name;
    let extra: JsonSchemaObject = {};
    let hasDefault = defaultExpr !== undefined;
    let valueExpr = defaultExpr;
    if (
      defaultExpr?.kind === 'call' &&
      defaultExpr.func.kind === 'name' &&
      lastSegment(defaultExpr.func.name) === 'Field'
    ) {
      const field = this.readField(defaultExpr, base);
      extra = field.keywords;
      hasDefault = field.hasDefault;
      valueExpr = field.default;
      if (field.alias !== undefined) propertyName = field.alias;
    }
    const schema: JsonSchemaObject = { ...base };
    const fieldDescription = extra.description;
    delete extra.description;
    const text = typeof fieldDescription === 'string' ? fieldDescription : description;
    if (text) schema.description = text;
    Object.assign(schema, extra);
    if (valueExpr) {
      const v = this.literalValue(valueExpr);
      if (!v.ok) {
        this.report(
          valueExpr,
          `The default of "${name}" (${exprText(valueExpr)}) is computed when Python runs; it is left out of the schema and "${name}" stays optional.`,
        );
      } else if (v.value !== null || this.style === 'spark') {
        // skill_command leaves `= None` out of the schema; spark writes "default": null (docs/tool-record.md#python-to-json-schema).
        schema.default = v.value;
      }
    }
    return { name: propertyName, schema, required: !hasDefault };
  }

  modelSchema(cls: PyClass): JsonSchemaObject {
    if (this.modelStack.includes(cls.name) || this.modelStack.length >= MAX_PYTHON_MODEL_DEPTH) {
      this.report(
        cls,
        `The model "${cls.name}" refers to itself (or nests deeper than ${MAX_PYTHON_MODEL_DEPTH}); the inner reference was given an empty schema.`,
      );
      return {};
    }
    this.modelStack.push(cls.name);
    const properties: Record<string, JsonSchemaObject> = {};
    const required: string[] = [];
    const doc = parseDocstring(cls.docstring);
    for (const field of cls.fields) {
      if (
        field.name === 'model_config' ||
        (field.annotation.kind === 'subscript' &&
          field.annotation.base.kind === 'name' &&
          baseName(field.annotation.base.name) === 'ClassVar')
      )
        continue;
      const m = this.member(
        field.name,
        field.annotation,
        field.default,
        doc.params.get(field.name)?.description,
        field,
        'The field',
      );
      properties[m.name] = m.schema;
      if (m.required) required.push(m.name);
    }
    this.modelStack.pop();
    const schema: JsonSchemaObject = { type: 'object' };
    if (doc.summary) schema.description = doc.summary;
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
    return schema;
  }
}

function schemaTypes(schema: JsonSchemaObject): Set<string> {
  const out = new Set<string>();
  const add = (s: unknown) => {
    if (s && typeof s === 'object' && !Array.isArray(s)) {
      const t = (s as JsonSchemaObject).type;
      if (typeof t === 'string') out.add(t);
      const anyOf = (s as JsonSchemaObject).anyOf;
      if (Array.isArray(anyOf)) anyOf.forEach(add);
    }
  };
  add(schema);
  return out;
}

/**
 * Constraints on an optional type belong to its non-null branch, as Pydantic writes them;
 * returns the keywords to merge at the top level.
 */
function placeConstraints(
  schema: JsonSchemaObject,
  constraints: JsonSchemaObject,
): JsonSchemaObject {
  if (Object.keys(constraints).length === 0) return {};
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf)) {
    const branch = anyOf.find(
      (b) => b && typeof b === 'object' && (b as JsonSchemaObject).type !== 'null',
    ) as JsonSchemaObject | undefined;
    if (branch) {
      Object.assign(branch, constraints);
      return {};
    }
  }
  return constraints;
}

function decoratorKwarg(decorator: PyDecorator | undefined, name: string) {
  return decorator?.call?.kwargs.find((k) => k.name === name)?.value;
}

function toolDecorator(fn: PyFunction): PyDecorator | undefined {
  return fn.decorators.find((d) => TOOL_DECORATORS.has(lastSegment(d.name)));
}

function convertFunction(
  fn: PyFunction,
  conv: Converter,
  requested: PythonSchemaStyle | 'auto',
): ImportedTool {
  const decorator = toolDecorator(fn);
  const isSkillCommand = decorator !== undefined && lastSegment(decorator.name) === 'skill_command';
  const style: PythonSchemaStyle =
    requested === 'auto' ? (isSkillCommand ? 'skill_command' : 'spark') : requested;
  conv.style = style;
  const doc = parseDocstring(fn.docstring);
  const excluded: ExcludedParameter[] = [];

  const stringKwarg = (key: string): string | undefined => {
    const value = decoratorKwarg(decorator, key);
    if (!value) return undefined;
    if (value.kind === 'string') return value.value;
    if (!(value.kind === 'const' && value.value === null)) {
      conv.report(
        value,
        `The decorator's ${key}=${exprText(value)} is not a string literal; it was not read.`,
      );
    }
    return undefined;
  };
  const injectRoot = decoratorKwarg(decorator, 'inject_root');

  const properties: Record<string, JsonSchemaObject> = {};
  const required: string[] = [];
  fn.params.forEach((param, index) => {
    if (param.kind === 'var-positional' || param.kind === 'var-keyword') {
      excluded.push({
        name: `${param.kind === 'var-positional' ? '*' : '**'}${param.name}`,
        line: param.line,
        reason: 'variadic parameters are not part of the schema',
      });
      return;
    }
    if (index === 0 && fn.className && (param.name === 'self' || param.name === 'cls')) {
      excluded.push({
        name: param.name,
        line: param.line,
        reason: 'the method receiver is not a tool parameter',
      });
      return;
    }
    const annotationName =
      param.annotation?.kind === 'name' ? lastSegment(param.annotation.name) : undefined;
    if (annotationName && INJECTED_TYPES.has(annotationName)) {
      excluded.push({
        name: param.name,
        line: param.line,
        reason: `${annotationName} is injected by the framework`,
      });
      return;
    }
    if (
      param.name === 'project_root' &&
      injectRoot?.kind === 'const' &&
      injectRoot.value === true
    ) {
      excluded.push({
        name: param.name,
        line: param.line,
        reason: 'project_root is injected when inject_root=True',
      });
      return;
    }
    const m = conv.member(
      param.name,
      param.annotation,
      param.default,
      doc.params.get(param.name)?.description,
      param,
      'The parameter',
    );
    properties[m.name] = m.schema;
    if (m.required) required.push(m.name);
  });
  const known = new Set(fn.params.map((p) => p.name));
  for (const [name, entry] of doc.params) {
    if (!known.has(name)) {
      conv.report(
        { line: fn.line, column: fn.column },
        `The docstring of "${fn.name}" describes "${name}" (docstring line ${entry.docLine + 1}), which is not a parameter; the description was not used.`,
      );
    }
  }

  if (decorator?.call) {
    for (const kw of decorator.call.kwargs) {
      const known =
        ['name', 'description', 'title'].includes(kw.name) ||
        (isSkillCommand && (kw.name in SKILL_HINTS || SKILL_RUNTIME_KWARGS.has(kw.name)));
      if (!known)
        conv.report(kw.value, `The decorator argument ${kw.name}= is not read by the studio.`);
    }
  }

  const tool: Tool = {
    name: stringKwarg('name') ?? fn.name,
    inputSchema: { type: 'object', properties },
  };
  const description = stringKwarg('description') ?? (doc.summary || undefined);
  if (description !== undefined) {
    // Keep MCP field order: name, description, inputSchema.
    const { name, inputSchema } = tool;
    for (const key of Object.keys(tool)) delete tool[key];
    Object.assign(tool, { name, description, inputSchema });
  } else {
    conv.report(
      fn,
      `"${fn.name}" has no docstring and no description=; the tool has no description, which models rely on.`,
    );
  }
  if (required.length > 0) tool.inputSchema.required = required;

  if (isSkillCommand) {
    // @skill_command always knows all four hints: each defaults to False (docs/tool-record.md#annotations-behaviour-hints).
    const annotations: ToolAnnotations = {};
    const title = stringKwarg('title');
    if (title !== undefined) annotations.title = title;
    for (const [kwarg, hint] of Object.entries(SKILL_HINTS)) {
      const value = decoratorKwarg(decorator, kwarg);
      if (value === undefined) annotations[hint] = false;
      else if (value.kind === 'const' && typeof value.value === 'boolean')
        annotations[hint] = value.value;
      else
        conv.report(
          value,
          `${kwarg}=${exprText(value)} is not True or False; ${hint} was left out.`,
        );
    }
    tool.annotations = annotations;
  } else {
    const title = stringKwarg('title');
    if (title !== undefined) tool.title = title;
  }
  return { tool, functionName: fn.name, line: fn.line, style, excluded };
}

/** Reads Python source and returns the tools and Pydantic models it defines. */
export function importPython(
  source: string,
  options: PythonImportOptions = {},
): PythonImportResult {
  if (source.length > MAX_PYTHON_SOURCE_CHARS) {
    return {
      tools: [],
      models: [],
      problems: [
        {
          line: 1,
          column: 1,
          severity: 'error',
          message: `The code is ${source.length} characters long; the studio reads at most ${MAX_PYTHON_SOURCE_CHARS}. Paste only the functions and models you need.`,
        },
      ],
    };
  }
  const module = parsePythonModule(source);
  const conv = new Converter(module.classes);
  for (const p of module.problems) conv.problems.push({ ...p, severity: 'error' });
  const requested = options.style ?? 'auto';

  const candidates = module.functions.filter((fn) => !(fn.className && conv.isModel(fn.className)));
  const decorated = candidates.filter((fn) => toolDecorator(fn));
  const chosen =
    decorated.length > 0 ? decorated : candidates.filter((fn) => !fn.name.startsWith('_'));
  const tools = chosen.map((fn) => convertFunction(fn, conv, requested));

  conv.style = requested === 'auto' ? 'spark' : requested;
  const models = module.classes
    .filter((c) => conv.isModel(c.name))
    .map((c) => ({ name: c.name, line: c.line, schema: conv.modelSchema(c) }));

  if (tools.length === 0 && models.length === 0 && conv.problems.length === 0) {
    conv.problems.push({
      line: 1,
      column: 1,
      severity: 'error',
      message:
        'No function ("def name(...):") or Pydantic model ("class X(BaseModel):") was found in the code.',
    });
  }
  conv.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tools, models, problems: dedupeProblems(conv.problems) };
}

/** The same construct can be read twice (a model used by two tools); report it once. */
function dedupeProblems(problems: PythonProblem[]): PythonProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
