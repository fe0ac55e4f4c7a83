/** The export layer's public surface (re-exported from src/core/index.ts). */
export * from './adapter';
export * from './registry';
export * from './names';
export * from './feature-matrix';
export * from './read-tools';
export * from './output-check';
export * from './preflight';
