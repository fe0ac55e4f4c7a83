import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { buildSnippets, getTarget } from '../../core';
import { useMcpRevision, useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceTool } from '../../store';
import { copyText, downloadText } from '../../components/browser-actions';
import { ChangeList } from './ChangeList';
import { CompatibilityTableView } from './CompatibilityTableView';
import {
  acceptedOptions,
  optionHelp,
  buildExportView,
  collectTools,
  EXPORT_PRESETS,
  matrixColumnFor,
  presetById,
} from './export-model';
import type { ExportScope, ExtraExportOptions, SourceLocation } from './export-model';
import { TargetOptions } from './TargetOptions';
import { PreflightView } from './PreflightView';
import { buildPreflight } from './preflight-model';
import { JsonView } from './JsonView';
import { SnippetList } from './SnippetList';
import { GeneratedCode } from '../../components/GeneratedCode';
import './export.css';

/** Shows a location in the editor, switching to its tool first when needed. */
export function revealInEditor(location: SourceLocation): void {
  const state = workspaceStore.getState();
  if (state.activeToolId !== location.documentId) {
    state.selectTool(location.documentId);
    // The editor swaps its model on the next render; reveal once it has.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => workspaceStore.getState().revealPointer(location.pointer)),
    );
    return;
  }
  state.revealPointer(location.pointer);
}

function selectDocuments(
  tools: WorkspaceTool[],
  activeToolId: string | undefined,
  scope: ExportScope,
) {
  const chosen = scope === 'all' ? tools : tools.filter((t) => t.id === activeToolId);
  return chosen.map((t) => ({ id: t.id, text: t.text }));
}

/** A short confirmation that fades after a moment, announced to screen readers. */
function useFlash(): [string | undefined, (message: string) => void] {
  const [message, setMessage] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    message,
    (next: string) => {
      setMessage(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(undefined), 4000);
    },
  ];
}

export function ExportTab() {
  const tools = useWorkspace((s) => s.tools);
  const activeToolId = useWorkspace((s) => s.activeToolId);
  const [presetId, setPresetId] = useState(EXPORT_PRESETS[0]!.id);
  const [scope, setScope] = useState<ExportScope>('tool');
  const [chosenExtra, setExtra] = useState<ExtraExportOptions>({});
  // The MCP targets write the workspace's MCP revision unless another is chosen here.
  const workspaceRevision = useMcpRevision();
  const extra = useMemo(
    () => ({ mcpRevision: workspaceRevision, ...chosenExtra }),
    [workspaceRevision, chosenExtra],
  );
  const useSuggestedNames = extra.applyNameSuggestions === true;
  const [shownFlash, showFlash] = useFlash();
  // "Copied Anthropic Messages JSON" must not stay on screen once another target is chosen.
  const [flashFor, setFlashFor] = useState(presetId);
  const flash = flashFor === presetId ? shownFlash : undefined;
  const targetId = useId();

  // Typing stays fluid: the export follows the text one render behind when the workspace is big.
  const deferredTools = useDeferredValue(tools);
  const documents = useMemo(
    () => selectDocuments(deferredTools, activeToolId, scope),
    [deferredTools, activeToolId, scope],
  );
  const collected = useMemo(() => collectTools(documents), [documents]);
  const preset = presetById(presetId);
  const view = useMemo(
    () =>
      collected.tools.length > 0
        ? buildExportView(collected.tools, scope, preset, extra)
        : undefined,
    [collected, scope, preset, extra],
  );
  const preflight = useMemo(
    () => (collected.tools.length > 0 ? buildPreflight(collected.tools, documents, extra) : []),
    [collected, documents, extra],
  );
  const snippets = useMemo(
    () =>
      view?.text === undefined ? [] : buildSnippets(preset.target, view.text, view.result.output),
    [view, preset.target],
  );
  const readAs = collected.tools.find((t) => t.readAs)?.readAs;
  const currentTool = useMemo(
    () => collectTools(selectDocuments(deferredTools, activeToolId, 'tool')).tools[0],
    [deferredTools, activeToolId],
  );
  const outputIsCurrent = deferredTools === tools;

  const copy = async () => {
    if (view?.text === undefined) return;
    const problem = await copyText(view.text);
    setFlashFor(preset.id);
    showFlash(problem ?? `Copied ${preset.label} JSON to the clipboard.`);
  };
  const download = () => {
    if (view?.text === undefined) return;
    downloadText(view.fileName, view.text);
    setFlashFor(preset.id);
    showFlash(`Downloaded ${view.fileName}.`);
  };

  return (
    <div className="export-panel">
      <div className="export-controls">
        <label htmlFor={targetId}>Target</label>
        <select id={targetId} value={presetId} onChange={(e) => setPresetId(e.target.value)}>
          {EXPORT_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <div role="radiogroup" aria-label="Scope" className="export-scope">
          <label>
            <input
              type="radio"
              name={`${targetId}-scope`}
              checked={scope === 'tool'}
              onChange={() => setScope('tool')}
            />
            This tool
          </label>
          <label>
            <input
              type="radio"
              name={`${targetId}-scope`}
              checked={scope === 'all'}
              onChange={() => setScope('all')}
            />
            All tools ({tools.length})
          </label>
        </div>
        <label className="export-option">
          <input
            type="checkbox"
            checked={useSuggestedNames}
            onChange={(e) => setExtra((x) => ({ ...x, applyNameSuggestions: e.target.checked }))}
          />
          Use suggested names
        </label>
        <TargetOptions
          accepted={acceptedOptions(preset)}
          help={optionHelp(preset)}
          extra={extra}
          onChange={setExtra}
        />
      </div>

      {/* Sticky: the two actions stay in reach while the preview below scrolls. */}
      <div className="export-actions" role="group" aria-label="Export actions">
        <button type="button" onClick={() => void copy()} disabled={view?.text === undefined}>
          Copy
        </button>
        <button type="button" onClick={download} disabled={view?.text === undefined}>
          Download
        </button>
        <span className="export-flash" role="status" aria-live="polite">
          {flash}
        </span>
      </div>

      {preflight.length > 0 && (
        <PreflightView
          rows={preflight}
          subject={
            scope === 'all'
              ? `the workspace (${collected.tools.length} tool${collected.tools.length === 1 ? '' : 's'})`
              : 'this tool'
          }
          onReveal={revealInEditor}
          onShowTarget={setPresetId}
        />
      )}

      {collected.unreadable.length > 0 && (
        <div className="export-notice" role="note">
          {collected.unreadable.map((u) => (
            <p key={u.documentId}>
              {scope === 'all'
                ? 'A document in the workspace is left out. '
                : 'Nothing to export yet. '}
              {u.reason}
            </p>
          ))}
        </div>
      )}

      {readAs && (
        <div className="export-notice" role="note">
          <p>
            This document is in the {getTarget(readAs).label} format, so the export starts from the
            tools read from it; changes cannot point into its text.
          </p>
        </div>
      )}

      {view && view.result.refused.length > 0 && (
        <section className="export-refused" aria-label="Refused">
          <h3>
            {view.text === undefined
              ? `${preset.label} cannot take `
              : `${preset.label} leaves out `}
            {view.result.refused.map((r) => r.name).join(', ')}
          </h3>
          <ChangeList
            changes={view.changes.filter((c) => c.change.kind === 'rejected')}
            onReveal={revealInEditor}
          />
          <p className="export-advice">
            Change the parts listed above, or pick another target.
            {!useSuggestedNames &&
              view.changes.some((c) => c.change.kind === 'rejected' && c.change.suggestion) &&
              ' For a forbidden name, “Use suggested names” exports the suggested one instead (the change list records it).'}
            {preset.options.strict && ' Without strict mode, OpenAI accepts the schema as written.'}
          </p>
          {preset.options.strict && (
            <button type="button" onClick={() => setPresetId('openai-chat')}>
              Export without strict mode
            </button>
          )}
        </section>
      )}

      {view?.unwritable && (
        <p className="export-advice" role="status">
          {view.unwritable}
        </p>
      )}

      {view?.text !== undefined && (
        <JsonView text={view.text} label={`${preset.label} output`} stale={!outputIsCurrent} />
      )}

      {view && (
        <section className="export-changes" aria-label="Changes">
          <h3>Changes</h3>
          {view.changes.filter((c) => c.change.kind !== 'rejected').length === 0 ? (
            <p>
              None: {preset.label} takes {scope === 'all' ? 'these tools' : 'this tool'} exactly as
              written.
            </p>
          ) : (
            <ChangeList
              changes={view.changes.filter((c) => c.change.kind !== 'rejected')}
              onReveal={revealInEditor}
            />
          )}
        </section>
      )}

      {currentTool && (
        <CompatibilityTableView
          tool={currentTool}
          highlight={matrixColumnFor(preset, extra)}
          onReveal={revealInEditor}
        />
      )}

      {snippets.length > 0 && <SnippetList snippets={snippets} onCopied={showFlash} />}

      {currentTool && (
        <details className="export-codegen">
          <summary>Types and stubs from this inputSchema</summary>
          <GeneratedCode
            name={currentTool.tool.name}
            description={currentTool.tool.description}
            schema={currentTool.tool.inputSchema}
          />
        </details>
      )}
    </div>
  );
}
