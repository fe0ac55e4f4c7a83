/**
 * The string formats OpenAI strict mode supports (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas).
 * A module of its own with no imports: the strict transform and the OpenAI preflight rules both
 * read it, and the rules are loaded by the target module before the transforms are.
 */
export const OPENAI_STRICT_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);
