/** Strict mode's change codes (OpenAI strict, and the other providers' strict modes that share its rules), and OpenAI's own. Part of CHANGE_CATALOGUE (catalogue.ts). */
import type { ChangeCodeInfo } from './change-info';

export const STRICT_CHANGES = {
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
} as const satisfies Record<string, ChangeCodeInfo>;
