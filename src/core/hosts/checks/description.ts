/** The description a host's model reads: where a host cuts it, and what is lost past the cut. */
import type { HostToolRule } from '../types';

/** Characters shown in a finding's quote of the lost text, so a message stays one line. */
const LOST_TEXT_QUOTE_CHARS = 60;

/**
 * The description is longer than `limit` UTF-16 code units (what `String.prototype.slice`
 * counts, which is how a JavaScript host cuts).
 */
export function descriptionOver(limit: number): HostToolRule['check'] {
  return (tool, { profile }) => {
    const text = tool.description;
    if (typeof text !== 'string' || text.length <= limit) return [];
    const lost = text.slice(limit);
    const quote =
      lost.length > LOST_TEXT_QUOTE_CHARS ? `${lost.slice(0, LOST_TEXT_QUOTE_CHARS)}…` : lost;
    return [
      {
        pointer: '/description',
        message: `${profile.label} cuts the description at ${limit} characters: the model never reads the last ${lost.length} of ${text.length}, from "${quote}". Put what the model needs first, or shorten it.`,
      },
    ];
  };
}
