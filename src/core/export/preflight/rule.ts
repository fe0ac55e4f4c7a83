/**
 * Provider preflight rules: what a provider (or an MCP client) answers with an error, as data.
 *
 * A rule looks at the JSON an export writes, never at the source tool: it says whether the
 * provider would refuse the request as sent. Each rule carries the provider's reply in its own
 * words (so a user can search for it), the public thread or page it was seen in, and the date it
 * was last checked, because provider keyword lists move.
 */
import { joinPointer } from '../../model/pointer';
import type { PathSegment } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { subschemaShape } from '../../schema/keywords';
import type { ExportOptions, TargetId } from '../adapter';
import type { CatalogueCode } from '../changes/catalogue';

/** A provider family's id: rules are grouped by it in docs/providers.md. */
export type ProviderFamily = string;

/** A provider family as docs/providers.md introduces it; each target module names its own. */
export interface PreflightFamily {
  id: ProviderFamily;
  heading: string;
  about: string;
}

/**
 * The mode an export runs in, as far as rules care: `strict` (OpenAI/Anthropic/Bedrock strict),
 * `json-schema` (Gemini `parametersJsonSchema`), or `default`.
 */
export type PreflightMode = 'default' | 'strict' | 'json-schema';

export function modeOf(options: ExportOptions): PreflightMode {
  if (options.strict) return 'strict';
  if (options.geminiJsonSchema) return 'json-schema';
  return 'default';
}

/** One schema of an exported tool: where it sits in the output and which source field it came from. */
export interface ExportedSchema {
  /** `/inputSchema` or `/outputSchema`: the source field it was made from. */
  source: '/inputSchema' | '/outputSchema';
  /** Pointer of the schema inside the whole export output. */
  pointer: string;
  /**
   * How the provider names this schema's place in its error messages, e.g.
   * `tools[0].function_declarations[2].parameters` (Gemini) or `tools.2.custom.input_schema`.
   */
  path: string;
  value: unknown;
}

/** One tool as it appears in the export output. */
export interface ExportedTool {
  /** Position in the request's tool list. */
  position: number;
  /** Index of the tool in the list passed to export. */
  toolIndex: number;
  /** The exported name (after any rename the user asked for). */
  name: unknown;
  description: unknown;
  /** Pointer of the tool's entry inside the output. */
  pointer: string;
  /** Pointer of the name inside the output. */
  namePointer: string;
  descriptionPointer: string;
  strict: boolean;
  schemas: ExportedSchema[];
}

/** What a rule found: a place in the export output and the values its reply template needs. */
export interface RuleHit {
  /** Pointer into the export output. */
  pointer: string;
  /** Which tool (by position in the request); a request-wide hit names each tool it concerns. */
  position: number;
  /** Values for the `{placeholders}` of the rule's reply and advice. */
  values?: Record<string, string>;
}

export interface PreflightContext {
  target: TargetId;
  options: ExportOptions;
}

interface RuleBase {
  /** Kebab-case, unique across families. */
  id: string;
  family: ProviderFamily;
  targets: readonly TargetId[];
  modes: readonly PreflightMode[];
  /** `error`: the provider refuses the request. `warning`: it may, past a limit it states loosely. */
  severity: 'error' | 'warning';
  /** The shape, in one line of our own words. */
  title: string;
  /**
   * What the provider replies, in its own words, with `{placeholders}` for the tool's name, its
   * place in the request and the path inside the schema.
   */
  reply: string;
  /** False when the sources give the behaviour (a 400) but not the text; `reply` then describes it. */
  verbatim: boolean;
  /** What to do about it, in our words. */
  advice: string;
  /** Public sources: GitHub threads as `owner/repo#N`, documentation pages as URLs. */
  sources: readonly string[];
  /** When the rule was last checked against its sources (YYYY-MM-DD). */
  lastVerified: string;
  /**
   * Exporter change codes that refuse this shape for these targets; a refusal with one of them
   * carries this rule's reply.
   */
  refusedAs?: readonly CatalogueCode[];
}

export interface ToolRule extends RuleBase {
  scope: 'tool';
  check(tool: ExportedTool, context: PreflightContext): RuleHit[];
}

export interface RequestRule extends RuleBase {
  scope: 'request';
  check(tools: readonly ExportedTool[], context: PreflightContext): RuleHit[];
}

export type PreflightRule = ToolRule | RequestRule;

/** The check of a provider's name rule: a hit on the tool's name unless it is a string the pattern matches. */
export function nameMatching(pattern: RegExp): (tool: ExportedTool) => RuleHit[] {
  return (tool) =>
    typeof tool.name === 'string' && pattern.test(tool.name)
      ? []
      : [{ pointer: tool.namePointer, position: tool.position }];
}

/** Fills `{name}`-style placeholders; unknown ones are left as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}

/**
 * A schema node met while walking. Its pointer and path are built only when asked for, and not
 * kept: the walk runs over every schema of every export, most nodes are never reported, and two
 * cache fields per node were a fifth of the walk's memory.
 */
export class SchemaNode {
  /** `key` and `sub` are the one or two segments from the parent (`properties`, `name`), kept apart to save an array per node. */
  constructor(
    readonly node: Record<string, unknown>,
    private readonly parent: SchemaNode | undefined,
    private readonly key: string,
    private readonly sub: PathSegment | undefined,
    private readonly base: string,
  ) {}

  /** Pointer inside the export output. */
  get pointer(): string {
    if (!this.parent) return this.base;
    return this.sub === undefined
      ? joinPointer(this.parent.pointer, this.key)
      : joinPointer(this.parent.pointer, this.key, this.sub);
  }

  /** The schema holding this one, and the keyword it is held under (`items`, `anyOf`, …). */
  get holder(): { node: Record<string, unknown>; keyword: string } | undefined {
    return this.parent ? { node: this.parent.node, keyword: this.key } : undefined;
  }

  /** Path segments from the schema's root. */
  get path(): readonly PathSegment[] {
    if (!this.parent) return [];
    return this.sub === undefined
      ? [...this.parent.path, this.key]
      : [...this.parent.path, this.key, this.sub];
  }
}

/**
 * Walks are cached by schema object and base pointer for the exporters' own rewrites, which walk
 * the input tools (unchanged between two exports of them), and for the preflight's reading of
 * such a schema written out unchanged (see `nodesOf`). A schema is walked at a few pointers, so
 * they sit in a short list compared by pointer: a map keyed by pointer had to hash a freshly
 * concatenated pointer string on every lookup.
 */
const walks = new WeakMap<object, { pointer: string; nodes: SchemaNode[] }[]>();

/**
 * Every object subschema of `schema` (itself first), depth first. Values of `const`, `enum`,
 * `default` and `examples` are data, not schemas, and are not entered.
 */
export function schemaNodes(schema: unknown, pointer: string): SchemaNode[] {
  if (!isPlainObject(schema)) return [];
  let cached = walks.get(schema);
  const hit = cached && walkAt(cached, pointer);
  if (hit) return hit;
  const found = walkSchema(schema, pointer);
  if (!cached) walks.set(schema, (cached = []));
  cached.push({ pointer, nodes: found });
  return found;
}

function walkAt(
  cached: readonly { pointer: string; nodes: SchemaNode[] }[],
  pointer: string,
): SchemaNode[] | undefined {
  for (let i = 0; i < cached.length; i++)
    if (cached[i]!.pointer === pointer) return cached[i]!.nodes;
  return undefined;
}

/**
 * The walks of the schemas the preflight read last. The preflight runs every rule over one tool
 * before the next (see `preflightExport`), so a tool's schemas are walked once and the walk is
 * let go a few tools later. Caching every walk of an export's output by schema object kept all
 * nodes of the whole output alive until the export ended, and the garbage collector copied
 * them all, though an output is new on every export and its walks were never found again.
 */
const recentWalks: { schema: ExportedSchema; nodes: SchemaNode[] }[] = [];
/** More than the schemas of one tool (Gemini writes up to four). */
const RECENT_WALKS = 8;
let nextRecent = 0;

/**
 * Every object subschema of an exported schema, as `schemaNodes` lists them. A schema the
 * rewrites walked (an input schema the export wrote unchanged, as the MCP export does) keeps
 * this walk too: it is read again on the next export.
 */
export function nodesOf(schema: ExportedSchema): SchemaNode[] {
  for (let i = 0; i < recentWalks.length; i++)
    if (recentWalks[i]!.schema === schema) return recentWalks[i]!.nodes;
  const value = schema.value;
  let nodes: SchemaNode[];
  if (isPlainObject(value)) {
    const kept = walks.get(value);
    const hit = kept && walkAt(kept, schema.pointer);
    nodes = hit ?? walkSchema(value, schema.pointer);
    if (kept && !hit) kept.push({ pointer: schema.pointer, nodes });
  } else nodes = [];
  recentWalks[nextRecent] = { schema, nodes };
  nextRecent = (nextRecent + 1) % RECENT_WALKS;
  return nodes;
}

function walkSchema(schema: Record<string, unknown>, pointer: string): SchemaNode[] {
  const found: SchemaNode[] = [];
  const visit = (
    value: unknown,
    parent: SchemaNode | undefined,
    key: string,
    sub: PathSegment | undefined,
  ): void => {
    if (!isPlainObject(value)) return;
    const here = new SchemaNode(value, parent, key, sub, pointer);
    found.push(here);
    for (const k in value) {
      const child = value[k];
      if (typeof child !== 'object' || child === null) continue;
      // Which keywords hold subschemas, and how: the schema toolkit's one catalogue.
      const shape = subschemaShape(k);
      if (shape === undefined) continue;
      if (Array.isArray(child)) {
        if (shape === 'list' || shape === 'single-or-list')
          for (let i = 0; i < child.length; i++) visit(child[i], here, k, i);
      } else if (shape === 'map' || shape === 'map-of-some') {
        for (const name in child) visit((child as Record<string, unknown>)[name], here, k, name);
      } else if (shape === 'single' || shape === 'single-or-list') {
        visit(child, here, k, undefined);
      }
    }
  };
  visit(schema, undefined, '', undefined);
  return found;
}

export interface BooleanSubschema {
  pointer: string;
  path: PathSegment[];
  value: boolean;
}

/** Boolean subschemas (`true`/`false`) under a schema, where a schema is expected. */
export function booleanSubschemas(schema: unknown, pointer: string): BooleanSubschema[] {
  return booleanSubschemasIn(schemaNodes(schema, pointer));
}

/** The boolean subschemas directly under the given nodes (a walk of one schema). */
export function booleanSubschemasIn(nodes: readonly SchemaNode[]): BooleanSubschema[] {
  const found: BooleanSubschema[] = [];
  for (const here of nodes) {
    const node = here.node;
    for (const key in node) {
      const child = node[key];
      const shape = subschemaShape(key);
      if ((shape === 'map' || shape === 'map-of-some') && isPlainObject(child)) {
        for (const name in child)
          if (typeof child[name] === 'boolean')
            found.push(booleanAt(here, key, name, child[name] as boolean));
      } else if ((shape === 'list' || shape === 'single-or-list') && Array.isArray(child)) {
        for (let i = 0; i < child.length; i++)
          if (typeof child[i] === 'boolean')
            found.push(booleanAt(here, key, i, child[i] as boolean));
      } else if (
        (shape === 'single' || shape === 'single-or-list') &&
        key !== 'additionalProperties' &&
        typeof child === 'boolean'
      ) {
        found.push(booleanAt(here, key, undefined, child));
      }
    }
  }
  return found;
}

/** A boolean found at `key` (and `sub`) of a node; built only for a hit, not a closure per node. */
function booleanAt(
  here: SchemaNode,
  key: string,
  sub: PathSegment | undefined,
  value: boolean,
): BooleanSubschema {
  const segments: PathSegment[] = sub === undefined ? [key] : [key, sub];
  return {
    pointer: joinPointer(here.pointer, ...segments),
    path: [...here.path, ...segments],
    value,
  };
}

/** `('properties', 'a')`: how OpenAI names a place in a schema ("In context=…"). */
export function openAiContext(path: readonly PathSegment[]): string {
  return path.map((segment) => `'${String(segment)}'`).join(', ');
}

/** `.properties[data].items`: how Gemini's proto errors name a place below `parameters`. */
export function protoPath(path: readonly PathSegment[]): string {
  let text = '';
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (path[i - 1] === 'properties' || typeof segment === 'number') text += `[${String(segment)}]`;
    else text += `.${segment}`;
  }
  return text;
}

/** `.properties.data`: a dotted path below a schema, for messages that use dots. */
export function dottedPath(path: readonly PathSegment[]): string {
  return path.map((segment) => `.${String(segment)}`).join('');
}

export function isObjectTyped(node: Record<string, unknown>, objectName = 'object'): boolean {
  const type = node.type;
  return type === objectName || (Array.isArray(type) && type.includes(objectName));
}

export function isArrayTyped(node: Record<string, unknown>, arrayName = 'array'): boolean {
  const type = node.type;
  return type === arrayName || (Array.isArray(type) && type.includes(arrayName));
}

/** The date the rules below were last read against their sources. */
export const RULES_VERIFIED = '2026-11-23';
