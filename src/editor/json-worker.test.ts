import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The JSON mode reaches the JSON language service through Monaco's editor worker service
 * (json-mode.ts), by a method and a request that are not part of Monaco's API; these are the
 * places in this Monaco that it relies on, read from its sources.
 */
const monacoSource = (path: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../node_modules/monaco-editor/esm/vs/${path}`, import.meta.url)),
    'utf8',
  );

describe("the JSON worker as the editor's only worker", () => {
  it('the editor worker service syncs models to its worker and resolves to its proxy', () => {
    const service = monacoSource('editor/browser/services/editorWorkerService.js');
    expect(service).toMatch(
      /async _workerWithResources\(resources, forceLargeModels = false\) \{\s*const worker = await this\._workerManager\.withWorker\(\);\s*return await worker\.workerWithSyncedResources\(resources, forceLargeModels\);/,
    );
  });

  it('the worker passes a foreign module request to the module its script started', () => {
    const worker = monacoSource('editor/common/services/editorWebWorker.js');
    expect(worker).toMatch(
      /\$fmr\(method, args\) \{\s*if \(!this\._foreignModule \|\| typeof this\._foreignModule\[method\] !== 'function'\)/,
    );
  });

  it("the JSON worker's script is the editor worker with the JSON service as that module", () => {
    expect(monacoSource('languages/features/json/json.worker.js')).toContain(
      'return new JSONWorker(ctx, createData);',
    );
    const initialize = monacoSource('internal/common/initialize.js');
    expect(initialize).toContain("import { start } from '../../editor/editor.worker.start.js';");
    expect(monacoSource('editor/editor.worker.start.js')).toContain(
      'return new EditorWorker(client);',
    );
  });
});
