/** Failing and passing cases for the MCP revision and elicitation rules, shared by the rule table's test. */
import type { McpRevision } from '../../mcp/revisions';

const base = {
  name: 'get_weather',
  description: 'Get current weather for a location',
  inputSchema: {
    type: 'object',
    properties: { location: { type: 'string', description: 'City name' } },
    required: ['location'],
  },
};

const tool = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ ...base, ...overrides }, null, 2);
const withProperty = (property: Record<string, unknown>, name = 'region') =>
  tool({ inputSchema: { type: 'object', properties: { [name]: property } } });
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`)}`;
const elicitation = (properties: Record<string, unknown>) =>
  JSON.stringify(
    {
      method: 'elicitation/create',
      params: { message: 'Your details', requestedSchema: { type: 'object', properties } },
    },
    null,
    2,
  );

interface RevisionCase {
  code: string;
  failing: string;
  pointer: string;
  passing: string;
  /** The revision both texts are checked under (the default when absent). */
  revision?: McpRevision;
}

export const mcpRevisionCases: RevisionCase[] = [
  {
    code: 'mcp-header-invalid',
    failing: withProperty({ type: 'number', 'x-mcp-header': 'Region' }),
    pointer: '/inputSchema/properties/region/x-mcp-header',
    passing: withProperty({ type: 'string', 'x-mcp-header': 'Region' }),
  },
  {
    code: 'mcp-header-secret',
    failing: withProperty({ type: 'string', 'x-mcp-header': 'Key' }, 'api_key'),
    pointer: '/inputSchema/properties/api_key/x-mcp-header',
    passing: withProperty({ type: 'string', 'x-mcp-header': 'Region' }),
  },
  {
    code: 'meta-key-invalid',
    failing: tool({ _meta: { 'io.modelcontextprotocol/secret': 1 } }),
    pointer: '/_meta/io.modelcontextprotocol~1secret',
    passing: tool({ _meta: { 'com.example/trace-id': 1, ui: {} } }),
  },
  {
    code: 'icon-invalid',
    failing: tool({ icons: [{ src: 'http://example.com/i.png', sizes: ['48'] }] }),
    pointer: '/icons/0/src',
    passing: tool({
      icons: [
        {
          src: 'https://example.com/i.png',
          mimeType: 'image/png',
          sizes: ['48x48'],
          theme: 'dark',
        },
      ],
    }),
  },
  {
    code: 'icon-svg-script',
    failing: tool({
      icons: [{ src: svg('<script>alert(1)</script>'), mimeType: 'image/svg+xml' }],
    }),
    pointer: '/icons/0/src',
    passing: tool({ icons: [{ src: svg('<circle r="4"/>'), mimeType: 'image/svg+xml' }] }),
  },
  {
    code: 'app-resource-uri-invalid',
    failing: tool({ _meta: { ui: { resourceUri: 'https://example.com/view.html' } } }),
    pointer: '/_meta/ui/resourceUri',
    passing: tool({ _meta: { ui: { resourceUri: 'ui://weather/view.html' } } }),
  },
  {
    code: 'app-visibility-invalid',
    failing: tool({ _meta: { ui: { visibility: ['model', 'user'] } } }),
    pointer: '/_meta/ui/visibility/1',
    passing: tool({ _meta: { ui: { visibility: ['app'] } } }),
  },
  {
    code: 'app-resource-uri-deprecated',
    failing: tool({ _meta: { 'ui/resourceUri': 'ui://weather/view.html' } }),
    pointer: '/_meta/ui~1resourceUri',
    passing: tool({ _meta: { ui: { resourceUri: 'ui://weather/view.html' } } }),
  },
  {
    code: 'execution-task-support-invalid',
    failing: tool({ execution: { taskSupport: 'always' } }),
    pointer: '/execution/taskSupport',
    passing: tool({ execution: { taskSupport: 'optional' } }),
    revision: '2025-11-25',
  },
  {
    code: 'execution-not-in-revision',
    failing: tool({ execution: { taskSupport: 'optional' } }),
    pointer: '/execution',
    passing: tool(),
  },
  {
    code: 'elicitation-schema-not-flat',
    failing: elicitation({ address: { type: 'object', properties: { city: { type: 'string' } } } }),
    pointer: '/params/requestedSchema/properties/address',
    passing: elicitation({ city: { type: 'string' } }),
  },
  {
    code: 'elicitation-keyword-unsupported',
    failing: elicitation({ code: { type: 'string', pattern: '^[A-Z]+$' } }),
    pointer: '/params/requestedSchema/properties/code/pattern',
    passing: elicitation({ code: { type: 'string', maxLength: 8 } }),
  },
  {
    code: 'elicitation-format-unsupported',
    failing: elicitation({ when: { type: 'string', format: 'time' } }),
    pointer: '/params/requestedSchema/properties/when/format',
    passing: elicitation({ when: { type: 'string', format: 'date-time' } }),
  },
  {
    code: 'elicitation-enum-invalid',
    failing: elicitation({ size: { type: 'string', oneOf: [{ const: 's' }] } }),
    pointer: '/params/requestedSchema/properties/size/oneOf/0',
    passing: elicitation({ size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }] } }),
  },
  {
    code: 'elicitation-enum-names',
    failing: elicitation({
      size: { type: 'string', enum: ['s', 'l'], enumNames: ['Small', 'Large'] },
    }),
    pointer: '/params/requestedSchema/properties/size/enumNames',
    passing: elicitation({ size: { type: 'string', enum: ['s', 'l'] } }),
  },
  {
    code: 'elicitation-secret',
    failing: elicitation({ password: { type: 'string' } }),
    pointer: '/params/requestedSchema/properties/password',
    passing: elicitation({ nickname: { type: 'string' } }),
  },
  {
    code: 'elicitation-default-invalid',
    failing: elicitation({ size: { type: 'string', enum: ['s', 'l'], default: 'm' } }),
    pointer: '/params/requestedSchema/properties/size/default',
    passing: elicitation({ size: { type: 'string', enum: ['s', 'l'], default: 's' } }),
  },
];
