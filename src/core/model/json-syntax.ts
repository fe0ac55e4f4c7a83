/**
 * jsonc-parser's `SyntaxKind` and `ScanError` are const enums, which modules compiled one at a
 * time cannot read; these are their values (jsonc-parser 3.3.1, `lib/umd/main.d.ts`).
 */
export const JsonSyntax = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  ColonToken: 6,
  NullKeyword: 7,
  TrueKeyword: 8,
  FalseKeyword: 9,
  StringLiteral: 10,
  NumericLiteral: 11,
  EOF: 17,
} as const;

export const JSON_SCAN_OK = 0;
