import { useMemo } from 'react';
import { servedToolText, serverName } from '../../core';
import { useLive, useWorkspace } from '../../store';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/**
 * The server's current definition of a tool imported from it (as last fetched), to compare the
 * studio's copy with; undefined for a tool that did not come from the server connected now, or
 * that it no longer lists.
 */
export function useServedVersion(toolId: string | undefined) {
  const provenance = useWorkspace((s) =>
    toolId ? s.tools.find((t) => t.id === toolId)?.provenance : undefined,
  );
  const served = useLive((s) =>
    provenance && provenance.url === s.url ? s.served?.[provenance.name] : undefined,
  );
  return useMemo(
    () =>
      provenance && served !== undefined
        ? {
            label: `Server ${serverName(provenance.serverName)}: ${serverName(provenance.name)} (now; imported ${timeFormat.format(provenance.importedAt)})`,
            phrase: `the server's ${serverName(provenance.name)}`,
            text: servedToolText(served),
            provenance,
            served,
          }
        : undefined,
    [provenance, served],
  );
}
