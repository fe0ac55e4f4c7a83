import { useEffect, useState } from 'react';
import { evaluateHosts } from '../../core';
import type { HostReport } from '../../core';
import type { WorkspaceTool } from '../../store';
import { hostToolset } from '../../components/host-toolset';
import type { HostToolset } from '../../components/host-toolset';
import { whenIdle } from '../../when-idle';

/** A run waits for an idle moment at most this long, so the verdicts follow typing closely. */
const HOSTS_RUN_IDLE_TIMEOUT_MS = 150;

export interface HostRun {
  toolset: HostToolset;
  reports: HostReport[];
  serverName: string;
}

/**
 * Every host's report on the workspace, worked out at an idle moment after each change, never in
 * the keystroke's task; the last answer stays on screen until the next one, so rows do not blink.
 */
export function useHostReports(
  tools: readonly WorkspaceTool[],
  serverName: string,
): HostRun | undefined {
  const [run, setRun] = useState<HostRun | undefined>();
  useEffect(
    () =>
      whenIdle(() => {
        const toolset = hostToolset(tools);
        setRun({ toolset, reports: evaluateHosts(toolset.tools, { serverName }), serverName });
      }, HOSTS_RUN_IDLE_TIMEOUT_MS),
    [tools, serverName],
  );
  return run;
}
