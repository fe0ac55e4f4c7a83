/** The change codes every target shares: names, root schemas, MCP revisions, imports, Spark and ToolHive. Part of CHANGE_CATALOGUE (catalogue.ts). */
import type { ChangeCodeInfo } from './change-info';

export const COMMON_CHANGES = {
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
