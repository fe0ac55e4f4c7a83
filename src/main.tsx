// First: it starts the persistence and Form tab requests before the rest of the page's script is evaluated.
import { persistenceChunk } from './early-requests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { armEditorGate } from './editor-gate';
import { editorCommands } from './editor/editor-commands';
import { workspaceStore } from './store';
import { connectFileBindings } from './store';
import { takeBridgeToken } from './store/bridge-token';
import { errorMessage } from './core';
import './styles/app.css';
import type { StudioTestApi, StudioWindow } from './test-api';

async function start() {
  // Before anything can copy the address (a share link): the bridge's token leaves it at once.
  takeBridgeToken();
  // Monaco is evaluated after the preview has painted, or after the gate's fallback delay if the
  // preview never does; its bytes are prefetched once the Form tab's chunk is in (early-requests.ts).
  armEditorGate();
  // The checks' client, worker and wiring are not needed to draw the page: their chunk is fetched
  // beside the saved workspace, outside the page's first chunk, and checks start once both are in.
  const validation = import('./start-validation').then(
    (module) => ({ module }),
    (error: unknown) => ({ error }),
  );
  // Load the saved workspace before the first render, so the editor opens on the user's text.
  let connectPersistence;
  try {
    ({ connectPersistence } = await persistenceChunk.load());
  } catch (error) {
    // Nothing is drawn that could be typed into and then not saved; nothing saved is touched.
    const root = document.getElementById('root')!;
    root.textContent = `The studio could not load its storage (${errorMessage(error)}). Reload the page; your saved work is untouched.`;
    root.setAttribute('role', 'alert');
    return;
  }
  const persister = await connectPersistence(workspaceStore);
  void validation.then((loaded) => {
    if ('module' in loaded) loaded.module.startValidation();
    else
      workspaceStore
        .getState()
        .setValidationProblem(`The checks could not be loaded: ${errorMessage(loaded.error)}`);
  });
  connectFileBindings(workspaceStore);
  // A small, stable handle for end-to-end tests and the bench (as tldraw's EndToEndApi).
  const testApi: StudioTestApi = {
    store: workspaceStore,
    editor: editorCommands,
    flush: () => persister.flush(),
  };
  (window as unknown as StudioWindow).toolSchemaStudio = testApi;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App onFlush={() => persister.flush()} />
    </StrictMode>,
  );
}

void start();
