import { useMemo } from 'react';
import { servedToolText } from '../../core';
import { useLive } from '../../store';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/**
 * The server's current definition of a tool imported from it (as last fetched), to compare the
 * studio's copy with; undefined for a tool that did not come from a server or that it no longer lists.
 */
export function useServedVersion(toolId: string | undefined) {
  const provenance = useLive((s) => (toolId ? s.provenance[toolId] : undefined));
  const served = useLive((s) => (provenance ? s.served?.[provenance.name] : undefined));
  return useMemo(
    () =>
      provenance && served !== undefined
        ? {
            label: `Server ${provenance.serverName}: ${provenance.name} (now; imported ${timeFormat.format(provenance.importedAt)})`,
            text: servedToolText(served),
          }
        : undefined,
    [provenance, served],
  );
}
