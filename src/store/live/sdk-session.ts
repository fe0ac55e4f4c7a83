/**
 * The one module that imports the MCP SDK's client: a chunk of its own, loaded when the user
 * connects (connection.ts imports it dynamically), so the page's first chunk does not carry it.
 * Headers (a bearer token) live only in this session's closure: never in state that is saved.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CallToolResultSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ErrorCode,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
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

export const SAMPLING_DECLINED =
  'Tool Schema Studio has no language model, so it declines sampling requests.';

function errorOutcome(error: unknown, elapsedMs: number, cancelled: boolean): CallOutcome {
  if (cancelled) return { kind: 'cancelled', elapsedMs };
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { kind: 'timeout', elapsedMs };
    return {
      kind: 'rpc-error',
      code: error.code,
      message: error.message,
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
      : new StreamableHTTPClientTransport(url, { requestInit });
  client.onclose = () => options.onClosed();
  // Progress and cancellation have the SDK's own handlers; everything else goes to the Log.
  client.fallbackNotificationHandler = (notification) => {
    options.onNotification(notification.method, notification.params);
    return Promise.resolve();
  };
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
      const page = await client.listTools(cursor === undefined ? {} : { cursor });
      return { tools: page.tools, nextCursor: page.nextCursor };
    },
    async callTool(name: string, args: unknown, call: CallOptions): Promise<CallOutcome> {
      const started = performance.now();
      try {
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
        return { kind: 'result', result, elapsedMs: performance.now() - started };
      } catch (error) {
        return errorOutcome(error, performance.now() - started, call.signal.aborted);
      }
    },
    async close() {
      await client.close();
    },
  };
}
