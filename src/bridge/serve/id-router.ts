/**
 * The bridge's routing of JSON-RPC ids between the page's sessions and the one stdio server.
 * Every client numbers its requests from 0, so ids are never passed through: each request a
 * session sends gets a fresh id on the stdio side (and its progress token with it), and an answer
 * goes back only to the session that asked, under the id that session gave. Without this, a
 * reloaded page received the previous page's answer to its own request 0.
 */
import type {
  JSONRPCMessage,
  JSONRPCNotification,
  JSONRPCRequest,
  RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
} from '@modelcontextprotocol/sdk/types.js';

/** A session's request the stdio server has not answered yet. */
export interface InFlight<S> {
  session: S;
  /** The id the session gave it. */
  id: RequestId;
  method: string;
  /** The progress token the session gave it, when it asked for progress. */
  progressToken?: string | number;
}

type ProgressToken = string | number;

function progressTokenOf(message: { params?: unknown }): ProgressToken | undefined {
  const token = (message.params as { _meta?: { progressToken?: unknown } } | undefined)?._meta
    ?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

function withProgressToken<M extends { params?: unknown }>(message: M, token: ProgressToken): M {
  const params = (message.params ?? {}) as { _meta?: Record<string, unknown> };
  return { ...message, params: { ...params, _meta: { ...params._meta, progressToken: token } } };
}

export class IdRouter<S> {
  private nextId = 1;
  /** Stdio-side id → the request it stands for. */
  private readonly inFlight = new Map<number, InFlight<S>>();
  /** The stdio server's own requests (elicitation, sampling) → the session they were sent to. */
  private readonly serverRequests = new Map<RequestId, S>();

  /** A session's request as the stdio server receives it: a fresh id, a fresh progress token. */
  request(session: S, message: JSONRPCRequest): JSONRPCRequest {
    const id = this.nextId++;
    const progressToken = progressTokenOf(message);
    this.inFlight.set(id, {
      session,
      id: message.id,
      method: message.method,
      ...(progressToken === undefined ? {} : { progressToken }),
    });
    const renumbered = { ...message, id };
    return progressToken === undefined ? renumbered : withProgressToken(renumbered, id);
  }

  /**
   * A session's notification as the stdio server receives it; a cancellation names the stdio-side
   * id of that session's own request, or is dropped (a session cannot cancel another's call).
   */
  notification(session: S, message: JSONRPCNotification): JSONRPCNotification | undefined {
    if (message.method !== 'notifications/cancelled') return message;
    const params = message.params as { requestId?: RequestId } | undefined;
    const stdioId = this.stdioIdOf(session, params?.requestId);
    if (stdioId === undefined) return undefined;
    this.inFlight.delete(stdioId);
    return { ...message, params: { ...params, requestId: stdioId } };
  }

  /** Records which session a server request with no call open was sent to (it alone may answer). */
  sentServerRequest(id: RequestId, session: S): void {
    this.serverRequests.set(id, session);
  }

  /** Whether a session's answer to a server request may go to the stdio server (it was asked). */
  answer(session: S, id: RequestId): boolean {
    if (this.serverRequests.get(id) !== session) return false;
    this.serverRequests.delete(id);
    return true;
  }

  /**
   * Where a message from the stdio server goes: the session and the message as that session must
   * see it, with the request it relates to; undefined when it belongs to no session left (an
   * answer to an ended session), and 'all' for a notification about no request.
   */
  fromServer(
    message: JSONRPCMessage,
  ):
    | { to: S; message: JSONRPCMessage; related?: RequestId }
    | { to: 'all' | 'newest'; message: JSONRPCMessage }
    | undefined {
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
      const owner = typeof message.id === 'number' ? this.inFlight.get(message.id) : undefined;
      if (!owner) return undefined;
      this.inFlight.delete(message.id as number);
      return { to: owner.session, message: { ...message, id: owner.id }, related: owner.id };
    }
    if (isJSONRPCRequest(message)) {
      // The server's own request (elicitation, sampling): stdio does not say which call it belongs
      // to, so it goes with the latest call still open, on that call's response stream.
      // With no call open (a `roots/list` or `ping` of its own), it goes to the newest session.
      const latest = [...this.inFlight.values()].at(-1);
      if (!latest) return { to: 'newest', message };
      this.serverRequests.set(message.id, latest.session);
      return { to: latest.session, message, related: latest.id };
    }
    if (isJSONRPCNotification(message) && message.method === 'notifications/progress') {
      const token = (message.params as { progressToken?: unknown } | undefined)?.progressToken;
      const owner = typeof token === 'number' ? this.inFlight.get(token) : undefined;
      if (!owner || owner.progressToken === undefined) return undefined;
      return {
        to: owner.session,
        message: { ...message, params: { ...message.params, progressToken: owner.progressToken } },
        related: owner.id,
      };
    }
    return { to: 'all', message };
  }

  /**
   * Forgets a session: its requests still open (with their stdio-side ids, to cancel them there)
   * and the server requests it was asked and will not answer.
   */
  endSession(session: S): { open: (InFlight<S> & { stdioId: number })[]; unanswered: RequestId[] } {
    const open: (InFlight<S> & { stdioId: number })[] = [];
    for (const [stdioId, entry] of this.inFlight)
      if (entry.session === session) {
        open.push({ ...entry, stdioId });
        this.inFlight.delete(stdioId);
      }
    const unanswered: RequestId[] = [];
    for (const [id, owner] of this.serverRequests)
      if (owner === session) {
        unanswered.push(id);
        this.serverRequests.delete(id);
      }
    return { open, unanswered };
  }

  /** Every request still open, of every session (the server has gone: each is told). */
  takeAll(): InFlight<S>[] {
    const all = [...this.inFlight.values()];
    this.inFlight.clear();
    this.serverRequests.clear();
    return all;
  }

  private stdioIdOf(session: S, id: RequestId | undefined): number | undefined {
    if (id === undefined) return undefined;
    for (const [stdioId, entry] of this.inFlight)
      if (entry.session === session && entry.id === id) return stdioId;
    return undefined;
  }
}
