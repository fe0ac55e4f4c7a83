import { useState } from 'react';
import { serverCaseEntry } from '../../../core';
import type { ServerCase } from '../../../core';
import { useWorkspace, workspaceStore } from '../../../store';
import type { CallRecord } from '../../../store';

const NONE: readonly Record<string, unknown>[] = [];

/**
 * Saves a call as a server case of the tool (its arguments, success or tool error, and optionally
 * its structuredContent to equal or to fit outputSchema), in the cases-file format
 * `tool-schema test --cases FILE --server URL` runs. The cases are kept with the tool in the
 * workspace (they survive a reload); ServerRecord offers them as a file.
 */
export function SaveCase({ toolId, record }: { toolId: string; record: CallRecord }) {
  const cases = useWorkspace((s) => s.tools.find((t) => t.id === toolId)?.serverCases ?? NONE);
  const [equal, setEqual] = useState(false);
  const [fits, setFits] = useState(true);
  if (record.outcome.kind !== 'result') return null;
  const result = record.outcome.result as { isError?: unknown; structuredContent?: unknown };
  const toolError = result.isError === true;
  const hasStructured = !toolError && result.structuredContent !== undefined;
  const save = () => {
    const testCase: ServerCase = {
      tool: record.toolName,
      name: `${record.toolName} ${cases.length + 1}`,
      input: JSON.parse(record.args) as unknown,
      expect: toolError ? 'tool-error' : 'success',
      ...(hasStructured && equal ? { structuredContent: result.structuredContent } : {}),
      ...(hasStructured && fits ? { checkOutputSchema: true } : {}),
    };
    const entry = serverCaseEntry(testCase);
    const workspace = workspaceStore.getState();
    workspace.saveServerCase(toolId, entry);
    workspace.notify(
      `Saved the call as case “${String(entry.name)}” (expects ${String(entry.expect)}).`,
    );
  };
  return (
    <div className="save-case">
      {hasStructured && (
        <>
          <label>
            <input type="checkbox" checked={equal} onChange={(e) => setEqual(e.target.checked)} />{' '}
            structuredContent must equal this
          </label>
          <label>
            <input type="checkbox" checked={fits} onChange={(e) => setFits(e.target.checked)} />{' '}
            structuredContent must fit outputSchema
          </label>
        </>
      )}
      <button type="button" onClick={save}>
        Save as case
      </button>
    </div>
  );
}
