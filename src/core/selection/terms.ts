import { stemmer } from 'stemmer';
import { eng } from 'stopword';

/**
 * Text to index terms, the same for tools and prompts: words split at case changes, digits and
 * underscores (so `read_text_file` and `readTextFile` give read, text, file), lower-cased,
 * English stop words dropped (the stopword package's list) and Porter-stemmed (the stemmer
 * package), so "files" meets "file" and "listing" meets "list".
 */
const STOP_WORDS = new Set(eng);
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).flatMap((w) => w.split(CAMEL_BOUNDARY));
}

/** One word to its term, or undefined for a stop word. */
export function termOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return undefined;
  return stemmer(lower);
}

export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term) out.push(term);
  }
  return out;
}
