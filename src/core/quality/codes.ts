/** The lint codes the Quality panel groups as trust findings: text that hides or contradicts something. */
export const TRUST_CODES: readonly string[] = [
  'text-tag-characters',
  'text-bidi-control',
  'text-zero-width',
  'text-mixed-script',
  'annotations-contradict-text',
  'text-addresses-model',
];

/** The lint codes the Quality panel groups as quality notes, the older description rules included. */
export const QUALITY_CODES: readonly string[] = [
  'description-missing',
  'description-too-short',
  'description-tautological',
  'description-no-usage-guidance',
  'description-no-side-effects',
  'description-too-long',
  'parameter-description-missing',
  'parameter-enum-unexplained',
  'parameter-unit-missing',
];
