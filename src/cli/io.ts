/** What a CLI command may touch, injected so commands run in-process under test. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Reads a file argument (`-` is standard input); throws CliInputError with a clear message. */
  readInput: (path: string) => Promise<string>;
  cwd: string;
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** An input that cannot be used: unreadable, binary, too large, a directory. Never a stack trace. */
export class CliInputError extends Error {}

/** A command line that does not fit the command's usage. */
export class CliUsageError extends Error {}

export type CliCommand = (args: string[], io: CliIO) => Promise<number>;

/**
 * Characters a terminal or CI log would act on rather than show (escape sequences that clear
 * the screen or rewrite earlier lines, C1 controls such as U+009B, which some terminals read as
 * ESC [, a carriage return that overwrites a line, bidirectional overrides), found in names and
 * messages a hostile file wrote. Line feed and tab are kept here: they are the output's own layout.
 */
const UNSAFE_FOR_TERMINAL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * The one escaping of CLI output: every unsafe character as its \u escape (ESC as \u001b). In
 * JSON output the unsafe characters only occur inside strings, where the escape is the same
 * JSON value, so the output stays valid and equal once parsed. `runCli` passes every write
 * through it; `line` also escapes line feeds, for one line whose text came from a file.
 */
function escapeControl(text: string, lineFeeds: 'keep' | 'escape' = 'keep'): string {
  const escaped = text.replace(UNSAFE_FOR_TERMINAL, unicodeEscape);
  return lineFeeds === 'keep' ? escaped : escaped.replace(/\n/g, unicodeEscape);
}

function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** `text` as one safe line, newline-terminated: a line feed inside it cannot forge another line. */
export function line(text: string): string {
  return `${escapeControl(text, 'escape')}\n`;
}

/** A message whose line breaks are its own (a list the core wrote), each line made safe. */
export function lines(text: string): string {
  return text.split('\n').map(line).join('');
}

/** `io` with every write made safe by `escapeControl`, so no command can print a raw control character. */
export function safeIO(io: CliIO): CliIO {
  return {
    ...io,
    stdout: (text) => io.stdout(escapeControl(text)),
    stderr: (text) => io.stderr(escapeControl(text)),
  };
}
