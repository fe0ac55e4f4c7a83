/** The MCP servers playwright.config.ts starts for the live journeys, on ports after the page's. */
const port = Number(process.env.E2E_PORT ?? 4173);

export const EVERYTHING_URL = `http://127.0.0.1:${port + 1}/mcp`;
export const FIXTURE_URL = `http://127.0.0.1:${port + 2}/mcp`;
export const FIXTURE_NO_CORS_URL = `http://127.0.0.1:${port + 3}/mcp`;
export const EVERYTHING_SSE_URL = `http://127.0.0.1:${port + 5}/sse`;
/** Where nothing listens: e2e/live-hostile.spec.ts plays the server there with page.route. */
export const HOSTILE_URL = `http://127.0.0.1:${port + 8}/mcp`;

/** `tool-schema serve --bridge`, started by e2e/bridge.spec.ts itself (its token is new each run). */
export const BRIDGE_PORT = port + 4;
