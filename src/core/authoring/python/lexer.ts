/**
 * A tokenizer for the subset of Python that tool signatures, docstrings and Pydantic models use.
 * It is not a full Python lexer: it knows enough to split logical lines, keep string values
 * (docstrings, Literal values, defaults) and report where it gave up, with the line.
 */

export type TokenKind = 'name' | 'number' | 'string' | 'op';

export interface Token {
  kind: TokenKind;
  /** Source text of the token (for strings: including prefix and quotes). */
  text: string;
  /** Decoded value for string tokens. */
  value?: string;
  /** 1-based line and column of the first character. */
  line: number;
  column: number;
  /** Offset in the source (line ends normalised to \n). */
  offset: number;
}

/** One logical line: the tokens between NEWLINEs outside brackets, with the first token's indent. */
export interface LogicalLine {
  tokens: Token[];
  indent: number;
  line: number;
}

export interface LexProblem {
  line: number;
  column: number;
  message: string;
}

export interface LexResult {
  lines: LogicalLine[];
  problems: LexProblem[];
}

const THREE_CHAR_OPS = ['**=', '//=', '>>=', '<<=', '...', '!='];
const TWO_CHAR_OPS = [
  '->',
  '**',
  '//',
  '==',
  '<=',
  '>=',
  ':=',
  '+=',
  '-=',
  '*=',
  '/=',
  '|=',
  '&=',
  '%=',
  '<<',
  '>>',
];
const OPENERS = '([{';
const CLOSERS = ')]}';

function isNameStart(c: string): boolean {
  return /[A-Za-z_]/.test(c) || c.charCodeAt(0) > 127;
}

function isNameChar(c: string): boolean {
  return /[A-Za-z0-9_]/.test(c) || c.charCodeAt(0) > 127;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};

/** Decodes the body of a (non-raw) Python string literal's common escapes. */
function decodeEscapes(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const next = body[i + 1]!;
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i++;
    } else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(body.slice(i + 2, i + 4))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 4), 16));
      i += 3;
    } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else {
      // Python keeps unknown escapes as written.
      out += c;
    }
  }
  return out;
}

export function tokenize(source: string): LexResult {
  const text = source.replace(/\r\n?/g, '\n');
  const lines: LogicalLine[] = [];
  const problems: LexProblem[] = [];
  let current: Token[] = [];
  let currentIndent = 0;
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let i = 0;

  const flush = () => {
    if (current.length > 0)
      lines.push({ tokens: current, indent: currentIndent, line: current[0]!.line });
    current = [];
  };
  const push = (
    kind: TokenKind,
    tokenText: string,
    offset: number,
    startLine: number,
    startCol: number,
    value?: string,
  ) => {
    if (current.length === 0) currentIndent = startCol - 1;
    const token: Token = { kind, text: tokenText, line: startLine, column: startCol, offset };
    if (value !== undefined) token.value = value;
    current.push(token);
  };

  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      if (depth === 0) flush();
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\f') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '\\' && text[i + 1] === '\n') {
      // Explicit line joining.
      i += 2;
      line++;
      lineStart = i;
      continue;
    }
    const column = i - lineStart + 1;
    const startLine = line;

    // String literal, with optional prefix.
    const prefixMatch = /^([rRbBuUfF]{0,2})(['"])/.exec(text.slice(i, i + 4));
    if (prefixMatch && (prefixMatch[1] === '' || isNameStart(c))) {
      const prefix = prefixMatch[1]!;
      const quote = prefixMatch[2]!;
      const start = i;
      i += prefix.length;
      const triple = text.startsWith(quote.repeat(3), i);
      const delimiter = triple ? quote.repeat(3) : quote;
      i += delimiter.length;
      const bodyStart = i;
      let closed = false;
      while (i < text.length) {
        const ch = text[i]!;
        if (ch === '\\') {
          if (text[i + 1] === '\n') {
            line++;
            lineStart = i + 2;
          }
          i += 2;
          continue;
        }
        if (ch === '\n') {
          if (!triple) break;
          line++;
          lineStart = i + 1;
        }
        if (text.startsWith(delimiter, i)) {
          closed = true;
          break;
        }
        i++;
      }
      if (!closed) {
        problems.push({ line: startLine, column, message: 'This string is not closed.' });
        flush();
        continue;
      }
      const body = text.slice(bodyStart, i);
      i += delimiter.length;
      const raw = /[rR]/.test(prefix);
      const value = raw ? body : decodeEscapes(body);
      push('string', text.slice(start, i), start, startLine, column, value);
      continue;
    }
    if (isNameStart(c)) {
      const start = i;
      while (i < text.length && isNameChar(text[i]!)) i++;
      push('name', text.slice(start, i), start, startLine, column);
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m =
        /^(0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:[0-9][0-9_]*)?\.?[0-9_]*(?:[eE][+-]?[0-9_]+)?[jJ]?)/.exec(
          text.slice(i),
        );
      const numberText = m && m[0] ? m[0] : c;
      push('number', numberText, i, startLine, column);
      i += numberText.length;
      continue;
    }
    const three = text.slice(i, i + 3);
    const two = text.slice(i, i + 2);
    let op: string;
    if (THREE_CHAR_OPS.includes(three)) op = three;
    else if (TWO_CHAR_OPS.includes(two)) op = two;
    else op = c;
    if (OPENERS.includes(op)) depth++;
    else if (CLOSERS.includes(op)) depth = Math.max(0, depth - 1);
    else if (!/[-+*/%@&|^~<>=.,:;!]/.test(op)) {
      problems.push({ line: startLine, column, message: `Unexpected character "${op}".` });
    }
    push('op', op, i, startLine, column);
    i += op.length;
  }
  flush();
  if (depth > 0) {
    const last = lines[lines.length - 1];
    problems.push({
      line: last ? last.tokens[last.tokens.length - 1]!.line : line,
      column: 1,
      message: 'A bracket is not closed before the end of the text.',
    });
  }
  return { lines, problems };
}
