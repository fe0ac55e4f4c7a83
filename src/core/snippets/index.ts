export * from './snippets';
export { pythonJson, typescriptJson } from './embed';
