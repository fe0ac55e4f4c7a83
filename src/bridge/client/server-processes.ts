/**
 * The stdio servers a command started, told to whoever must stop them if the command cannot:
 * the CLI runs each command in a worker thread, and when the time limit ends that worker, the
 * main thread stops the servers it started (by pid; a server that outlives its stdin would
 * otherwise keep running, re-parented to init). Kept apart from connect.ts so the main thread
 * reads it without loading the MCP SDK.
 */

import { readFileSync } from 'node:fs';

/** How long a server has to exit once its stdin has ended, before it is sent SIGTERM. */
export const SERVER_STDIN_GRACE_MS = 2_000;
/** How long a server has to exit after SIGTERM, before it is sent SIGKILL. */
export const SERVER_SIGTERM_GRACE_MS = 2_000;
/** How often a stopping server is looked at. */
const EXIT_POLL_MS = 25;

export type ServerEvent =
  /** The command is talking to a server (a time limit is then the server's, not the input's). */
  { kind: 'contact' } | { kind: 'process'; pid: number; running: boolean };

let listener: ((event: ServerEvent) => void) | undefined;

/** Where the events go (the CLI's worker passes them to the main thread); one listener. */
export function onServerEvent(next: ((event: ServerEvent) => void) | undefined): void {
  listener = next;
}

export function reportServerEvent(event: ServerEvent): void {
  listener?.(event);
}

/**
 * Whether a process with this pid is still running. A child that exited after the worker that
 * started it was ended stays a zombie until this process exits (nothing waits for it); on Linux
 * that is read from /proc, elsewhere it counts as running.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, but is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function exitedWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, EXIT_POLL_MS));
  }
  return true;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // It has just exited.
  }
}

/**
 * Stops a server whose stdin has been closed (or is being closed): it gets
 * `SERVER_STDIN_GRACE_MS` to exit on its own, then SIGTERM, then after `SERVER_SIGTERM_GRACE_MS`
 * SIGKILL. Resolves with how it ended.
 */
export async function stopServerProcess(pid: number): Promise<'exited' | 'SIGTERM' | 'SIGKILL'> {
  if (await exitedWithin(pid, SERVER_STDIN_GRACE_MS)) return 'exited';
  signal(pid, 'SIGTERM');
  if (await exitedWithin(pid, SERVER_SIGTERM_GRACE_MS)) return 'SIGTERM';
  signal(pid, 'SIGKILL');
  await exitedWithin(pid, SERVER_SIGTERM_GRACE_MS);
  return 'SIGKILL';
}
