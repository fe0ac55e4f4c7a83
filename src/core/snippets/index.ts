// Each target's snippets are beside its module; the registry's `buildSnippets` reads them.
export type { CodeSnippet, SnippetLanguage, TargetSnippet } from './snippets';
