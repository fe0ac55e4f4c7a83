/** What the SDK session (sdk-session.ts, a lazy chunk) offers the rest of the page, without its types. */

export type TransportKind = 'streamable-http' | 'sse';

/** What the server and the page agreed on at `initialize`. */
export interface NegotiatedInfo {
  protocolVersion: string;
  serverName: string;
  serverTitle?: string;
  serverVersion: string;
  capabilities: Record<string, unknown>;
  instructions?: string;
}

export interface ElicitRequest {
  message: string;
  requestedSchema: unknown;
}

export type ElicitAnswer =
  | { action: 'accept'; content: Record<string, unknown> }
  | { action: 'decline' }
  | { action: 'cancel' };

export interface SessionOptions {
  url: string;
  transport: TransportKind;
  /** Sent with every request; kept in memory only. */
  headers: Record<string, string>;
  connectTimeoutMs: number;
  onElicit(request: ElicitRequest, signal: AbortSignal): Promise<ElicitAnswer>;
  onSamplingDeclined(): void;
  onClosed(): void;
  /** The server answered 404 for the session (it restarted or expired it): the session is over. */
  onSessionLost(message: string): void;
}

export interface CallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  onProgress(progress: number, total: number | undefined, message: string | undefined): void;
}

export type CallOutcome =
  | {
      kind: 'result';
      result: unknown;
      elapsedMs: number;
      /** Where structuredContent held keys the SDK's parse dropped (`protoKeyPointers`). */
      droppedKeys?: string[];
    }
  | { kind: 'rpc-error'; code: number; message: string; data?: unknown; elapsedMs: number }
  | { kind: 'timeout'; elapsedMs: number }
  | { kind: 'cancelled'; elapsedMs: number }
  | { kind: 'failed'; message: string; elapsedMs: number };

export interface LiveSession {
  info: NegotiatedInfo;
  listTools(
    cursor: string | undefined,
  ): Promise<{ tools: unknown[]; nextCursor?: string | undefined }>;
  callTool(name: string, args: unknown, options: CallOptions): Promise<CallOutcome>;
  close(): Promise<void>;
}
