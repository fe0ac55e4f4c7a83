/** Budgets over the whole toolset: tools per request, per server or in total. */
import type { HostToolsetRule } from '../types';

/**
 * More than `limit` tools, counting `reserved` the host spends on its own. With `leaveOut`, the
 * tools past the budget are the ones the host does not send (the last in the list); without it
 * the hit is a warning on the toolset alone.
 */
export function toolCountOver(
  limit: number,
  options: { reserved?: number; leaveOut: boolean; consequence: string },
): HostToolsetRule['check'] {
  const reserved = options.reserved ?? 0;
  return (tools, { profile }) => {
    const total = tools.length + reserved;
    if (total <= limit) return [];
    const counted =
      reserved > 0
        ? `${tools.length} tools and about ${reserved} of its own`
        : `${tools.length} tools`;
    const room = Math.max(0, limit - reserved);
    return [
      {
        message: `${profile.label}: ${counted} is over its budget of ${limit}: ${options.consequence}`,
        toolIndexes: options.leaveOut ? tools.map((_, i) => i).filter((i) => i >= room) : [],
      },
    ];
  };
}
