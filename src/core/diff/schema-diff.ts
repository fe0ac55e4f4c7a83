/**
 * Compares two JSON Schemas node by node along the instance they describe. `$ref`s are followed
 * on each side, so two references that resolve to equal schemas are no change, whatever their text.
 */
import { MAX_DIFF_DEPTH } from '../limits';
import { LOWER_BOUND_KEYWORDS, UPPER_BOUND_KEYWORDS } from '../schema/keywords';
import { resolveLocalRef } from '../schema/refs';
import { joinPointer, toPointer } from '../model/pointer';
import type { PathSegment } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { JsonSchemaObject } from '../model/types';
import type { ChangeKindId, Scope } from './kinds';
import { canonicalJson, sameJson } from '../model/canonical-json';
import { describeValue } from './json';
import type { RawChange, WitnessCandidate } from './types';

export interface SchemaSide {
  /** The schema root, for `$ref` resolution. */
  root: unknown;
  /** Where the root sits in its document (`/inputSchema`, `/tools/2/outputSchema`). */
  rootPointer: string;
}

interface View {
  /** The schema after following `$ref`s: an object, or a boolean schema. */
  schema: JsonSchemaObject | boolean;
  pointer: string;
  /** A `$ref` that could not be followed (external, missing): compared by its text. */
  unresolved?: string;
}

interface Walk {
  scope: Scope;
  old: SchemaSide;
  new: SchemaSide;
  out: RawChange[];
  seen: Set<string>;
}

/** Keywords that never change which values are valid. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
]);
/** Keywords this walk reasons about itself (everything else known is `keyword-changed`). */
const HANDLED = new Set([
  '$ref',
  '$schema',
  '$id',
  '$anchor',
  '$defs',
  'definitions',
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'default',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'uniqueItems',
  'multipleOf',
]);
/** Assertion keywords compared by their text only. */
const OPAQUE = new Set([
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'propertyNames',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedProperties',
  'unevaluatedItems',
  'patternProperties',
  '$dynamicRef',
  '$recursiveRef',
]);

const LOWER_BOUNDS = LOWER_BOUND_KEYWORDS;
const UPPER_BOUNDS = UPPER_BOUND_KEYWORDS;

/** JSON types, with number split into integers and fractions so number → integer is visible. */
type Atom = 'null' | 'boolean' | 'object' | 'array' | 'string' | 'integer' | 'fraction';
const ALL_ATOMS: readonly Atom[] = [
  'null',
  'boolean',
  'object',
  'array',
  'string',
  'integer',
  'fraction',
];
const ATOM_SAMPLES: Record<Atom, unknown> = {
  null: null,
  boolean: true,
  object: {},
  array: [],
  string: 'text',
  integer: 1,
  fraction: 1.5,
};

export function diffSchemas(scope: Scope, oldSide: SchemaSide, newSide: SchemaSide): RawChange[] {
  const walk: Walk = { scope, old: oldSide, new: newSide, out: [], seen: new Set() };
  const oldDialect = isPlainObject(oldSide.root) ? oldSide.root.$schema : undefined;
  const newDialect = isPlainObject(newSide.root) ? newSide.root.$schema : undefined;
  if (!sameJson(oldDialect, newDialect)) {
    push(
      walk,
      'dialect-changed',
      `$schema changed from ${describeValue(oldDialect)} to ${describeValue(newDialect)}.`,
      keywordPointer(oldSide.root, oldSide.rootPointer, '$schema'),
      keywordPointer(newSide.root, newSide.rootPointer, '$schema'),
    );
  }
  compareNode(walk, oldSide.root, newSide.root, oldSide.rootPointer, newSide.rootPointer, [], 0);
  return walk.out;
}

function push(
  walk: Walk,
  kind: ChangeKindId,
  message: string,
  oldPointer: string,
  newPointer: string,
  path?: PathSegment[],
  candidates?: WitnessCandidate[],
): void {
  walk.out.push({
    kind,
    scope: walk.scope,
    message,
    oldPointer,
    newPointer,
    ...(path ? { path } : {}),
    ...(candidates ? { candidates } : {}),
  });
}

function keywordPointer(schema: unknown, pointer: string, keyword: string): string {
  return isPlainObject(schema) && keyword in schema ? joinPointer(pointer, keyword) : pointer;
}

/** Follows `$ref`s (bounded by resolveLocalRef); a `$ref` with siblings is read as the target plus the siblings. */
function view(node: unknown, side: SchemaSide, pointer: string, hops = 0): View {
  if (typeof node === 'boolean') return { schema: node, pointer };
  if (!isPlainObject(node)) return { schema: true, pointer };
  if (typeof node.$ref !== 'string' || !isPlainObject(side.root)) return { schema: node, pointer };
  const target = resolveLocalRef(side.root, side.rootPointer, node.$ref);
  if (!target.ok || hops > MAX_DIFF_DEPTH) return { schema: node, pointer, unresolved: node.$ref };
  const { $ref: _ref, ...siblings } = node;
  const assertions = Object.keys(siblings).filter((k) => !ANNOTATIONS.has(k));
  if (assertions.length === 0) return view(target.schema, side, target.pointer, hops + 1);
  const resolved = view(target.schema, side, target.pointer, hops + 1);
  const base =
    typeof resolved.schema === 'boolean' ? (resolved.schema ? {} : { not: {} }) : resolved.schema;
  return { schema: { ...base, ...siblings }, pointer };
}

function obj(schema: JsonSchemaObject | boolean): JsonSchemaObject {
  return typeof schema === 'boolean' ? {} : schema;
}

/** The JSON types a node admits by its `type` keyword alone (`false` admits none). */
function atoms(schema: JsonSchemaObject | boolean): Set<Atom> {
  if (schema === false) return new Set();
  if (schema === true) return new Set(ALL_ATOMS);
  const type = schema.type;
  const declared =
    typeof type === 'string'
      ? [type]
      : Array.isArray(type)
        ? type.filter((t): t is string => typeof t === 'string')
        : undefined;
  if (!declared) return new Set(ALL_ATOMS);
  const result = new Set<Atom>();
  for (const t of declared) {
    if (t === 'number') {
      result.add('integer');
      result.add('fraction');
    } else if ((ALL_ATOMS as readonly string[]).includes(t)) result.add(t as Atom);
  }
  return result;
}

function hasRef(value: unknown): boolean {
  return JSON.stringify(value).includes('"$ref"');
}

function compareNode(
  walk: Walk,
  oldNode: unknown,
  newNode: unknown,
  oldPointer: string,
  newPointer: string,
  path: PathSegment[],
  depth: number,
): void {
  if (depth > MAX_DIFF_DEPTH) return;
  const o = view(oldNode, walk.old, oldPointer);
  const n = view(newNode, walk.new, newPointer);
  // Keyed by schema locations only: a definition reached again (recursion, or a second property
  // using it) is reported once, where it is written.
  const key = `${o.pointer}|${n.pointer}`;
  if (walk.seen.has(key)) return;
  walk.seen.add(key);
  // Equal text is equal meaning unless a `$ref` inside resolves differently on each side.
  if (sameJson(o.schema, n.schema) && !hasRef(o.schema)) return;
  if (o.unresolved !== undefined || n.unresolved !== undefined) {
    if (o.unresolved !== n.unresolved) {
      push(
        walk,
        'keyword-changed',
        `${at(path)}: "$ref" ${describeValue(o.unresolved ?? '(inline)')} became ${describeValue(n.unresolved ?? '(inline)')}, which the diff cannot follow.`,
        keywordPointer(o.schema, o.pointer, '$ref'),
        keywordPointer(n.schema, n.pointer, '$ref'),
        path,
        [],
      );
    }
    return;
  }
  const os = obj(o.schema);
  const ns = obj(n.schema);
  const oldUnion = unionOf(os);
  const newUnion = unionOf(ns);
  if (
    (oldUnion === undefined) !== (newUnion === undefined) &&
    typeof o.schema !== 'boolean' &&
    typeof n.schema !== 'boolean'
  ) {
    // One side is a union, the other a plain schema: compare the plain one as a union of one.
    const oldBranches = oldUnion
      ? branches(os, oldUnion, o.pointer)
      : [{ node: o.schema, pointer: o.pointer }];
    const newBranches = newUnion
      ? branches(ns, newUnion, n.pointer)
      : [{ node: n.schema, pointer: n.pointer }];
    compareBranches(walk, oldBranches, newBranches, o.pointer, n.pointer, path, depth);
    return;
  }
  compareTypes(walk, o, n, path);
  if (oldUnion && newUnion) {
    if (oldUnion !== newUnion) {
      push(
        walk,
        'keyword-changed',
        `${at(path)}: ${oldUnion} became ${newUnion}.`,
        joinPointer(o.pointer, oldUnion),
        joinPointer(n.pointer, newUnion),
        path,
        [],
      );
    }
    compareBranches(
      walk,
      branches(os, oldUnion, o.pointer),
      branches(ns, newUnion, n.pointer),
      joinPointer(o.pointer, oldUnion),
      joinPointer(n.pointer, newUnion),
      path,
      depth,
    );
  }
  compareValues(walk, os, ns, o.pointer, n.pointer, path);
  compareBounds(walk, os, ns, o.pointer, n.pointer, path);
  compareObjects(walk, os, ns, o.pointer, n.pointer, path, depth);
  compareArrays(walk, os, ns, o.pointer, n.pointer, path, depth);
  compareAllOf(walk, os, ns, o.pointer, n.pointer, path, depth);
  compareRest(walk, os, ns, o.pointer, n.pointer, path);
}

function at(path: PathSegment[]): string {
  return path.length === 0 ? 'The whole value' : `"${toPointer(path).slice(1)}"`;
}

function unionOf(schema: JsonSchemaObject): 'anyOf' | 'oneOf' | undefined {
  if (Array.isArray(schema.anyOf)) return 'anyOf';
  if (Array.isArray(schema.oneOf)) return 'oneOf';
  return undefined;
}

interface Branch {
  node: unknown;
  pointer: string;
}

function branches(schema: JsonSchemaObject, keyword: 'anyOf' | 'oneOf', pointer: string): Branch[] {
  return (schema[keyword] as unknown[]).map((node, i) => ({
    node,
    pointer: joinPointer(pointer, keyword, i),
  }));
}

/**
 * Indexes of branches by key (a branch may have several keys), each list in branch order, read
 * from a cursor: `takeFirst` gives the lowest index still in `available` under any of the keys
 * (the caller takes it out), skipping each taken index once rather than scanning every branch.
 */
class IndexQueues<K> {
  private readonly lists = new Map<K, number[]>();
  private readonly cursors = new Map<K, number>();

  constructor(keysByIndex: readonly (readonly K[])[]) {
    keysByIndex.forEach((keys, index) => {
      for (const key of keys) {
        const list = this.lists.get(key);
        if (list) list.push(index);
        else this.lists.set(key, [index]);
      }
    });
  }

  takeFirst(keys: readonly K[], available: Set<number>): number | undefined {
    let best: number | undefined;
    for (const key of keys) {
      const list = this.lists.get(key);
      if (!list) continue;
      let cursor = this.cursors.get(key) ?? 0;
      while (cursor < list.length && !available.has(list[cursor]!)) cursor++;
      this.cursors.set(key, cursor);
      const candidate = list[cursor];
      if (candidate !== undefined && (best === undefined || candidate < best)) best = candidate;
    }
    return best;
  }
}

/** Pairs equal branches, then the rest by shared types; what is left was added or removed. */
function compareBranches(
  walk: Walk,
  oldBranches: Branch[],
  newBranches: Branch[],
  oldParent: string,
  newParent: string,
  path: PathSegment[],
  depth: number,
): void {
  const resolvedOld = oldBranches.map((b) =>
    canonicalJson(view(b.node, walk.old, b.pointer).schema),
  );
  const resolvedNew = newBranches.map((b) =>
    canonicalJson(view(b.node, walk.new, b.pointer).schema),
  );
  const oldLeft = new Set(oldBranches.keys());
  const newLeft = new Set(newBranches.keys());
  // Each old branch takes the first new branch left that is equal, then the first left that shares
  // a type with it. Both are looked up in indexes of the new branches (by text, by type), each
  // read from a cursor past the branches already taken: a union of 2 000 branches was compared
  // pair by pair.
  const equalNew = new IndexQueues<string>(resolvedNew.map((text) => [text]));
  for (const i of oldBranches.keys()) {
    const j = equalNew.takeFirst([resolvedOld[i]!], newLeft);
    if (j !== undefined) {
      oldLeft.delete(i);
      newLeft.delete(j);
    }
  }
  const newTypes = new IndexQueues<Atom>(
    newBranches.map((b, k) =>
      newLeft.has(k) ? [...atoms(view(b.node, walk.new, b.pointer).schema)] : [],
    ),
  );
  for (const i of [...oldLeft]) {
    const oldTypes = atoms(view(oldBranches[i]!.node, walk.old, oldBranches[i]!.pointer).schema);
    const j = newTypes.takeFirst([...oldTypes], newLeft);
    if (j === undefined) continue;
    oldLeft.delete(i);
    newLeft.delete(j);
    compareNode(
      walk,
      oldBranches[i]!.node,
      newBranches[j]!.node,
      oldBranches[i]!.pointer,
      newBranches[j]!.pointer,
      path,
      depth + 1,
    );
  }
  for (const i of oldLeft) {
    const b = oldBranches[i]!;
    push(
      walk,
      'union-branch-removed',
      `${at(path)}: the alternative ${branchLabel(view(b.node, walk.old, b.pointer).schema)} was removed.`,
      b.pointer,
      newParent,
      path,
      branchCandidates(b, walk.old, 'old'),
    );
  }
  for (const j of newLeft) {
    const b = newBranches[j]!;
    push(
      walk,
      'union-branch-added',
      `${at(path)}: the alternative ${branchLabel(view(b.node, walk.new, b.pointer).schema)} was added.`,
      oldParent,
      b.pointer,
      path,
      branchCandidates(b, walk.new, 'new'),
    );
  }
}

function branchLabel(schema: JsonSchemaObject | boolean): string {
  if (typeof schema === 'boolean') return String(schema);
  if ('const' in schema) return describeValue(schema.const);
  if (typeof schema.title === 'string') return JSON.stringify(schema.title);
  if (schema.type !== undefined) return `of type ${typeLabel(schema)}`;
  return 'schema';
}

function branchCandidates(
  branch: Branch,
  side: SchemaSide,
  from: 'old' | 'new',
): WitnessCandidate[] {
  const schema = view(branch.node, side, branch.pointer).schema;
  return [
    { example: schema, from },
    ...[...atoms(schema)].map((a) => ({ value: ATOM_SAMPLES[a] })),
  ];
}

function compareTypes(walk: Walk, o: View, n: View, path: PathSegment[]): void {
  const oldAtoms = atoms(o.schema);
  const newAtoms = atoms(n.schema);
  const removed = [...oldAtoms].filter((a) => !newAtoms.has(a));
  const added = [...newAtoms].filter((a) => !oldAtoms.has(a));
  if (removed.length === 0 && added.length === 0) return;
  const oldPointer = keywordPointer(o.schema, o.pointer, 'type');
  const newPointer = keywordPointer(n.schema, n.pointer, 'type');
  const candidates = [...removed, ...added].map((a) => ({ value: ATOM_SAMPLES[a] }));
  const from = typeLabel(o.schema);
  const to = typeLabel(n.schema);
  let kind: ChangeKindId;
  if (removed.length > 0 && added.length > 0) kind = 'type-changed';
  else if (removed.length === 1 && removed[0] === 'fraction' && oldAtoms.has('integer'))
    kind = 'number-to-integer';
  else if (added.length === 1 && added[0] === 'fraction' && newAtoms.has('integer'))
    kind = 'integer-to-number';
  else if (removed.length === 1 && removed[0] === 'null') kind = 'null-removed';
  else if (added.length === 1 && added[0] === 'null') kind = 'null-added';
  else kind = removed.length > 0 ? 'type-narrowed' : 'type-widened';
  push(
    walk,
    kind,
    `${at(path)}: type ${from} became ${to}.`,
    oldPointer,
    newPointer,
    path,
    candidates,
  );
}

function typeLabel(schema: JsonSchemaObject | boolean): string {
  if (schema === false) return 'false (nothing)';
  if (schema === true || schema.type === undefined) return 'any';
  const { type } = schema;
  if (typeof type === 'string') return type;
  // An invalid "type" (an object, a number, a list with one) is shown as the JSON it is.
  return Array.isArray(type) && type.every((t) => typeof t === 'string')
    ? type.join(' | ')
    : describeValue(type);
}

function compareValues(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
): void {
  const oldEnum = Array.isArray(os.enum) ? os.enum : undefined;
  const newEnum = Array.isArray(ns.enum) ? ns.enum : undefined;
  if (oldEnum && newEnum) {
    const oldKeys = new Set(oldEnum.map(canonicalJson));
    const newKeys = new Set(newEnum.map(canonicalJson));
    oldEnum.forEach((value, i) => {
      if (!newKeys.has(canonicalJson(value)))
        push(
          walk,
          'enum-value-removed',
          `${at(path)}: the value ${describeValue(value)} is no longer allowed.`,
          joinPointer(op, 'enum', i),
          joinPointer(np, 'enum'),
          path,
          [{ value }],
        );
    });
    newEnum.forEach((value, i) => {
      if (!oldKeys.has(canonicalJson(value)))
        push(
          walk,
          'enum-value-added',
          `${at(path)}: the value ${describeValue(value)} is now allowed.`,
          joinPointer(op, 'enum'),
          joinPointer(np, 'enum', i),
          path,
          [{ value }],
        );
    });
  } else if (newEnum) {
    push(
      walk,
      'enum-added',
      `${at(path)}: only ${newEnum.map(describeValue).join(', ')} are allowed now.`,
      op,
      joinPointer(np, 'enum'),
      path,
      freeCandidates(os, 'old'),
    );
  } else if (oldEnum) {
    push(
      walk,
      'enum-removed',
      `${at(path)}: the list of allowed values was dropped.`,
      joinPointer(op, 'enum'),
      np,
      path,
      freeCandidates(ns, 'new'),
    );
  }
  const oldHas = 'const' in os;
  const newHas = 'const' in ns;
  if (oldHas && newHas && !sameJson(os.const, ns.const)) {
    push(
      walk,
      'const-changed',
      `${at(path)}: const ${describeValue(os.const)} became ${describeValue(ns.const)}.`,
      joinPointer(op, 'const'),
      joinPointer(np, 'const'),
      path,
      [{ value: os.const }, { value: ns.const }],
    );
  } else if (newHas && !oldHas) {
    push(
      walk,
      'const-added',
      `${at(path)}: only ${describeValue(ns.const)} is allowed now.`,
      op,
      joinPointer(np, 'const'),
      path,
      freeCandidates(os, 'old'),
    );
  } else if (oldHas && !newHas) {
    push(
      walk,
      'const-removed',
      `${at(path)}: const ${describeValue(os.const)} was dropped.`,
      joinPointer(op, 'const'),
      np,
      path,
      freeCandidates(ns, 'new'),
    );
  }
}

/** Values to try where one side restricts values by enum/const and the other does not. */
function freeCandidates(unrestricted: JsonSchemaObject, from: 'old' | 'new'): WitnessCandidate[] {
  const { enum: _e, const: _c, ...rest } = unrestricted;
  return [
    { example: rest, from },
    { value: 'other' },
    { value: 0 },
    { value: -1 },
    { value: false },
    { value: null },
  ];
}

function compareBounds(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
): void {
  for (const keyword of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
    const a = os[keyword];
    const b = ns[keyword];
    if (sameJson(a, b)) continue;
    let tighter: boolean;
    if (typeof a === 'boolean' || typeof b === 'boolean') {
      // draft-07 spells exclusive bounds as booleans beside minimum/maximum.
      tighter = b === true;
    } else if (typeof b === 'number' && typeof a !== 'number') tighter = true;
    else if (typeof a === 'number' && typeof b !== 'number') tighter = false;
    else if (typeof a === 'number' && typeof b === 'number')
      tighter = (LOWER_BOUNDS as readonly string[]).includes(keyword) ? b > a : b < a;
    else continue;
    pushBound(walk, tighter, keyword, a, b, op, np, path, boundCandidates(keyword, a, b, os, ns));
  }
  if (os.uniqueItems !== ns.uniqueItems && (os.uniqueItems === true || ns.uniqueItems === true)) {
    const items = os.items ?? ns.items ?? true;
    pushBound(
      walk,
      ns.uniqueItems === true,
      'uniqueItems',
      os.uniqueItems,
      ns.uniqueItems,
      op,
      np,
      path,
      [{ repeat: items, count: 2, from: os.items !== undefined ? 'old' : 'new' }],
    );
  }
  if (!sameJson(os.multipleOf, ns.multipleOf)) {
    const a = typeof os.multipleOf === 'number' ? os.multipleOf : undefined;
    const b = typeof ns.multipleOf === 'number' ? ns.multipleOf : undefined;
    const candidates = [a, b]
      .filter((v): v is number => v !== undefined)
      .flatMap((v) => [{ value: v }, { value: v * 3 }, { value: v / 2 }, { value: v + 1 }]);
    if (a === undefined || b === undefined || isMultiple(b, a) || isMultiple(a, b)) {
      // Every multiple of b is a multiple of a when b is a multiple of a: tighter.
      const tighter = a === undefined ? true : b === undefined ? false : isMultiple(b, a);
      pushBound(walk, tighter, 'multipleOf', a, b, op, np, path, candidates);
    } else {
      push(
        walk,
        'multiple-of-changed',
        `${at(path)}: multipleOf ${a} became ${b}.`,
        joinPointer(op, 'multipleOf'),
        joinPointer(np, 'multipleOf'),
        path,
        candidates,
      );
    }
  }
  if (!sameJson(os.pattern, ns.pattern)) {
    const candidates = patternCandidates(os, ns);
    if (typeof os.pattern === 'string' && typeof ns.pattern === 'string') {
      push(
        walk,
        'pattern-changed',
        `${at(path)}: pattern ${JSON.stringify(os.pattern)} became ${JSON.stringify(ns.pattern)}.`,
        joinPointer(op, 'pattern'),
        joinPointer(np, 'pattern'),
        path,
        candidates,
      );
    } else {
      pushBound(
        walk,
        typeof ns.pattern === 'string',
        'pattern',
        os.pattern,
        ns.pattern,
        op,
        np,
        path,
        candidates,
      );
    }
  }
  if (!sameJson(os.format, ns.format)) {
    const kind: ChangeKindId =
      os.format === undefined
        ? 'format-added'
        : ns.format === undefined
          ? 'format-removed'
          : 'format-changed';
    push(
      walk,
      kind,
      `${at(path)}: format ${describeValue(os.format ?? '(none)')} became ${describeValue(ns.format ?? '(none)')}.`,
      keywordPointer(os, op, 'format'),
      keywordPointer(ns, np, 'format'),
      path,
    );
  }
}

function isMultiple(value: number, of: number): boolean {
  const ratio = value / of;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function pushBound(
  walk: Walk,
  tighter: boolean,
  keyword: string,
  a: unknown,
  b: unknown,
  op: string,
  np: string,
  path: PathSegment[],
  candidates: WitnessCandidate[],
): void {
  const text =
    a === undefined
      ? `${keyword} ${describeValue(b)} was added`
      : b === undefined
        ? `${keyword} ${describeValue(a)} was removed`
        : `${keyword} ${describeValue(a)} became ${describeValue(b)}`;
  const source = {
    op: a === undefined ? op : joinPointer(op, keyword),
    np: b === undefined ? np : joinPointer(np, keyword),
  };
  push(
    walk,
    tighter ? 'bound-tightened' : 'bound-relaxed',
    `${at(path)}: ${text}.`,
    source.op,
    source.np,
    path,
    candidates,
  );
}

function boundCandidates(
  keyword: string,
  a: unknown,
  b: unknown,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
): WitnessCandidate[] {
  const edges = [a, b].filter((v): v is number => typeof v === 'number');
  // draft-07 boolean exclusives sit beside minimum/maximum: the bound itself is the edge.
  if (edges.length === 0)
    for (const s of [os, ns])
      for (const k of ['minimum', 'maximum'])
        if (typeof s[k] === 'number') edges.push(s[k] as number);
  if (/imum$/.test(keyword)) {
    const values = new Set<number>();
    for (const e of edges) for (const d of [0, -1, 1, -0.5, 0.5]) values.add(e + d);
    return [...values].map((value) => ({ value }));
  }
  const counts = new Set<number>();
  for (const e of edges)
    for (const d of [0, -1, 1]) if (e + d >= 0 && e + d <= 10_000) counts.add(e + d);
  if (/Length$/.test(keyword)) return [...counts].map((count) => ({ value: 'a'.repeat(count) }));
  if (/Items$/.test(keyword))
    return [...counts].map((count) => ({
      repeat: os.items ?? ns.items ?? true,
      count,
      distinct: true,
      from: os.items !== undefined ? 'old' : 'new',
    }));
  return [...counts].map((count) => ({
    value: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, 0])),
  }));
}

function patternCandidates(os: JsonSchemaObject, ns: JsonSchemaObject): WitnessCandidate[] {
  const strings = new Set([
    '',
    'a',
    'A',
    'abc',
    'ABC',
    '0',
    '123',
    'a1',
    'a-b',
    'a_b',
    'a b',
    'a.b',
    'user@example.com',
    '2024-01-01',
    'x'.repeat(40),
  ]);
  for (const s of [os, ns]) {
    if (Array.isArray(s.examples))
      for (const e of s.examples) if (typeof e === 'string') strings.add(e);
    if (typeof s.default === 'string') strings.add(s.default);
  }
  return [...strings].map((value) => ({ value }));
}

function properties(schema: JsonSchemaObject): Record<string, unknown> {
  return isPlainObject(schema.properties) ? schema.properties : {};
}

function requiredSet(schema: JsonSchemaObject): Set<string> {
  return new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((r): r is string => typeof r === 'string')
      : [],
  );
}

function isClosed(schema: JsonSchemaObject): boolean {
  return schema.additionalProperties === false || schema.unevaluatedProperties === false;
}

function compareObjects(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
  depth: number,
): void {
  const oldProps = properties(os);
  const newProps = properties(ns);
  const oldReq = requiredSet(os);
  const newReq = requiredSet(ns);
  const oldPropsPointer = keywordPointer(os, op, 'properties');
  const newPropsPointer = keywordPointer(ns, np, 'properties');
  const keys = new Set([...Object.keys(oldProps), ...Object.keys(newProps), ...oldReq, ...newReq]);
  for (const key of keys) {
    const inOld = Object.prototype.hasOwnProperty.call(oldProps, key);
    const inNew = Object.prototype.hasOwnProperty.call(newProps, key);
    const oldPointer = inOld ? joinPointer(op, 'properties', key) : oldPropsPointer;
    const newPointer = inNew ? joinPointer(np, 'properties', key) : newPropsPointer;
    const childPath = [...path, key];
    if (inOld && inNew) {
      compareNode(walk, oldProps[key], newProps[key], oldPointer, newPointer, childPath, depth + 1);
    }
    if (!inOld && inNew) {
      if (newReq.has(key) && !oldReq.has(key)) {
        const hasDefault = isPlainObject(newProps[key]) && 'default' in (newProps[key] as object);
        push(
          walk,
          'property-added-required',
          `${at(childPath)}: a new required property${hasDefault ? ' (its default does not help: validators do not fill defaults in)' : ''}.`,
          oldPropsPointer,
          newPointer,
          childPath,
          [{ delete: true }],
        );
      } else if (!newReq.has(key)) {
        const closed = isClosed(os);
        push(
          walk,
          closed ? 'property-added-to-closed' : 'property-added',
          `${at(childPath)}: a new optional property${closed ? ' in an object that was closed' : ''}.`,
          oldPropsPointer,
          newPointer,
          childPath,
          [{ example: newProps[key], from: 'new' }],
        );
      }
      continue;
    }
    if (inOld && !inNew) {
      const required = oldReq.has(key);
      const closed = isClosed(ns);
      const kind: ChangeKindId = required
        ? closed
          ? 'required-property-removed-closed'
          : 'required-property-removed'
        : closed
          ? 'property-removed-closed'
          : 'property-removed';
      push(
        walk,
        kind,
        `${at(childPath)}: the ${required ? 'required' : 'optional'} property was removed${closed ? '; the object refuses undeclared properties' : ', so a value sent for it is silently ignored'}.`,
        oldPointer,
        newPropsPointer,
        childPath,
        [{ example: oldProps[key], from: 'old' }, { delete: true }],
      );
      continue;
    }
    if (!oldReq.has(key) && newReq.has(key)) {
      push(
        walk,
        'required-added',
        `${at(childPath)}: now required.`,
        oldPointer,
        keywordPointer(ns, np, 'required'),
        childPath,
        [{ delete: true }],
      );
    } else if (oldReq.has(key) && !newReq.has(key) && (inNew || inOld)) {
      push(
        walk,
        'required-removed',
        `${at(childPath)}: no longer required.`,
        keywordPointer(os, op, 'required'),
        newPointer,
        childPath,
        [{ delete: true }],
      );
    }
  }
  const oldAp = os.additionalProperties ?? true;
  const newAp = ns.additionalProperties ?? true;
  const extraKey = freeKey(oldProps, newProps);
  const extraPath = [...path, extraKey];
  if (oldAp !== false && newAp === false) {
    push(
      walk,
      'additional-properties-closed',
      `${at(path)}: undeclared properties are refused now (additionalProperties: false).`,
      keywordPointer(os, op, 'additionalProperties'),
      joinPointer(np, 'additionalProperties'),
      extraPath,
      [{ example: oldAp, from: 'old' }, { value: 'x' }, { value: 1 }],
    );
  } else if (oldAp === false && newAp !== false) {
    push(
      walk,
      'additional-properties-opened',
      `${at(path)}: undeclared properties are allowed now.`,
      joinPointer(op, 'additionalProperties'),
      keywordPointer(ns, np, 'additionalProperties'),
      extraPath,
      [{ example: newAp, from: 'new' }, { value: 'x' }, { value: 1 }],
    );
  } else if (oldAp !== false && newAp !== false && !sameJson(oldAp, newAp)) {
    compareNode(
      walk,
      oldAp,
      newAp,
      keywordPointer(os, op, 'additionalProperties'),
      keywordPointer(ns, np, 'additionalProperties'),
      extraPath,
      depth + 1,
    );
  }
}

function freeKey(...objects: Record<string, unknown>[]): string {
  let key = 'undeclared';
  for (let i = 2; objects.some((o) => Object.prototype.hasOwnProperty.call(o, key)); i++)
    key = `undeclared${i}`;
  return key;
}

interface ArrayShape {
  tuple?: { node: unknown; pointer: string }[];
  /** The schema for items past the tuple (or every item). */
  rest?: { node: unknown; pointer: string };
}

function arrayShape(schema: JsonSchemaObject, pointer: string): ArrayShape {
  if (Array.isArray(schema.prefixItems)) {
    return {
      tuple: schema.prefixItems.map((node, i) => ({
        node,
        pointer: joinPointer(pointer, 'prefixItems', i),
      })),
      ...(schema.items !== undefined
        ? { rest: { node: schema.items, pointer: joinPointer(pointer, 'items') } }
        : {}),
    };
  }
  if (Array.isArray(schema.items)) {
    return {
      tuple: schema.items.map((node, i) => ({ node, pointer: joinPointer(pointer, 'items', i) })),
      ...(schema.additionalItems !== undefined
        ? {
            rest: {
              node: schema.additionalItems,
              pointer: joinPointer(pointer, 'additionalItems'),
            },
          }
        : {}),
    };
  }
  return schema.items !== undefined
    ? { rest: { node: schema.items, pointer: joinPointer(pointer, 'items') } }
    : {};
}

function compareArrays(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
  depth: number,
): void {
  const a = arrayShape(os, op);
  const b = arrayShape(ns, np);
  if (!a.tuple && !b.tuple && !a.rest && !b.rest) return;
  const restA = a.rest ?? { node: true, pointer: op };
  const restB = b.rest ?? { node: true, pointer: np };
  if (a.tuple && b.tuple) {
    const length = Math.max(a.tuple.length, b.tuple.length);
    for (let i = 0; i < length; i++) {
      compareNode(
        walk,
        (a.tuple[i] ?? restA).node,
        (b.tuple[i] ?? restB).node,
        (a.tuple[i] ?? restA).pointer,
        (b.tuple[i] ?? restB).pointer,
        [...path, i],
        depth + 1,
      );
    }
    compareNode(
      walk,
      restA.node,
      restB.node,
      restA.pointer,
      restB.pointer,
      [...path, length],
      depth + 1,
    );
    return;
  }
  if (a.tuple || b.tuple) {
    const kind: ChangeKindId = a.tuple ? 'tuple-to-array' : 'array-to-tuple';
    const source = a.tuple ? os : ns;
    const length = (a.tuple ?? b.tuple)!.length;
    push(
      walk,
      kind,
      `${at(path)}: ${a.tuple ? `a tuple of ${length} positions became a list` : `a list became a tuple of ${length} positions`}.`,
      keywordPointer(os, op, Array.isArray(os.prefixItems) ? 'prefixItems' : 'items'),
      keywordPointer(ns, np, Array.isArray(ns.prefixItems) ? 'prefixItems' : 'items'),
      path,
      [
        { example: { ...source, type: 'array' }, from: a.tuple ? 'old' : 'new' },
        {
          example: { ...(a.tuple ? ns : os), type: 'array', minItems: length + 1 },
          from: a.tuple ? 'new' : 'old',
        },
        {
          example: { ...(a.tuple ? ns : os), type: 'array', minItems: length },
          from: a.tuple ? 'new' : 'old',
        },
        {
          example: { ...(a.tuple ? ns : os), type: 'array', minItems: 1 },
          from: a.tuple ? 'new' : 'old',
        },
      ],
    );
    return;
  }
  compareNode(walk, restA.node, restB.node, restA.pointer, restB.pointer, [...path, 0], depth + 1);
}

function compareAllOf(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
  depth: number,
): void {
  const a = Array.isArray(os.allOf) ? os.allOf : undefined;
  const b = Array.isArray(ns.allOf) ? ns.allOf : undefined;
  if (!a && !b) return;
  if (a && b && a.length === b.length) {
    a.forEach((node, i) =>
      compareNode(
        walk,
        node,
        b[i],
        joinPointer(op, 'allOf', i),
        joinPointer(np, 'allOf', i),
        path,
        depth + 1,
      ),
    );
    return;
  }
  push(
    walk,
    'keyword-changed',
    `${at(path)}: allOf changed shape (${a?.length ?? 0} → ${b?.length ?? 0} parts).`,
    keywordPointer(os, op, 'allOf'),
    keywordPointer(ns, np, 'allOf'),
    path,
    [],
  );
}

function compareRest(
  walk: Walk,
  os: JsonSchemaObject,
  ns: JsonSchemaObject,
  op: string,
  np: string,
  path: PathSegment[],
): void {
  if (!sameJson(os.default, ns.default)) {
    push(
      walk,
      'default-changed',
      `${at(path)}: default ${describeValue(os.default ?? '(none)')} became ${describeValue(ns.default ?? '(none)')}.`,
      keywordPointer(os, op, 'default'),
      keywordPointer(ns, np, 'default'),
      path,
    );
  }
  const keys = new Set([...Object.keys(os), ...Object.keys(ns)]);
  const annotations: string[] = [];
  for (const key of keys) {
    if (HANDLED.has(key) || sameJson(os[key], ns[key])) continue;
    if (OPAQUE.has(key)) {
      push(
        walk,
        'keyword-changed',
        `${at(path)}: ${key} changed.`,
        keywordPointer(os, op, key),
        keywordPointer(ns, np, key),
        path,
        [],
      );
    } else {
      annotations.push(key);
    }
  }
  if (annotations.length > 0) {
    const first = annotations[0]!;
    push(
      walk,
      'annotation-changed',
      `${at(path)}: ${annotations.join(', ')} changed.`,
      keywordPointer(os, op, first),
      keywordPointer(ns, np, first),
      path,
    );
  }
}
