import { BACKGROUND_WORKER_MIN_CORES } from '../core';
import type { WorkerLike } from './protocol';
import { createValidationClient } from './validation-client';
import type { ValidationClient } from './validation-client';

export type { ValidationClient } from './validation-client';
export type {
  PreviewOutcome,
  ResultOutcome,
  SchemaSource,
  ToolsetOutcome,
} from './validation-client';

let client: ValidationClient | undefined;
let backgroundClient: ValidationClient | undefined;

const createWorker = (name: string) =>
  new Worker(new URL('./validation.worker.ts', import.meta.url), {
    type: 'module',
    name,
  }) as unknown as WorkerLike;

/** Whether a machine with `cores` logical cores (undefined: not told) checks in a second worker. */
export function wantsBackgroundWorker(cores: number | undefined): boolean {
  return cores !== undefined && cores >= BACKGROUND_WORKER_MIN_CORES;
}

/**
 * A second validation client for the background checks of every tool, on a worker of its own,
 * when the machine has BACKGROUND_WORKER_MIN_CORES; undefined otherwise (a two-core machine), and
 * they share the studio's client.
 */
export function getBackgroundValidationClient(): ValidationClient | undefined {
  if (!wantsBackgroundWorker(globalThis.navigator?.hardwareConcurrency)) return undefined;
  backgroundClient ??= createValidationClient({
    createWorker: () => createWorker('validation (background)'),
  });
  return backgroundClient;
}

/**
 * Which build of the rules the validation worker runs, for verdicts kept across reloads: the URL
 * of the built chunk that holds the worker's file name, which carries the worker's content hash,
 * so a build whose rules differ names another chunk. A development server serves unhashed
 * modules: there each page load is a build of its own.
 */
export const VALIDATION_CHECKER: string = import.meta.env.DEV
  ? `development ${Date.now()} ${Math.random()}`
  : import.meta.url;

/**
 * The studio's validation client, created on first use. Panels call
 * `getValidationClient().checkSample(schema, sample)`; the shell wires `analyze` to the store.
 */
export function getValidationClient(): ValidationClient {
  client ??= createValidationClient({ createWorker: () => createWorker('validation') });
  return client;
}
