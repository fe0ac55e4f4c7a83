/**
 * Every kind of change the diff reports, as data: an id, what it means, why it gets its verdict,
 * and the verdict in each scope where it can occur. The same table drives the diff, the CLI, the
 * studio's badges and docs/diff-changes.md.
 *
 * Scopes: `input` is the request (the model or client writes arguments, the server reads them), so
 * narrowing it breaks callers; `output` is the response (the server writes results, clients read
 * them), so widening it breaks consumers; `tool` is the tool's own fields (name, hints, texts).
 */

export type Scope = 'input' | 'output' | 'tool';
export type Verdict = 'breaking' | 'non-breaking' | 'needs-review';
export type Bump = 'major' | 'minor' | 'patch';

export interface DiffChangeKind {
  id: string;
  title: string;
  /** What the change means for the people on each side. */
  description: string;
  /** Where the verdict comes from (spec text, an issue thread, a differ that does the same). */
  source: string;
  /** The verdict in each scope where this change can occur. */
  verdicts: Partial<Record<Scope, Verdict>>;
  /** Adds something callers or consumers can use (at least a minor version when not breaking). */
  adds?: boolean;
  /** Clients gate auto-approval on it: the change alters what a user is asked to confirm. */
  permission?: boolean;
  /**
   * The verdict is "needs review" because the rule cannot tell in general, but a witness value
   * (accepted by one side, refused by the other in the breaking direction) proves it breaking.
   */
  witnessConfirms?: boolean;
  /** No value can demonstrate it (tool removed, a hint, a text): breaking without a witness. */
  noWitness?: boolean;
}

const SCHEMA_DIFFERS =
  'Request/response split as in the API differs oasdiff (github.com/oasdiff/oasdiff; oasdiff-action v0.1.14 and v0.1.15 release notes: setting a bound on a request, removing one from a response, adding a branch or value to a response union are breaking) and jsoncompat (github.com/ostrowr/jsoncompat)';
const MCP_TOOLS = 'MCP specification 2025-11-25, server/tools (Tool, ToolAnnotations)';

const schema = (input: Verdict, output: Verdict): Partial<Record<Scope, Verdict>> => ({
  input,
  output,
});

export const CHANGE_KINDS = [
  // Tools in a toolset.
  {
    id: 'tool-added',
    title: 'Tool added',
    description: 'A new tool: nobody calls it yet, so nothing breaks.',
    source: MCP_TOOLS,
    verdicts: { tool: 'non-breaking' },
    adds: true,
    noWitness: true,
  },
  {
    id: 'tool-removed',
    title: 'Tool removed',
    description:
      'Calls to it fail with "unknown tool"; prompts, agents and allow-lists that name it stop working.',
    source: MCP_TOOLS,
    verdicts: { tool: 'breaking' },
    noWitness: true,
  },
  {
    id: 'tool-renamed',
    title: 'Tool renamed',
    description:
      'Same schema and description under another name: calls by the old name fail, and per-tool approvals given under the old name no longer apply.',
    source: MCP_TOOLS,
    verdicts: { tool: 'breaking' },
    noWitness: true,
  },
  // Behaviour hints (permission-relevant: clients decide what to auto-approve from them).
  {
    id: 'read-only-hint-cleared',
    title: 'No longer read-only',
    description:
      'readOnlyHint went from true to false: clients that run read-only tools without asking will now ask, or should.',
    source: `${MCP_TOOLS}: readOnlyHint "If true, the tool does not modify its environment"; clients use hints for confirmation prompts`,
    verdicts: { tool: 'needs-review' },
    adds: true,
    permission: true,
    noWitness: true,
  },
  {
    id: 'destructive-hint-set',
    title: 'Now destructive',
    description:
      'destructiveHint went from false to true (or a read-only tool became writable with the default true): the tool may now delete or overwrite.',
    source: `${MCP_TOOLS}: destructiveHint defaults to true and is meaningful only when readOnlyHint is false`,
    verdicts: { tool: 'needs-review' },
    adds: true,
    permission: true,
    noWitness: true,
  },
  {
    id: 'open-world-hint-set',
    title: 'Now reaches the open world',
    description:
      "openWorldHint went from false to true: the tool now talks to external entities (the web, other people's systems).",
    source: `${MCP_TOOLS}: openWorldHint defaults to true`,
    verdicts: { tool: 'needs-review' },
    adds: true,
    permission: true,
    noWitness: true,
  },
  {
    id: 'idempotent-hint-cleared',
    title: 'No longer idempotent',
    description:
      'idempotentHint went from true to false: clients that retried calls freely must stop.',
    source: `${MCP_TOOLS}: idempotentHint "calling the tool repeatedly with the same arguments will have no additional effect"`,
    verdicts: { tool: 'needs-review' },
    adds: true,
    permission: true,
    noWitness: true,
  },
  {
    id: 'hint-safer',
    title: 'Hint got safer',
    description:
      'A hint moved towards safety (read-only, not destructive, idempotent, closed world). Informational: clients may ask less.',
    source: MCP_TOOLS,
    verdicts: { tool: 'non-breaking' },
    noWitness: true,
  },
  {
    id: 'description-changed',
    title: 'Description changed',
    description:
      'The model reads the description to decide when and how to call the tool, so a change alters behaviour without any schema change; a text change after a user approved the tool is also how tool-poisoning attacks work. Read the text diff.',
    source:
      'invariantlabs.ai "MCP Security Notification: Tool Poisoning Attacks" (2025); MCP 2025-11-25 server/tools security considerations',
    verdicts: { tool: 'needs-review' },
    noWitness: true,
  },
  {
    id: 'title-changed',
    title: 'Title changed',
    description:
      'The display title (title, or annotations.title) changed: shown to people only, never used to call the tool.',
    source: `${MCP_TOOLS}: title is "intended for UI and end-user contexts"`,
    verdicts: { tool: 'non-breaking' },
    noWitness: true,
  },
  {
    id: 'tool-metadata-changed',
    title: 'Other tool field changed',
    description:
      'A field that does not change how the tool is called or what it returns (icons, tags, _meta, examples, execution, …).',
    source: MCP_TOOLS,
    verdicts: { tool: 'non-breaking' },
    noWitness: true,
  },
  {
    id: 'output-schema-added',
    title: 'outputSchema added',
    description:
      'Clients now validate structured results against it: a server whose results do not conform breaks (the witness is a result the new schema refuses).',
    source: `${MCP_TOOLS}: "Servers MUST provide structured results that conform to this schema"; clients SHOULD validate`,
    verdicts: { output: 'breaking' },
  },
  {
    id: 'output-schema-removed',
    title: 'outputSchema removed',
    description:
      "Consumers lose every guarantee about the result's shape: anything may now come back.",
    source: MCP_TOOLS,
    verdicts: { output: 'breaking' },
  },
  // Object properties.
  {
    id: 'property-added-required',
    title: 'Required property added',
    description:
      'Input: every existing call lacks it and is refused, even when it has a default (a default is an annotation: validators do not fill it in). Output: consumers get one more field, always present.',
    source:
      'oasdiff v1.25.1 (oasdiff-action v0.1.8 release notes): a required request property with a default is breaking; tufin/oasdiff#549; JSON Schema 2020-12 Validation §9.2: default is an annotation',
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'required-added',
    title: 'Property made required',
    description: 'Input: calls that left it out are refused. Output: consumers may now rely on it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'required-removed',
    title: 'Property made optional',
    description:
      'Input: callers may leave it out. Output: consumers that read it unconditionally break when it is missing.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'property-added',
    title: 'Optional property added',
    description:
      'Input: callers may send it; on an open object a caller that already sent a value of that name (ignored until now) must now match its schema. Output: consumers may ignore it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'non-breaking'),
    adds: true,
  },
  {
    id: 'property-added-to-closed',
    title: 'Optional property added to a closed object',
    description:
      'The old object had additionalProperties: false. Input: no caller could send it before, so nothing breaks. Output: consumers validating against the old schema refuse results that carry it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'property-removed',
    title: 'Optional property removed (open object)',
    description:
      'Input: the object still accepts unknown properties, so callers that send it are not refused but it is silently ignored; check they did not depend on it. Output: it was optional, so consumers already coped without it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('needs-review', 'non-breaking'),
  },
  {
    id: 'property-removed-closed',
    title: 'Optional property removed (closed object)',
    description:
      'Input: the new object has additionalProperties: false, so calls that send it are refused. Output: it was optional, so consumers already coped without it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'required-property-removed',
    title: 'Required property removed (open object)',
    description:
      'Input: callers still send it and it is silently ignored. Output: consumers relied on it being present and break.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('needs-review', 'breaking'),
  },
  {
    id: 'required-property-removed-closed',
    title: 'Required property removed (closed object)',
    description:
      'Input: every call sends it and the new closed object refuses it. Output: consumers relied on it being present.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'breaking'),
  },
  {
    id: 'additional-properties-closed',
    title: 'Object closed (additionalProperties: false)',
    description:
      'Input: calls that carried any undeclared property are refused. Output: consumers see fewer shapes.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'additional-properties-opened',
    title: 'Object opened to undeclared properties',
    description:
      'Input: callers may send more. Output: consumers that assumed only the declared properties see others.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  // Types.
  {
    id: 'type-narrowed',
    title: 'Type narrowed',
    description:
      'Fewer JSON types are accepted. Input: calls with a removed type are refused. Output: consumers see fewer types.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'type-widened',
    title: 'Type widened',
    description:
      'More JSON types are accepted. Input: callers may send more. Output: consumers receive types they do not handle.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'type-changed',
    title: 'Type changed',
    description:
      'Some types were removed and others added: breaking for both callers and consumers.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'breaking'),
  },
  {
    id: 'number-to-integer',
    title: 'number became integer',
    description:
      'Fractions such as 1.5 are no longer accepted. Input: breaking. Output: consumers only see whole numbers.',
    source:
      'JSON Schema 2020-12 Validation §6.1.1: integer is a number with a zero fractional part',
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'integer-to-number',
    title: 'integer became number',
    description:
      'Fractions are accepted. Input: callers may send them. Output: consumers that parse integers break on 1.5.',
    source: 'JSON Schema 2020-12 Validation §6.1.1',
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'null-added',
    title: 'null allowed',
    description:
      'Input: callers may send null. Output: consumers that do not check for null break.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'null-removed',
    title: 'null no longer allowed',
    description:
      'Input: callers that send null are refused. Output: consumers never see null again.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  // Values.
  {
    id: 'enum-value-removed',
    title: 'enum value removed',
    description: 'Input: calls with that value are refused. Output: consumers never see it again.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'enum-value-added',
    title: 'enum value added',
    description:
      'Input: callers may send it. Output: consumers with an exhaustive switch break on it.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'enum-added',
    title: 'enum introduced',
    description:
      'The value is restricted to a list where it was free. Input: breaking. Output: consumers see fewer values.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'enum-removed',
    title: 'enum dropped',
    description:
      'The value is no longer restricted to a list. Input: callers may send more. Output: consumers see values outside the old list.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'const-changed',
    title: 'const changed',
    description: 'The one allowed value is another one: breaking both ways.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'breaking'),
  },
  {
    id: 'const-added',
    title: 'const introduced',
    description: 'Only one value is allowed where several were. Input: breaking. Output: narrower.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'const-removed',
    title: 'const dropped',
    description:
      'Other values are allowed. Input: wider. Output: consumers see values other than the constant.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'union-branch-removed',
    title: 'Union branch removed',
    description:
      'An anyOf/oneOf alternative is gone. Input: values that only matched it are refused. Output: narrower.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'union-branch-added',
    title: 'Union branch added',
    description:
      'A new anyOf/oneOf alternative. Input: wider (but with oneOf, a value matching two branches is refused: the witness check would show it). Output: consumers meet a shape they do not handle.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  // Bounds.
  {
    id: 'bound-tightened',
    title: 'Constraint tightened',
    description:
      'minimum/exclusiveMinimum raised, maximum/exclusiveMaximum lowered, minLength/minItems/minProperties raised, maxLength/maxItems/maxProperties lowered, a pattern, uniqueItems or multipleOf added. Input: values near the old bound are refused. Output: narrower.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('breaking', 'non-breaking'),
  },
  {
    id: 'bound-relaxed',
    title: 'Constraint relaxed',
    description:
      'The reverse of a tightened constraint. Input: wider. Output: consumers see values they were promised never to see.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('non-breaking', 'breaking'),
    adds: true,
  },
  {
    id: 'pattern-changed',
    title: 'pattern changed',
    description:
      'Whether one regular expression accepts more or less than another cannot be decided in general: review it. When the diff finds a string one side accepts and the other refuses in the breaking direction, it is breaking.',
    source: SCHEMA_DIFFERS,
    verdicts: schema('needs-review', 'needs-review'),
    witnessConfirms: true,
  },
  {
    id: 'multiple-of-changed',
    title: 'multipleOf changed',
    description:
      'Neither multiple divides the other, so some values are gained and others lost. Review; a witness proves it breaking.',
    source: 'JSON Schema 2020-12 Validation §6.2.1',
    verdicts: schema('needs-review', 'needs-review'),
    witnessConfirms: true,
  },
  {
    id: 'format-added',
    title: 'format added',
    description:
      'format is an annotation by default in 2020-12: validators that enforce it (and many servers do) refuse values that do not match. Input: review. Output: narrower.',
    source: 'JSON Schema 2020-12 Validation §7.2: format annotation vocabulary',
    verdicts: schema('needs-review', 'non-breaking'),
    noWitness: true,
  },
  {
    id: 'format-removed',
    title: 'format removed',
    description:
      'Input: callers may send any string. Output: consumers that parse the format (dates, URIs) may fail; review.',
    source: 'JSON Schema 2020-12 Validation §7.2',
    verdicts: schema('non-breaking', 'needs-review'),
    noWitness: true,
  },
  {
    id: 'format-changed',
    title: 'format changed',
    description:
      'Another format: values valid for one are usually invalid for the other where formats are enforced. Review.',
    source: 'JSON Schema 2020-12 Validation §7.2',
    verdicts: schema('needs-review', 'needs-review'),
    noWitness: true,
  },
  // Arrays.
  {
    id: 'tuple-to-array',
    title: 'Tuple became a list',
    description:
      'Positional items (prefixItems, or draft-07 items as an array) became one item schema for every position. Review; a witness proves it breaking.',
    source: 'JSON Schema 2020-12 Core §10.3.1.1 prefixItems and §10.3.1.2 items',
    verdicts: schema('needs-review', 'needs-review'),
    witnessConfirms: true,
  },
  {
    id: 'array-to-tuple',
    title: 'List became a tuple',
    description: 'One item schema became positional items. Review; a witness proves it breaking.',
    source: 'JSON Schema 2020-12 Core §10.3.1.1 prefixItems and §10.3.1.2 items',
    verdicts: schema('needs-review', 'needs-review'),
    witnessConfirms: true,
  },
  // Everything else.
  {
    id: 'default-changed',
    title: 'default changed',
    description:
      'Input: callers that leave the value out now get another behaviour from servers that apply the default. Output: annotation only.',
    source: 'JSON Schema 2020-12 Validation §9.2',
    verdicts: schema('needs-review', 'non-breaking'),
    noWitness: true,
  },
  {
    id: 'annotation-changed',
    title: 'Schema annotation changed',
    description:
      'description, title, examples, deprecated, $comment or an unknown keyword: no effect on which values are valid (the model does read property descriptions).',
    source: 'JSON Schema 2020-12 Validation §9 (meta-data annotations)',
    verdicts: schema('non-breaking', 'non-breaking'),
    noWitness: true,
  },
  {
    id: 'keyword-changed',
    title: 'Other assertion changed',
    description:
      'A keyword the diff does not reason about (not, if/then/else, dependentRequired, propertyNames, contains, unevaluated*, patternProperties, allOf of another length, an unresolvable $ref, …) differs. Review; a witness proves it breaking.',
    source: 'JSON Schema 2020-12 Core §10 (applicators)',
    verdicts: schema('needs-review', 'needs-review'),
    witnessConfirms: true,
  },
  {
    id: 'schema-invalid',
    title: 'Schema is not valid JSON Schema',
    description:
      'An inputSchema or outputSchema on either side fails the meta-schema of its dialect (a "type" that is not a type name, a "minLength" that is not a whole number, an "enum" that is not an array): validators refuse or misread it, so no verdict about the change can be trusted. Fix the schema, then compare again.',
    source:
      'JSON Schema 2020-12 and draft-07 meta-schemas (json-schema.org/draft/2020-12/schema, json-schema.org/draft-07/schema), checked by Ajv as the validator does',
    verdicts: schema('breaking', 'breaking'),
    noWitness: true,
  },
  {
    id: 'dialect-changed',
    title: 'JSON Schema dialect changed',
    description:
      '$schema names another draft: keywords such as items and exclusiveMinimum change meaning between draft-07 and 2020-12.',
    source: 'JSON Schema 2020-12 Core §8.1.1 $schema',
    verdicts: schema('needs-review', 'needs-review'),
    noWitness: true,
  },
] as const satisfies readonly DiffChangeKind[];

export type ChangeKindId = (typeof CHANGE_KINDS)[number]['id'];

const BY_ID = new Map<string, DiffChangeKind>(CHANGE_KINDS.map((k) => [k.id, k]));

export function changeKind(id: ChangeKindId): DiffChangeKind {
  return BY_ID.get(id)!;
}
