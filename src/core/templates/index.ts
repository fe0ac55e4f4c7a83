/**
 * Starting points for a new tool, taken from the public sources the studio follows (docs/tool-record.md#example-tools) so that each one is a fixture
 * the specification itself shows. Texts are formatted JSON, ready for the editor.
 */

export interface ToolTemplate {
  /** Stable identifier, used in tests and the "New tool" menu. */
  id: string;
  /** What the menu shows. */
  label: string;
  /** One line on where it comes from and what it shows. */
  summary: string;
  /** The document text. */
  text: string;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** The skill_command guide's "Complete MCP Tool Definition" with the full inputSchema of its "Complete Example". */
const searchCode = {
  name: 'filesystem.search_code',
  description: 'Search for patterns in code files',
  annotations: {
    title: 'Code Search',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: '搜索查询字符串' },
      file_pattern: { type: 'string', description: '文件匹配模式', default: '*.py' },
      case_sensitive: { type: 'boolean', description: '是否区分大小写', default: false },
      max_results: { type: 'integer', description: '最大结果数', default: 100 },
      encoding: { type: 'string', enum: ['utf-8', 'gbk'], description: '文件编码' },
      exclude_patterns: { type: 'array', items: { type: 'string' }, description: '排除模式列表' },
    },
    required: ['query'],
  },
};

/** Spark's "Complete Example", a ToolSpec (`input_schema`). */
const searchDatabase = {
  name: 'search_database',
  description: 'Search the database for matching records using various criteria',
  input_schema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        description: 'The search query string',
        minLength: 1,
        maxLength: 500,
      },
      limit: {
        type: 'integer',
        description: 'Maximum number of results to return',
        minimum: 1,
        maximum: 100,
        default: 10,
      },
      sort_by: {
        type: 'string',
        description: 'Field to sort results by',
        enum: ['relevance', 'date', 'name'],
        default: 'relevance',
      },
      include_archived: {
        type: 'boolean',
        description: 'Whether to include archived records',
        default: false,
      },
      filters: {
        type: 'object',
        description: 'Additional filter criteria',
        properties: {
          category: { type: 'string' },
          min_score: { type: 'number', minimum: 0.0, maximum: 1.0 },
        },
        additionalProperties: false,
      },
    },
    required: ['query'],
    additionalProperties: false,
  },
};

/**
 * Spark's "Usage Examples in Specs". The page elides input_schema (`{...}`); this one is
 * written to accept exactly the two example inputs (an amount and a two-letter state).
 */
const calculateTax = {
  name: 'calculate_tax',
  description: 'Calculate sales tax for a purchase',
  input_schema: {
    type: 'object',
    properties: {
      amount: { type: 'number', description: 'Purchase amount in dollars', minimum: 0 },
      state: { type: 'string', description: 'Two-letter US state code', pattern: '^[A-Z]{2}$' },
    },
    required: ['amount', 'state'],
    additionalProperties: false,
  },
  examples: [
    { input: { amount: 100.0, state: 'CA' }, output: { tax: 8.25, total: 108.25 } },
    { input: { amount: 50.0, state: 'NY' }, output: { tax: 4.0, total: 54.0 } },
  ],
};

/** The ToolHive RFC's tool definition (stacklok/toolhive#2733), with its registry hint `readOnly` spelled as MCP's `readOnlyHint`. */
const getWeather = {
  name: 'get_weather',
  title: 'Weather Information',
  description: 'Get current weather for a location',
  inputSchema: {
    type: 'object',
    properties: {
      location: { type: 'string', description: 'City name or coordinates' },
    },
    required: ['location'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      temperature: { type: 'number' },
      conditions: { type: 'string' },
    },
  },
  annotations: { readOnlyHint: true },
};

/** The MCP-recommended schema for a tool without parameters (docs/tool-record.md#the-no-parameters-schema). */
const noParameters = {
  name: 'get_server_time',
  description: 'Return the current time on the server. Takes no parameters.',
  inputSchema: { type: 'object', additionalProperties: false },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const blank = {
  name: 'new_tool',
  description: 'Describe what the tool does, starting with a verb.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
};

export const TOOL_TEMPLATES: readonly ToolTemplate[] = [
  {
    id: 'search_code',
    label: 'search_code',
    summary: 'MCP tool with annotations',
    text: pretty(searchCode),
  },
  {
    id: 'search_database',
    label: 'search_database',
    summary: 'Spark ToolSpec with constraints',
    text: pretty(searchDatabase),
  },
  {
    id: 'calculate_tax',
    label: 'calculate_tax',
    summary: 'Spark ToolSpec with examples',
    text: pretty(calculateTax),
  },
  {
    id: 'get_weather',
    label: 'get_weather',
    summary: 'MCP tool with outputSchema',
    text: pretty(getWeather),
  },
  {
    id: 'no_parameters',
    label: 'No parameters',
    summary: 'The recommended empty input schema',
    text: pretty(noParameters),
  },
  {
    id: 'blank',
    label: 'Blank tool',
    summary: 'A name, a description and an empty schema',
    text: pretty(blank),
  },
];

/** The tool a newcomer sees on first visit. */
export const EXAMPLE_TEMPLATE_ID = 'search_code';

export function templateById(id: string): ToolTemplate | undefined {
  return TOOL_TEMPLATES.find((t) => t.id === id);
}
