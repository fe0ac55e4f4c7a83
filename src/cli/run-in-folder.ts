import type { CliIO } from './io';
import { readInputFile } from './read-input';
import { runCli } from './run';

/** What one CLI run returned and wrote. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs the CLI as the shell would in `dir` (files read from disk, relative to it, unless
 * `readInput` reads them otherwise), recording what it writes, for tests that read fixtures on
 * disk or start servers (fakeIO is the in-memory one).
 */
export async function runCliIn(
  dir: string,
  args: string[],
  readInput: CliIO['readInput'] = (path) => readInputFile(path, dir),
): Promise<CliRun> {
  const io: CliIO & { out: string; err: string } = {
    out: '',
    err: '',
    cwd: dir,
    stdout: (text) => void (io.out += text),
    stderr: (text) => void (io.err += text),
    readInput,
  };
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}
