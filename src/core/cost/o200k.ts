/**
 * Loads the o200k_base tokenizer on first use. It is about 1 MB compressed, so the page fetches it
 * only when a cost figure is shown, and nothing imports it statically.
 */
import type { CountTokens } from './types';

let loading: Promise<CountTokens> | undefined;

export function loadO200k(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => {
    // Text such as "<|endoftext|>" in a description is sent as text, not as a control token;
    // the tokenizer's default is to throw on it.
    const options = { disallowedSpecial: new Set<string>() };
    return (text: string) => m.countTokens(text, options);
  });
  return loading;
}
