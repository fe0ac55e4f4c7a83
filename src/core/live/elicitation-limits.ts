/**
 * How big an elicitation request from a live server the page draws. A form of 20 000 required
 * fields, or a choice among 200 000 options, froze the tab for 15 to 27 s before a click was
 * answered; past these limits the page draws no form and says why, leaving Decline and Cancel
 * (an answer for fields it did not draw could not be a correct one).
 */

/** Fields of one elicitation request drawn as a form. */
export const MAX_ELICITATION_FIELDS = 200;

/** Options of one choice (single or multiple) drawn. */
export const MAX_ELICITATION_OPTIONS = 1_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The number of options a property offers (enum, oneOf/anyOf, or the same under `items`). */
function optionCount(property: Record<string, unknown>): number {
  let most = 0;
  for (const holder of [property, isObject(property.items) ? property.items : undefined])
    for (const keyword of ['enum', 'oneOf', 'anyOf'])
      if (holder && Array.isArray(holder[keyword]))
        most = Math.max(most, (holder[keyword] as unknown[]).length);
  return most;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Why the page will not draw this requestedSchema as a form, in a sentence, or undefined when it
 * will. Costs one pass over at most `MAX_ELICITATION_FIELDS` properties.
 */
export function elicitationTooLarge(schema: unknown): string | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const keys = Object.keys(schema.properties);
  if (keys.length > MAX_ELICITATION_FIELDS)
    return `The server asks for ${count(keys.length)} fields; the studio draws at most ${count(MAX_ELICITATION_FIELDS)} (MAX_ELICITATION_FIELDS), so this request can only be declined or cancelled.`;
  for (const key of keys) {
    const property = schema.properties[key];
    if (!isObject(property)) continue;
    const options = optionCount(property);
    if (options > MAX_ELICITATION_OPTIONS)
      return `The field “${key.slice(0, 80)}” offers ${count(options)} options; the studio draws at most ${count(MAX_ELICITATION_OPTIONS)} (MAX_ELICITATION_OPTIONS), so this request can only be declined or cancelled.`;
  }
  return undefined;
}
