import { useEffect, useState } from 'react';
import type { WorkspaceTool } from '../../store';
import { getHostsClient } from '../../worker/hosts-client';
import type { HostsRun } from '../../worker/hosts-protocol';

/** The hosts are judged again once typing pauses this long. */
const HOSTS_RUN_DELAY_MS = 150;

export interface HostsState {
  /** The latest answer; it stays on screen while a newer question is judged. */
  run?: HostsRun;
  error?: string;
}

/**
 * Every host's report on the workspace, judged in the hosts worker once typing pauses (18
 * profiles over hundreds of tools take too long for the page's thread); the last answer stays
 * until the next, so rows do not blink.
 */
export function useHostReports(tools: readonly WorkspaceTool[], serverName: string): HostsState {
  const [state, setState] = useState<HostsState>({});
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const documents = tools.map((t) => ({ id: t.id, text: t.text }));
      void getHostsClient()
        .judge({ documents, serverName })
        .then((outcome) => {
          if (!live || outcome.status === 'superseded') return;
          if (outcome.status === 'done') setState({ run: outcome.run });
          else setState((s) => ({ ...s, error: outcome.message }));
        });
    }, HOSTS_RUN_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tools, serverName]);
  return state;
}
