/**
 * The one module that imports the MCP SDK's client: a chunk of its own, loaded when the user
 * connects (connection.ts imports it dynamically), so the page's first chunk does not carry it.
 * Headers (a bearer token) live only in this session's closure: never in state that is saved.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ErrorCode,
  McpError,
  ResultSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { droppedProtoKeys } from '../../core';
import { yieldingFetch } from './yielding-fetch';
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation/types.js';
import type {
  CallOptions,
  CallOutcome,
  ElicitAnswer,
  LiveSession,
  NegotiatedInfo,
  SessionOptions,
} from './session-types';

/**
 * The SDK would compile every outputSchema with Ajv on the page (against the rule that validation
 * never runs on the main thread, and Ajv's code generation needs 'unsafe-eval'); the studio checks
 * `structuredContent` in its own worker, so the SDK is given a validator that judges nothing.
 */
const noValidation: jsonSchemaValidator = {
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    return (input) => ({ valid: true, data: input as T, errorMessage: undefined });
  },
};

/**
 * What the page says when the server answers 404 to a request with the session's id: the MCP
 * transport (2025-11-25, "Session Management") says the session is over and a client must start
 * a new one with a new `initialize`; the page does not do that behind the user's back (a new
 * session loses the server's state), it shows the session as lost.
 */
export const SESSION_LOST =
  'The server no longer knows this session (HTTP 404): it may have restarted or expired it. Connect again to start a new session.';

/** Whether `error` is the server's 404 for a session it had given (not a wrong path at connect). */
function sessionGone(error: unknown, transport: object): boolean {
  return (
    error instanceof StreamableHTTPError &&
    error.code === 404 &&
    (transport as { sessionId?: string }).sessionId !== undefined
  );
}

export const SAMPLING_DECLINED =
  'Tool Schema Studio has no language model, so it declines sampling requests.';

function errorOutcome(error: unknown, elapsedMs: number, cancelled: boolean): CallOutcome {
  if (cancelled) return { kind: 'cancelled', elapsedMs };
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { kind: 'timeout', elapsedMs };
    return {
      kind: 'rpc-error',
      code: error.code,
      // The SDK writes the code into the message too; the Result shows it once.
      message: error.message.replace(/^MCP error -?\d+: /, ''),
      elapsedMs,
      ...(error.data === undefined ? {} : { data: error.data }),
    };
  }
  return {
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
    elapsedMs,
  };
}

export async function openSession(options: SessionOptions): Promise<LiveSession> {
  const client = new Client(
    { name: 'tool-schema-studio', version: '0.1.0' },
    {
      capabilities: { elicitation: { form: {} }, sampling: {} },
      jsonSchemaValidator: noValidation,
    },
  );
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    const params = request.params as { mode?: string; message: string; requestedSchema?: unknown };
    if (params.mode === 'url') return { action: 'decline' };
    const answer: ElicitAnswer = await options.onElicit(
      { message: params.message, requestedSchema: params.requestedSchema ?? {} },
      extra.signal,
    );
    return answer.action === 'accept'
      ? { action: 'accept', content: answer.content }
      : { action: answer.action };
  });
  client.setRequestHandler(CreateMessageRequestSchema, () => {
    options.onSamplingDeclined();
    throw new McpError(ErrorCode.InvalidRequest, SAMPLING_DECLINED);
  });
  const url = new URL(options.url);
  const requestInit: RequestInit = { headers: options.headers };
  const transport: StreamableHTTPClientTransport | SSEClientTransport =
    options.transport === 'sse'
      ? new SSEClientTransport(url, { requestInit })
      : new StreamableHTTPClientTransport(url, { requestInit, fetch: yieldingFetch() });
  client.onclose = () => options.onClosed();
  await client.connect(transport as Transport, { timeout: options.connectTimeoutMs });
  const server = client.getServerVersion();
  const info: NegotiatedInfo = {
    protocolVersion:
      (transport as { protocolVersion?: string }).protocolVersion ?? '(not reported)',
    serverName: server?.name ?? '(unnamed server)',
    ...(server?.title ? { serverTitle: server.title } : {}),
    serverVersion: server?.version ?? '',
    capabilities: client.getServerCapabilities() ?? {},
    ...(client.getInstructions() ? { instructions: client.getInstructions() } : {}),
  };
  return {
    info,
    async listTools(cursor) {
      try {
        return await listPage(cursor);
      } catch (error) {
        if (sessionGone(error, transport)) {
          options.onSessionLost(SESSION_LOST);
          throw new Error(SESSION_LOST);
        }
        throw error;
      }
    },
    async callTool(name: string, args: unknown, call: CallOptions): Promise<CallOutcome> {
      const started = performance.now();
      try {
        return await callPage(name, args, call, started);
      } catch (error) {
        if (sessionGone(error, transport)) {
          options.onSessionLost(SESSION_LOST);
          return { kind: 'failed', message: SESSION_LOST, elapsedMs: performance.now() - started };
        }
        return errorOutcome(error, performance.now() - started, call.signal.aborted);
      }
    },
    async close() {
      await client.close();
    },
  };

  async function listPage(cursor: string | undefined) {
    // Read leniently: the SDK's ListToolsResultSchema refuses the whole page for one tool
    // without `inputSchema`, and the studio would rather import that tool and lint it.
    const page: Record<string, unknown> = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      ResultSchema,
    );
    if (!Array.isArray(page.tools))
      throw new Error('The server’s tools/list answer holds no "tools" list.');
    const next = page.nextCursor;
    return {
      tools: page.tools as unknown[],
      nextCursor: typeof next === 'string' ? next : undefined,
    };
  }

  async function callPage(
    name: string,
    args: unknown,
    call: CallOptions,
    started: number,
  ): Promise<CallOutcome> {
    // A plain request: Client.callTool would judge structuredContent itself, on the page.
    const result = await client.request(
      { method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } },
      CallToolResultSchema,
      {
        signal: call.signal,
        timeout: call.timeoutMs,
        resetTimeoutOnProgress: true,
        onprogress: (p) => call.onProgress(p.progress, p.total, p.message),
      },
    );
    const dropped = droppedProtoKeys(result);
    return {
      kind: 'result',
      result,
      elapsedMs: performance.now() - started,
      ...(dropped.length > 0 ? { droppedKeys: dropped } : {}),
    };
  }
}
