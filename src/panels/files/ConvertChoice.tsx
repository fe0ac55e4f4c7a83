import { useEffect, useRef } from 'react';
import type { SaveOutcome } from './folder-access';

/** A save of a tool read from a provider's file, for the tool it was saving. */
export type ConvertRequest = Extract<SaveOutcome, { status: 'converted' }> & { toolId: string };

interface ConvertChoiceProps {
  request: ConvertRequest;
  onSaveAsNew: (toolId: string) => void;
  onConvert: (path: string) => void;
  onCancel: () => void;
}

/**
 * The choice when Save meets a file in a provider's format: the studio read its tools as MCP and
 * does not write MCP into it by itself. Saving as a new file leaves the provider's file as it is.
 */
export function ConvertChoice({ request, onSaveAsNew, onConvert, onCancel }: ConvertChoiceProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const tools = request.toolCount === 1 ? 'its tool' : `its ${request.toolCount} tools`;
  return (
    <div
      className="file-conflict"
      role="dialog"
      aria-modal="false"
      aria-label="Save to a provider's file"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p>
        <strong>{request.path}</strong> is in the {request.label} format. The studio read {tools} as
        MCP and does not write MCP into it unless you choose to convert the file.
      </p>
      <div className="file-conflict-actions">
        <button
          ref={first}
          type="button"
          className="primary"
          onClick={() => onSaveAsNew(request.toolId)}
        >
          Save as new file
        </button>
        <button type="button" onClick={() => onConvert(request.path)}>
          Convert file to MCP
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
