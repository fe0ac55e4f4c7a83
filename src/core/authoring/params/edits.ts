/**
 * Parameter-table changes as text edits on the document. Each change is computed with
 * jsonc-parser's `modify` step by step and returned as one minimal replacement, so the editor
 * records it as one undo step and everything outside the changed span (formatting, comments)
 * stays as written.
 */
import { applyEdits, findNodeAtLocation, getNodeValue, modify, parseTree } from 'jsonc-parser';
import type {
  FormattingOptions,
  JSONPath,
  ModificationOptions,
  Node as JsonNode,
  ParseError,
} from 'jsonc-parser';
import type { TextEdit } from '../../model/diagnostic';
import { diffAsEdit } from '../../model/json-edits';
import { detectFormatting } from '../../model/text-edits';
import type { JsonSchemaObject, JsonValue } from '../../model/types';
import { isPlainObject } from '../../model/types';
import { pointerToPath } from '../../model/pointer';
import { CONSTRAINTS_BY_KIND, arrayAtNode } from './table';
import type { ItemKind, ParamKind } from './table';
import { errorMessage } from '../../error-message';

export type ParamOp =
  | { op: 'add'; parent: string; name: string; schema?: JsonSchemaObject; required?: boolean }
  | { op: 'rename'; parent: string; name: string; newName: string }
  | { op: 'delete'; parent: string; name: string }
  | { op: 'move'; parent: string; name: string; toIndex: number }
  | { op: 'setType'; parent: string; name: string; kind: ParamKind }
  | { op: 'setItemsType'; parent: string; name: string; kind: ItemKind }
  | { op: 'setRequired'; parent: string; name: string; required: boolean }
  | { op: 'setDescription'; parent: string; name: string; value: string | undefined }
  | { op: 'setDefault'; parent: string; name: string; value: JsonValue | undefined }
  | {
      op: 'setConstraint';
      parent: string;
      name: string;
      keyword: string;
      value: JsonValue | undefined;
    }
  | { op: 'setEnumValues'; parent: string; name: string; values: JsonValue[] };

export type ParamEditResult = { ok: true; edits: TextEdit[] } | { ok: false; message: string };

/** The change from `before` to `after` as one replacement (none when equal). */
function diffAsEdits(before: string, after: string): TextEdit[] {
  const edit = diffAsEdit(before, after);
  return edit ? [edit] : [];
}

class Draft {
  text: string;
  private readonly formatting: FormattingOptions;
  constructor(readonly original: string) {
    this.text = original;
    this.formatting = detectFormatting(original);
  }
  get root(): JsonNode | undefined {
    return parseTree(this.text, [], { allowTrailingComma: true });
  }
  path(pointer: string): JSONPath {
    return pointerToPath(pointer, arrayAtNode(this.root));
  }
  node(path: JSONPath): JsonNode | undefined {
    const root = this.root;
    return root ? findNodeAtLocation(root, path) : undefined;
  }
  value(path: JSONPath): unknown {
    const node = this.node(path);
    return node ? getNodeValue(node) : undefined;
  }
  set(path: JSONPath, value: unknown, isArrayInsertion = false) {
    const options: ModificationOptions = { isArrayInsertion };
    if (this.wantsFormatting(path, value, isArrayInsertion))
      options.formattingOptions = this.formatting;
    this.text = applyEdits(this.text, modify(this.text, path, value, options));
  }
  /**
   * jsonc-parser formats every line an edit touches, so formatting is asked for only where new
   * structure goes into a multi-line container; removals and scalar replacements stay byte-exact
   * around them, and single-line documents stay single-line.
   */
  private wantsFormatting(path: JSONPath, value: unknown, isArrayInsertion: boolean): boolean {
    if (value === undefined) return false;
    const existing = this.node(path);
    if (existing && !isArrayInsertion && (value === null || typeof value !== 'object'))
      return false;
    // The nearest existing container the value goes into (or replaces within).
    for (let depth = path.length - (existing && !isArrayInsertion ? 0 : 1); depth >= 0; depth--) {
      const container = this.node(path.slice(0, depth));
      if (container)
        return this.text
          .slice(container.offset, container.offset + container.length)
          .includes('\n');
    }
    return this.text.includes('\n');
  }
  replace(offset: number, length: number, content: string) {
    this.text = this.text.slice(0, offset) + content + this.text.slice(offset + length);
  }
  result(): ParamEditResult {
    return { ok: true, edits: diffAsEdits(this.original, this.text) };
  }
}

function fail(message: string): ParamEditResult {
  return { ok: false, message };
}

function requiredList(draft: Draft, parentPath: JSONPath): unknown[] | undefined {
  const value = draft.value([...parentPath, 'required']);
  return Array.isArray(value) ? value : undefined;
}

function removeFromRequired(draft: Draft, parentPath: JSONPath, name: string) {
  const required = requiredList(draft, parentPath);
  if (!required) return;
  const index = required.indexOf(name);
  if (index < 0) return;
  // An empty `required` says nothing; it goes with its last name.
  if (required.length === 1) draft.set([...parentPath, 'required'], undefined);
  else draft.set([...parentPath, 'required', index], undefined);
}

function addToRequired(draft: Draft, parentPath: JSONPath, name: string) {
  const required = requiredList(draft, parentPath);
  if (!required) draft.set([...parentPath, 'required'], [name]);
  else if (!required.includes(name))
    draft.set([...parentPath, 'required', required.length], name, true);
}

/** Keywords that belong to one kind of schema; changing the type removes the others. */
const SHAPE_KEYWORDS = [
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'items',
  'prefixItems',
  'properties',
  'required',
  'additionalProperties',
  'uniqueItems',
];
const ALL_CONSTRAINTS = new Set(Object.values(CONSTRAINTS_BY_KIND).flat());

function defaultFits(kind: ParamKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function setType(draft: Draft, path: JSONPath, kind: ParamKind) {
  const current = draft.value(path);
  const schema = isPlainObject(current) ? current : {};
  const oldType = typeof schema.type === 'string' ? schema.type : 'string';
  const scalarType = ['string', 'integer', 'number', 'boolean'].includes(oldType)
    ? oldType
    : 'string';
  const keep = new Set<string>(
    kind === 'enum' || kind === 'union' || kind === 'any' ? [] : CONSTRAINTS_BY_KIND[kind],
  );
  if (kind === 'array') keep.add('items').add('uniqueItems');
  if (kind === 'object') keep.add('properties').add('required').add('additionalProperties');
  if (kind === 'enum') keep.add('enum');
  for (const key of Object.keys(schema)) {
    if ((SHAPE_KEYWORDS.includes(key) || ALL_CONSTRAINTS.has(key)) && !keep.has(key))
      draft.set([...path, key], undefined);
  }
  if ('default' in schema && !defaultFits(kind, schema.default))
    draft.set([...path, 'default'], undefined);
  switch (kind) {
    case 'enum':
      draft.set([...path, 'type'], scalarType);
      if (!Array.isArray(schema.enum))
        draft.set(
          [...path, 'enum'],
          'default' in schema && defaultFits(scalarType as ParamKind, schema.default)
            ? [schema.default]
            : [],
        );
      break;
    case 'union':
      draft.set([...path, 'type'], undefined);
      draft.set([...path, 'anyOf'], [{ type: scalarType }, { type: 'null' }]);
      break;
    case 'any':
      draft.set([...path, 'type'], undefined);
      break;
    default:
      draft.set([...path, 'type'], kind);
      if (kind === 'array' && schema.items === undefined)
        draft.set([...path, 'items'], { type: 'string' });
      if (kind === 'object' && schema.properties === undefined)
        draft.set([...path, 'properties'], {});
  }
}

/** Moves the property at `from` to `to`, permuting the members' text and keeping the separators. */
function move(draft: Draft, propertiesNode: JsonNode, from: number, to: number) {
  const members = propertiesNode.children ?? [];
  const slots = members.map((m) => ({
    offset: m.offset,
    end: m.offset + m.length,
    text: draft.text.slice(m.offset, m.offset + m.length),
  }));
  const order = slots.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  let content = '';
  for (let i = lo; i <= hi; i++) {
    content += slots[order[i]!]!.text;
    if (i < hi) content += draft.text.slice(slots[i]!.end, slots[i + 1]!.offset);
  }
  draft.replace(slots[lo]!.offset, slots[hi]!.end - slots[lo]!.offset, content);
}

function isValidName(name: string): boolean {
  return name.trim() !== '' && name === name.trim();
}

/** Computes the text edits for one parameter-table change; a change it cannot make is refused with a message. */
export function paramEdits(text: string, op: ParamOp): ParamEditResult {
  try {
    return computeParamEdits(text, op);
  } catch (error) {
    // jsonc-parser refuses some shapes (e.g. a keyword inside a boolean schema); the text is left as it is.
    return fail(
      `This change cannot be made in the table (${errorMessage(error)}); edit the JSON instead.`,
    );
  }
}

function computeParamEdits(text: string, op: ParamOp): ParamEditResult {
  const draft = new Draft(text);
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: true });
  // Editing around a syntax error could put the change in the wrong place.
  if (errors.length > 0 && text.trim() !== '')
    return fail('The JSON text has a syntax error; fix it in the editor first.');
  const parentPath = draft.path(op.parent);
  const propertiesPath: JSONPath = [...parentPath, 'properties'];
  const path: JSONPath = [...propertiesPath, op.name];
  const properties = draft.value(propertiesPath);
  const exists =
    isPlainObject(properties) && Object.prototype.hasOwnProperty.call(properties, op.name);

  if (op.op === 'add') {
    if (!isValidName(op.name))
      return fail('A parameter needs a name without leading or trailing spaces.');
    if (exists) return fail(`There is already a parameter "${op.name}".`);
    const parent = draft.value(parentPath);
    if (parent !== undefined && !isPlainObject(parent))
      return fail(`The schema at ${op.parent} is not an object; edit it in the JSON.`);
    if (parent === undefined) draft.set(parentPath, { type: 'object', properties: {} });
    draft.set(path, op.schema ?? { type: 'string' });
    if (op.required) addToRequired(draft, parentPath, op.name);
    return draft.result();
  }
  if (!exists)
    return fail(`There is no parameter "${op.name}" at ${op.parent}; the JSON may have changed.`);

  switch (op.op) {
    case 'rename': {
      if (op.newName === op.name) return { ok: true, edits: [] };
      if (!isValidName(op.newName))
        return fail('A parameter needs a name without leading or trailing spaces.');
      if (Object.prototype.hasOwnProperty.call(properties, op.newName))
        return fail(`There is already a parameter "${op.newName}".`);
      const keyNode = draft.node(path)?.parent?.children?.[0];
      if (!keyNode) return fail(`Cannot find "${op.name}" in the text.`);
      draft.replace(keyNode.offset, keyNode.length, JSON.stringify(op.newName));
      const required = requiredList(draft, parentPath);
      const index = required?.indexOf(op.name) ?? -1;
      if (index >= 0) draft.set([...parentPath, 'required', index], op.newName);
      return draft.result();
    }
    case 'delete':
      draft.set(path, undefined);
      removeFromRequired(draft, parentPath, op.name);
      return draft.result();
    case 'move': {
      const propertiesNode = draft.node(propertiesPath);
      const count = propertiesNode?.children?.length ?? 0;
      const from = Object.keys(properties as object).indexOf(op.name);
      if (!propertiesNode || op.toIndex < 0 || op.toIndex >= count)
        return fail(`Cannot move "${op.name}" to position ${op.toIndex + 1}.`);
      if (from !== op.toIndex) move(draft, propertiesNode, from, op.toIndex);
      return draft.result();
    }
    case 'setType':
      setType(draft, path, op.kind);
      return draft.result();
    case 'setItemsType': {
      const items = draft.value([...path, 'items']);
      if (op.kind === 'any') draft.set([...path, 'items'], {});
      else if (op.kind === 'object')
        draft.set([...path, 'items'], { type: 'object', properties: {} });
      else if (
        isPlainObject(items) &&
        Object.keys(items).every((k) => ['type', 'description'].includes(k))
      )
        draft.set([...path, 'items', 'type'], op.kind);
      else draft.set([...path, 'items'], { type: op.kind });
      return draft.result();
    }
    case 'setRequired':
      if (op.required) addToRequired(draft, parentPath, op.name);
      else removeFromRequired(draft, parentPath, op.name);
      return draft.result();
    case 'setDescription':
      draft.set([...path, 'description'], op.value === '' ? undefined : op.value);
      return draft.result();
    case 'setDefault':
      draft.set([...path, 'default'], op.value);
      return draft.result();
    case 'setConstraint':
      draft.set([...path, op.keyword], op.value);
      return draft.result();
    case 'setEnumValues':
      draft.set([...path, 'enum'], op.values);
      return draft.result();
  }
}
