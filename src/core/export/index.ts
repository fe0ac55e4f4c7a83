/** The export layer's public surface (re-exported from src/core/index.ts). */
export * from './adapter';
export * from './registry';
export * from './names';
export * from './feature-matrix';
export * from './read-tools';
export * from './tool-source';
export * from './import-preview';
export * from './output-check';
export * from './preflight';
export { TARGETS, TARGET_IDS, isTargetId } from './targets';
export { MODE_NAMES, nameOf, TARGET_NAMES } from './target-names';
export type {
  TargetDefinition,
  TargetOption,
  TargetPreset,
  TargetVariant,
} from './targets/definition';
export { CHANGE_CATALOGUE, CHANGE_CODES, isCatalogueCode } from './changes/catalogue';
export type { ChangeCode, ChangeCodeInfo, ChangeEffect } from './changes/catalogue';
