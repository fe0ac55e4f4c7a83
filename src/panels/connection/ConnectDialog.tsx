import { useEffect, useId, useRef, useState } from 'react';
import { MAX_SHOWN_SERVER_NAME_CHARS, serverMessage, serverName } from '../../core';
import { bridgeConnection, useLive } from '../../store';
import { connect, disconnect } from '../../store/live/live-actions';
import type { LiveState, TransportKind } from '../../store';
import { CodeSpans } from '../../components/CodeSpans';
import { buildHeaders } from './connect-headers';
import { ServerImport } from './ServerImport';
import './connection.css';

const selectLive = (s: LiveState) => s;

/** What was negotiated at `initialize`: protocol version, server, capabilities, instructions. */
function Negotiated({ live }: { live: LiveState }) {
  const info = live.info;
  if (!info) return null;
  const capabilities = Object.keys(info.capabilities);
  const capabilityList = serverName(capabilities.join(', '), MAX_SHOWN_SERVER_NAME_CHARS * 4);
  return (
    <section aria-label="Negotiated" className="negotiated">
      <dl>
        <dt>Server</dt>
        <dd>
          {serverName(info.serverTitle ?? info.serverName)} {serverName(info.serverVersion)}
          {info.serverTitle ? ` (${serverName(info.serverName)})` : ''}
        </dd>
        <dt>Protocol version</dt>
        <dd>{serverName(info.protocolVersion)}</dd>
        <dt>Transport</dt>
        <dd>{live.transport === 'sse' ? 'HTTP+SSE (legacy)' : 'Streamable HTTP'}</dd>
        <dt>Capabilities</dt>
        <dd>{capabilities.length > 0 ? capabilityList : 'none'}</dd>
      </dl>
      {info.instructions && (
        <details>
          <summary>Instructions</summary>
          <pre className="instructions">{serverMessage(info.instructions)}</pre>
        </details>
      )}
    </section>
  );
}

/**
 * The doctor's reading of a failed connection first (cause, evidence, fix), and the raw error
 * under "Details": a browser's "Failed to fetch" or a server's HTML page says little to a person.
 */
function Doctor({ live }: { live: LiveState }) {
  if (live.failure === undefined) return null;
  const probed = live.diagnosing || live.diagnosis !== undefined;
  return (
    <section aria-label="Connection doctor" className="doctor" aria-live="polite">
      {live.status === 'connected' && live.attempt && (
        <p>
          Connecting to {live.attempt} failed; the studio is still connected to{' '}
          {serverName(live.info?.serverName ?? live.url ?? '')}.
        </p>
      )}
      {!probed && <p className="field-error">{serverMessage(live.failure)}</p>}
      {live.diagnosing && (
        <p className="field-error">Connecting failed. Probing the server to find out why…</p>
      )}
      {live.diagnosis && (
        <>
          <p className="field-error">
            <strong>
              <CodeSpans text={live.diagnosis.title} />
            </strong>
          </p>
          <p>
            <CodeSpans text={serverMessage(live.diagnosis.evidence)} />
          </p>
          <p>
            <strong>Fix:</strong> <CodeSpans text={live.diagnosis.fix} />
          </p>
        </>
      )}
      {probed && (
        <details>
          <summary>Details</summary>
          <pre className="doctor-raw">{live.failure}</pre>
        </details>
      )}
    </section>
  );
}

/**
 * The connection dialog: a server URL, the transport (Streamable HTTP, or the legacy HTTP+SSE),
 * a bearer token and other headers (held in this component's memory, never saved), Connect and
 * Disconnect, and what was negotiated or why connecting failed.
 */
export default function ConnectDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const live = useLive(selectLive);
  // Opened from `tool-schema serve --bridge`'s address: its endpoint and token are offered.
  const [bridge] = useState(bridgeConnection);
  const [url, setUrl] = useState(live.url ?? bridge?.url ?? 'http://localhost:3001/mcp');
  const [transport, setTransport] = useState<TransportKind>(live.transport);
  const [token, setToken] = useState(bridge?.token ?? '');
  const [other, setOther] = useState('');
  const [headerProblem, setHeaderProblem] = useState<string | undefined>();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const submit = () => {
    const headers = buildHeaders(token, other);
    if (!headers.ok) {
      setHeaderProblem(headers.message);
      return;
    }
    setHeaderProblem(undefined);
    void connect({ url, transport, headers: headers.headers });
  };

  return (
    <dialog ref={ref} className="connect-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={`${id}-title`}>Connect to a server</h2>
        <p className="hint">
          Nothing leaves this page until you connect. The token and headers stay in memory for this
          session: they are never saved, shared or exported.
        </p>
        <label htmlFor={`${id}-url`}>Server URL</label>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          spellCheck={false}
          onChange={(e) => setUrl(e.target.value)}
        />
        <label htmlFor={`${id}-transport`}>Transport</label>
        <select
          id={`${id}-transport`}
          value={transport}
          onChange={(e) => setTransport(e.target.value as TransportKind)}
        >
          <option value="streamable-http">Streamable HTTP</option>
          <option value="sse">HTTP+SSE (legacy)</option>
        </select>
        <label htmlFor={`${id}-token`}>Bearer token</label>
        <input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        <label htmlFor={`${id}-headers`}>Other headers (one per line, Name: value)</label>
        <textarea
          id={`${id}-headers`}
          rows={2}
          spellCheck={false}
          autoComplete="off"
          value={other}
          onChange={(e) => setOther(e.target.value)}
        />
        {headerProblem && (
          <p role="alert" className="field-error">
            {headerProblem}
          </p>
        )}
        <div className="dialog-actions">
          <button
            type="submit"
            disabled={
              live.status === 'connecting' ||
              (live.attempt !== undefined && live.failure === undefined)
            }
          >
            Connect
          </button>
          <button
            type="button"
            disabled={live.status !== 'connected'}
            onClick={() => void disconnect()}
          >
            Disconnect
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <p role="status" className="connect-state">
          {live.status === 'connecting'
            ? 'Connecting…'
            : live.attempt !== undefined && live.failure === undefined
              ? `Connecting to ${live.attempt}… Still connected to ${serverName(live.info?.serverName ?? live.url ?? '')} until it succeeds.`
              : live.status === 'connected'
                ? `Connected to ${serverName(live.info?.serverName ?? live.url ?? '')}.`
                : ''}
        </p>
        <Doctor live={live} />
        <ServerImport onImported={onClose} />
        <Negotiated live={live} />
      </form>
    </dialog>
  );
}
