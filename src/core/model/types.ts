/**
 * The canonical tool record: MCP Tool fields (spec 2025-11-25 baseline), the toolfoundation
 * extensions (namespace, version, tags) and Spark's metadata/examples. Unknown fields are kept.
 */

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema object. Boolean schemas are allowed below the root only. */
export interface JsonSchemaObject {
  [keyword: string]: unknown;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [key: string]: unknown;
}

export interface ToolIcon {
  src: string;
  mimeType?: string;
  sizes?: string[];
  theme?: 'light' | 'dark';
}

/** Spark's `examples: [{input, output}]` (docs/tool-record.md#spark-toolspec). */
export interface ToolExample {
  description?: string;
  input: unknown;
  output?: unknown;
}

export interface Tool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  annotations?: ToolAnnotations;
  icons?: ToolIcon[];
  _meta?: Record<string, unknown>;
  /** MCP 2025-11-25 only: task support. */
  execution?: { taskSupport?: 'forbidden' | 'optional' | 'required'; [key: string]: unknown };
  /** toolfoundation: tool ID is `namespace:name` when set. */
  namespace?: string;
  /** toolfoundation: semantic version, `1.2.3` or `v1.2.3`. */
  version?: string;
  /** toolfoundation: normalised discovery tags. */
  tags?: string[];
  /** Spark extended metadata. */
  metadata?: Record<string, unknown>;
  /** Spark usage examples. */
  examples?: ToolExample[];
  [key: string]: unknown;
}

/** The four behaviour hints, in the order the UI shows them. */
export const HINT_NAMES = [
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
] as const;
export type HintName = (typeof HINT_NAMES)[number];

/** What MCP clients assume when a hint is absent (schema.ts ToolAnnotations). */
export const HINT_DEFAULTS: Record<HintName, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/** ToolHive RFC-0015 spells the hints without the `Hint` suffix. */
export const REGISTRY_HINT_NAMES: Record<HintName, string> = {
  readOnlyHint: 'readOnly',
  destructiveHint: 'destructive',
  idempotentHint: 'idempotent',
  openWorldHint: 'openWorld',
};

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A tool's ID: `namespace:name` where it has a namespace, else its name. */
export function toolId(tool: Pick<Tool, 'name' | 'namespace'>): string {
  return tool.namespace ? `${tool.namespace}:${tool.name}` : tool.name;
}
