import { useMemo } from 'react';
import { getTarget, HOST_PROFILES, toolsSentToModel } from '../../core';
import type { ToolsetCost } from '../../core';
import type { WorkspaceTool } from '../../store';
import { hostToolset } from '../../components/host-toolset';

const number = new Intl.NumberFormat('en');

const VISIBILITY_WORDS = {
  yes: 'honours visibility',
  no: 'ignores visibility',
  unknown: 'visibility not known',
} as const;

/**
 * The toolset's cost per host, for the chosen target's count: a host that keeps app-only tools
 * from its model sends the rest; one that ignores `_meta.ui.visibility`, or is not known to
 * honour it, sends them too, and they are counted.
 */
export function HostCostTable({
  cost,
  tools,
}: {
  cost: ToolsetCost;
  tools: readonly WorkspaceTool[];
}) {
  const all = useMemo(() => hostToolset(tools).tools, [tools]);
  const hosts = HOST_PROFILES.filter((p) => p.kind === 'host');
  const label = getTarget(cost.target).label;
  return (
    <section className="cost-section" aria-labelledby="cost-hosts-heading">
      <h3 id="cost-hosts-heading">Per host, counted as {label} receives the tools</h3>
      <table className="cost-table cost-hosts" aria-label="Toolset cost per host">
        <thead>
          <tr>
            <th scope="col">Host</th>
            <th scope="col">App-only tools</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {hosts.map((host) => {
            // Every tool sent, app-only ones included, or only the others.
            const sendsAppOnly =
              cost.appOnly > 0 && toolsSentToModel(all, host.id).length === all.length;
            const fact = host.honoursVisibility;
            return (
              <tr key={host.id} data-host={host.id}>
                <th scope="row">{host.label}</th>
                <td>
                  {cost.appOnly === 0 ? (
                    <span className="cost-muted">none in the workspace</span>
                  ) : (
                    <>
                      {sendsAppOnly ? `${cost.appOnly} counted` : `${cost.appOnly} kept back`}{' '}
                      <span className="cost-muted">
                        (
                        {fact.source ? (
                          <a href={fact.source.url} target="_blank" rel="noreferrer noopener">
                            {VISIBILITY_WORDS[fact.value]}
                          </a>
                        ) : (
                          VISIBILITY_WORDS.unknown
                        )}
                        )
                      </span>
                    </>
                  )}
                </td>
                <td className="cost-num">
                  {number.format(cost.total + (sendsAppOnly ? cost.appOnlyTokens : 0))} tokens
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
