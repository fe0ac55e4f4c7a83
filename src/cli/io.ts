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
