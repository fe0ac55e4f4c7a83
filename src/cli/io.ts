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
 * the screen or rewrite earlier lines, a line break that forges a line, bidirectional
 * overrides), found in names and messages a hostile file wrote.
 */
const UNSAFE_FOR_TERMINAL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One line of text output with every control character shown as its escape (ESC as \u001b). */
function escapeControl(text: string): string {
  return text.replace(
    UNSAFE_FOR_TERMINAL,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `text` as one safe line, newline-terminated. */
export function line(text: string): string {
  return `${escapeControl(text)}\n`;
}
