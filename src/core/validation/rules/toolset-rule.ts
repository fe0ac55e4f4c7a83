/**
 * Rules over a whole toolset (names that collide, descriptions a model cannot tell apart, ...).
 * The same check runs over the tools of one document (a lint rule of scope `document`) and over
 * a workspace of separate tool texts (`analyzeToolset`), so each check sees a plain list of tools
 * and reports by index into it, never by the document's shape.
 */
import { inputSchemaKey } from '../../model/canonical';
import type { ToolEntry } from '../../model/document';
import type { DocumentContext, Finding, RuleMeta } from './rule';

/** One tool of a toolset, as a toolset check sees it. */
export interface ToolsetTool {
  /** The tool object as written. */
  value: Record<string, unknown>;
  /** Pointer of the tool inside its own text; findings are placed below it. */
  pointer: string;
  inputKey: 'inputSchema' | 'input_schema';
  /** Where the tool sits, for messages that point the reader at it ("at /tools/3"); empty when the name is all a reader has. */
  where: string;
}

export interface ToolsetContext {
  tools: readonly ToolsetTool[];
  /** What the tools are in: "document" (one text) or "workspace" (one text per tool). */
  container: 'document' | 'workspace';
  /** `finding.pointer` is absolute in the text of `tools[toolIndex]`. */
  report: (toolIndex: number, finding: Finding) => void;
}

export type ToolsetRule = RuleMeta & {
  scope: 'document';
  check: (context: DocumentContext) => void;
  checkToolset: (context: ToolsetContext) => void;
};

export function isToolsetRule(rule: { scope: string }): rule is ToolsetRule {
  return typeof (rule as Partial<ToolsetRule>).checkToolset === 'function';
}

export function toolsetTool(entry: ToolEntry): ToolsetTool {
  return {
    value: entry.value,
    pointer: entry.pointer,
    inputKey: inputSchemaKey(entry),
    where: `at ${entry.pointer || 'the root'}`,
  };
}

/** A document rule that runs a toolset check over the document's tools. */
export function toolsetRule(
  meta: RuleMeta,
  checkToolset: (context: ToolsetContext) => void,
): ToolsetRule {
  return {
    ...meta,
    scope: 'document',
    checkToolset,
    check({ document, report }) {
      if (document.tools.length < 2) return;
      checkToolset({
        tools: document.tools.map(toolsetTool),
        container: 'document',
        report: (toolIndex, finding) => report({ ...finding, toolIndex }),
      });
    },
  };
}

export function toolName(tool: ToolsetTool): string | undefined {
  const name = tool.value.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** How a message names another tool: `"search" (at /tools/3)`, or `"search"` in a workspace. */
export function describeTool(tool: ToolsetTool): string {
  const name = toolName(tool);
  const quoted = name === undefined ? 'a tool without a name' : JSON.stringify(name);
  return tool.where ? `${quoted} (${tool.where})` : quoted;
}
