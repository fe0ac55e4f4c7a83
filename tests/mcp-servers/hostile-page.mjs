/**
 * The hostile behaviours of issue 40 that the page (not the bridge or the CLI) must survive,
 * served by fixture-server.mjs when started with `--hostile-page`. Apart from the fixture's own
 * tools so that other behaviours can be added to the fixture without touching these.
 *
 *   /page/mcp               a server whose tools misbehave in the page: huge elicitations, two
 *                           elicitations at once, a 5 MB elicitation message, a 10 MB JSON-RPC
 *                           error message, a 5 MB HTML error page, `__proto__` in
 *                           structuredContent, 20 000 progress notifications and 30 000
 *                           list_changed notifications during one call
 *   /page/long-name/mcp     the same, with a 5 MB server name holding bidi controls and a long version
 *   /page/malformed/mcp     a tools/list page with a tool without inputSchema, one without a name,
 *                           one with `inputSchema: {}` and one nested 10 000 levels deep, beside a
 *                           good one
 *   /page/forgetful/mcp     forgets the session when `forget_session` is called: every later
 *                           request with its id is answered 404 (as a restarted server does)
 *   /moved                  answers 307 to http://localhost:PORT/page/mcp: another origin (the host
 *                           differs) served by this same process, which records what reaches it;
 *                           `GET /reached` (from the test, not the page) returns that record
 */
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';

/** Sizes of the hostile answers (issue 40's figures). */
const HUGE_FORM_FIELDS = 20_000;
const HUGE_ENUM_OPTIONS = 200_000;
const HUGE_MESSAGE_CHARS = 5 * 1024 * 1024;
const HUGE_ERROR_CHARS = 10 * 1024 * 1024;
const HUGE_NAME_CHARS = 5 * 1024 * 1024;
const LONG_VERSION_CHARS = 3_000;
const PROGRESS_FLOOD = 20_000;
const LIST_CHANGED_FLOOD = 30_000;
const DEEP_SCHEMA_LEVELS = 10_000;

/** A name that reads "evil-server" backwards behind a right-to-left override, then 5 MB more. */
const LONG_NAME = `\u202Erevres-live\u202C${'n'.repeat(HUGE_NAME_CHARS)}`;
const LONG_VERSION = `1.0.0-${'v'.repeat(LONG_VERSION_CHARS)}`;

const EMPTY_INPUT = { type: 'object', properties: {} };

const PAGE_TOOLS = [
  ['ask_huge_form', `Asks for ${HUGE_FORM_FIELDS} required fields (elicitation).`],
  ['ask_huge_enum', `Asks to choose one of ${HUGE_ENUM_OPTIONS} options (elicitation).`],
  ['ask_twice', 'Asks two questions at once (two concurrent elicitations), then says both answers.'],
  ['ask_huge_message', 'Asks with a 5 MB message (elicitation).'],
  ['huge_error', 'Ends in a JSON-RPC error whose message is 10 MB.'],
  ['html_error', 'Answers HTTP 500 with a 5 MB HTML page.'],
  ['proto_structured', 'Returns structuredContent with a "__proto__" key.'],
  ['progress_flood', `Sends ${PROGRESS_FLOOD} progress notifications, then answers.`],
  ['list_changed_flood', `Sends ${LIST_CHANGED_FLOOD} tools/list_changed notifications, then answers.`],
  ['forget_session', 'On /page/forgetful/mcp: the server forgets the session (404 from then on).'],
].map(([name, description]) => ({ name, description, inputSchema: EMPTY_INPUT }));

function text(value) {
  return { type: 'text', text: value };
}

function hugeFormSchema() {
  const properties = {};
  const required = [];
  for (let i = 0; i < HUGE_FORM_FIELDS; i++) {
    const key = `field_${i}`;
    properties[key] = { type: 'string', title: `Field ${i}` };
    required.push(key);
  }
  return { type: 'object', properties, required };
}

function hugeEnumSchema() {
  return {
    type: 'object',
    properties: {
      choice: {
        type: 'string',
        title: 'Choice',
        enum: Array.from({ length: HUGE_ENUM_OPTIONS }, (_, i) => `option_${i}`),
      },
    },
    required: ['choice'],
  };
}

function askFor(extra, message, property) {
  return extra.sendRequest(
    {
      method: 'elicitation/create',
      params: {
        message,
        requestedSchema: { type: 'object', properties: { answer: property }, required: ['answer'] },
      },
    },
    ElicitResultSchema,
  );
}

function said(answer) {
  return answer.action === 'accept' ? `accept ${JSON.stringify(answer.content)}` : answer.action;
}

async function callPageTool(name, request, extra) {
  switch (name) {
    case 'ask_huge_form':
    case 'ask_huge_enum': {
      const answer = await extra.sendRequest(
        {
          method: 'elicitation/create',
          params: {
            message: name === 'ask_huge_form' ? 'Fill in every field.' : 'Choose one.',
            requestedSchema: name === 'ask_huge_form' ? hugeFormSchema() : hugeEnumSchema(),
          },
        },
        ElicitResultSchema,
      );
      const keys = answer.action === 'accept' ? Object.keys(answer.content ?? {}).length : 0;
      return { content: [text(`The user chose to ${answer.action} (${keys} fields).`)] };
    }
    case 'ask_twice': {
      const [first, second] = await Promise.all([
        askFor(extra, 'First question: your city?', { type: 'string', title: 'City' }),
        askFor(extra, 'Second question: your colour?', { type: 'string', title: 'Colour' }),
      ]);
      return { content: [text(`first: ${said(first)}; second: ${said(second)}`)] };
    }
    case 'ask_huge_message': {
      const answer = await askFor(extra, `Please answer. ${'m'.repeat(HUGE_MESSAGE_CHARS)}`, {
        type: 'string',
        title: 'Answer',
      });
      return { content: [text(`The user chose to ${said(answer)}.`)] };
    }
    case 'huge_error':
      throw new McpError(ErrorCode.InternalError, `It broke: ${'e'.repeat(HUGE_ERROR_CHARS)}`);
    case 'proto_structured':
      return {
        content: [text('{"__proto__":{"polluted":true},"ok":true}')],
        // JSON.parse makes "__proto__" an own key, as a server's JSON would have it.
        structuredContent: JSON.parse('{"__proto__":{"polluted":true},"ok":true}'),
      };
    case 'progress_flood': {
      const progressToken = request.params._meta?.progressToken;
      if (progressToken !== undefined)
        for (let step = 1; step <= PROGRESS_FLOOD; step++)
          void extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken, progress: step, total: PROGRESS_FLOOD, message: `Step ${step}` },
          });
      return { content: [text(`Done after ${PROGRESS_FLOOD} progress notifications.`)] };
    }
    case 'list_changed_flood':
      for (let i = 0; i < LIST_CHANGED_FLOOD; i++)
        void extra.sendNotification({ method: 'notifications/tools/list_changed' });
      return { content: [text(`Done after ${LIST_CHANGED_FLOOD} list_changed notifications.`)] };
    default:
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  }
}

function createPageServer(variant) {
  const server = new Server(
    variant === 'long-name'
      ? { name: LONG_NAME, version: LONG_VERSION }
      : { name: `hostile-page${variant ? `-${variant}` : ''}`, version: '1.0.0' },
    { capabilities: { tools: { listChanged: true } } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: PAGE_TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
    callPageTool(request.params.name, request, extra),
  );
  return server;
}

/** The malformed page of tools/list, written as text: JSON.stringify cannot nest 10 000 levels. */
function malformedToolsReply(id) {
  const deep = `${'{"type":"object","properties":{"x":'.repeat(DEEP_SCHEMA_LEVELS)}{"type":"string"}${'}}'.repeat(DEEP_SCHEMA_LEVELS)}`;
  const tools = [
    JSON.stringify({ name: 'good_tool', description: 'A well-formed tool.', inputSchema: EMPTY_INPUT }),
    JSON.stringify({ name: 'no_input_schema', description: 'Has no inputSchema.' }),
    JSON.stringify({ description: 'Has no name.', inputSchema: EMPTY_INPUT }),
    JSON.stringify({ name: 'empty_input_schema', description: 'inputSchema is {}.', inputSchema: {} }),
    `{"name":"deep_schema","description":"inputSchema nested ${DEEP_SCHEMA_LEVELS} levels.","inputSchema":${deep}}`,
    JSON.stringify({ name: 'last_good_tool', description: 'Another good tool.', inputSchema: EMPTY_INPUT }),
  ];
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[${tools.join(',')}]}}`;
}

const PAGE_PATH = /^\/page(?:\/(long-name|malformed|forgetful))?\/mcp$/;

/**
 * Serves the hostile-page routes; returns false for any other request (the fixture serves it).
 * `readJsonBody` and `jsonRpcError` are the fixture's own.
 */
export function hostilePageRoutes({ readJsonBody, jsonRpcError }) {
  /** Session id → transport, for the /page servers only. */
  const sessions = new Map();
  /** Session ids a forgetful server has forgotten. */
  const forgotten = new Set();
  /** What reached the other origin of /moved: method, path and header names (values of x-api-key). */
  const reached = [];

  /** Both ends of the redirect allow any header, as a permissive proxy would: only the fix stops a leak. */
  function allowAnyHeader(req, res) {
    const asked = req.headers['access-control-request-headers'];
    if (typeof asked === 'string') res.setHeader('Access-Control-Allow-Headers', asked);
  }

  return async function serve(req, res, url, port) {
    const host = String(req.headers.host ?? '');
    if (host.startsWith('localhost:')) {
      allowAnyHeader(req, res);
      reached.push({
        method: req.method,
        path: url.pathname,
        headers: Object.keys(req.headers).sort(),
        apiKey: req.headers['x-api-key'] ?? null,
      });
      if (req.method === 'OPTIONS') res.writeHead(204).end();
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: nothing was expected here.\n');
      return true;
    }
    if (url.pathname === '/reached' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reached));
      return true;
    }
    if (url.pathname === '/moved') {
      allowAnyHeader(req, res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return true;
      }
      res.writeHead(307, { Location: `http://localhost:${port}/page/mcp` }).end();
      return true;
    }
    const match = PAGE_PATH.exec(url.pathname);
    if (!match) return false;
    const variant = match[1];
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    const sessionId = req.headers['mcp-session-id'];
    if (typeof sessionId === 'string' && forgotten.has(sessionId)) {
      jsonRpcError(res, 404, 'Session not found; initialize again.');
      return true;
    }
    let body;
    if (req.method === 'POST') {
      body = await readJsonBody(req);
      if (body === undefined) {
        jsonRpcError(res, 400, 'Parse error: the body is not JSON.');
        return true;
      }
      const tool = body?.method === 'tools/call' ? body.params?.name : undefined;
      if (tool === 'html_error') {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end(`<!doctype html><title>500</title><h1>Internal error</h1><p>${'h'.repeat(HUGE_MESSAGE_CHARS)}</p>`);
        return true;
      }
      if (tool === 'forget_session' && variant === 'forgetful' && typeof sessionId === 'string') {
        forgotten.add(sessionId);
        void sessions.get(sessionId)?.close();
        sessions.delete(sessionId);
        jsonRpcError(res, 404, 'Session not found; initialize again.');
        return true;
      }
      if (variant === 'malformed' && body?.method === 'tools/list') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Mcp-Session-Id': String(sessionId ?? '') });
        res.end(malformedToolsReply(body.id));
        return true;
      }
    }
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) {
      await existing.handleRequest(req, res, body);
      return true;
    }
    if (sessionId !== undefined) {
      jsonRpcError(res, 404, 'Session not found; initialize again.');
      return true;
    }
    if (req.method !== 'POST') {
      jsonRpcError(res, 400, 'Bad Request: no valid session id.');
      return true;
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await createPageServer(variant).connect(transport);
    await transport.handleRequest(req, res, body);
    return true;
  };
}
