export * from './snippets';
