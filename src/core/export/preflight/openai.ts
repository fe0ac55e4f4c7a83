/** OpenAI Chat Completions and Responses function tools: what the API refuses. */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import {
  OPENAI_MAX_TOOLS,
  OPENAI_STRICT_MAX_CHARS,
  OPENAI_STRICT_MAX_DEPTH,
  OPENAI_STRICT_MAX_ENUM_VALUES,
  OPENAI_STRICT_MAX_PROPERTIES,
} from '../../limits';
import { OPENAI_STRICT_FORMATS } from '../openai-formats';
import type { ExportedTool, PreflightRule, RuleHit, SchemaNode, PreflightFamily } from './rule';
import {
  isArrayTyped,
  isObjectTyped,
  nameMatching,
  openAiContext,
  RULES_VERIFIED,
  nodesOf,
} from './rule';

const TARGETS = ['openai-chat', 'openai-responses'] as const;
const STRUCTURED_OUTPUTS =
  'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
const FUNCTION_CALLING = 'https://platform.openai.com/docs/guides/function-calling';
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Keywords strict mode refuses: the documented unsupported list plus what the SDK refuses. */
const OPENAI_STRICT_FORBIDDEN = [
  'allOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'default',
  '$anchor',
  '$dynamicAnchor',
  '$dynamicRef',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
] as const;
const FORBIDDEN = new Set<string>(OPENAI_STRICT_FORBIDDEN);

/** The visitor builds a node's pointer and context only for a hit: most nodes are fine. */
function schemaHits(
  tool: ExportedTool,
  visit: (node: Record<string, unknown>, here: SchemaNode) => RuleHit[] | RuleHit | undefined,
): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const schema of tool.schemas) {
    for (const here of nodesOf(schema)) {
      const found = visit(here.node, here);
      if (Array.isArray(found)) for (const hit of found) hits.push(hit);
      else if (found) hits.push(found);
    }
  }
  return hits;
}

const base = (name: unknown) => ({ name: typeof name === 'string' ? name : '' });

/** Object-typed nodes, counting `properties` without a type as an object (OpenAI reads them so). */
const isObjectNode = (node: Record<string, unknown>) =>
  isObjectTyped(node) || (node.type === undefined && isPlainObject(node.properties));

export const OPENAI_FAMILY: PreflightFamily = {
  id: 'openai',
  heading: 'OpenAI (Chat Completions, Responses)',
  about: 'Function tools. Strict mode is the Structured Outputs subset.',
};

export const OPENAI_RULES: readonly PreflightRule[] = [
  {
    id: 'openai-name-pattern',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'The function name has characters other than letters, digits, _ and -, or more than 64 of them.',
    reply: "'{name}' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'functions.{index}.name'",
    verbatim: true,
    advice: 'Rename the tool (dots and spaces become underscores) or export with suggested names.',
    sources: ['NobleMathews/mayil-ai-tests#64', 'redhat-community-ai-tools/UnifAI#266'],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['name-invalid'],
    check: nameMatching(NAME),
  },
  {
    id: 'openai-array-items',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default', 'strict'],
    severity: 'error',
    title: 'An array schema has no items schema (OpenAI checks this even outside strict mode).',
    reply:
      "Invalid schema for function '{name}': In context=({context}), array schema missing items.",
    verbatim: true,
    advice: 'Add "items" to the array, e.g. {"type":"string"}.',
    sources: ['streamnative/streamnative-mcp-server#26', 'sigoden/aichat#1049'],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['strict-array-items'],
    check: (tool) =>
      schemaHits(tool, (node, here) =>
        isArrayTyped(node) && !('items' in node) && !('prefixItems' in node)
          ? {
              pointer: here.pointer,
              position: tool.position,
              values: { ...base(tool.name), context: openAiContext(here.path) },
            }
          : undefined,
      ),
  },
  {
    id: 'openai-strict-additional-properties',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'error',
    title: 'Strict mode: an object does not set additionalProperties to false.',
    reply:
      "Invalid schema for function '{name}': In context=({context}), 'additionalProperties' is required to be supplied and to be false.",
    verbatim: true,
    advice: 'Declare every key of the object as a property and close it, or export without strict.',
    sources: [
      'xemantic/xemantic-ai-tool-schema#37',
      'lastmile-ai/openai-agents-mcp#2',
      'openai/openai-agents-python#1023',
      STRUCTURED_OUTPUTS,
    ],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['strict-free-form-object'],
    check: (tool) =>
      schemaHits(tool, (node, here) =>
        isObjectNode(node) && node.additionalProperties !== false
          ? {
              pointer: here.pointer,
              position: tool.position,
              values: { ...base(tool.name), context: openAiContext(here.path) },
            }
          : undefined,
      ),
  },
  {
    id: 'openai-strict-required-every-key',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'error',
    title:
      'Strict mode: a property is missing from required (every property must be listed; optional ones accept null instead).',
    reply:
      "Invalid schema for function '{name}': In context=({context}), 'required' is required to be supplied and to be an array including every key in properties. Missing '{key}'.",
    verbatim: true,
    advice: 'List every property in required and let optional ones accept null.',
    sources: ['Gsync/jobsync#99', 'vercel/ai#6403', 'mastra-ai/mastra#16383', STRUCTURED_OUTPUTS],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      schemaHits(tool, (node, here) => {
        if (!isPlainObject(node.properties)) return undefined;
        const required = Array.isArray(node.required) ? node.required : [];
        const missing = Object.keys(node.properties).find((key) => !required.includes(key));
        return missing === undefined
          ? undefined
          : {
              pointer: joinPointer(here.pointer, 'properties', missing),
              position: tool.position,
              values: { ...base(tool.name), context: openAiContext(here.path), key: missing },
            };
      }),
  },
  {
    id: 'openai-strict-object-properties',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'error',
    title:
      'Strict mode: an object schema has no properties key (write properties: {} for an object without keys).',
    reply:
      "Invalid schema for function '{name}': In context=({context}), object schema missing properties.",
    verbatim: true,
    advice: 'Write "properties": {} on an object that takes no keys, or declare its keys.',
    sources: ['spring-projects/spring-ai#4776'],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      schemaHits(tool, (node, here) =>
        isObjectTyped(node) && !isPlainObject(node.properties)
          ? {
              pointer: here.pointer,
              position: tool.position,
              values: { ...base(tool.name), context: openAiContext(here.path) },
            }
          : undefined,
      ),
  },
  {
    id: 'openai-strict-format',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'error',
    title: `Strict mode: a string format outside the supported list (${[...OPENAI_STRICT_FORMATS].join(', ')}).`,
    reply:
      "Invalid schema for function '{name}': In context=({context}), '{format}' is not a valid format.",
    verbatim: true,
    advice: 'Remove the format, or describe it in the description.',
    sources: ['can1357/oh-my-pi#206', STRUCTURED_OUTPUTS],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      schemaHits(tool, (node, here) =>
        typeof node.format === 'string' && !OPENAI_STRICT_FORMATS.has(node.format)
          ? {
              pointer: joinPointer(here.pointer, 'format'),
              position: tool.position,
              values: {
                ...base(tool.name),
                context: openAiContext(here.path),
                format: node.format,
              },
            }
          : undefined,
      ),
  },
  {
    id: 'openai-strict-keyword',
    family: 'openai',
    scope: 'tool',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'error',
    title: `Strict mode: a keyword outside the strict subset (${OPENAI_STRICT_FORBIDDEN.join(', ')}).`,
    reply:
      "Invalid schema for function '{name}': In context=({context}), '{keyword}' is not permitted.",
    verbatim: true,
    advice:
      'Remove the keyword (the export does, and lists what that loosens), or export without strict.',
    sources: ['can1357/oh-my-pi#209', 'openai/openai-node#1709', STRUCTURED_OUTPUTS],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      schemaHits(tool, (node, here) => {
        let hits: RuleHit[] | undefined;
        for (const keyword in node) {
          if (FORBIDDEN.has(keyword))
            (hits ??= []).push({
              pointer: joinPointer(here.pointer, keyword),
              position: tool.position,
              values: { ...base(tool.name), context: openAiContext(here.path), keyword },
            });
        }
        return hits;
      }),
  },
  {
    id: 'openai-too-many-tools',
    family: 'openai',
    scope: 'request',
    targets: TARGETS,
    modes: ['default', 'strict'],
    severity: 'error',
    title: `More than ${OPENAI_MAX_TOOLS} tools in one request.`,
    reply:
      'HTTP 400 "array too long" (code array_above_max_length) on tools: at most 128, and this request has {count}.',
    verbatim: false,
    advice: `Send at most ${OPENAI_MAX_TOOLS} tools per request; split off {split}.`,
    sources: ['zed-industries/zed#32946', FUNCTION_CALLING],
    lastVerified: RULES_VERIFIED,
    check: (tools) => {
      if (tools.length <= OPENAI_MAX_TOOLS) return [];
      const split = tools.slice(OPENAI_MAX_TOOLS);
      const names = listNames(split);
      return split.map((tool) => ({
        pointer: tool.pointer,
        position: tool.position,
        values: { count: String(tools.length), split: names },
      }));
    },
  },
  {
    id: 'openai-strict-request-size',
    family: 'openai',
    scope: 'request',
    targets: TARGETS,
    modes: ['strict'],
    severity: 'warning',
    title: `Strict mode, over the whole request: more than ${OPENAI_STRICT_MAX_PROPERTIES} object properties, more than ${OPENAI_STRICT_MAX_ENUM_VALUES} enum values, or more than ${OPENAI_STRICT_MAX_CHARS} characters of names and values (nesting deeper than ${OPENAI_STRICT_MAX_DEPTH} levels refuses the tool itself).`,
    reply:
      'The documented strict-mode limits: up to 5000 object properties total, with up to 10 levels of nesting; up to 1000 enum values; at most 120,000 characters for all property names, definition names, enum values and const values. (An older limit was worded "6 levels of nesting exceeds limit of 5".)',
    verbatim: false,
    advice:
      'The tools of this request add up to {total}; split off {split} into another request, or export some of them without strict.',
    sources: [STRUCTURED_OUTPUTS, 'tidyverse/ellmer#671'],
    lastVerified: RULES_VERIFIED,
    check: (tools) => {
      const strict = tools.filter((t) => t.strict);
      const sizes = strict.map(strictSize);
      const limits = {
        properties: OPENAI_STRICT_MAX_PROPERTIES,
        enumValues: OPENAI_STRICT_MAX_ENUM_VALUES,
        chars: OPENAI_STRICT_MAX_CHARS,
      };
      const totals = { properties: 0, enumValues: 0, chars: 0 };
      const split: ExportedTool[] = [];
      strict.forEach((tool, i) => {
        const size = sizes[i]!;
        const over = (Object.keys(limits) as (keyof typeof limits)[]).some(
          (k) => totals[k] + size[k] > limits[k],
        );
        if (over) split.push(tool);
        else for (const k of Object.keys(limits) as (keyof typeof limits)[]) totals[k] += size[k];
      });
      if (split.length === 0) return [];
      const sum = (k: keyof typeof limits) => sizes.reduce((n, s) => n + s[k], 0);
      const total = `${sum('properties')} properties, ${sum('enumValues')} enum values and ${sum('chars')} characters`;
      const names = listNames(split);
      return split.map((tool) => ({
        pointer: tool.pointer,
        position: tool.position,
        values: { total, split: names },
      }));
    },
  },
];

function listNames(tools: readonly ExportedTool[]): string {
  const shown = tools.slice(0, 10).map((t) => JSON.stringify(t.name));
  return shown.join(', ') + (tools.length > 10 ? ` and ${tools.length - 10} more` : '');
}

/** What one strict tool adds to the request-wide counts OpenAI documents. */
function strictSize(tool: ExportedTool): {
  properties: number;
  enumValues: number;
  chars: number;
} {
  let properties = 0;
  let enumValues = 0;
  let chars = 0;
  for (const schema of tool.schemas) {
    for (const { node } of nodesOf(schema)) {
      if (isPlainObject(node.properties)) {
        const names = Object.keys(node.properties);
        properties += names.length;
        for (const name of names) chars += name.length;
      }
      for (const key of ['$defs', 'definitions'])
        if (isPlainObject(node[key]))
          for (const name of Object.keys(node[key])) chars += name.length;
      const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
      if (Array.isArray(node.enum)) enumValues += node.enum.length;
      for (const v of values)
        chars += typeof v === 'string' ? v.length : String(JSON.stringify(v)).length;
    }
  }
  return { properties, enumValues, chars };
}
