/**
 * Which HTTP requests `tool-schema serve` answers. A local server that relays to a process is
 * what made MCP Inspector's proxy a remote-code-execution hole (CVE-2025-49596: no token, no
 * Origin check, reachable from any web page through DNS rebinding). Every request passes here
 * first; anything that fails a check gets 403 and never reaches the files or the bridge.
 */
import { timingSafeEqual } from 'node:crypto';

/** The path of the bridge's Streamable HTTP endpoint. */
export const BRIDGE_PATH = '/mcp';
/** The query parameter of the printed URL that hands the page the token. */
export const TOKEN_PARAMETER = 'bridge';

export interface RequestFacts {
  method: string;
  /** The path without the query. */
  path: string;
  host: string | undefined;
  origin: string | undefined;
  /** `Sec-Fetch-Site`, sent by browsers: same-origin, same-site, cross-site or none. */
  secFetchSite: string | undefined;
  authorization: string | undefined;
}

export interface GuardSettings {
  port: number;
  token: string;
}

export type Verdict =
  { allow: true; route: 'bridge' | 'file' } | { allow: false; status: 403 | 405; reason: string };

/** The hosts the studio is served under: loopback names with our port, nothing else. */
function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(reason: string): Verdict {
  return { allow: false, status: 403, reason };
}

/**
 * Judges one request. The Host must be a loopback name with our port (a rebinding page's
 * requests carry its own host name); an Origin, when sent, must be ours (`null` included: it
 * cannot be told apart from any sandboxed page); a browser's cross-site request is refused;
 * the bridge also needs the run's token as `Authorization: Bearer <token>`, which a foreign page
 * cannot send without a CORS preflight this server never allows.
 */
export function judgeRequest(facts: RequestFacts, settings: GuardSettings): Verdict {
  const hosts = allowedHosts(settings.port);
  if (facts.host === undefined || !hosts.has(facts.host.toLowerCase()))
    return refuse(
      `Host "${facts.host ?? ''}" is not this machine's loopback address; open the URL tool-schema serve printed.`,
    );
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  if (facts.origin !== undefined && !origins.has(facts.origin.toLowerCase()))
    return refuse(`Origin "${facts.origin}" is not the studio served here.`);
  if (facts.secFetchSite === 'cross-site' || facts.secFetchSite === 'same-site')
    return refuse('Requests from other sites are refused.');
  if (facts.path === BRIDGE_PATH || facts.path.startsWith(`${BRIDGE_PATH}/`)) {
    const match = /^Bearer (\S+)$/.exec(facts.authorization ?? '');
    if (!match)
      return refuse('The bridge needs the token of this run (Authorization: Bearer <token>).');
    if (!sameToken(match[1]!, settings.token))
      return refuse('The token is not the one of this run.');
    if (facts.path !== BRIDGE_PATH) return refuse(`The bridge is at ${BRIDGE_PATH} only.`);
    if (!['GET', 'POST', 'DELETE'].includes(facts.method))
      return {
        allow: false,
        status: 405,
        reason: `The bridge answers GET, POST and DELETE, not ${facts.method}.`,
      };
    return { allow: true, route: 'bridge' };
  }
  if (facts.method !== 'GET' && facts.method !== 'HEAD')
    return {
      allow: false,
      status: 405,
      reason: `The studio's files answer GET and HEAD, not ${facts.method}.`,
    };
  return { allow: true, route: 'file' };
}
