// Monaco ships this module without types; it is the tokenizer its JSON mode registers.
declare module 'monaco-editor/languages/features/json/tokenization' {
  import type { languages } from 'monaco-editor/editor/editor.api';
  export function createTokenizationSupport(supportComments: boolean): languages.TokensProvider;
}
