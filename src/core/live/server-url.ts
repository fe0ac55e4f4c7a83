/**
 * What the studio can tell about a server URL before sending anything: whether it is a URL the
 * page may reach at all. The page's Content-Security-Policy (vite.config.ts) allows `https:`
 * anywhere and plain `http:` only on localhost and 127.0.0.1, and a browser refuses an
 * `http:` request from an `https:` page (mixed content) except to loopback.
 */

/** The parts of a parsed URL this module reads. */
export interface ParsedUrl {
  protocol: string;
  hostname: string;
  host: string;
  origin: string;
  pathname: string;
  href: string;
}

/**
 * The WHATWG URL parser, present wherever the core runs (browsers, workers, Node); declared here
 * because the core compiles without the DOM and Node libraries.
 */
declare const URL: new (input: string) => ParsedUrl;

export type UrlProblem =
  | { code: 'bad-url'; message: string }
  | { code: 'bad-scheme'; message: string }
  | { code: 'mixed-content'; message: string }
  | { code: 'outside-policy'; message: string }
  | { code: 'null-origin'; message: string };

/**
 * The hosts the page's policy lets it reach over plain http. A CSP source cannot name an IPv6
 * literal, so `[::1]` is not among them: use localhost.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/**
 * Reads the URL a user typed; `pageOrigin` is `location.origin` (the string "null" for a page
 * opened from a file). Returns the URL or the problem that stops any request to it.
 */
export function checkServerUrl(
  text: string,
  pageOrigin: string,
): { ok: true; url: ParsedUrl } | { ok: false; problem: UrlProblem } {
  let url: ParsedUrl;
  try {
    url = new URL(text.trim());
  } catch {
    return {
      ok: false,
      problem: {
        code: 'bad-url',
        message: `"${text.trim()}" is not a URL. Type the server's full address, e.g. http://localhost:3001/mcp.`,
      },
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      problem: {
        code: 'bad-scheme',
        message: `The studio connects over http or https, not ${url.protocol.replace(/:$/, '')}. A stdio server is reached through the local bridge: run \`tool-schema serve --bridge -- <command>\`.`,
      },
    };
  if (pageOrigin === 'null')
    return {
      ok: false,
      problem: {
        code: 'null-origin',
        message:
          'This page was opened from a file, so its origin is "null", and MCP servers refuse that origin (it cannot be allowlisted). Open the studio from http: run `tool-schema serve`.',
      },
    };
  const loopback = isLocalHost(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    const pageIsHttps = pageOrigin.startsWith('https:');
    return {
      ok: false,
      problem: pageIsHttps
        ? {
            code: 'mixed-content',
            message: `This page is served over https, and browsers block requests from it to a plain http server (mixed content). Serve ${url.host} over https, or reach it through the local bridge (\`tool-schema serve\`).`,
          }
        : {
            code: 'outside-policy',
            message: `The studio reaches plain http servers only on this machine, as localhost or 127.0.0.1; its page policy blocks http://${url.host}. Serve it over https, or reach it through the local bridge (\`tool-schema serve\`).`,
          },
    };
  }
  return { ok: true, url };
}

// Kept with the provenance, which the saved workspace reads in the page's first chunk.
export { displayServerUrl } from './provenance';
