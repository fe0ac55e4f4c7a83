/** Budgets over the whole toolset: tools per request, per server or in total. */
import type { Tool } from '../../model/types';
import type { HostToolsetRule } from '../types';

type ToolsetCheck = HostToolsetRule['check'];

/**
 * Which tools a budget's hit marks: the ones past the budget (the host does not send the last in
 * the list), every tool (the host refuses the server), or none (a warning on the toolset).
 */
export type BudgetEffect = 'past-limit' | 'all' | 'none';

/** More than `limit` tools, counting `reserved` the host spends on its own. */
export function toolCountOver(
  limit: number,
  options: { reserved?: number; affects: BudgetEffect; consequence: string },
): ToolsetCheck {
  const reserved = options.reserved ?? 0;
  return (tools, { profile }) => {
    const total = tools.length + reserved;
    if (total <= limit) return [];
    const counted =
      reserved > 0
        ? `${tools.length} tools and about ${reserved} of its own`
        : `${tools.length} tools`;
    const room = Math.max(0, limit - reserved);
    const indexes = tools.map((_, i) => i);
    return [
      {
        message: `${profile.label}: ${counted} is over its budget of ${limit}: ${options.consequence}`,
        toolIndexes:
          options.affects === 'all'
            ? indexes
            : options.affects === 'past-limit'
              ? indexes.filter((i) => i >= room)
              : [],
      },
    ];
  };
}

/**
 * One tool that `fails` makes the host refuse the whole server: the hit marks every other tool
 * (the tool itself carries its own rule's finding).
 */
export function serverFailsWhen(fails: (tool: Tool) => boolean, consequence: string): ToolsetCheck {
  return (tools, { profile }) => {
    const failing = tools.flatMap((tool, i) => (fails(tool) ? [i] : []));
    if (failing.length === 0) return [];
    const names = failing.map((i) => `"${String(tools[i]!.name)}"`).join(', ');
    return [
      {
        message: `${profile.label}: ${names} ${failing.length === 1 ? 'makes' : 'make'} the whole server fail: ${consequence}`,
        toolIndexes: tools.map((_, i) => i).filter((i) => !failing.includes(i)),
      },
    ];
  };
}
