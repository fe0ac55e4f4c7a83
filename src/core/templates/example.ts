/**
 * The tool a newcomer sees on first visit, in the page's first chunk; the other templates load
 * with the "New tool" menu (index.ts).
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

export function pretty(value: unknown): string {
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

/** The tool a newcomer sees on first visit. */
export const EXAMPLE_TEMPLATE: ToolTemplate = {
  id: 'search_code',
  label: 'search_code',
  summary: 'MCP tool with annotations',
  text: pretty(searchCode),
};
