/**
 * The bridge's relay: one stdio MCP server, started once from the command line `tool-schema
 * serve --bridge -- <command> [args…]` was given, and relayed message for message to the page
 * over Streamable HTTP (the SDK's StdioClientTransport on one side, its
 * StreamableHTTPServerTransport on the other).
 *
 * Safe by construction: the process is started in `startRelay`, before any request is served,
 * from the bridge's own arguments; `handle` receives HTTP requests and can only pass JSON-RPC
 * messages to that process's stdin. Nothing in a request names, starts, restarts or signals a
 * process; when the server exits, the bridge says so and stays without one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
} from '@modelcontextprotocol/sdk/types.js';

export interface RelayOptions {
  command: string;
  args: string[];
  cwd: string;
  /** The server's stderr, passed on line by line. */
  onStderr: (text: string) => void;
  /** Called once when the server process has gone. */
  onExit: () => void;
}

export interface Relay {
  /** Relays one HTTP request to the server (the guard has already allowed it). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Whether the server process is still there. */
  readonly running: boolean;
  /** The server process's id, for the message that says what was started. */
  readonly pid: number | null;
  close(): Promise<void>;
}

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

function progressTokenOf(message: JSONRPCMessage): string | number | undefined {
  const params = (message as { params?: { _meta?: { progressToken?: unknown } } }).params;
  const token = params?._meta?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

/** Starts the server process and resolves once it runs; rejects when it cannot be started. */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  const stdio = new StdioClientTransport({
    command: options.command,
    args: options.args,
    cwd: options.cwd,
    env,
    stderr: 'pipe',
  });
  stdio.stderr?.on('data', (chunk: Buffer) => options.onStderr(chunk.toString('utf8')));
  let running = true;
  /** The page's session; a new `initialize` (a reload) takes the place of the old one. */
  let session: StreamableHTTPServerTransport | undefined;
  /** The page's requests the server has not answered yet, oldest first. */
  const pending = new Set<RequestId>();
  const progressOwners = new Map<string | number, RequestId>();

  stdio.onclose = () => {
    if (!running) return;
    running = false;
    options.onExit();
    void session?.close();
  };
  stdio.onerror = (error) => options.onStderr(`bridge: ${error.message}\n`);
  stdio.onmessage = (message) => {
    const current = session;
    if (!current) return;
    let related: RequestId | undefined;
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
      if (message.id !== undefined) pending.delete(message.id);
      for (const [token, owner] of progressOwners)
        if (owner === message.id) progressOwners.delete(token);
    } else if (isJSONRPCNotification(message) && message.method === 'notifications/progress') {
      const token = (message.params as { progressToken?: string | number } | undefined)
        ?.progressToken;
      related = token === undefined ? undefined : progressOwners.get(token);
    } else if (isJSONRPCRequest(message) || isJSONRPCNotification(message)) {
      // A request from the server during a call (elicitation, sampling) belongs on that call's
      // response stream; stdio does not say which call, so the latest open one is taken.
      related = [...pending].at(-1);
    }
    current
      .send(message, related === undefined ? undefined : { relatedRequestId: related })
      .catch(() => {
        // The page went away (a reload, a closed tab): the answer has nowhere to go.
      });
  };
  await stdio.start();

  function openSession(): StreamableHTTPServerTransport {
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: () => {
        const previous = session;
        session = transport;
        pending.clear();
        progressOwners.clear();
        if (previous && previous !== transport) void previous.close();
      },
    });
    transport.onmessage = (message) => {
      if (transport !== session) return;
      if (isJSONRPCRequest(message)) {
        pending.add(message.id);
        const token = progressTokenOf(message);
        if (token !== undefined) progressOwners.set(token, message.id);
      }
      void stdio
        .send(message)
        .catch((error: Error) => options.onStderr(`bridge: ${error.message}\n`));
    };
    return transport;
  }

  return {
    get running() {
      return running;
    },
    get pid() {
      return stdio.pid;
    },
    async handle(req, res) {
      if (!running) {
        jsonRpcError(
          res,
          502,
          'The stdio server has gone: it exited, or wrote what the bridge cannot read (see the terminal running tool-schema serve). The bridge never restarts it: stop tool-schema serve and start it again.',
        );
        return;
      }
      const sessionId = req.headers['mcp-session-id'];
      if (sessionId !== undefined) {
        if (session && session.sessionId === sessionId) await session.handleRequest(req, res);
        else
          jsonRpcError(
            res,
            404,
            'Session not found (the page reconnected elsewhere); connect again.',
          );
        return;
      }
      if (req.method !== 'POST') {
        jsonRpcError(res, 400, 'Bad Request: no session; start with an initialize request.');
        return;
      }
      const transport = openSession();
      await transport.start();
      await transport.handleRequest(req, res);
      // A POST that was not a valid initialize leaves a transport that never became the session.
      if (transport !== session) void transport.close();
    },
    async close() {
      running = false;
      await session?.close().catch(() => undefined);
      await stdio.close().catch(() => undefined);
    },
  };
}
