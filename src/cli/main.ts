import { readInputFile } from './read-input';
import { runCli } from './run';

const cwd = process.cwd();
const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readInput: (path) => readInputFile(path, cwd),
  cwd,
});
process.exitCode = exitCode;
