import { serverName } from '../../core';
import { chunk } from '../../chunk';
import { useChunkValue } from '../../use-chunk';
import { useLive } from '../../store';
import type { LiveState } from '../../store';

// The Log button and its drawer load once a server is connected: the first chunk stays small.
const logButton = chunk(() => import('./LogButton').then((m) => m.LogButton));

const selectSummary = (s: LiveState) =>
  s.status === 'connected'
    ? `Connected: ${serverName(s.info?.serverName ?? '')} · MCP ${serverName(s.info?.protocolVersion ?? '')}`
    : s.status === 'connecting'
      ? `Connecting to ${s.url ?? ''}…`
      : s.status === 'failed'
        ? 'Connection failed'
        : s.status === 'lost'
          ? s.lostBy === 'server-gone'
            ? 'Connection lost'
            : 'Session lost: the server forgot it; connect again'
          : 'Offline: nothing leaves this page';

/**
 * The connection's state in the status bar, at all times, with the protocol revision the server
 * negotiated (the revision the tools imported from it are judged by), and once a server has
 * spoken, the Log button that opens its notifications and log messages.
 */
export function ConnectionStatus() {
  const status = useLive((s) => s.status);
  const summary = useLive(selectSummary);
  const spoken = useLive((s) => s.status === 'connected' || s.log.length > 0);
  const LogButton = useChunkValue(logButton, spoken);
  return (
    <>
      <span className={`connection-status connection-${status}`} aria-label="Connection">
        {summary}
      </span>
      {spoken && LogButton && <LogButton />}
    </>
  );
}
