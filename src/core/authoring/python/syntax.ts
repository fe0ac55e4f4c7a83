/**
 * Reads function definitions, decorators and classes out of Python source into a small syntax
 * tree. Expressions it does not understand become `other` nodes that keep their text and line,
 * so the caller can say precisely what it could not read instead of guessing.
 */
import { tokenize } from './lexer';
import type { LogicalLine, Token } from './lexer';

interface Located {
  line: number;
  column: number;
}

export type PyExpr =
  | ({ kind: 'name'; name: string } & Located)
  | ({ kind: 'subscript'; base: PyExpr; args: PyExpr[] } & Located)
  | ({ kind: 'union'; options: PyExpr[] } & Located)
  | ({ kind: 'string'; value: string } & Located)
  | ({ kind: 'number'; value: number; text: string } & Located)
  | ({ kind: 'const'; value: boolean | null } & Located)
  | ({ kind: 'ellipsis' } & Located)
  | ({ kind: 'list' | 'tuple' | 'set'; items: PyExpr[] } & Located)
  | ({ kind: 'dict'; entries: { key: PyExpr; value: PyExpr }[] } & Located)
  | ({
      kind: 'call';
      func: PyExpr;
      args: PyExpr[];
      kwargs: { name: string; value: PyExpr }[];
    } & Located)
  | ({ kind: 'other'; text: string } & Located);

export interface PyParam extends Located {
  name: string;
  /** `*args` is 'var-positional', `**kwargs` 'var-keyword'. */
  kind: 'normal' | 'var-positional' | 'var-keyword';
  annotation?: PyExpr;
  default?: PyExpr;
}

export interface PyDecorator extends Located {
  /** Dotted name, e.g. `mcp.tool`. */
  name: string;
  call?: Extract<PyExpr, { kind: 'call' }>;
}

export interface PyFunction extends Located {
  name: string;
  isAsync: boolean;
  decorators: PyDecorator[];
  params: PyParam[];
  returns?: PyExpr;
  docstring?: string;
  /** Set when the function is defined inside a class body. */
  className?: string;
}

export interface PyClassField extends Located {
  name: string;
  annotation: PyExpr;
  default?: PyExpr;
}

export interface PyClass extends Located {
  name: string;
  bases: PyExpr[];
  docstring?: string;
  /** Annotated assignments `name: T [= value]` in the class body. */
  fields: PyClassField[];
  /** Plain assignments `NAME = value` in the class body (Enum members). */
  assignments: { name: string; value: PyExpr; line: number; column: number }[];
}

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

export interface PyModule {
  functions: PyFunction[];
  classes: PyClass[];
  problems: SyntaxProblem[];
}

/** Renders tokens back to their source text, whitespace and comments collapsed to one space. */
function tokensText(tokens: readonly Token[]): string {
  let out = '';
  let prev: Token | undefined;
  for (const t of tokens) {
    if (prev && t.offset > prev.offset + prev.text.length) out += ' ';
    out += t.text;
    prev = t;
  }
  return out;
}

const STOP_OPS = new Set([',', ')', ']', '}', ':', '=']);

class ExprParser {
  private pos = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** Parses one whole expression from the tokens; leftovers turn the result into `other`. */
  static parseAll(tokens: readonly Token[]): PyExpr {
    const first = tokens[0];
    if (!first) return { kind: 'other', text: '', line: 0, column: 0 };
    const parser = new ExprParser(tokens);
    const expr = parser.parseExpr();
    if (!parser.done || expr.kind === 'other') {
      return { kind: 'other', text: tokensText(tokens), line: first.line, column: first.column };
    }
    return expr;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  private isOp(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.kind === 'op' && t.text === text;
  }

  private other(start: number): PyExpr {
    // Skip to the next stop at this bracket depth, keeping the text for the message.
    let depth = 0;
    while (this.pos < this.tokens.length) {
      const t = this.tokens[this.pos]!;
      if (t.kind === 'op') {
        if ('([{'.includes(t.text)) depth++;
        else if (')]}'.includes(t.text)) {
          if (depth === 0) break;
          depth--;
        } else if (depth === 0 && STOP_OPS.has(t.text)) break;
      }
      this.pos++;
    }
    const slice = this.tokens.slice(start, Math.max(this.pos, start + 1));
    if (this.pos === start) this.pos++;
    // At the end of the tokens there is nothing left to show; point at the last token.
    const first = slice[0] ?? this.tokens[this.tokens.length - 1];
    return {
      kind: 'other',
      text: tokensText(slice),
      line: first?.line ?? 0,
      column: first?.column ?? 0,
    };
  }

  parseExpr(): PyExpr {
    const start = this.pos;
    const first = this.parseUnary();
    const options = [first];
    while (this.isOp('|')) {
      this.pos++;
      options.push(this.parseUnary());
    }
    const expr: PyExpr =
      options.length === 1
        ? first
        : { kind: 'union', options, line: first.line, column: first.column };
    const next = this.peek();
    if (next && !(next.kind === 'op' && STOP_OPS.has(next.text))) {
      // Something we do not read (arithmetic, comparisons, lambda, ...): keep it whole.
      this.pos = start;
      return this.other(start);
    }
    return expr;
  }

  private parseUnary(): PyExpr {
    const t = this.peek();
    if (t && t.kind === 'op' && (t.text === '-' || t.text === '+')) {
      this.pos++;
      const operand = this.parsePostfix();
      if (operand.kind === 'number') {
        const value = t.text === '-' ? -operand.value : operand.value;
        return {
          kind: 'number',
          value,
          text: t.text + operand.text,
          line: t.line,
          column: t.column,
        };
      }
      return {
        kind: 'other',
        text: t.text + (operand.kind === 'other' ? operand.text : '…'),
        line: t.line,
        column: t.column,
      };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): PyExpr {
    let expr = this.parseAtom();
    for (;;) {
      if (this.isOp('.') && this.peek(1)?.kind === 'name' && expr.kind === 'name') {
        expr = { ...expr, name: `${expr.name}.${this.peek(1)!.text}` };
        this.pos += 2;
      } else if (this.isOp('[')) {
        this.pos++;
        const args = this.parseList(']');
        expr = { kind: 'subscript', base: expr, args, line: expr.line, column: expr.column };
      } else if (this.isOp('(')) {
        this.pos++;
        expr = this.parseCallArgs(expr);
      } else {
        return expr;
      }
    }
  }

  /** Items up to the closing bracket, which is consumed. */
  private parseList(close: string): PyExpr[] {
    const items: PyExpr[] = [];
    while (!this.done && !this.isOp(close)) {
      items.push(this.parseExpr());
      if (this.isOp(',')) this.pos++;
      else if (!this.isOp(close)) items.push(this.other(this.pos));
    }
    if (this.isOp(close)) this.pos++;
    return items;
  }

  private parseCallArgs(func: PyExpr): PyExpr {
    const args: PyExpr[] = [];
    const kwargs: { name: string; value: PyExpr }[] = [];
    while (!this.done && !this.isOp(')')) {
      const t = this.peek()!;
      if (t.kind === 'name' && this.isOp('=', 1)) {
        this.pos += 2;
        kwargs.push({ name: t.text, value: this.parseExpr() });
      } else {
        args.push(this.parseExpr());
      }
      if (this.isOp(',')) this.pos++;
      else if (!this.isOp(')')) args.push(this.other(this.pos));
    }
    if (this.isOp(')')) this.pos++;
    return { kind: 'call', func, args, kwargs, line: func.line, column: func.column };
  }

  private parseAtom(): PyExpr {
    const t = this.peek();
    if (!t) {
      const last = this.tokens[this.tokens.length - 1];
      return { kind: 'other', text: '', line: last?.line ?? 0, column: last?.column ?? 0 };
    }
    const at = { line: t.line, column: t.column };
    if (t.kind === 'name') {
      this.pos++;
      if (t.text === 'True' || t.text === 'False')
        return { kind: 'const', value: t.text === 'True', ...at };
      if (t.text === 'None') return { kind: 'const', value: null, ...at };
      if (t.text === 'lambda' || t.text === 'not' || t.text === 'await') {
        this.pos--;
        return this.other(this.pos);
      }
      return { kind: 'name', name: t.text, ...at };
    }
    if (t.kind === 'number') {
      this.pos++;
      const clean = t.text.replace(/_/g, '');
      const value = /^0[xX]/.test(clean)
        ? parseInt(clean.slice(2), 16)
        : /^0[oO]/.test(clean)
          ? parseInt(clean.slice(2), 8)
          : /^0[bB]/.test(clean)
            ? parseInt(clean.slice(2), 2)
            : Number(clean);
      if (!Number.isFinite(value) || /[jJ]$/.test(clean))
        return { kind: 'other', text: t.text, ...at };
      return { kind: 'number', value, text: t.text, ...at };
    }
    if (t.kind === 'string') {
      // Adjacent string literals concatenate.
      let value = '';
      let fString = false;
      while (this.peek()?.kind === 'string') {
        const s = this.peek()!;
        if (/^[a-zA-Z]*[fF]/.test(s.text)) fString = true;
        value += s.value ?? '';
        this.pos++;
      }
      if (fString) return { kind: 'other', text: t.text, ...at };
      return { kind: 'string', value, ...at };
    }
    if (t.text === '...') {
      this.pos++;
      return { kind: 'ellipsis', ...at };
    }
    if (t.text === '[') {
      this.pos++;
      return { kind: 'list', items: this.parseList(']'), ...at };
    }
    if (t.text === '(') {
      this.pos++;
      const start = this.pos;
      const items = this.parseList(')');
      const hadComma = this.tokens
        .slice(start, this.pos)
        .some((x) => x.kind === 'op' && x.text === ',');
      if (items.length === 1 && !hadComma) return items[0]!;
      return { kind: 'tuple', items, ...at };
    }
    if (t.text === '{') {
      this.pos++;
      const entries: { key: PyExpr; value: PyExpr }[] = [];
      const setItems: PyExpr[] = [];
      while (!this.done && !this.isOp('}')) {
        const key = this.parseExpr();
        if (this.isOp(':')) {
          this.pos++;
          entries.push({ key, value: this.parseExpr() });
        } else {
          setItems.push(key);
        }
        if (this.isOp(',')) this.pos++;
        else if (!this.isOp('}')) setItems.push(this.other(this.pos));
      }
      if (this.isOp('}')) this.pos++;
      if (setItems.length > 0 && entries.length === 0)
        return { kind: 'set', items: setItems, ...at };
      if (setItems.length > 0) return { kind: 'other', text: '{…}', ...at };
      return { kind: 'dict', entries, ...at };
    }
    return this.other(this.pos);
  }
}

/** Index of the bracket closing the one at `open`, or -1. */
function matchingBracket(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'op') continue;
    if ('([{'.includes(t.text)) depth++;
    else if (')]}'.includes(t.text) && --depth === 0) return i;
  }
  return -1;
}

/** Splits tokens at commas that are not inside brackets. */
function splitTopLevel(tokens: readonly Token[], separator: string): Token[][] {
  const parts: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'op') {
      if ('([{'.includes(t.text)) depth++;
      else if (')]}'.includes(t.text)) depth--;
      else if (depth === 0 && t.text === separator) {
        parts.push(current);
        current = [];
        continue;
      }
    }
    current.push(t);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

function indexOfTopLevel(tokens: readonly Token[], text: string): number {
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'op') continue;
    if ('([{'.includes(t.text)) depth++;
    else if (')]}'.includes(t.text)) depth--;
    else if (depth === 0 && t.text === text) return i;
  }
  return -1;
}

function parseExpression(tokens: readonly Token[]): PyExpr {
  return ExprParser.parseAll(tokens);
}

function parseParams(tokens: readonly Token[], problems: SyntaxProblem[]): PyParam[] {
  const params: PyParam[] = [];
  for (const part of splitTopLevel(tokens, ',')) {
    const first = part[0];
    if (!first) continue;
    let kind: PyParam['kind'] = 'normal';
    let rest = part;
    if (first.kind === 'op' && (first.text === '*' || first.text === '**')) {
      kind = first.text === '*' ? 'var-positional' : 'var-keyword';
      rest = part.slice(1);
      // A bare `*` (keyword-only marker) has no name.
      if (rest.length === 0) continue;
    }
    if (first.kind === 'op' && first.text === '/' && part.length === 1) continue;
    const nameToken = rest[0];
    if (!nameToken || nameToken.kind !== 'name') {
      problems.push({
        line: first.line,
        column: first.column,
        message: `Cannot read the parameter "${tokensText(part)}".`,
      });
      continue;
    }
    const param: PyParam = {
      name: nameToken.text,
      kind,
      line: nameToken.line,
      column: nameToken.column,
    };
    const afterName = rest.slice(1);
    const eq = indexOfTopLevel(afterName, '=');
    const annotationTokens = eq >= 0 ? afterName.slice(0, eq) : afterName;
    if (annotationTokens.length > 0) {
      if (annotationTokens[0]!.text !== ':' || annotationTokens.length === 1) {
        problems.push({
          line: nameToken.line,
          column: nameToken.column,
          message: `Cannot read the parameter "${tokensText(part)}": expected "name: type = default".`,
        });
        continue;
      }
      param.annotation = parseExpression(annotationTokens.slice(1));
    }
    if (eq >= 0) {
      const defaultTokens = afterName.slice(eq + 1);
      if (defaultTokens.length === 0) {
        problems.push({
          line: nameToken.line,
          column: nameToken.column,
          message: `The default of "${param.name}" is missing after "=".`,
        });
      } else {
        param.default = parseExpression(defaultTokens);
      }
    }
    params.push(param);
  }
  return params;
}

/** The docstring of a body: its first statement, when that is a string literal on its own. */
function docstringOf(tokens: readonly Token[]): string | undefined {
  if (tokens.length === 0 || !tokens.every((t) => t.kind === 'string')) return undefined;
  if (tokens.some((t) => /^[a-zA-Z]*[fF]/.test(t.text))) return undefined;
  return tokens.map((t) => t.value ?? '').join('');
}

/** The body lines of a block opened at `index`: following lines indented deeper. */
function blockEnd(lines: readonly LogicalLine[], index: number): number {
  const indent = lines[index]!.indent;
  let end = index + 1;
  while (end < lines.length && lines[end]!.indent > indent) end++;
  return end;
}

function parseClassBody(
  cls: PyClass,
  lines: readonly LogicalLine[],
  from: number,
  to: number,
  problems: SyntaxProblem[],
) {
  if (from >= to) return;
  const bodyIndent = lines[from]!.indent;
  for (let i = from; i < to; i++) {
    const line = lines[i]!;
    if (line.indent !== bodyIndent) continue;
    const tokens = line.tokens;
    if (i === from) {
      const doc = docstringOf(tokens);
      if (doc !== undefined) {
        cls.docstring = doc;
        continue;
      }
    }
    const head = tokens[0]!;
    if (
      head.kind !== 'name' ||
      ['def', 'async', 'class', 'pass', 'if', 'for', 'return'].includes(head.text)
    )
      continue;
    const second = tokens[1];
    if (second?.kind === 'op' && second.text === ':') {
      const rest = tokens.slice(2);
      const eq = indexOfTopLevel(rest, '=');
      const annotationTokens = eq >= 0 ? rest.slice(0, eq) : rest;
      if (annotationTokens.length === 0) {
        problems.push({
          line: head.line,
          column: head.column,
          message: `The field "${head.text}" has no type after ":".`,
        });
        continue;
      }
      const field: PyClassField = {
        name: head.text,
        annotation: parseExpression(annotationTokens),
        line: head.line,
        column: head.column,
      };
      if (eq >= 0) field.default = parseExpression(rest.slice(eq + 1));
      cls.fields.push(field);
    } else if (second?.kind === 'op' && second.text === '=') {
      cls.assignments.push({
        name: head.text,
        value: parseExpression(tokens.slice(2)),
        line: head.line,
        column: head.column,
      });
    }
  }
}

function parseDef(
  line: LogicalLine,
  decorators: PyDecorator[],
  body: { docstringTokens: readonly Token[] },
  problems: SyntaxProblem[],
): PyFunction | undefined {
  const tokens = line.tokens;
  let k = 0;
  const isAsync = tokens[0]!.text === 'async';
  if (isAsync) k++;
  const nameToken = tokens[k + 1];
  const open = tokens[k + 2];
  if (!nameToken || nameToken.kind !== 'name' || !open || open.text !== '(') {
    problems.push({
      line: line.line,
      column: tokens[0]!.column,
      message: 'Cannot read this function definition: expected "def name(...)".',
    });
    return undefined;
  }
  const close = matchingBracket(tokens, k + 2);
  if (close < 0) {
    problems.push({
      line: open.line,
      column: open.column,
      message: `The parameter list of "${nameToken.text}" is not closed with ")".`,
    });
    return undefined;
  }
  const fn: PyFunction = {
    name: nameToken.text,
    isAsync,
    decorators,
    params: parseParams(tokens.slice(k + 3, close), problems),
    line: nameToken.line,
    column: nameToken.column,
  };
  let after = tokens.slice(close + 1);
  if (after[0]?.text === '->') {
    const colon = indexOfTopLevel(after, ':');
    fn.returns = parseExpression(after.slice(1, colon >= 0 ? colon : after.length));
    after = colon >= 0 ? after.slice(colon) : [];
  }
  if (after[0]?.text !== ':') {
    problems.push({
      line: nameToken.line,
      column: nameToken.column,
      message: `The definition of "${fn.name}" does not end with ":".`,
    });
  }
  const inline = after.slice(1);
  const doc = docstringOf(inline.length > 0 ? inline : body.docstringTokens);
  if (doc !== undefined) fn.docstring = doc;
  return fn;
}

/** Parses Python source into the functions and classes it defines. */
export function parsePythonModule(source: string): PyModule {
  const { lines, problems: lexProblems } = tokenize(source);
  const problems: SyntaxProblem[] = [...lexProblems];
  const functions: PyFunction[] = [];
  const classes: PyClass[] = [];
  let decorators: PyDecorator[] = [];
  // Classes whose bodies we walk for methods: [indent, name].
  const classStack: { indent: number; name: string }[] = [];

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    while (classStack.length > 0 && line.indent <= classStack[classStack.length - 1]!.indent)
      classStack.pop();
    const tokens = line.tokens;
    const head = tokens[0]!;
    if (head.kind === 'op' && head.text === '@') {
      const expr = parseExpression(tokens.slice(1));
      if (expr.kind === 'name')
        decorators.push({ name: expr.name, line: head.line, column: head.column });
      else if (expr.kind === 'call' && expr.func.kind === 'name')
        decorators.push({ name: expr.func.name, call: expr, line: head.line, column: head.column });
      else
        problems.push({
          line: head.line,
          column: head.column,
          message: `Cannot read the decorator "${tokensText(tokens)}".`,
        });
      continue;
    }
    const isDef = head.text === 'def' || (head.text === 'async' && tokens[1]?.text === 'def');
    if (isDef && head.kind === 'name') {
      const end = blockEnd(lines, i);
      const fn = parseDef(
        line,
        decorators,
        { docstringTokens: i + 1 < end ? lines[i + 1]!.tokens : [] },
        problems,
      );
      if (fn) {
        const owner = classStack[classStack.length - 1];
        if (owner) fn.className = owner.name;
        functions.push(fn);
      }
      decorators = [];
      // Nested functions are implementation details, not tools.
      i = end - 1;
      continue;
    }
    if (head.kind === 'name' && head.text === 'class') {
      decorators = [];
      const nameToken = tokens[1];
      if (!nameToken || nameToken.kind !== 'name') {
        problems.push({
          line: head.line,
          column: head.column,
          message: 'Cannot read this class definition.',
        });
        continue;
      }
      const cls: PyClass = {
        name: nameToken.text,
        bases: [],
        fields: [],
        assignments: [],
        line: nameToken.line,
        column: nameToken.column,
      };
      if (tokens[2]?.text === '(') {
        const close = matchingBracket(tokens, 2);
        if (close > 3)
          cls.bases = splitTopLevel(tokens.slice(3, close), ',')
            .filter((p) => p.length > 0)
            .map(parseExpression);
      }
      const end = blockEnd(lines, i);
      parseClassBody(cls, lines, i + 1, end, problems);
      classes.push(cls);
      classStack.push({ indent: line.indent, name: cls.name });
      continue;
    }
    decorators = [];
  }
  return { functions, classes, problems };
}

/** Short text of an expression for messages. */
export function exprText(expr: PyExpr): string {
  switch (expr.kind) {
    case 'name':
      return expr.name;
    case 'subscript':
      return `${exprText(expr.base)}[${expr.args.map(exprText).join(', ')}]`;
    case 'union':
      return expr.options.map(exprText).join(' | ');
    case 'string':
      return JSON.stringify(expr.value);
    case 'number':
      return expr.text;
    case 'const':
      return expr.value === null ? 'None' : expr.value ? 'True' : 'False';
    case 'ellipsis':
      return '...';
    case 'list':
      return `[${expr.items.map(exprText).join(', ')}]`;
    case 'tuple':
      return `(${expr.items.map(exprText).join(', ')})`;
    case 'set':
      return `{${expr.items.map(exprText).join(', ')}}`;
    case 'dict':
      return `{${expr.entries.map((e) => `${exprText(e.key)}: ${exprText(e.value)}`).join(', ')}}`;
    case 'call':
      return `${exprText(expr.func)}(${[...expr.args.map(exprText), ...expr.kwargs.map((k) => `${k.name}=${exprText(k.value)}`)].join(', ')})`;
    case 'other':
      return expr.text;
  }
}
