import { useEffect, useRef } from 'react';
import { liveStore, useLive } from '../../store';
import type { LogEntry } from '../../store';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function Line({ entry }: { entry: LogEntry }) {
  return (
    <li className={`log-line${entry.level ? ` log-${entry.level}` : ''}`}>
      <time dateTime={new Date(entry.at).toISOString()}>{timeFormat.format(entry.at)}</time>{' '}
      <span className="log-kind">
        {entry.level ?? entry.method}
        {entry.logger ? ` · ${entry.logger}` : ''}
      </span>{' '}
      <span className="log-text">{entry.text}</span>
    </li>
  );
}

/**
 * The Log drawer: the server's notifications and log messages of this session, newest last, as
 * text. It takes focus when opened; Escape or Close gives focus back to the Log button.
 */
export default function LogDrawer({ onClose }: { onClose: () => void }) {
  const log = useLive((s) => s.log);
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => region.current?.focus(), []);
  // The newest line in view as lines arrive, like a terminal.
  useEffect(() => {
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [log]);
  return (
    <section
      ref={region}
      className="log-drawer"
      aria-label="Log"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <header className="log-header">
        <h2>Server log ({log.length})</h2>
        <button type="button" onClick={() => liveStore.setState({ log: [] })}>
          Clear
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </header>
      {log.length === 0 ? (
        <p className="hint">
          Nothing yet: the server’s log messages and notifications appear here.
        </p>
      ) : (
        <ol ref={list} className="log-lines">
          {log.map((entry) => (
            <Line key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
