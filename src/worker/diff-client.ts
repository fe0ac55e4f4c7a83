import { createDiffRunner } from './diff-runner';
import type { DiffRunner, DiffWorkerLike } from './diff-runner';

export type { DiffOutcome, DiffRunner } from './diff-runner';

/**
 * A runner for the Compare view with its own worker, created when first used. Kept out of
 * `./index` so the page's first chunk does not carry it: only the lazy Compare dialog imports it.
 */
export function createStudioDiffRunner(): DiffRunner {
  return createDiffRunner({
    createWorker: () =>
      new Worker(new URL('./diff.worker.ts', import.meta.url), {
        type: 'module',
        name: 'diff',
      }) as unknown as DiffWorkerLike,
  });
}
