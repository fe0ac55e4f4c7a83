/**
 * Gemini function declarations: what the API refuses in `parameters` (its OpenAPI-style Schema
 * message, read as protobuf, so unknown fields are errors) and in `parametersJsonSchema`.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { ExportedTool, PreflightRule, RuleHit, SchemaNode, PreflightFamily } from './rule';
import { nameMatching, protoPath, RULES_VERIFIED, nodesOf } from './rule';

const TARGETS = ['gemini'] as const;
const SCHEMA_DOC = 'https://ai.google.dev/api/caching#Schema';
const FUNCTION_DOC = 'https://ai.google.dev/gemini-api/docs/function-calling';

/** The fields of Gemini's Schema message; anything else is "Cannot find field". */
const GEMINI_SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;

/** Nodes of the OpenAPI-subset schemas only (`parameters`, `response`). */
function subsetHits(
  tool: ExportedTool,
  visit: (here: SchemaNode, where: (here: SchemaNode) => string) => RuleHit[] | RuleHit | undefined,
): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const schema of tool.schemas) {
    if (schema.path.endsWith('_json_schema')) continue;
    // The provider's path is built only for a hit; one closure per schema, not per node.
    const where = (here: SchemaNode) => schema.path + protoPath(here.path);
    for (const node of nodesOf(schema)) {
      const found = visit(node, where);
      if (Array.isArray(found)) for (const hit of found) hits.push(hit);
      else if (found) hits.push(found);
    }
  }
  return hits;
}

const isType = (node: Record<string, unknown>, type: string) => node.type === type;

/** Applicators whose branches may, in plain JSON Schema, require what their holder declares. */
const BRANCH_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf', 'allOf']);

/**
 * The index of the first `required` name no `properties` declares, or -1. In parametersJsonSchema
 * a branch of anyOf/oneOf/allOf may name a property its holder declares ("at least one of"),
 * which Gemini's Schema cannot express but its JSON Schema mode reads as JSON Schema does.
 */
function undeclaredRequired(here: SchemaNode, jsonSchema: boolean): number {
  const required = here.node.required;
  if (!Array.isArray(required)) return -1;
  const own = isPlainObject(here.node.properties) ? here.node.properties : {};
  const holder = jsonSchema ? here.holder : undefined;
  const inherited =
    holder && BRANCH_KEYWORDS.has(holder.keyword) && isPlainObject(holder.node.properties)
      ? holder.node.properties
      : {};
  return required.findIndex(
    (name) =>
      typeof name !== 'string' || !(Object.hasOwn(own, name) || Object.hasOwn(inherited, name)),
  );
}

export const GEMINI_FAMILY: PreflightFamily = {
  id: 'gemini',
  heading: 'Gemini',
  about:
    "functionDeclarations. By default `parameters` is Gemini's OpenAPI-style Schema message, read as protobuf: a field it does not have is an error, not ignored. The JSON Schema option writes `parametersJsonSchema`.",
};

export const GEMINI_RULES: readonly PreflightRule[] = [
  {
    id: 'gemini-empty-properties',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title: 'An OBJECT schema has "properties": {} (a free-form map written the JSON Schema way).',
    reply: 'GenerateContentRequest.{where}.properties: should be non-empty for OBJECT type',
    verbatim: true,
    advice:
      'Leave "properties" out of an object without declared keys (the export does), or declare its keys.',
    sources: ['agno-agi/agno#2112', 'pipecat-ai/pipecat-flows#110', 'lobehub/lobehub#5002'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here, where) =>
        isPlainObject(here.node.properties) && Object.keys(here.node.properties).length === 0
          ? {
              pointer: joinPointer(here.pointer, 'properties'),
              position: tool.position,
              values: { where: where(here) },
            }
          : undefined,
      ),
  },
  {
    id: 'gemini-properties-not-object',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title:
      'A schema that is not of type OBJECT carries "properties" (or a non-ARRAY schema carries "items").',
    reply: 'GenerateContentRequest.{where}.{field}: only allowed for {expected} type',
    verbatim: true,
    advice:
      'Give the schema type "object" (or "array" for items), or remove the misplaced keyword.',
    sources: ['anomalyco/opencode#11888', 'anomalyco/opencode#43495'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here, where) => {
        const misplacedProperties = 'properties' in here.node && !isType(here.node, 'OBJECT');
        const misplacedItems = 'items' in here.node && !isType(here.node, 'ARRAY');
        // No list for the nodes that are fine: that is nearly all of them.
        if (!misplacedProperties && !misplacedItems) return undefined;
        const hits: RuleHit[] = [];
        if (misplacedProperties)
          hits.push({
            pointer: joinPointer(here.pointer, 'properties'),
            position: tool.position,
            values: { where: where(here), field: 'properties', expected: 'OBJECT' },
          });
        if (misplacedItems)
          hits.push({
            pointer: joinPointer(here.pointer, 'items'),
            position: tool.position,
            values: { where: where(here), field: 'items', expected: 'ARRAY' },
          });
        return hits;
      }),
  },
  {
    id: 'gemini-unknown-field',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title: `A keyword that Gemini's Schema has no field for (its fields: ${[...GEMINI_SCHEMA_FIELDS].join(', ')}).`,
    reply: 'Invalid JSON payload received. Unknown name "{key}" at \'{where}\': Cannot find field.',
    verbatim: true,
    advice:
      'Remove the keyword (the export does, and lists what that loosens), or use the Gemini JSON Schema option.',
    sources: [
      'nanbingxyz/5ire#42',
      'musistudio/claude-code-router#187',
      'openswarm-ai/openswarm#24',
      'zed-industries/zed#44875',
      SCHEMA_DOC,
    ],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here, where) => {
        let hits: RuleHit[] | undefined;
        for (const key in here.node) {
          if (!GEMINI_SCHEMA_FIELDS.has(key))
            (hits ??= []).push({
              pointer: joinPointer(here.pointer, key),
              position: tool.position,
              values: { where: where(here), key },
            });
        }
        return hits;
      }),
  },
  {
    id: 'gemini-type-list',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title: 'A type list such as ["string", "null"] (Gemini takes one type and nullable).',
    reply:
      'Invalid JSON payload received. Unknown name "type" at \'{where}\': Proto field is not repeating, cannot start list.',
    verbatim: true,
    advice: 'Use one type with "nullable": true (the export does).',
    sources: ['zed-industries/zed#53919', 'netease-lcap/wave-agent#284'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here, where) =>
        Array.isArray(here.node.type)
          ? {
              pointer: joinPointer(here.pointer, 'type'),
              position: tool.position,
              values: { where: where(here) },
            }
          : undefined,
      ),
  },
  {
    id: 'gemini-enum-not-string',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title:
      'An enum value that is not a string (Gemini enums are strings; numbers go with format "enum").',
    reply: "Invalid value at '{where}.enum[{i}]' (TYPE_STRING), {value}",
    verbatim: true,
    advice: 'Write the values as strings (the export does, with format "enum").',
    sources: ['microsoft/azure-devops-mcp#139', 'microsoft/azure-devops-mcp#145'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here, where) => {
        if (!Array.isArray(here.node.enum)) return undefined;
        const i = here.node.enum.findIndex((v) => typeof v !== 'string');
        return i < 0
          ? undefined
          : {
              pointer: joinPointer(here.pointer, 'enum', i),
              position: tool.position,
              values: {
                where: where(here),
                i: String(i),
                value: String(JSON.stringify(here.node.enum[i])),
              },
            };
      }),
  },
  {
    id: 'gemini-enum-without-type',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title: 'An enum on a schema without a type.',
    reply: 'function declaration enum only allowed for STRING type',
    verbatim: true,
    advice: 'Give the enum a type (the export adds STRING).',
    sources: ['decolua/9router#359'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      subsetHits(tool, (here) =>
        Array.isArray(here.node.enum) && here.node.type === undefined
          ? { pointer: joinPointer(here.pointer, 'enum'), position: tool.position }
          : undefined,
      ),
  },
  {
    id: 'gemini-required-undeclared',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default', 'json-schema'],
    severity: 'error',
    title: '"required" names a property that "properties" does not declare.',
    reply:
      'HTTP 400 INVALID_ARGUMENT for the request: a required name must be one of the declared properties.',
    verbatim: false,
    advice:
      'Declare the property or take the name out of required (the export takes it out, and lists it).',
    // Both modes: parametersJsonSchema refuses it too, in an items object as at the root (a
    // replay of cloudflare's worker_put, whose migrations items require an undeclared "tag").
    sources: ['Kilo-Org/kilocode#11955'],
    lastVerified: RULES_VERIFIED,
    check: (tool) => {
      const hits: RuleHit[] = [];
      for (const schema of tool.schemas) {
        const jsonSchema = schema.path.endsWith('_json_schema');
        for (const here of nodesOf(schema)) {
          const i = undeclaredRequired(here, jsonSchema);
          if (i >= 0)
            hits.push({
              pointer: joinPointer(here.pointer, 'required', i),
              position: tool.position,
            });
        }
      }
      return hits;
    },
  },
  {
    id: 'gemini-function-name',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default', 'json-schema'],
    severity: 'error',
    title:
      'The function name does not start with a letter or _, or has characters other than letters, digits, _, ., : and -.',
    reply:
      'Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.',
    verbatim: true,
    advice:
      'Rename the tool or export with suggested names. (The length limit differs between sources; names over 64 characters are flagged by the export.)',
    sources: ['google-gemini/gemini-cli#6704', 'su-kaka/gcli2api#146', FUNCTION_DOC],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['name-invalid'],
    check: nameMatching(NAME),
  },
  {
    id: 'gemini-json-ref-siblings',
    family: 'gemini',
    scope: 'tool',
    targets: TARGETS,
    modes: ['json-schema'],
    severity: 'error',
    title:
      'parametersJsonSchema: a $ref with keywords beside it other than description and default.',
    reply:
      "$ref '{ref}' was set alongside unsupported fields. If a schema node has $ref set, then only description and default can be set alongside it",
    verbatim: true,
    advice:
      'Move the other keywords into the referenced definition, or wrap the reference in allOf.',
    sources: ['anomalyco/opencode#12295', 'su-kaka/gcli2api#374'],
    lastVerified: RULES_VERIFIED,
    check: (tool) => {
      const hits: RuleHit[] = [];
      for (const schema of tool.schemas) {
        if (!schema.path.endsWith('_json_schema')) continue;
        for (const here of nodesOf(schema)) {
          const node = here.node;
          if (typeof node.$ref !== 'string') continue;
          if (
            Object.keys(node).some(
              (k) =>
                k !== '$ref' &&
                k !== 'description' &&
                k !== 'default' &&
                k !== '$defs' &&
                k !== 'definitions',
            )
          ) {
            hits.push({
              pointer: joinPointer(here.pointer, '$ref'),
              position: tool.position,
              values: { ref: node.$ref.replace(/^#\/(\$defs|definitions)\//, '') },
            });
          }
        }
      }
      return hits;
    },
  },
];
