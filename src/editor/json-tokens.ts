import type { languages } from 'monaco-editor/editor/editor.api';
import { createTokenizationSupport } from 'monaco-editor/languages/features/json/tokenization';
import { MAX_TOKENIZED_LINE_CHARS } from '../core';

/**
 * Monaco's JSON tokenizer with VS Code's long-line rule, which Monaco applies only to Monarch
 * grammars: a line over MAX_TOKENIZED_LINE_CHARS is one plain token and passes its state on
 * unchanged, instead of being scanned whole on the page's thread.
 */
export function cappedJsonTokens(): languages.TokensProvider {
  const json = createTokenizationSupport(true);
  return {
    getInitialState: () => json.getInitialState(),
    tokenize(line, state) {
      if (line.length > MAX_TOKENIZED_LINE_CHARS)
        return { tokens: [{ startIndex: 0, scopes: '' }], endState: state };
      return json.tokenize(line, state);
    },
  };
}
