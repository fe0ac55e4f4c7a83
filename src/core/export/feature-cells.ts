/**
 * The cells of the feature matrix and the helpers target modules write their columns with.
 * It imports nothing, so a target module can use it while the registry is still loading.
 */
/** What the exporter does with a feature for a target. */
export type Support = 'supported' | 'converted' | 'stripped' | 'rejected';

export interface MatrixCell {
  support: Support;
  /** What exactly happens, when "supported"/"stripped" alone would mislead. */
  note?: string;
  /** False when no first-party documentation confirms the fact (only issue threads or third-party summaries); the exporter then flags it. */
  verified?: false;
}

/** The cell helpers target modules use to write their column. */
export const ok: MatrixCell = { support: 'supported' };
export const unverified = (support: Support, note?: string): MatrixCell => ({
  support,
  verified: false,
  ...(note ? { note } : {}),
});
export const cell = (support: Support, note?: string): MatrixCell => ({
  support,
  ...(note ? { note } : {}),
});
/** Anthropic strict (and Bedrock strict, second-hand) move what their subset lacks into the description. */
export const toDescription = (note = 'moved into the description, as the Anthropic SDK does') =>
  cell('stripped', note);
