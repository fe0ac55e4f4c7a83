/**
 * The only surface other layers (worker, store, panels, CLI) import from the core.
 * Everything here is pure TypeScript: no React, DOM, Monaco or zustand.
 */
export * from './limits';
export * from './error-message';
export * from './model/diagnostic';
export * from './model/pointer';
export * from './model/types';
export * from './model/text-index';
export * from './model/document';
export * from './model/read-json';
export * from './model/incremental';
export * from './model/covering-edit';
export * from './model/bytes';
export * from './model/canonical';
export * from './model/json-edits';
export * from './model/text-edits';
export * from './model/json-syntax';
export * from './model/top-level-name';
export * from './model/string-offsets';
export * from './model/workspace-tools';
export * from './export';
export * from './mcp';
export * from './templates';
export * from './validation/dialect';
export * from './validation/sample';
export * from './validation/analyze';
export { RULES, BUILT_IN_CODES } from './validation/rules';
export { clearValidatorCache } from './validation/ajv';
export { walkSchemas } from './schema/walk';
export { frozenSchemaHasKeyword } from './schema/frozen-keywords';
export { sameButWords } from './schema/same-but-words';
export { DEFINITION_MEMBERS, readsRootOnlyThroughDefinitions } from './schema/root-use';
export {
  compilePattern,
  loadPatternEngine,
  patternEngineLoaded,
} from './validation/pattern-engine';
export * from './validation/pattern-use';
export * from './share';
export * from './playground';
export * from './live';
export * from './snippets';
export * from './authoring';
export * from './diff';
export * from './fingerprint';
export * from './quality';
export * from './validation/toolset';

export * from './cost';

export * from './model/tool-list-preview';
export * from './live/client-limits';
export * from './live/server-url';
export * from './live/doctor';
export * from './live/server-tools';
export * from './live/provenance';
export * from './live/result-view';
export * from './live/server-text';
export * from './live/elicitation-limits';
export * from './live/bridge-errors';
export * from './live/dropped-keys';
export * from './live/run-precheck';
export * from './live/server-log';
export * from './trust/visible';
export * from './files/folder-file';
export * from './live/call-failure';
export * from './hosts';
export * from './selection';
