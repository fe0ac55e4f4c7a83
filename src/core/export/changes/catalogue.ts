/**
 * Every change code an export or import can report, as data: what kind of change it is, how
 * severe, whether the exported schema can accept more (widens) or less (narrows) than the one
 * written, the message it carries (with `{placeholders}` for the parts that vary) and the modules
 * that emit it. `ExportChange.code` is typed from this table, so emitting a code that is not here
 * is a type error; `catalogue.test.ts` checks the table against the sources and the goldens, and
 * docs/changes.md is generated from it.
 */

/**
 * What happened to a piece of the tool on its way to the target (adapter.ts re-exports it with
 * `ExportChange`, which it types; it is declared here so that the catalogue imports nothing).
 * - stripped: a keyword or field removed
 * - converted: rewritten into an equivalent-ish form (`const` → one-value `enum`, `oneOf` → `anyOf`)
 * - inlined: a `$ref` replaced by its target
 * - added: something the target requires that the user did not write (`items: {}`, `strict: false`)
 * - renamed: the exported name differs (only when the user asked for suggested names)
 * - dropped: a tool-level field the target has no place for (title, annotations, icons, …)
 * - rejected: the target cannot take this; the tool is refused
 * - moved: a value kept, but elsewhere (e.g. `_meta` on import, a constraint into `description`)
 * - flagged: kept as written, but the target treats it differently or its support is unverified
 */
export type ChangeKind =
  | 'stripped'
  | 'converted'
  | 'inlined'
  | 'added'
  | 'renamed'
  | 'dropped'
  | 'rejected'
  | 'moved'
  | 'flagged';

/** How much a change matters to the user: `ExportChange.severity`. */
export type ChangeSeverity = 'error' | 'warning' | 'info';

/**
 * - widens: the output always accepts values the written schema refuses
 * - narrows: the output refuses values the written schema accepts
 * - may-widen: widens in some cases only (the emitted change says so with `widening: true`)
 * - neutral: the meaning is kept, or nothing was written (a refusal, a note)
 */
export type ChangeEffect = 'widens' | 'narrows' | 'may-widen' | 'neutral';

export interface ChangeCodeInfo {
  /** The kinds this code is emitted with (one, except where a step either converts or strips). */
  kinds: readonly ChangeKind[];
  /** The severities it is emitted with. */
  severities: readonly ChangeSeverity[];
  effect: ChangeEffect;
  /** The message, with `{placeholders}` for what varies. */
  message: string;
  /** Modules under src/core/export that emit it. */
  sources: readonly string[];
  /**
   * What it leaves out, when that is only metadata the provider ignores anyway (`$schema`): the
   * Preflight then keeps the verdict "accepted" and names it in a footnote instead of counting a change.
   */
  metadataOnly?: string;
}

export const CHANGE_CATALOGUE = {
  'app-only-tool-left-out': {
    kinds: ['dropped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'This tool is app-only (its _meta.ui.visibility lacks "model"): hosts do not show it to the model, so it is left out of this export.',
    sources: ['transforms/app-only.ts'],
  },
  'bedrock-empty-description': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The description is blank; Bedrock requires at least one character, so it is left out. Write a description: models pick tools by it.',
    sources: ['targets/bedrock.ts'],
  },
  'description-not-string': {
    kinds: ['dropped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The description is {shape}, not text; {target} takes a string, so it is left out. Write the description as a string.',
    sources: ['tool-export.ts'],
  },
  'draft2020-dependencies': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'dependencies becomes dependentRequired/dependentSchemas: {note}, where dependencies is no longer a keyword. The meaning is the same.',
    sources: ['transforms/draft-2020.ts'],
  },
  'draft2020-exclusive-bound': {
    kinds: ['converted', 'stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '{bound}: true with {limit} {value} becomes {bound}: {value} (or a bound without a limit is removed): {note}, where the boolean form is invalid. The meaning is the same.',
    sources: ['transforms/draft-2020.ts'],
  },
  'draft2020-prefix-items': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'Tuple-form items becomes prefixItems: {note}, where an items array is invalid. The meaning is the same.',
    sources: ['transforms/draft-2020.ts'],
  },
  'export-failed': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This tool could not be converted for {target} ({error}), so it is refused rather than written half-converted. Please report it with the tool.',
    sources: ['registry.ts'],
  },
  'export-too-deep': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      "This tool's schema is nested too deeply (directly or through a long chain of $refs) to convert for {target}; shorten the chain of definitions.",
    sources: ['registry.ts'],
  },
  'field-dropped': {
    kinds: ['dropped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '{Field} has no place in {target}; it is left out of the output and kept in the sidecar. (MCP: {key} is not an MCP field, it is a Spark or toolfoundation extension; left out unless you keep extensions.)',
    sources: ['targets/mcp.ts', 'tool-export.ts'],
  },
  'gemini-allof': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: "Gemini's Schema has no allOf, and this one cannot be merged: {reason}.",
    sources: ['transforms/gemini-json-schema.ts', 'transforms/gemini-schema.ts'],
  },
  'gemini-allof-merged': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: "allOf is merged into one schema: Gemini's Schema has no allOf ({notes}).",
    sources: ['transforms/gemini-json-schema.ts', 'transforms/gemini-schema.ts'],
  },
  'gemini-any': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'A true schema (any value) becomes an empty Schema; Gemini may treat an untyped field differently.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-array-items-missing': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'This array has no items schema; whether Gemini accepts that is unverified. Add "items".',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-const-enum': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: 'const {value} becomes a one-value enum: Gemini has no const.',
    sources: ['transforms/gemini-json-schema.ts', 'transforms/gemini-schema.ts'],
  },
  'gemini-defs-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      "{key} is removed after its definitions are inlined: Gemini's Schema has no references.",
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-empty-properties': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The empty properties is left out (the type stays OBJECT): Gemini refuses an OBJECT whose properties is empty. The object still takes any keys.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-enum-mixed': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This enum mixes {types} values; Gemini enums take one type. Split it into an anyOf of enums.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-enum-null': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: 'null in the enum becomes nullable: true.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-enum-objects': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'Gemini enums hold strings only; object or array values cannot be expressed.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-enum-stringified': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The {valueType} enum values are written as strings with format "enum", as Gemini requires.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-enum-with-const': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message: 'enum is removed because const already fixes the value.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-examples-example': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'examples becomes example (the first one; {count} more dropped): Gemini takes a single example.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-false-schema': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'A false schema accepts nothing and has no Gemini equivalent; remove the property instead.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-format-replaced': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message: 'format "{format}" is replaced by "enum", which Gemini needs for a non-string enum.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-format-unverified': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'format "{format}" is kept, but it is not among the formats Gemini documents; it may be ignored.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-int64-string': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '{key} {value} is written as the string "{value}", as Gemini\'s int64 fields are typed.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-items-stripped': {
    kinds: ['stripped'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message:
      'items is removed: Gemini allows it only on an ARRAY (widening when the schema has no type, so arrays here are no longer checked item by item).',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-json-additional-unverified': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'additionalProperties other than false is kept; whether Gemini honours an open or typed map here is unverified.',
    sources: ['transforms/gemini-json-schema.ts'],
  },
  'gemini-json-keyword-stripped': {
    kinds: ['stripped'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message: '{key} is removed: it is not among the JSON Schema keywords Gemini documents.',
    sources: ['transforms/gemini-json-schema.ts'],
  },
  'gemini-json-recursive': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'This $ref is recursive; Gemini unrolls cycles only a little, so keep recursive properties optional.',
    sources: ['targets/gemini.ts'],
  },
  'gemini-keyword-malformed': {
    kinds: ['stripped'],
    severities: ['warning'],
    effect: 'widens',
    message: '{key} is {value}, not a number; it is removed, so the export no longer applies it.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-keyword-rejected': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: "{key} cannot be expressed in Gemini's Schema.",
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-keyword-stripped': {
    kinds: ['stripped'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message: "{key} is removed: Gemini's Schema has no such field{note}.",
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-name-unverified': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '"{name}" fits the rule of @google/genai 2.32.0 (128 characters, . and : allowed), but older Gemini and Vertex documentation allows only 64 characters without ":"; whether every model honours it is unverified.',
    sources: ['targets/gemini.ts'],
  },
  'gemini-no-parameters': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message: 'The tool takes no parameters, so parameters is left out, as Gemini expects.',
    sources: ['targets/gemini.ts'],
  },
  'gemini-null-branch': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: 'The {"type":"null"} branch becomes nullable: true.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-nullable-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'nullable {value} is removed: it is not JSON Schema, so the schema never accepted null; write "type": [..., "null"] to allow it.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-object-type-added': {
    kinds: ['added'],
    severities: ['warning'],
    effect: 'narrows',
    message:
      'type OBJECT is added beside properties: Gemini allows properties only on an OBJECT, so a value that is not an object is no longer accepted here.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-oneof-and-anyof': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This schema has both oneOf and anyOf; Gemini has only anyOf and the two cannot be combined.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-oneof-anyof': {
    kinds: ['converted'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'oneOf becomes anyOf: Gemini has no oneOf, so a value matching several branches is no longer refused.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-oneof-as-anyof': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'oneOf is kept, but Gemini treats it as anyOf: a value matching several branches is not refused.',
    sources: ['transforms/gemini-json-schema.ts'],
  },
  'gemini-output-dropped': {
    kinds: ['dropped'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'outputSchema is left out: it is not a schema object, or it cannot be converted ({reason}).',
    sources: ['targets/gemini.ts'],
  },
  'gemini-output-response': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'outputSchema becomes response (responseJsonSchema with the JSON Schema option), which tells Gemini what the function returns.',
    sources: ['targets/gemini.ts'],
  },
  'gemini-properties-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'properties is removed: Gemini allows it only on an OBJECT, and this schema is {type} (where properties has no effect anyway).',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-property-name': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'Property name "{name}" does not match the rule Gemini documents for parameters (a letter or _, then letters, digits and _, at most 64); whether it is enforced is unverified. The JSON Schema option may be more lenient.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-property-ordering-moved': {
    kinds: ['moved'],
    severities: ['info'],
    effect: 'neutral',
    message: 'propertyOrdering is not JSON Schema; it is kept in _meta["dev.toolschema/gemini"].',
    sources: ['transforms/gemini-import.ts'],
  },
  'gemini-ref-inlined': {
    kinds: ['inlined'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '"$ref": "{ref}" is replaced by a copy of {pointer}: Gemini\'s Schema has no references.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-ref-recursive': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      "This $ref refers back to {target}, so the schema is recursive and cannot be inlined into Gemini's Schema. Export with the Gemini JSON Schema option (parametersJsonSchema), which keeps $ref.",
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-ref-too-deep': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      "References nest more than {max} definitions deep here, too deep to inline into Gemini's Schema; use the Gemini JSON Schema option, which keeps $ref.",
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-ref-too-large': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'Inlining the $refs would copy more than {max} schemas; use the Gemini JSON Schema option instead.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-ref-unresolved': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: '{why the local $ref does not resolve}',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-required-undeclared': {
    kinds: ['stripped'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'required names {names}, which properties does not declare; Gemini refuses that, so they are left out and a value without them is no longer refused.',
    sources: ['transforms/gemini-required.ts'],
  },
  'gemini-root-union': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '{anyOf|oneOf} at the top is kept; Gemini needs the schema to describe an object, and whether a top-level union is accepted is unverified.',
    sources: ['targets/gemini.ts'],
  },
  'gemini-tuple-stripped': {
    kinds: ['stripped'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'Tuple-form items is removed: Gemini takes one items schema, so positions are no longer checked.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-type-added': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message: 'type {STRING|OBJECT|\u2026} is added: Gemini needs a type on every schema.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-type-array': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'type {types} becomes type {type} (with nullable: true, or an anyOf of one type each): Gemini takes one type.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'gemini-union-folded': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: 'The one remaining branch is merged into this schema.',
    sources: ['transforms/gemini-schema.ts'],
  },
  'import-gemini-schema': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'parameters (Gemini Schema) is converted back to JSON Schema: types lower-cased, nullable to a null type, string enums with format "enum" back to numbers or booleans. Rewrites made on export (inlined $ref, const as enum, dropped keywords) cannot be undone without the sidecar.',
    sources: ['targets/gemini.ts'],
  },
  'import-kept-in-meta': {
    kinds: ['moved'],
    severities: ['info'],
    effect: 'neutral',
    message: '{fields} has no MCP field; kept in _meta["dev.toolschema/{target}"].',
    sources: ['import-helpers.ts'],
  },
  'import-no-parameters': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The function (or declaration) has no parameters; inputSchema is {"type":"object","properties":{}}.',
    sources: ['targets/gemini.ts', 'targets/openai.ts'],
  },
  'import-output-not-object': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'The response schema is not an object; MCP before 2026-07-28 requires an object at the top of outputSchema.',
    sources: ['targets/gemini.ts'],
  },
  'import-sidecar-restored': {
    kinds: ['moved'],
    severities: ['info'],
    effect: 'neutral',
    message: 'Restored "{name}" exactly as written from the export sidecar.',
    sources: ['import-helpers.ts'],
  },
  'import-skipped-tool': {
    kinds: ['dropped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'A provider entry that is not a tool definition (a server tool, a non-function tool, a cache marker) has no MCP equivalent; left out.',
    sources: ['import-helpers.ts'],
  },
  'import-strict-nullable': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'This tool was strict: properties that are required and nullable may have been optional before; without the export sidecar that cannot be undone.',
    sources: ['targets/openai.ts'],
  },
  'input-schema-missing': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'The tool has no inputSchema object; {target} needs one (use {"type":"object"} for a tool without parameters).',
    sources: ['tool-export.ts'],
  },
  'mcp-array-items-added': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'items: {} is added to this array: VS Code and GitHub Copilot refuse an array parameter without items. {} accepts any item, as before.',
    sources: ['transforms/mcp-clients.ts'],
  },
  'mcp-boolean-subschema': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '{true|false} becomes {} or {"not": {}}, the same schema written as an object: Claude Code refuses a bare boolean here.',
    sources: ['transforms/mcp-clients.ts'],
  },
  'mcp-execution-not-core': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'execution is no longer in the core Tool of MCP 2026-07-28 (tasks moved to the io.modelcontextprotocol/tasks extension); kept as written.',
    sources: ['targets/mcp.ts'],
  },
  'mcp-list-cache-defaults': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'MCP 2026-07-28 requires ttlMs and cacheScope on tools/list results; written as ttlMs {ttlMs} and cacheScope "{cacheScope}" (set them in the export options).',
    sources: ['targets/mcp.ts'],
  },
  'mcp-output-not-object': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'MCP {revision} requires outputSchema to have "type": "object" at the top; only 2026-07-28 allows other shapes. Wrap the result in an object, or export for 2026-07-28.',
    sources: ['targets/mcp.ts'],
  },
  'mcp-revision-dropped': {
    kinds: ['dropped'],
    severities: ['info'],
    effect: 'neutral',
    message: '{icons|execution} does not exist in MCP 2025-06-18 (added in 2025-11-25); left out.',
    sources: ['targets/mcp.ts'],
  },
  'mcp-schema-dialect-kept': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '$schema {declared} is kept as you asked; Claude clients validate with a 2020-12-only validator and refuse it.',
    sources: ['transforms/mcp-clients.ts'],
  },
  'mcp-schema-dialect-rewritten': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '$schema {declared} becomes https://json-schema.org/draft/2020-12/schema: Claude clients validate with a 2020-12-only validator and refuse other dialects. The schema means the same under 2020-12.',
    sources: ['transforms/mcp-clients.ts'],
  },
  'mcp-schema-dialect-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '$schema {declared} is removed: clients then read the schema as 2020-12, the MCP default, and Claude clients refuse any other declared dialect.',
    sources: ['transforms/mcp-clients.ts'],
  },
  'mcp-schema-member': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'The 2025-06-18 Tool type has no $schema member and names no dialect; kept as written, but clients may assume draft-07.',
    sources: ['targets/mcp.ts'],
  },
  'name-convention': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '{rule}; "{name}" does not: {problem}. {target} may refuse it; "{suggestion}" would fit.',
    sources: ['tool-export.ts'],
  },
  'name-duplicate': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'Another tool in this export is already called "{name}"; {target} needs unique names. Rename one, e.g. to "{suggestion}".',
    sources: ['tool-export.ts'],
  },
  'name-duplicate-renamed': {
    kinds: ['renamed'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'Another tool in this export is already called "{name}"; this one is exported as "{suggestion}" as you asked.',
    sources: ['tool-export.ts'],
  },
  'name-invalid': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      '{rule}; "{name}" does not: {problem}. Rename the tool to "{suggestion}" or export with suggested names.',
    sources: ['tool-export.ts'],
  },
  'name-renamed': {
    kinds: ['renamed'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '{rule}; "{name}" does not: {problem}. Exported as "{suggestion}" as you asked; the name map and sidecar restore "{name}" on import.',
    sources: ['tool-export.ts'],
  },
  'openai-array-items-added': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'This array has no items schema, which OpenAI rejects ("array schema missing items"); items: {} (any value) is added. Whether {} is accepted is unverified.',
    sources: ['transforms/openai-schema.ts'],
  },
  'openai-description-long': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'The description is {length} characters; OpenAI has refused descriptions over {max} ("string too long"). Shorten it; it is not cut for you.',
    sources: ['targets/openai.ts'],
  },
  'openai-root-union': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      '{anyOf|oneOf|allOf} at the top of the schema is kept; OpenAI expects a plain object there and may refuse it (unverified).',
    sources: ['targets/openai.ts'],
  },
  'option-ignored': {
    kinds: ['flagged'],
    severities: ['info'],
    effect: 'neutral',
    message: 'The {option} option does not apply to {target}; it was ignored.',
    sources: ['registry.ts'],
  },
  'ref-external': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      '"$ref": "{ref}" points outside the tool; providers never fetch schemas. Copy the referenced schema into $defs.',
    sources: ['tool-export.ts'],
  },
  'root-allof-merged': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'The top-level allOf is merged into one object schema, because {target} does not accept allOf at the top ({notes}).',
    sources: ['tool-export.ts'],
  },
  'root-not-object': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: '{target} needs "type": "object" at the top of the input schema; it is {type}.',
    sources: ['targets/mcp.ts', 'targets/spark.ts', 'tool-export.ts'],
  },
  'root-union': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      '{target} does not accept {anyOf|oneOf|allOf} at the top of the input schema (and it cannot be merged into one object: {reason}). Move the alternatives into a property.',
    sources: ['tool-export.ts'],
  },
  'root-union-merged': {
    kinds: ['converted'],
    severities: ['warning'],
    effect: 'widens',
    message:
      "The top-level {anyOf|oneOf} is merged into one object, because {target} refuses it at the top of the input schema: every alternative's properties are accepted, and names required by only some alternatives are no longer required. The model may send a combination no alternative allows; the tool must check it.",
    sources: ['tool-export.ts'],
  },
  'schema-dialect-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message: '$schema is removed: {target} does not take a dialect declaration here.',
    sources: ['tool-export.ts'],
    metadataOnly: '$schema',
  },
  'spark-description-required': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'Spark requires a description ("Missing required field \'description\'"); say in a sentence what the tool does.',
    sources: ['targets/spark.ts'],
  },
  'spark-properties-added': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message: "properties: {} is added: Spark's spec validation requires a properties map.",
    sources: ['targets/spark.ts'],
  },
  'spark-properties-replaced': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      "properties is {properties}, not an object of parameter schemas; it is replaced by {}, as Spark's spec validation requires a properties map.",
    sources: ['targets/spark.ts'],
  },
  'spark-required-missing': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      "Required parameter '{name}' not found in properties: Spark refuses this spec. Add the property or remove it from required.",
    sources: ['targets/spark.ts'],
  },
  'strict-additional-false': {
    kinds: ['added'],
    severities: ['warning'],
    effect: 'narrows',
    message:
      'additionalProperties: false is added, as {target} strict mode requires on every object: extra keys are now refused.',
    sources: ['transforms/free-form.ts'],
  },
  'strict-allof': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'OpenAI strict mode rejects allOf, and this one cannot be merged: {reason}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-allof-merged': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message: 'allOf is merged into one schema for {target} strict mode ({notes}).',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-array-items': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'This array has no items schema; OpenAI strict mode needs one. Add "items".',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-boolean-schema': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'A {true|false} schema has no type; {target} strict mode needs a typed schema here.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-enum-too-long': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This enum has {count} string values totalling {chars} characters; OpenAI strict mode allows at most {max} characters for an enum of more than {large} strings.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-format-stripped': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'format "{format}" is removed: OpenAI strict mode supports only {formats}. Describe the expected form in the description instead.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-free-form-closed': {
    kinds: ['converted'],
    severities: ['warning'],
    effect: 'narrows',
    message:
      'This free-form object is closed with additionalProperties: false because you allowed it: in {target} strict mode the model can send only {} here, so the parameter carries nothing.',
    sources: ['transforms/free-form.ts'],
  },
  'strict-free-form-object': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This parameter is a free-form object (no properties declared, arbitrary extra keys allowed). {target} strict mode needs additionalProperties: false on every object, which would let the model send only {}; the tool is refused (or the object closed, when you allow it).',
    sources: ['transforms/free-form.ts'],
  },
  'strict-keyword-rejected': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      '{key} ({row}) is not allowed in OpenAI strict mode, and removing it would change what the tool accepts. Remove it, or export without strict.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-keyword-stripped': {
    kinds: ['stripped'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message: '{key} is removed for OpenAI strict mode{note}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-moved-to-description': {
    kinds: ['moved'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message:
      "{key} is not part of {target} strict mode's schema subset; it is removed and written into the description as text, as the Anthropic SDK does, so it is no longer enforced.",
    sources: ['transforms/anthropic-strict.ts'],
  },
  'strict-oneof-and-anyof': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'This schema has both anyOf and oneOf; {target} strict mode keeps only one union.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-oneof-anyof': {
    kinds: ['converted'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'oneOf becomes anyOf for {target} strict mode; a value matching several branches is no longer refused.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-optional-nullable': {
    kinds: ['converted'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'Optional property "{name}" is made required and nullable, as OpenAI strict mode requires: the model sends null instead of leaving it out, so treat null as "not given".',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-optional-required': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'Optional property "{name}" is made required, as OpenAI strict mode requires; it already accepts null, so the model sends null when it has no value.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-properties-added': {
    kinds: ['added'],
    severities: ['info'],
    effect: 'neutral',
    message: 'properties: {} is added, as {target} strict mode writes it on every object.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-properties-invalid': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'properties is not an object of parameter schemas, so OpenAI strict mode cannot check it. Write properties as an object (or remove it).',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-properties-replaced': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'properties is {value}, not an object of schemas; it is replaced by {}, as {target} strict mode writes a properties object on every object.',
    sources: ['transforms/anthropic-strict.ts'],
  },
  'strict-recursive-ref': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This $ref makes the schema recursive; {target} strict mode does not support recursive schemas. Export without strict.',
    sources: ['transforms/anthropic-strict.ts'],
  },
  'strict-ref-sibling-stripped': {
    kinds: ['stripped'],
    severities: ['info', 'warning'],
    effect: 'may-widen',
    message: '{key} beside $ref is removed: {target} strict mode keeps only the reference here.',
    sources: ['transforms/anthropic-strict.ts'],
  },
  'strict-ref-siblings': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      '$ref sits next to {extra}; OpenAI strict mode allows only annotations beside a $ref. Move them into the referenced definition.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-ref-unresolved': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: '{why the local $ref does not resolve}',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-required-undeclared': {
    kinds: ['stripped'],
    severities: ['warning'],
    effect: 'widens',
    message:
      'required names {names}, which properties does not declare; they are left out for {target} strict mode, so a value without them is no longer refused.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-too-deep': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'Objects nest more than {max} levels deep here; OpenAI strict mode allows at most {max}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-too-large': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'Property names, definition names and enum/const values add up to {chars} characters; OpenAI strict mode allows at most {max}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-too-many-enum-values': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'The schema has {count} enum values; OpenAI strict mode allows at most {max}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-too-many-properties': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'The schema has {count} properties; OpenAI strict mode allows at most {max}.',
    sources: ['transforms/openai-schema.ts'],
  },
  'strict-tuple': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'Tuple-form items is not supported in {target} strict mode; use one items schema.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-type-with-literals': {
    kinds: ['stripped'],
    severities: ['info'],
    effect: 'neutral',
    message:
      'type is removed beside enum/const, as {target} strict mode does; the listed values already fix the type.',
    sources: ['transforms/anthropic-strict.ts'],
  },
  'strict-untyped': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      'This schema has no type, enum, const or union; {target} strict mode needs one. Give it a type, or export without strict.',
    sources: ['transforms/anthropic-strict.ts', 'transforms/openai-schema.ts'],
  },
  'strict-unverified': {
    kinds: ['flagged'],
    severities: ['warning'],
    effect: 'neutral',
    message: '{key} is kept, but OpenAI strict support for it is unverified.',
    sources: ['transforms/openai-schema.ts'],
  },
  'tool-name-missing': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message:
      "The tool has no name; a tool without a name cannot be called, and {target} (like the studio's import) needs one. Give it a name.",
    sources: ['tool-export.ts'],
  },
  'tool-not-object': {
    kinds: ['rejected'],
    severities: ['error'],
    effect: 'neutral',
    message: 'Item {index} is {null|an array|a string|\u2026}, not a tool object; it is left out.',
    sources: ['tool-export.ts'],
  },
  'toolhive-hint-renamed': {
    kinds: ['converted'],
    severities: ['info'],
    effect: 'neutral',
    message:
      '{hint} is written as {registryName}, the spelling RFC-0015 uses (and read back as the MCP hint on import).',
    sources: ['targets/toolhive.ts'],
  },
  'toolhive-registry-key': {
    kinds: ['added'],
    severities: ['warning'],
    effect: 'neutral',
    message:
      'The registry entry key is the placeholder "<image_or_url>"; replace it with the server\'s image or URL (the registryKey option).',
    sources: ['targets/toolhive.ts'],
  },
  'unverified-keyword': {
    kinds: ['flagged'],
    severities: ['info'],
    effect: 'neutral',
    message: '{key} is kept; {target} is believed to accept {feature}, but that is unverified.',
    sources: ['transforms/unverified.ts'],
  },
} as const satisfies Record<string, ChangeCodeInfo>;

export type CatalogueCode = keyof typeof CHANGE_CATALOGUE;

/**
 * A change made for a preflight finding is named after the rule (`preflight-<rule id>`, see
 * docs/providers.md): the rules are their own catalogue.
 */
export type PreflightChangeCode = `preflight-${string}`;

export type ChangeCode = CatalogueCode | PreflightChangeCode;

export const CHANGE_CODES = Object.keys(CHANGE_CATALOGUE) as CatalogueCode[];

export function isCatalogueCode(code: string): code is CatalogueCode {
  return Object.hasOwn(CHANGE_CATALOGUE, code);
}

export function changeCodeInfo(code: CatalogueCode): ChangeCodeInfo {
  return CHANGE_CATALOGUE[code];
}
