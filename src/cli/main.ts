import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { CLI_TIMEOUT_MS } from '../core';
import { EXIT_USAGE } from './io';
import { readInputFile, readStdin } from './read-input';
import { runCli } from './run';
import { onServerEvent, stopServerProcess } from '../bridge/client/server-processes';
import type { ServerEvent } from '../bridge/client/server-processes';

/** What the main thread hands the worker that runs the command. */
interface Job {
  args: string[];
  cwd: string;
  stdin: Uint8Array | undefined;
}

type WorkerMessage =
  | { stream: 'stdout' | 'stderr'; text: string }
  | { exitCode: number }
  | { hasPattern: true }
  | { server: ServerEvent };

function timeoutMs(): number {
  const seconds = Number(process.env.TOOL_SCHEMA_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : CLI_TIMEOUT_MS;
}

/**
 * The command runs in a worker thread so that the main thread can stop it: a regular
 * expression that backtracks catastrophically cannot be interrupted from inside.
 */
async function supervise(): Promise<void> {
  const args = process.argv.slice(2);
  // `serve` runs until Ctrl+C and owns a child process: it stays on the main thread, where
  // signals arrive, and outside the time limit meant for commands that finish.
  if (args[0] === 'serve') return serveOnMainThread(args);
  let stdin: Uint8Array | undefined;
  if (args.includes('-')) {
    try {
      stdin = await readStdin();
    } catch (error) {
      process.stderr.write(`tool-schema: ${(error as Error).message}\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
  }
  const job: Job = { args, cwd: process.cwd(), stdin };
  const worker = new Worker(new URL(import.meta.url), { workerData: job });
  const limit = timeoutMs();
  let finished = false;
  // Only an input that has a "pattern" (or "patternProperties") can be blamed on one.
  let hasPattern = false;
  // A command that talked to an MCP server is blamed on the server, not on the input's size.
  let contactedServer = false;
  /** The stdio servers the worker started and has not stopped: stopped here if it cannot. */
  const servers = new Set<number>();
  const stopServers = async () => {
    await Promise.all([...servers].map((pid) => stopServerProcess(pid)));
    servers.clear();
  };
  const timer = setTimeout(() => {
    if (finished) return;
    const cause = contactedServer
      ? 'It was waiting on the MCP server (a call or a tools/list page that did not end); the server was stopped.'
      : hasPattern
        ? 'The usual cause is a "pattern" the linear-time engine cannot run (lookaround or a backreference, see the pattern-not-linear note) that backtracks catastrophically, or a very large schema.'
        : 'The input has no "pattern", so the likely cause is its size: a very large schema or document.';
    process.stderr.write(
      `tool-schema: stopped after ${limit / 1000} s. ${cause} Set TOOL_SCHEMA_TIMEOUT_SECONDS to allow longer.\n`,
    );
    process.exitCode = EXIT_USAGE;
    // Ending the worker closes its pipes, so each server's stdin ends; the rest is stopServers'.
    void worker.terminate().then(stopServers);
  }, limit);
  worker.on('message', (message: WorkerMessage) => {
    if ('hasPattern' in message) hasPattern = true;
    else if ('server' in message) {
      if (message.server.kind === 'contact') contactedServer = true;
      else if (message.server.running) servers.add(message.server.pid);
      else servers.delete(message.server.pid);
    } else if ('exitCode' in message) {
      finished = true;
      clearTimeout(timer);
      process.exitCode = message.exitCode;
    } else if (message.stream === 'stdout') process.stdout.write(message.text);
    else process.stderr.write(message.text);
  });
  worker.on('error', (error) => {
    finished = true;
    clearTimeout(timer);
    process.stderr.write(`tool-schema: internal error: ${error.message}\n`);
    process.exitCode = EXIT_USAGE;
  });
  // Whatever ended the worker (an answer, a crash, the time limit), no server it started remains.
  worker.on('exit', () => void stopServers());
}

async function serveOnMainThread(args: string[]): Promise<void> {
  process.exitCode = await runCli(args, {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readInput: (path) => readInputFile(path, process.cwd(), undefined),
    cwd: process.cwd(),
  });
}

async function work(job: Job): Promise<void> {
  const post = (message: WorkerMessage) => parentPort!.postMessage(message);
  // Output is passed on in chunks, not one message per line: a thousand findings were a
  // thousand messages between threads. Order across the two streams is kept.
  let pending: { stream: 'stdout' | 'stderr'; text: string } | undefined;
  const flush = () => {
    if (pending) post(pending);
    pending = undefined;
  };
  const write = (stream: 'stdout' | 'stderr', text: string) => {
    if (pending && pending.stream !== stream) flush();
    pending = pending ? { stream, text: pending.text + text } : { stream, text };
    if (pending.text.length >= 64 * 1024) flush();
  };
  onServerEvent((event) => {
    // In order with the output: a server's start is known before anything it causes is printed.
    flush();
    post({ server: event });
  });
  const exitCode = await runCli(job.args, {
    stdout: (text) => write('stdout', text),
    stderr: (text) => write('stderr', text),
    readInput: async (path) => {
      const text = await readInputFile(path, job.cwd, job.stdin);
      if (text.includes('"pattern')) post({ hasPattern: true });
      return text;
    },
    cwd: job.cwd,
  });
  flush();
  post({ exitCode });
}

if (isMainThread) await supervise();
else await work(workerData as Job);
