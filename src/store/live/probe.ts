/**
 * The connection doctor's probes: a few deliberate requests to the server the user named, each
 * telling apart one of the failures a browser reports as the same `TypeError` (see
 * src/core/live/doctor.ts, which reads the report). Only run after a connection failed.
 */
import type { FetchObservation, ProbeReport } from '../../core';
import type { TransportKind } from './session-types';

const PROBE_TIMEOUT_MS = 5_000;
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 'tool-schema-studio-probe',
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'tool-schema-studio-doctor', version: '0.1.0' },
  },
});

/**
 * One probe. A redirect is never followed (`redirect: 'manual'`): following it would send the
 * user's headers (`x-api-key`, anything but `Authorization`, which the browser drops) to whatever
 * origin the server names. The SDK's transport refuses such a redirect too.
 */
async function observe(url: string, init: RequestInit): Promise<FetchObservation> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      void response.body?.cancel();
      const location = response.headers.get('location');
      return { kind: 'redirect', status: response.status, ...(location ? { location } : {}) };
    }
    const headers: string[] = [];
    response.headers.forEach((_value, name) => headers.push(name.toLowerCase()));
    const contentType = response.headers.get('content-type') ?? '';
    let bodyStart: string | undefined;
    // An event stream may never end: only a JSON or text answer is read, and only its start.
    if (!contentType.startsWith('text/event-stream'))
      bodyStart = (await response.text().catch(() => '')).slice(0, 200);
    else void response.body?.cancel();
    const www = response.headers.get('www-authenticate');
    return {
      kind: 'response',
      status: response.status,
      contentType,
      headers,
      ...(www ? { wwwAuthenticate: www } : {}),
      ...(bodyStart ? { bodyStart } : {}),
    };
  } catch {
    return { kind: 'network-error' };
  }
}

export async function probeServer(
  url: string,
  transport: TransportKind,
  headers: Record<string, string>,
): Promise<ProbeReport> {
  const sentAuthorization = Object.keys(headers).length > 0;
  const base = { transport, sentAuthorization };
  // text/plain and these Accept values are CORS-safelisted: no preflight is sent.
  const simple = await observe(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Accept: 'application/json, text/event-stream' },
    body: INITIALIZE,
  });
  // Only when the page could read nothing: is anything listening at all? A no-cors request must
  // follow redirects (the Fetch standard refuses 'manual' for it), so this one is bare: no
  // header of the user's, no body, no credentials, and its answer stays opaque.
  if (simple.kind === 'network-error') {
    try {
      await fetch(url, {
        mode: 'no-cors',
        credentials: 'omit',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
    } catch {
      return { ...base, reachable: 'no' };
    }
  }
  // A redirect is the answer: the probes that carry the user's headers are not sent at all.
  if (simple.kind === 'redirect') return { ...base, reachable: 'yes', simple };
  const sseGet = await observe(url, { method: 'GET', headers: { Accept: 'text/event-stream' } });
  if (simple.kind === 'network-error') return { ...base, reachable: 'yes', simple, sseGet };
  const initialize = await observe(url, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: INITIALIZE,
  });
  const report: ProbeReport = { ...base, reachable: 'yes', simple, sseGet, initialize };
  if (initialize.kind !== 'response' || initialize.status >= 300) return report;
  const sessionIdVisible = initialize.headers.includes('mcp-session-id');
  const followUp = await observe(url, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'Mcp-Protocol-Version': '2025-06-18',
      // Only the header's name matters to the preflight; with the id hidden the SDK sends none.
      ...(sessionIdVisible ? { 'Mcp-Session-Id': 'tool-schema-studio-probe' } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  return { ...report, sessionIdVisible, followUp };
}
