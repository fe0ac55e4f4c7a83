/**
 * Sample results of a tool: `structuredContent` plus `content` blocks (or `isError`), checked in
 * the worker as a client of the tool's MCP revision checks them (its server's when imported, else the workspace's) (checkToolResult), with the
 * 2025-era projection SDKs serve older clients (a non-object root wrapped as `{"result": …}`)
 * shown beside it and judged on request.
 */
import { useEffect, useMemo, useState } from 'react';
import { hasObjectRoot, isPlainObject, isToolResult, projectOutputSchema } from '../../../core';
import type { JsonSchemaObject, OutputCheck, Tool } from '../../../core';
import { selectSample, useActiveToolRevision, useWorkspace, workspaceStore } from '../../../store';
import { getValidationClient } from '../../../worker';
import { JsonTextBox, readJson } from '../JsonTextBox';

type Verdict =
  | { status: 'idle' }
  | { status: 'done'; check: OutputCheck }
  | { status: 'problem'; message: string };

// One object, so an effect that finds nothing to judge leaves the state as it is and React skips
// the render (a new object each time rendered the results again after every tool switch).
const IDLE: Verdict = { status: 'idle' };

export function OutputResults({ toolId, tool }: { toolId: string; tool: Tool }) {
  const revision = useActiveToolRevision();
  const active = useWorkspace((state) => selectSample(state, toolId));
  const [projection, setProjection] = useState(false);
  const [verdict, setVerdict] = useState<Verdict>(IDLE);
  const outputSchema = tool.outputSchema;
  const text = active?.result ?? '';
  const reading = useMemo(() => readJson(text), [text]);
  const value = reading.ok ? reading.value : undefined;
  const objectRoot = hasObjectRoot(outputSchema);

  useEffect(() => {
    if (outputSchema === undefined || value === undefined) {
      setVerdict(IDLE);
      return;
    }
    let current = true;
    const result = isToolResult(value) ? value : { structuredContent: value };
    void getValidationClient()
      .checkResult(outputSchema, result, revision, projection && !objectRoot)
      .then((outcome) => {
        if (!current) return;
        setVerdict(
          outcome.status === 'done'
            ? { status: 'done', check: outcome.check }
            : { status: 'problem', message: outcome.message },
        );
      });
    return () => {
      current = false;
    };
  }, [outputSchema, value, revision, projection, objectRoot]);

  if (outputSchema === undefined) return null;
  const setText = (next: string) => {
    const store = workspaceStore.getState();
    if (active) store.saveSample(toolId, { ...active, result: next });
    else store.saveSample(toolId, { name: 'Sample 1', input: '{}', result: next });
  };
  const findings = verdict.status === 'done' ? verdict.check.findings : [];
  return (
    <section className="sample-output output-results" aria-label="Sample result">
      <h3>Sample result (MCP {revision})</h3>
      <p className="form-notice form-notice-info">
        A result as the server sends it: <code>structuredContent</code> and <code>content</code>{' '}
        blocks, or <code>isError</code>. It is checked as an MCP {revision} client checks it.
      </p>
      <JsonTextBox label="Sample result" text={text} onText={setText} reading={reading} rows={6} />
      {!objectRoot && isPlainObject(outputSchema) && (
        <div className="output-projection">
          <label>
            <input
              type="checkbox"
              checked={projection}
              onChange={(e) => setProjection(e.target.checked)}
            />{' '}
            Judge the 2025-era projection ({'{"result": …}'})
          </label>
          <details>
            <summary>outputSchema as 2025-era clients receive it</summary>
            <pre aria-label="Projected outputSchema">
              {JSON.stringify(projectOutputSchema(outputSchema as JsonSchemaObject), null, 2)}
            </pre>
          </details>
        </div>
      )}
      <p className="check-status" role="status" aria-label="Sample result check">
        {verdict.status === 'problem'
          ? verdict.message
          : verdict.status === 'done'
            ? verdict.check.valid
              ? `The result passes as an MCP ${revision} client checks it${verdict.check.judged === 'projection' ? ' (its 2025-era projection)' : ''}.`
              : `The result does not pass as an MCP ${revision} client checks it.`
            : ''}
      </p>
      {findings.length > 0 && (
        <ul className="sample-issues" aria-label="Sample result findings">
          {findings.map((f, i) => (
            <li key={i} className={`finding-${f.severity}`}>
              <code>{f.code}</code> {f.pointer && <code>{f.pointer}</code>} {f.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
