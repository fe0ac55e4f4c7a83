/**
 * Connects the CLI to a live MCP server with the official SDK client, over Streamable HTTP or
 * by starting a stdio server. This module imports the SDK, so the CLI loads it lazily: only a
 * command that talks to a server pays for it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { McpError, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallReply, ListedTools, ToolsPage } from '../../core';
import { callFailureReason, displayServerUrl, errorMessage, listAllTools } from '../../core';
import { explainHttpProbe, probeHttp } from './doctor';
import { reportServerEvent, stopServerProcess } from './server-processes';

/** How long the MCP handshake (`initialize`) may take. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** How long one `tools/call` or `tools/list` page may take. */
export const CALL_TIMEOUT_MS = 30_000;
/** How much of a stdio server's stderr is kept to quote when it fails to start. */
const STDERR_TAIL_CHARS = 2_000;

export type ServerTarget =
  | { kind: 'http'; url: URL; headers: Record<string, string> }
  | { kind: 'stdio'; command: string; args: string[]; cwd: string };

/** The server could not be reached or did not complete the handshake; the message says why. */
export class ServerUnreachableError extends Error {}

export interface Connection {
  /** Name and version the server gave, and the protocol revision agreed. */
  server: { name: string; version: string; protocolVersion: string | undefined };
  /** The server's tools/list, followed as the page follows it; throws when a page fails. */
  listTools(): Promise<ListedTools>;
  callTool(name: string, args: unknown): Promise<CallReply>;
  close(): Promise<void>;
}

export function describeTarget(target: ServerTarget): string {
  // As the page keeps a server URL: origin and path, never a query's key or a password.
  return target.kind === 'http'
    ? displayServerUrl(target.url.href)
    : [target.command, ...target.args]
        .map((w) => (/[\s'"]/.test(w) ? JSON.stringify(w) : w))
        .join(' ');
}

function childEnv(): Record<string, string> {
  // The server runs as if the user had started it from the same shell.
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return env;
}

async function explainStdioFailure(
  target: Extract<ServerTarget, { kind: 'stdio' }>,
  error: unknown,
  stderr: string,
  transportErrors: string[],
): Promise<string> {
  const code = (error as { code?: unknown }).code;
  const who = `The server command (${describeTarget(target)})`;
  const said = stderr.trim()
    ? ` Its stderr ended with:\n${stderr.trim().slice(-STDERR_TAIL_CHARS)}`
    : '';
  if (code === 'ENOENT')
    return `Could not start "${target.command}": no such program (ENOENT). Check the command and your PATH.`;
  if (code === 'EACCES')
    return `Could not start "${target.command}": permission denied (EACCES). Is it executable?`;
  if (transportErrors.length > 0)
    return `${who} printed something on stdout that is not a JSON-RPC message (${transportErrors[0]}); a stdio server must write only MCP messages to stdout, logs to stderr.${said}`;
  if (error instanceof McpError && error.code === -32001)
    return `${who} started but did not answer the MCP handshake within ${CONNECT_TIMEOUT_MS / 1000} s. Is it an MCP stdio server?${said}`;
  if (error instanceof McpError && error.code === -32000)
    return `${who} exited (or closed its stdout) before the MCP handshake finished.${said}`;
  return `${who} did not complete the MCP handshake: ${errorMessage(error)}.${said}`;
}

/** One tools/list page read leniently: whatever `tools` holds is kept for the caller to judge. */
function readToolsPage(result: Record<string, unknown>): ToolsPage {
  const tools = Array.isArray(result.tools) ? (result.tools as unknown[]) : [];
  const next = result.nextCursor;
  return { tools, ...(typeof next === 'string' ? { nextCursor: next } : {}) };
}

/** Opens a connection; throws ServerUnreachableError with the explanation when it cannot. */
export async function connect(target: ServerTarget): Promise<Connection> {
  const client = new Client(
    { name: 'tool-schema', version: '1' },
    // No sampling or elicitation: a test run has no model and no person to ask.
    { capabilities: {} },
  );
  const transportErrors: string[] = [];
  /** The call in progress hears of a message the transport could not read (its answer, surely). */
  let unreadableReply: ((error: Error) => void) | undefined;
  client.onerror = (error) => {
    if (error instanceof SyntaxError || /JSON/.test(error.message))
      transportErrors.push(error.message);
    if (error instanceof SyntaxError || Array.isArray((error as { issues?: unknown }).issues))
      unreadableReply?.(error);
  };
  let stderr = '';
  let transport: Transport;
  /** The stdio server's pid once started: it is stopped on every way out of this connection. */
  let pid: number | undefined;
  reportServerEvent({ kind: 'contact' });
  if (target.kind === 'http') {
    transport = new StreamableHTTPClientTransport(target.url, {
      requestInit: { headers: target.headers },
      // A test run reports a dropped stream as a failure instead of reconnecting for minutes.
      reconnectionOptions: {
        maxReconnectionDelay: 1_000,
        initialReconnectionDelay: 200,
        reconnectionDelayGrowFactor: 1.5,
        maxRetries: 0,
      },
    });
  } else {
    const stdio = new StdioClientTransport({
      command: target.command,
      args: target.args,
      cwd: target.cwd,
      env: childEnv(),
      stderr: 'pipe',
    });
    stdio.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    const start = stdio.start.bind(stdio);
    stdio.start = async () => {
      await start();
      pid = stdio.pid ?? undefined;
      if (pid !== undefined) reportServerEvent({ kind: 'process', pid, running: true });
    };
    transport = stdio;
  }
  // The SDK hands the agreed revision to the transport; keep it to report (stdio has no hook).
  let protocolVersion: string | undefined;
  const setVersion = transport.setProtocolVersion?.bind(transport);
  transport.setProtocolVersion = (version: string) => {
    protocolVersion = version;
    setVersion?.(version);
  };
  /**
   * Closes the client; a stdio server is stopped by the steps of `stopServerProcess` beside the
   * SDK's own (stdin end, SIGTERM, SIGKILL), and is gone when this resolves.
   */
  const closeAll = async () => {
    const stopping = pid === undefined ? undefined : stopServerProcess(pid);
    await client.close().catch(() => undefined);
    if (stopping === undefined || pid === undefined) return;
    await stopping;
    reportServerEvent({ kind: 'process', pid, running: false });
  };
  try {
    await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
  } catch (error) {
    await closeAll();
    if (target.kind === 'stdio')
      throw new ServerUnreachableError(
        await explainStdioFailure(target, error, stderr, transportErrors),
      );
    const explained = explainHttpProbe(target.url, await probeHttp(target.url, target.headers));
    throw new ServerUnreachableError(
      explained ??
        `${displayServerUrl(target.url.href)} answers, but the MCP handshake failed: ${callFailureReason(error)}.`,
    );
  }
  const info = client.getServerVersion();
  return {
    server: {
      name: info?.name ?? '(unnamed)',
      version: info?.version ?? '',
      protocolVersion,
    },
    listTools() {
      // The page's listing (page limit, repeated-cursor stop), over a lenient reading of each
      // page: the SDK's strict one refuses a whole page for one malformed tool.
      return listAllTools(async (cursor) =>
        readToolsPage(
          await client.request(
            { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
            ResultSchema,
            { timeout: CALL_TIMEOUT_MS },
          ),
        ),
      );
    },
    async callTool(name, args) {
      // The SDK drops a reply it cannot read (a result that is a string) and would wait for the
      // timeout: the cases run one at a time, so that reply fails this call at once.
      const unreadable = new AbortController();
      unreadableReply = (error) => unreadable.abort(error);
      try {
        // A loose result schema: the raw result is judged by the studio's checks, not refused
        // by the SDK's own parsing or output validation first.
        const result = await client.request(
          { method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } },
          ResultSchema,
          { timeout: CALL_TIMEOUT_MS, signal: unreadable.signal },
        );
        return { kind: 'result', result };
      } catch (error) {
        if (unreadable.signal.aborted)
          return { kind: 'failed', reason: callFailureReason(unreadable.signal.reason) };
        if (error instanceof McpError)
          return {
            kind: 'error',
            code: error.code,
            message:
              error.code === -32001
                ? `no answer within ${CALL_TIMEOUT_MS / 1000} s`
                : error.message.replace(/^MCP error -?\d+: /, ''),
          };
        // An HTTP error page, a reply that is not a result, a broken connection: this case fails
        // with a short reason, and the run goes on.
        return { kind: 'failed', reason: callFailureReason(error) };
      } finally {
        unreadableReply = undefined;
      }
    },
    close: closeAll,
  };
}
