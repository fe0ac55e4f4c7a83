/** Gemini's change codes: what the Gemini export (OpenAPI-subset and JSON-Schema modes) and its import rewrite. Part of CHANGE_CATALOGUE (catalogue.ts). */
import type { ChangeCodeInfo } from './change-info';

export const GEMINI_CHANGES = {
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
} as const satisfies Record<string, ChangeCodeInfo>;
