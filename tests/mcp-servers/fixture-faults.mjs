/**
 * The fixture server's faults for the bridge's and the CLI's tests (issue 40), kept apart from the
 * page's hostile tools so that each can grow without the other. `fixture-server.mjs` enables them
 * with `--faults` (tools), `--endless-cursor`, `--malformed-list`, `--linger` and
 * `--ignore-sigterm`:
 *   crash          the process dies in the middle of the call (stdio: exit 1; HTTP: the socket
 *                  is destroyed)
 *   stall          never answers, whatever the client does (not even a cancellation)
 *   http_500       HTTP: answers 500 with a 5 MB HTML page (stdio: a JSON-RPC error saying so)
 *   huge_error     a JSON-RPC error whose message is 5 MB long
 *   string_result  a result that is a JSON string, not an object
 *   --endless-cursor  tools/list never ends: every page names a new cursor
 *   --malformed-list  tools/list holds a tool without inputSchema and one without a name
 *   --linger          stdio: the process stays after its stdin ends (as many real servers do)
 *   --ignore-sigterm  the process ignores SIGTERM too, so only SIGKILL stops it
 */

/** Sizes of the faults' texts. */
const HTML_PAGE_BYTES = 5 * 1024 * 1024;
const HUGE_ERROR_CHARS = 5 * 1024 * 1024;
/** How often a lingering process wakes up (it only needs a timer to stay alive). */
const LINGER_TICK_MS = 60_000;

export const FAULT_TOOLS = [
  ['crash', 'The server process dies in the middle of the call.'],
  ['stall', 'Never answers, not even to a cancellation.'],
  ['http_500', 'Over HTTP, answers 500 with a 5 MB HTML page.'],
  ['huge_error', 'Answers with a JSON-RPC error whose message is 5 MB long.'],
  ['string_result', 'Answers with a result that is a JSON string, not an object.'],
].map(([name, description]) => ({ name, description, inputSchema: { type: 'object', properties: {} } }));

const FAULT_NAMES = new Set(FAULT_TOOLS.map((t) => t.name));

export function isFaultTool(name) {
  return FAULT_NAMES.has(name);
}

function htmlPage() {
  const row = '<p>Internal Server Error: the upstream failed.</p>\n';
  return `<!doctype html><html><body>${row.repeat(Math.ceil(HTML_PAGE_BYTES / row.length))}</body></html>`;
}

/**
 * Over HTTP, the faults played before the SDK's transport sees the request; true when this one
 * was answered here.
 */
export function faultHttpReply(body, req, res) {
  const name = body?.method === 'tools/call' ? body.params?.name : undefined;
  if (!isFaultTool(name)) return false;
  const sessionHeader = { 'Mcp-Session-Id': String(req.headers['mcp-session-id'] ?? '') };
  if (name === 'crash') {
    req.socket.destroy();
    return true;
  }
  if (name === 'stall') return true;
  if (name === 'http_500') {
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(htmlPage());
    return true;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream', ...sessionHeader });
  res.end(`event: message\ndata: ${faultReplyText(name, body.id)}\n\n`);
  return true;
}

/** The JSON-RPC reply of `huge_error` and `string_result`, as one line of text. */
function faultReplyText(name, id) {
  const reply =
    name === 'huge_error'
      ? { jsonrpc: '2.0', id, error: { code: -32603, message: `Failure: ${'x'.repeat(HUGE_ERROR_CHARS)}` } }
      : name === 'http_500'
        ? { jsonrpc: '2.0', id, error: { code: -32603, message: 'HTTP 500 (this fault needs HTTP).' } }
        : { jsonrpc: '2.0', id, result: 'a string, not a result object' };
  return JSON.stringify(reply);
}

/** Over stdio, the faults played from the tool's handler: the reply is written by hand, or never. */
export function faultStdioCall(name, extra) {
  if (name === 'crash') {
    process.stderr.write('fixture-server: crashing in the middle of a call, as asked\n');
    process.exit(1);
  }
  if (name !== 'stall') process.stdout.write(`${faultReplyText(name, extra.requestId)}\n`);
  return new Promise(() => {});
}

/** One page of a tools/list that never ends: the tools once, then empty pages, each with a new cursor. */
export function endlessListPage(cursor, tools) {
  const page = cursor === undefined ? 0 : Number(String(cursor).replace(/^page-/, '')) || 0;
  return { tools: page === 0 ? tools : [], nextCursor: `page-${page + 1}` };
}

/** The tools with two a strict client refuses: one without inputSchema, one without a name. */
export function malformedList(tools) {
  return {
    tools: [
      ...tools,
      { name: 'no_schema', description: 'Has no inputSchema.' },
      { description: 'Has no name.', inputSchema: { type: 'object' } },
    ],
  };
}

/** `--linger` and `--ignore-sigterm`: a process that outlives its stdin, and SIGTERM too. */
export function lingerAfterStdin({ ignoreSigterm }) {
  setInterval(() => {}, LINGER_TICK_MS);
  // Silently: once its client has gone, a write to stderr would fail (EPIPE) and end the process.
  if (ignoreSigterm) process.on('SIGTERM', () => {});
}
