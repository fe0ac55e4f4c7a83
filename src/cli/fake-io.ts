import { CliInputError } from './io';
import type { CliIO } from './io';

/** A CliIO over in-memory files that records what a command writes, for tests. */
export function fakeIO(files: Record<string, string>): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    cwd: '/virtual',
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    readInput: async (path: string) => {
      const text = files[path];
      if (text === undefined) throw new CliInputError(`cannot read ${path}: no such file.`);
      return text;
    },
  };
  return io;
}
