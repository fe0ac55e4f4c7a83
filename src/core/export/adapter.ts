/**
 * The one interface every export target implements, and the records it returns.
 *
 * An adapter turns canonical MCP `Tool`s into a provider's JSON and back. It never changes
 * anything silently: every difference between what the user wrote and what the target gets is
 * an `ExportChange`, and a tool the target cannot take is refused with its reasons (the other
 * tools are still exported).
 */
import type { Tool } from '../model/types';
import type { ChangeCode, ChangeKind, ChangeSeverity } from './changes/catalogue';
import type { TargetId } from './target-names';

export type { ChangeKind } from './changes/catalogue';
export type { TargetId } from './target-names';

// The revisions are protocol facts, kept in src/core/mcp; the export reads them from there.
export { DEFAULT_MCP_REVISION, MCP_REVISIONS } from '../mcp/revisions';
export type { McpRevision } from '../mcp/revisions';
import type { McpRevision } from '../mcp/revisions';

export interface ExportChange {
  /**
   * Stable identifier, e.g. `strict-optional-nullable`, `gemini-const-enum`, `name-invalid`: one
   * of the catalogue in `changes/catalogue.ts` (docs/changes.md), or `preflight-<rule>`.
   */
  code: ChangeCode;
  kind: ChangeKind;
  severity: ChangeSeverity;
  /** Index of the tool in the list passed to `export` / found by `import`; -1 for the document as a whole. */
  toolIndex: number;
  /** The tool's name as written (before any rename). */
  toolName: string;
  /** JSON Pointer into the source tool (relative to the tool object, e.g. `/inputSchema/properties/x/pattern`). */
  pointer: string;
  /** One sentence a user understands. */
  message: string;
  /**
   * True when the exported schema accepts values the original rejects (a dropped `pattern`,
   * `maximum`, `additionalProperties: false`, …): the model may then send input the tool refuses.
   */
  widening: boolean;
  /**
   * True when the exported schema refuses values the original accepts (an open object closed,
   * a union branch dropped): the model can no longer send input the tool would take.
   */
  narrowing: boolean;
  /** For `renamed` / name rejections: the valid name we suggest. */
  suggestion?: string;
  /**
   * For a refusal or a preflight warning: what the provider replies to this shape, in its own
   * words (see docs/providers.md), with the rule that says so.
   */
  providerReply?: { rule: string; text: string };
}

export interface RefusedTool {
  toolIndex: number;
  name: string;
  /** The `rejected` changes that made the target refuse the tool. */
  reasons: ExportChange[];
}

export interface ExportOptions {
  /** OpenAI/Anthropic/Bedrock strict mode: produce a schema meeting every strict rule, or refuse. */
  strict?: boolean;
  /** MCP targets: which spec revision to produce; the newest by default. */
  mcpRevision?: McpRevision;
  /** MCP targets: keep the toolfoundation extensions `namespace`, `version`, `tags` (dropped, with a change, by default). */
  keepExtensions?: boolean;
  /** Gemini: emit `parametersJsonSchema` (full JSON Schema) instead of the OpenAPI-subset `parameters`. */
  geminiJsonSchema?: boolean;
  /**
   * Use the suggested valid name when a target forbids the one written, listing a `renamed`
   * change and recording the mapping in `nameMap`. Off by default: a forbidden name refuses the tool.
   */
  applyNameSuggestions?: boolean;
  /** `mcp-list` on 2026-07-28: the required `ttlMs` (default 0) and `cacheScope` (default `private`). */
  ttlMs?: number;
  cacheScope?: 'public' | 'private';
  /** `toolhive`: the key under the publisher extension (image or URL); a placeholder by default. */
  registryKey?: string;
  /**
   * Strict modes: close a free-form object parameter (no properties, extra keys allowed) with
   * `additionalProperties: false` instead of refusing the tool. The parameter then takes only
   * `{}`; the change is a narrowing warning. Off by default.
   */
  closeFreeFormObjects?: boolean;
  /**
   * MCP targets: what to do with a `$schema` that is not 2020-12 on inputSchema/outputSchema.
   * `rewrite` (default) declares 2020-12 and rewrites older-draft forms, since the newest clients
   * validate with a 2020-12-only validator; `strip` removes it; `keep` writes it as is.
   */
  mcpSchemaDialect?: McpSchemaDialect;
}

export const MCP_SCHEMA_DIALECTS = ['rewrite', 'strip', 'keep'] as const;
export type McpSchemaDialect = (typeof MCP_SCHEMA_DIALECTS)[number];

export interface ExportResult {
  target: TargetId;
  /**
   * The JSON to hand to the provider; write it with `serializeExport`. Unchanged subtrees may be
   * shared with the input tools (rewrites copy only what they change): treat it as read-only.
   */
  output: unknown;
  /** Every difference between the source tools and `output`, tool by tool. */
  changes: ExportChange[];
  /** Tools left out of `output`, with why. */
  refused: RefusedTool[];
  /** Exported name → MCP name, for every tool written (identity entries included). */
  nameMap: Record<string, string>;
  /**
   * The lossless sidecar: the original tools keyed by exported name, so that
   * importing `output` together with it restores them exactly. Providers have no field for it;
   * keep it in the project, not in the payload.
   */
  sidecar: ExportSidecar;
}

/** Reverse-DNS prefix for everything the studio writes into `_meta` or its own envelopes. */
const STUDIO_META_PREFIX = 'dev.toolschema';
export const SIDECAR_FORMAT = `${STUDIO_META_PREFIX}/export-sidecar`;

export interface ExportSidecar {
  format: typeof SIDECAR_FORMAT;
  version: 1;
  target: TargetId;
  /** Exported name → the canonical tool as the user wrote it. */
  tools: Record<string, Tool>;
}

/** Reverse-DNS key the studio uses in a tool's `_meta` for target-specific fields found on import. */
export function studioMetaKey(target: string): string {
  return `${STUDIO_META_PREFIX}/${target}`;
}

/** The CLI's `--format json` envelope; `importAuto` reads it back (with its sidecar) exactly. */
export const ENVELOPE_FORMAT = `${STUDIO_META_PREFIX}/export`;
export interface ExportEnvelope extends ExportResult {
  format: typeof ENVELOPE_FORMAT;
}

export function toEnvelope(result: ExportResult): ExportEnvelope {
  return { format: ENVELOPE_FORMAT, ...result };
}

export interface ImportSuccess {
  ok: true;
  target: TargetId;
  tools: Tool[];
  /** What could not be carried back exactly (lossy rewrites reversed by guess, fields moved to `_meta`). */
  changes: ExportChange[];
}

export interface ImportMismatch {
  ok: false;
  /** Why this JSON does not fit the target's shape, in one sentence. */
  reason: string;
}

export type ImportResult = ImportSuccess | ImportMismatch;

/**
 * The one way export text is produced, so the CLI and the web Export panel write byte-identical
 * files: two-space indent, trailing newline, key order as built by the adapter.
 */
export function serializeExport(output: unknown): string {
  return JSON.stringify(output, null, 2) + '\n';
}
