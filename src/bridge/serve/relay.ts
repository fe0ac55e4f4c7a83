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
 *
 * Several pages (a reload, a second tab) may be connected at once, each its own HTTP session with
 * its own id space on the stdio side (`IdRouter`): an answer reaches only the session that asked.
 * A call still open when its session ends is cancelled at the server; one still open when the
 * server exits is failed at once with the bridge's message (`bridgeLossError`).
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
import { bridgeLossError } from '../../core';
import type { BridgeLoss } from '../../core';
import { IdRouter } from './id-router';

/** Most page sessions the bridge keeps at once; the next one ends the oldest (whose open calls are told). */
export const MAX_BRIDGE_SESSIONS = 8;

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
  /** How many pages' sessions are open. */
  readonly sessions: number;
  close(): Promise<void>;
}

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

type Session = StreamableHTTPServerTransport;

/** Sends to a page's session; a page that went away (a reload, a closed tab) is not an error. */
async function sendToPage(session: Session, message: JSONRPCMessage, related?: RequestId) {
  await session
    .send(message, related === undefined ? undefined : { relatedRequestId: related })
    .catch(() => undefined);
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
  /** The pages' sessions by id, oldest first. */
  const sessions = new Map<string, Session>();
  const router = new IdRouter<Session>();

  const toServer = (message: JSONRPCMessage) => {
    if (!running) return;
    stdio.send(message).catch((error: Error) => options.onStderr(`bridge: ${error.message}\n`));
  };

  /** Fails a session's open calls with the bridge's message. */
  const failCalls = (calls: { session: Session; id: RequestId }[], loss: BridgeLoss) =>
    Promise.all(
      calls.map(({ session, id }) =>
        sendToPage(session, { jsonrpc: '2.0', id, error: bridgeLossError(loss) }, id),
      ),
    );

  /**
   * Forgets a session: the server is told to stop its open calls and that the server requests it
   * was asked will not be answered; the page, when it can still hear, that its calls failed.
   */
  async function endSession(session: Session, tellPage: boolean): Promise<void> {
    if (session.sessionId !== undefined && sessions.get(session.sessionId) === session)
      sessions.delete(session.sessionId);
    const { open, unanswered } = router.endSession(session);
    for (const call of open)
      toServer({
        jsonrpc: '2.0',
        method: 'notifications/cancelled',
        params: { requestId: call.stdioId, reason: 'The studio’s session ended.' },
      });
    for (const id of unanswered)
      toServer({ jsonrpc: '2.0', id, error: bridgeLossError('session-ended') });
    if (tellPage) await failCalls(open, 'session-ended');
  }

  stdio.onclose = () => {
    if (!running) return;
    running = false;
    options.onExit();
    // Every open call hears at once that its answer will not come, then every session ends.
    void failCalls(router.takeAll(), 'server-gone').then(() => {
      for (const session of sessions.values()) void session.close();
      sessions.clear();
    });
  };
  stdio.onerror = (error) => options.onStderr(`bridge: ${error.message}\n`);
  stdio.onmessage = (message) => {
    const route = router.fromServer(message);
    if (!route) return;
    if (typeof route.to !== 'string') {
      void sendToPage(route.to, route.message, 'related' in route ? route.related : undefined);
      return;
    }
    if (route.to === 'all') {
      for (const session of sessions.values()) void sendToPage(session, route.message);
      return;
    }
    // A server request with no call open: the newest session answers it.
    const newest = [...sessions.values()].at(-1);
    if (!newest || !isJSONRPCRequest(route.message)) return;
    router.sentServerRequest(route.message.id, newest);
    void sendToPage(newest, route.message);
  };
  await stdio.start();

  function openSession(): Session {
    const transport: Session = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
        const oldest = sessions.values().next().value;
        if (sessions.size > MAX_BRIDGE_SESSIONS && oldest)
          void endSession(oldest, true).then(() => oldest.close());
      },
    });
    transport.onclose = () => void endSession(transport, false);
    transport.onmessage = (message) => {
      if (isJSONRPCRequest(message)) toServer(router.request(transport, message));
      else if (isJSONRPCNotification(message)) {
        const notification = router.notification(transport, message);
        if (notification) toServer(notification);
      } else if (
        (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) &&
        message.id !== undefined &&
        router.answer(transport, message.id)
      )
        toServer(message);
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
    get sessions() {
      return sessions.size;
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
        const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
        if (session) await session.handleRequest(req, res);
        else
          jsonRpcError(
            res,
            404,
            'Session not found (it ended, or the bridge restarted); connect again.',
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
      // A POST that was not a valid initialize leaves a transport that never became a session.
      if (transport.sessionId === undefined || !sessions.has(transport.sessionId))
        void transport.close();
    },
    async close() {
      running = false;
      for (const session of [...sessions.values()]) await session.close().catch(() => undefined);
      sessions.clear();
      await stdio.close().catch(() => undefined);
    },
  };
}
