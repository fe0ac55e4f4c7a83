/** MCP protocol revisions as data, and the checks that read them (tools, elicitation, outputs). */
export * from './revisions';
export * from './x-mcp-header';
export * from './meta-keys';
export * from './icons';
export * from './apps';
export * from './display-name';
export * from './elicitation';
export * from './elicitation-request';
export * from './output';
export * from './output-cases';
