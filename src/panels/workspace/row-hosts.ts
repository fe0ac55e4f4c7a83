import { useEffect, useState } from 'react';
import { effectiveServerName, useTypedServerName } from '../../store';
import { isHostId } from '../../core';
import type { HostId, HostVerdict } from '../../core';
import type { WorkspaceTool } from '../../store';
import type { DocumentHostVerdict } from '../../components/host-verdicts';
import { whenIdle } from '../../when-idle';

/** The profiles load with the first host chosen for the rows (the picker has its names apart). */
const loadVerdicts = () => import('../../components/host-verdicts');

/** A run waits for the page to be idle at most this long, so a busy page still gets its badges. */
const HOST_RUN_IDLE_TIMEOUT_MS = 500;

interface Run {
  host: HostId;
  verdicts: Map<string, DocumentHostVerdict>;
}

/**
 * Each row's verdict at `host`, worked out at an idle moment over the whole workspace (budgets
 * count every tool) and again after each change; a row keeps its last verdict until the next
 * run answers, so a keystroke does not blink the badges. Returns a reader: undefined while a
 * document has no verdict yet.
 */
export function useRowHosts(
  tools: readonly WorkspaceTool[],
  host: HostId | undefined,
): (id: string) => DocumentHostVerdict | 'pending' | undefined {
  const typed = useTypedServerName();
  const [run, setRun] = useState<Run | undefined>();
  useEffect(() => {
    if (!host) return;
    let live = true;
    let cancel = () => {};
    void loadVerdicts().then(({ documentHostVerdicts }) => {
      if (!live) return;
      cancel = whenIdle(() => {
        const serverName = effectiveServerName(typed, tools);
        setRun({ host, verdicts: documentHostVerdicts(tools, host, serverName) });
      }, HOST_RUN_IDLE_TIMEOUT_MS);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [tools, host, typed]);
  return (id) => {
    if (!host) return undefined;
    return run?.host === host ? run.verdicts.get(id) : 'pending';
  };
}

/** The picker's value for a host, apart from the targets' ids. */
export const HOST_VALUE_PREFIX = 'host:';

/** The host a picker value names, or undefined for a target, none or a name no profile has. */
export function hostOfValue(value: string): HostId | undefined {
  const id = value.startsWith(HOST_VALUE_PREFIX) ? value.slice(HOST_VALUE_PREFIX.length) : '';
  return isHostId(id) ? id : undefined;
}

/** A row's verdict at the chosen host: the verdict, still pending, or no tool to judge. */
export interface RowHostVerdict {
  host: HostId;
  label: string;
  verdict: DocumentHostVerdict | 'pending' | undefined;
}

/** What the row's badge and its description say. */
export function hostBadgeProps({ label, verdict }: RowHostVerdict): {
  preflightState: HostVerdict | 'pending' | 'none';
  preflightText: string;
} {
  if (verdict === 'pending')
    return { preflightState: 'pending', preflightText: `${label}: checking…` };
  if (!verdict) return { preflightState: 'none', preflightText: `${label}: no tool to check` };
  return { preflightState: verdict.status, preflightText: verdict.text };
}
