/**
 * The only surface other layers (worker, store, panels, CLI) import from the core.
 * Everything here is pure TypeScript: no React, DOM, Monaco or zustand.
 */
export * from './limits';
export * from './model/diagnostic';
export * from './model/pointer';
export * from './model/types';
export * from './model/text-index';
export * from './model/document';
export * from './model/canonical';
export * from './export';
export * from './templates';
