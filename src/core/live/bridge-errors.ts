/**
 * What the bridge (`tool-schema serve --bridge`) answers to a call it can no longer relay, and how
 * the page recognises it: a JSON-RPC error with the SDK's "connection closed" code and a marker in
 * `data`, so that a server's own -32000 error is never read as a lost connection.
 */

/** JSON-RPC error code of a call the bridge fails: the SDK's `ErrorCode.ConnectionClosed`. */
export const BRIDGE_LOST_CODE = -32000;

/** The markers in the error's `data.bridge`. */
export type BridgeLoss = 'server-gone' | 'session-ended';

export const BRIDGE_LOSS_MESSAGES: Record<BridgeLoss, string> = {
  'server-gone':
    'The stdio server behind the bridge exited during the call (see the terminal running tool-schema serve). The bridge never restarts it: stop tool-schema serve and start it again.',
  'session-ended':
    'This connection to the bridge ended (the page reconnected, or too many pages are connected) before the server answered.',
};

/** The JSON-RPC error object the bridge sends for a call it fails. */
export function bridgeLossError(loss: BridgeLoss): {
  code: number;
  message: string;
  data: { bridge: BridgeLoss };
} {
  return { code: BRIDGE_LOST_CODE, message: BRIDGE_LOSS_MESSAGES[loss], data: { bridge: loss } };
}

/** Which loss an error's code and data report, if it is one of the bridge's. */
export function bridgeLossOf(code: number, data: unknown): BridgeLoss | undefined {
  if (code !== BRIDGE_LOST_CODE || data === null || typeof data !== 'object') return undefined;
  const bridge = (data as { bridge?: unknown }).bridge;
  return bridge === 'server-gone' || bridge === 'session-ended' ? bridge : undefined;
}
