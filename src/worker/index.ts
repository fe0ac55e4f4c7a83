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

/**
 * The studio's validation client, created on first use. Panels call
 * `getValidationClient().checkSample(schema, sample)`; the shell wires `analyze` to the store.
 */
export function getValidationClient(): ValidationClient {
  client ??= createValidationClient({
    createWorker: () =>
      new Worker(new URL('./validation.worker.ts', import.meta.url), {
        type: 'module',
        name: 'validation',
      }) as unknown as WorkerLike,
  });
  return client;
}
