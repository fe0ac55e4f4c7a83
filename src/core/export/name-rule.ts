/** The shape of a tool-name rule and the pieces targets build theirs from; it imports nothing, so target modules can use it while the registry loads. */
export interface NameRule {
  /** The rule as users read it, e.g. "^[a-zA-Z0-9_-]{1,64}$". */
  pattern: RegExp;
  /** Which characters are allowed after the first one; used to build suggestions. */
  allowed: RegExp;
  /** Allowed as the first character; defaults to `allowed`. */
  first?: RegExp;
  maxLength: number;
  /** error: the provider rejects the request; warning: a convention (SHOULD) the target states. */
  severity: 'error' | 'warning';
  /** Where the rule comes from, for the message. */
  source: string;
}

/** The rule OpenAI, Anthropic and Bedrock share; each target adds where it states it. */
export const PROVIDER_NAME_64: Omit<NameRule, 'source'> = {
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  allowed: /[a-zA-Z0-9_-]/,
  maxLength: 64,
  severity: 'error',
};

/** Identifier-like names (letters, digits, underscores) as a convention, not a refusal. */
export const snakeCaseConvention = (source: string): NameRule => ({
  pattern: /^[A-Za-z0-9_]{1,128}$/,
  allowed: /[A-Za-z0-9_]/,
  maxLength: 128,
  severity: 'warning',
  source,
});
