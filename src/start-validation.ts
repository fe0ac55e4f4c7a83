/**
 * Connects the workspace to the validation worker (store/connect-validation.ts). main.tsx loads
 * this module beside the saved workspace: drawing the page needs neither the worker's client nor
 * the wiring, so they stay out of the page's first chunk.
 */
import { workspaceStore } from './store';
import { connectValidation } from './store/connect-validation';
import { indexedDbVerdictStorage } from './store/verdict-cache';
import { getBackgroundValidationClient, getValidationClient, VALIDATION_CHECKER } from './worker';

export function startValidation(): void {
  const backgroundClient = getBackgroundValidationClient();
  connectValidation(workspaceStore, getValidationClient(), {
    verdicts: { storage: indexedDbVerdictStorage(), checker: VALIDATION_CHECKER },
    ...(backgroundClient ? { backgroundClient } : {}),
  });
}
