/**
 * Splits JSON text into coloured tokens for the read-only output view. A plain <pre> with spans
 * is enough for output that is never edited, and costs nothing like a second Monaco instance.
 */
import { createScanner } from 'jsonc-parser';
import { JsonSyntax } from '../../core';

const SyntaxKind = JsonSyntax;

export type TokenClass = 'key' | 'string' | 'number' | 'literal' | 'punct' | 'plain';

export interface JsonToken {
  text: string;
  kind: TokenClass;
}

/** Above this, the text is shown uncoloured: thousands of spans would slow the panel for nothing. */
export const MAX_HIGHLIGHT_CHARS = 300_000;

export function tokenizeJson(text: string): JsonToken[] {
  if (text.length > MAX_HIGHLIGHT_CHARS) return [{ text, kind: 'plain' }];
  const scanner = createScanner(text, false);
  const tokens: JsonToken[] = [];
  const push = (part: string, kind: TokenClass) => {
    const last = tokens[tokens.length - 1];
    // Merge neighbours of one class (whitespace into punctuation) to keep the span count down.
    if (last && last.kind === kind) last.text += part;
    else tokens.push({ text: part, kind });
  };
  for (let kind: number = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    const part = text.slice(
      scanner.getTokenOffset(),
      scanner.getTokenOffset() + scanner.getTokenLength(),
    );
    switch (kind) {
      case SyntaxKind.StringLiteral: {
        push(part, followedByColon(text, scanner.getPosition()) ? 'key' : 'string');
        break;
      }
      case SyntaxKind.NumericLiteral:
        push(part, 'number');
        break;
      case SyntaxKind.TrueKeyword:
      case SyntaxKind.FalseKeyword:
      case SyntaxKind.NullKeyword:
        push(part, 'literal');
        break;
      default:
        push(part, 'punct');
    }
  }
  return tokens;
}

/** A string followed by a colon is a key. */
function followedByColon(text: string, from: number): boolean {
  let i = from;
  while (
    i < text.length &&
    (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')
  )
    i++;
  return text[i] === ':';
}
