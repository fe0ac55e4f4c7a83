/** Pure logic for live MCP servers: saved server cases and the checks of a tools/call result. */
export * from './server-case';
export * from './check-result';
