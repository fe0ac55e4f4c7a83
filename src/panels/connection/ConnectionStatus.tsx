import { BRIDGE_LOSS_MESSAGES, serverName } from '../../core';
import { useLive } from '../../store';
import type { LiveState } from '../../store';

const selectSummary = (s: LiveState) =>
  s.status === 'connected'
    ? `Connected: ${serverName(s.info?.serverName ?? '')} · MCP ${serverName(s.info?.protocolVersion ?? '')}`
    : s.status === 'connecting'
      ? `Connecting to ${s.url ?? ''}…`
      : s.status === 'failed'
        ? 'Connection failed'
        : s.status === 'lost'
          ? s.failure === BRIDGE_LOSS_MESSAGES['server-gone']
            ? 'Connection lost'
            : 'Session lost: the server forgot it; connect again'
          : 'Offline: nothing leaves this page';

/**
 * The connection's state in the status bar, at all times, with the protocol revision the server
 * negotiated (the revision the tools imported from it are judged by).
 */
export function ConnectionStatus() {
  const status = useLive((s) => s.status);
  const summary = useLive(selectSummary);
  return (
    <span className={`connection-status connection-${status}`} aria-label="Connection">
      {summary}
    </span>
  );
}
