import { displayName } from '../core';
import { ToolIcon } from './ToolIdentity';

/** The display name line: what a client shows for the tool, and where it comes from. */
export function DisplayNameLine({ tool }: { tool: unknown }) {
  const shown = displayName(tool);
  if (!shown) return null;
  return (
    <p className="tool-display-name" aria-label="Display name">
      <ToolIcon tool={tool} /> Clients show this tool as <strong>{shown.text}</strong>{' '}
      <span className="muted">(from {shown.from})</span>
    </p>
  );
}
