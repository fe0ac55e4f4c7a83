/**
 * The one worker Monaco runs for the studio: the JSON language service's script, which is Monaco's
 * editor worker (links, unicode highlights, word ranges, diffs, minimal format edits) with the
 * JSON service as its foreign module. Monaco's editor worker service creates it through
 * `MonacoEnvironment.getWorker` (monaco-setup.ts) and the JSON mode reaches the JSON service
 * through that service's client (json-mode.ts), so a first visit loads and starts one worker
 * script instead of two (the editor worker's was 90.7 KB gzip, all of it also in this one).
 */
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
// A type only (erased from the build): the mode itself stays a lazy chunk.
import type { JsonLanguageSettings } from './json-mode';

/**
 * Starts the JSON worker the way monaco-editor's own worker setup does: the worker's first
 * message is discarded (it switches the worker into its start-up handler), the second carries
 * the language settings (`createData`); Monaco's worker client then takes it over.
 */
export function startJsonWorker(settings: JsonLanguageSettings): Worker {
  const worker = new JsonWorker();
  worker.postMessage('ignore');
  worker.postMessage({
    languageSettings: settings.diagnostics,
    languageId: settings.languageId,
    enableSchemaRequest: settings.diagnostics.enableSchemaRequest,
  });
  return worker;
}
