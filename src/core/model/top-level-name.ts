import { createScanner } from 'jsonc-parser';
import { JSON_SCAN_OK, JsonSyntax } from './json-syntax';

/**
 * The string value of a top-level `name` without building a tree: scans tokens, steps over
 * nested values and stops at the name (which usually comes first in a tool). Undefined when the
 * text is no object, has no string `name`, or breaks off before one.
 */
export function topLevelName(text: string): string | undefined {
  const scanner = createScanner(text, true);
  if (scanner.scan() !== JsonSyntax.OpenBraceToken) return undefined;
  let depth = 1;
  // At depth 1: whether the next string is a key, and whether the current key is "name".
  let expectKey = true;
  let keyIsName = false;
  for (let token: number = scanner.scan(); token !== JsonSyntax.EOF; token = scanner.scan()) {
    switch (token) {
      case JsonSyntax.OpenBraceToken:
      case JsonSyntax.OpenBracketToken:
        if (depth === 1 && keyIsName) return undefined;
        depth++;
        break;
      case JsonSyntax.CloseBraceToken:
      case JsonSyntax.CloseBracketToken:
        depth--;
        if (depth === 0) return undefined;
        break;
      case JsonSyntax.CommaToken:
        if (depth === 1) {
          expectKey = true;
          keyIsName = false;
        }
        break;
      case JsonSyntax.ColonToken:
        break;
      case JsonSyntax.StringLiteral:
        if (depth !== 1) break;
        if (expectKey) {
          keyIsName = scanner.getTokenValue() === 'name';
          expectKey = false;
        } else if (keyIsName) {
          return scanner.getTokenError() === JSON_SCAN_OK ? scanner.getTokenValue() : undefined;
        }
        break;
      default:
        // A number, literal or stray token as the value of "name": not a string name.
        if (depth === 1 && keyIsName) return undefined;
    }
  }
  return undefined;
}
