/**
 * Starting points for a new tool, taken from the public sources the studio follows (docs/tool-record.md#example-tools) so that each one is a fixture
 * the specification itself shows. Texts are formatted JSON, ready for the editor.
 */

import { EXAMPLE_TEMPLATE, pretty } from './example';
import type { ToolTemplate } from './example';

export { EXAMPLE_TEMPLATE };
export type { ToolTemplate };

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

/** Empty where the user must write: the Problems panel then asks for a description. */
const blank = {
  name: 'new_tool',
  description: '',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
};

/** The menu's order: a blank tool first, then the first-visit example, then the sources' tools. */
export const TOOL_TEMPLATES: readonly ToolTemplate[] = [
  {
    id: 'blank',
    label: 'Blank tool',
    summary: 'A name, an empty description and an empty schema',
    text: pretty(blank),
  },
  EXAMPLE_TEMPLATE,
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
];
