/** The export layer's public surface (re-exported from src/core/index.ts). */
export * from './adapter';
export * from './registry';
export * from './names';
export * from './feature-matrix';
export { DEFAULT_REGISTRY_KEY } from './toolhive';
export * from './read-tools';
export * from './preflight';
