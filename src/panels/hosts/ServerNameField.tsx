import { useId } from 'react';
import {
  DEFAULT_SERVER_NAME,
  MAX_SERVER_NAME_CHARS,
  prefilledServerName,
  serverNameStore,
  useTypedServerName,
  useWorkspace,
} from '../../store';
import type { WorkspaceState } from '../../store';

const selectPrefill = (s: WorkspaceState) => prefilledServerName(s.tools);

/**
 * The server's name as the user configures it in a host (one per workspace): hosts build the
 * model's tool name from it. Prefilled from an imported server's name until the user types one;
 * every keystroke judges the hosts again, and nothing above the table changes size. An empty
 * field stands for the prefilled name (its placeholder).
 */
export function ServerNameField() {
  const id = useId();
  const typed = useTypedServerName();
  const prefill = useWorkspace(selectPrefill);
  const imported = prefill !== DEFAULT_SERVER_NAME;
  return (
    <div className="hosts-server-name">
      <label htmlFor={id}>Server name</label>
      <input
        id={id}
        type="text"
        value={typed ?? prefill}
        placeholder={prefill}
        maxLength={MAX_SERVER_NAME_CHARS}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => serverNameStore.getState().setServerName(event.target.value)}
      />
      <p id={`${id}-hint`} className="hosts-hint">
        The name the server has in the host’s configuration (the key under <code>mcpServers</code>):
        hosts build the model’s tool name from it.
        {/* Said whatever is typed, so the line does not change length under the cursor. */}
        {imported && ` The server the tools came from calls itself “${prefill}”.`}
      </p>
    </div>
  );
}
