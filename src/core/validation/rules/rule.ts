import type { QuickFix, Severity } from '../../model/diagnostic';
import type { ParsedDocument, ToolEntry } from '../../model/document';
import type { JsonSchemaObject } from '../../model/types';
import type { Dialect } from '../dialect';
import type { SchemaVisit } from '../../schema/walk';
import type { McpRevision } from '../../mcp/revisions';

/** What the rules reference, what the CLI prints and what docs/rules.md is generated from. */
export interface RuleMeta {
  /** Stable code, kebab-case; never reused for another meaning. */
  code: string;
  severity: Severity;
  /** One line: what the rule checks. */
  title: string;
  /** One line: why, naming its source (docs/tool-record.md, a specification or a provider's documentation). */
  rationale: string;
  /** The MCP revisions the rule applies to; every revision when absent. */
  revisions?: readonly McpRevision[];
  /** The public specification section the rule follows, for revision-dependent rules. */
  source?: string;
}

export interface Finding {
  /** Absolute pointer into the document. */
  pointer: string;
  message: string;
  /** Underline the property's key rather than its value. */
  key?: boolean;
  fix?: QuickFix;
  /** Overrides the rule's severity for this finding (e.g. an error only for Spark tools). */
  severity?: Severity;
  /** An exact text range inside the value at `pointer` (e.g. one hidden character), instead of the whole value. */
  range?: { offset: number; length: number };
  /** The tool a document-wide finding belongs to (toolset rules), so per-tool counts include it. */
  toolIndex?: number;
}

export interface AnalyzeOptions {
  /** Enforce `format` when checking defaults and examples (an annotation by default: docs/tool-record.md#format-is-an-annotation). */
  enforceFormats?: boolean;
  /** The MCP revision whose rules apply (the newest by default). */
  mcpRevision?: McpRevision;
  /** Read a document of no known kind as this kind (the CLI's `--kind elicitation` for a bare schema). */
  documentKind?: 'elicitation-request';
}

export interface DocumentContext {
  document: ParsedDocument;
  options: AnalyzeOptions;
  report: (finding: Finding) => void;
}

export interface ToolContext extends DocumentContext {
  entry: ToolEntry;
  toolIndex: number;
  /** The tool object as written. */
  tool: Record<string, unknown>;
  /** `inputSchema`, or `input_schema` for Spark tools. */
  inputKey: 'inputSchema' | 'input_schema';
}

export interface SchemaContext extends ToolContext {
  schema: JsonSchemaObject;
  /** Absolute pointer of the schema root. */
  schemaPointer: string;
  role: 'input' | 'output';
  dialect: Dialect;
  /** `JSON.stringify(schema)`, computed once: the cache key of compiled and meta-checked schemas. */
  serialised: string;
  /** Every object subschema, root first, in document order: walked once and shared by all rules. */
  subschemas: readonly SchemaVisit[];
}

/**
 * Tool- and schema-scope rules read their tool (its value and its text), the document kind, the
 * number of tools and the options, and report inside their tool: their findings are reused for an
 * unchanged tool text on that basis (validation/tool-findings.ts). A rule that needs other tools
 * is a document rule.
 */
export type Rule =
  | (RuleMeta & { scope: 'document'; check: (context: DocumentContext) => void })
  | (RuleMeta & { scope: 'tool'; check: (context: ToolContext) => void })
  | (RuleMeta & { scope: 'schema'; check: (context: SchemaContext) => void });
