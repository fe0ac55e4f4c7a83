import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { editorCommands } from './editor/editor-commands';
import { editorGate, previewCommitted } from './editor-gate';
import { chunk } from './chunk';
import { formTabChunk } from './panels/form/form-tab-chunk';
import { lazyTab } from './components/lazy-tab';
import { rovingIndex } from './components/roving-focus';
import { useReturnFocus } from './components/return-focus';
import { ProblemsPanel } from './panels/problems/ProblemsPanel';
import { StatusBar } from './panels/problems/StatusBar';
import { ShareButton } from './panels/share/ShareButton';
import { Toolbar } from './panels/toolbar/Toolbar';
import { ServerActions } from './panels/connection/ServerActions';
import { ConnectionStatus } from './panels/connection/ConnectionStatus';
import { useTheme } from './panels/toolbar/theme';
import { ErrorBoundary } from './components/ErrorBoundary';
import { SnapshotMenu } from './panels/workspace/SnapshotMenu';
import { ToolList } from './panels/workspace/ToolList';
import { WelcomeSlot } from './panels/workspace/WelcomeSlot';
import { errorMessage } from './core';
import { workspaceStore } from './store';
import { useChunk } from './use-chunk';
import { whenIdle } from './when-idle';
import { FileButtons, folderAccess, saveActiveTool } from './panels/files/FileButtons';

// Monaco and the preview panels (RJSF) are lazy chunks: the toolbar, tool list and problems
// are usable before they arrive. Monaco is evaluated only once the preview has painted
// (editor-gate.ts), so the first form field never waits for it.
const ToolEditor = lazy(() => editorGate.then(() => import('./editor/ToolEditor')));
// The compare view (the diff core, Ajv for witnesses, Monaco's diff editor) loads when opened.
const CompareDialog = lazy(() => import('./panels/compare/CompareDialog'));
// Panels do not import the editor: the shell hands the Compare dialog Monaco's diff view.
const DiffView = lazy(() => import('./editor/DiffView'));
// The Import dialog (its preview, plan and Python reader) loads when first opened, then stays
// mounted so that a closed dialog keeps what was pasted into it.
const ImportDialog = lazy(() =>
  import('./panels/workspace/ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
/** The update notice loads at the page's first idle moment, at the latest after this long. */
const UPDATE_NOTICE_IDLE_TIMEOUT_MS = 5_000;
// The service worker's registration and its "Reload to update" notice (update-notice.tsx), which
// shows nothing until a new build waits: loaded when the page is first idle, so neither its code
// nor precaching delays the first load.
const updateNotice = chunk(() => import('./update-notice').then((m) => m.UpdateNotice));

function UpdateNoticeWhenIdle() {
  const arrival = useChunk(updateNotice);
  useEffect(
    () =>
      whenIdle(
        () => void updateNotice.load().catch(() => undefined), // offline without it: nothing to tell
        UPDATE_NOTICE_IDLE_TIMEOUT_MS,
      ),
    [],
  );
  if (arrival.status !== 'ready') return null;
  const Notice = arrival.value;
  return <Notice />;
}

const tabChunk = (importer: () => Promise<ComponentType>) => lazyTab(chunk(importer));
const TABS = [
  {
    id: 'form',
    label: 'Form',
    Component: lazyTab(formTabChunk),
  },
  {
    id: 'annotations',
    label: 'Annotations',
    Component: tabChunk(() =>
      import('./panels/annotations/AnnotationsTab').then((m) => m.AnnotationsTab),
    ),
  },
  {
    id: 'parameters',
    label: 'Parameters',
    Component: tabChunk(() =>
      import('./panels/parameters/ParametersTab').then((m) => m.ParametersTab),
    ),
  },
  {
    id: 'export',
    label: 'Export',
    Component: tabChunk(() => import('./panels/export/ExportTab').then((m) => m.ExportTab)),
  },
  {
    id: 'hosts',
    label: 'Hosts',
    Component: tabChunk(() => import('./panels/hosts/HostsTab').then((m) => m.HostsTab)),
  },
  {
    id: 'quality',
    label: 'Quality',
    Component: tabChunk(() => import('./panels/quality/QualityTab').then((m) => m.QualityTab)),
  },
  {
    id: 'selection',
    label: 'Selection',
    Component: tabChunk(() =>
      import('./panels/selection/SelectionTab').then((m) => m.SelectionTab),
    ),
  },
  {
    id: 'cost',
    label: 'Cost',
    Component: tabChunk(() => import('./panels/cost/CostTab').then((m) => m.CostTab)),
  },
] as const;
type TabId = (typeof TABS)[number]['id'];

export interface AppProps {
  /** Writes the workspace to storage now (Ctrl/Cmd+S). */
  onFlush?: () => Promise<void>;
}

export function App({ onFlush }: AppProps) {
  const { preference, theme } = useTheme();
  const [importOpen, setImportOpen] = useState(false);
  const [importMounted, setImportMounted] = useState(false);
  const [importText, setImportText] = useState<string | undefined>();
  const [tab, setTab] = useState<TabId>('form');
  const [compareOpen, setCompareOpen] = useState(false);
  const [compareSource, setCompareSource] = useState<string | undefined>();
  const [templatesAsked, setTemplatesAsked] = useState(0);
  const rememberImportTrigger = useReturnFocus(importOpen);
  const rememberCompareTrigger = useReturnFocus(compareOpen);

  const saveSnapshot = useCallback(() => {
    // A tool read from a file of an opened folder is saved to that file; any other keeps a snapshot.
    if (saveActiveTool()) return;
    const state = workspaceStore.getState();
    if (!state.activeToolId) return;
    state.saveSnapshot(state.activeToolId);
    void (onFlush?.() ?? Promise.resolve()).then(() =>
      workspaceStore.getState().notify('Saved, with a snapshot of this tool.'),
    );
  }, [onFlush]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inEditor = (event.target as Element | null)?.closest?.('.monaco-editor');
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!inEditor) saveSnapshot();
      } else if (event.key === 'F8' && !inEditor) {
        event.preventDefault();
        editorCommands()?.nextProblem();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [saveSnapshot]);

  const openImport = (text?: string) => {
    rememberImportTrigger();
    setImportText(text);
    setImportOpen(true);
    setImportMounted(true);
  };

  const onDrop = async (event: React.DragEvent) => {
    const file = event.dataTransfer.files[0];
    if (!file || importOpen) return;
    event.preventDefault();
    // Several files at once are a folder's worth: opened as one, read-only (Open folder's fallback).
    if (event.dataTransfer.files.length > 1) {
      const list = [...event.dataTransfer.files];
      void folderAccess().then((access) => access.openDroppedFiles(list));
      return;
    }
    // Reading and decoding a file loads with the first drop (offline without it: said like a read error).
    const result = await import('./components/read-json-file').then(
      ({ readJsonFile }) => readJsonFile(file),
      (error: unknown) => ({ error: `${file.name} could not be read (${errorMessage(error)}).` }),
    );
    if ('error' in result) workspaceStore.getState().notify(result.error, 'error');
    else openImport(result.text);
  };

  const onTabKeyDown = (event: React.KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const to = rovingIndex(event.key, index, TABS.length);
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[to]!;
    setTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  return (
    <div
      className="studio"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => void onDrop(e)}
    >
      <a
        className="skip-link"
        href="#tab-form"
        onClick={(event) => {
          // Not a hash change: the page's hash carries share links.
          event.preventDefault();
          document.getElementById(`tab-${tab}`)?.focus();
        }}
      >
        Skip to the preview
      </a>
      <Toolbar
        onImport={() => openImport()}
        themePreference={preference}
        share={<ShareButton />}
        live={
          <ServerActions
            onCompare={() => {
              rememberCompareTrigger();
              setCompareSource('server');
              setCompareOpen(true);
            }}
          />
        }
        files={<FileButtons />}
        openTemplates={templatesAsked}
      />
      <ToolList>
        <WelcomeSlot
          onTemplates={() => setTemplatesAsked((n) => n + 1)}
          onImport={() => openImport()}
        />
      </ToolList>
      <main className="editor-pane">
        <section className="editor-region" aria-label="Tool editor">
          <div className="pane-header">
            <h2 className="pane-title">JSON</h2>
            <button type="button" onClick={() => editorCommands()?.formatDocument()}>
              Format
            </button>
            <button
              type="button"
              onClick={saveSnapshot}
              title="Keep the tool as it is now, to compare or restore later (Ctrl+S, Cmd+S)"
            >
              Take snapshot
            </button>
            <SnapshotMenu />
            <button
              type="button"
              onClick={() => {
                rememberCompareTrigger();
                setCompareSource(undefined);
                setCompareOpen(true);
              }}
            >
              Compare…
            </button>
          </div>
          <p className="editor-keys-hint" id="editor-keys-hint">
            <kbd>Tab</kbd> moves past the editor until you type in it; after typing, press{' '}
            <kbd>Esc</kbd> then <kbd>Tab</kbd> to leave it.
          </p>
          <div className="editor-host">
            <ErrorBoundary name="The editor">
              <Suspense fallback={<p className="editor-loading">Loading the editor…</p>}>
                <ToolEditor theme={theme} onSave={saveSnapshot} />
              </Suspense>
            </ErrorBoundary>
          </div>
        </section>
        <ErrorBoundary name="The Problems panel">
          <ProblemsPanel />
        </ErrorBoundary>
      </main>
      <aside className="preview" aria-label="Preview">
        <div role="tablist" aria-label="Preview" className="tabs" onKeyDown={onTabKeyDown}>
          {TABS.map((t) => (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`tabpanel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {TABS.filter((t) => t.id === tab).map(({ id, label, Component }) => (
          <div
            key={id}
            id={`tabpanel-${id}`}
            role="tabpanel"
            aria-labelledby={`tab-${id}`}
            className="tabpanel"
          >
            <ErrorBoundary name={`The ${label} panel`} onError={previewCommitted}>
              <Suspense fallback={<p>Loading…</p>}>
                <Component onShown={previewCommitted} />
              </Suspense>
            </ErrorBoundary>
          </div>
        ))}
      </aside>
      <StatusBar connection={<ConnectionStatus />} />
      <UpdateNoticeWhenIdle />
      {importMounted && (
        <ErrorBoundary name="The Import dialog">
          <Suspense fallback={null}>
            <ImportDialog
              open={importOpen}
              initialText={importText}
              onClose={() => setImportOpen(false)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {compareOpen && (
        <ErrorBoundary name="The compare view">
          <Suspense fallback={null}>
            <CompareDialog
              open
              theme={theme}
              initialSource={compareSource}
              onClose={() => setCompareOpen(false)}
              onTakeSnapshot={saveSnapshot}
              renderDiff={(props) => (
                <Suspense fallback={null}>
                  <DiffView {...props} />
                </Suspense>
              )}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
