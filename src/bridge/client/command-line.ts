/**
 * Splits the one string given to `--stdio` into a program and its arguments, the way a POSIX
 * shell splits words (single quotes, double quotes, backslash escapes), without a shell: no
 * variable, glob, pipe or redirection is ever interpreted, so the string can only name one
 * program to start and the words to give it.
 */
export function splitCommandLine(text: string): string[] | string {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1]!))
        word += text[++i];
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\') {
      if (i + 1 < text.length) word += text[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) return `the command has an unclosed ${quote === '"' ? 'double' : 'single'} quote.`;
  if (inWord) words.push(word);
  if (words.length === 0) return 'the command is empty.';
  return words;
}
