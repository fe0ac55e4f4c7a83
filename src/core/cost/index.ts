/**
 * Context cost: tokens per tool and per toolset for each target, and the OpenAI signature view.
 * The tokenizer is passed in (`CountTokens`); `o200k.ts` loads the one the studio ships, lazily.
 */
export * from './types';
export * from './overhead';
export * from './openai-signature';
export * from './cost';
export * from './model-view';
export * from './workspace-cost';
