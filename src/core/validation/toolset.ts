/**
 * The toolset rules (duplicate and colliding names, near-duplicate descriptions, parameter
 * spellings, tool counts) over a workspace, where each tool is its own text. The rules are the
 * same objects `analyzeDocument` runs over a multi-tool document; here every finding is placed
 * in the text of the tool it belongs to, so a workspace view can count it on that tool's row.
 */
import { compareDiagnostics } from '../model/diagnostic';
import type { Diagnostic } from '../model/diagnostic';
import { diagnosticAtPointer, parseDocument } from '../model/document';
import type { ParsedDocument } from '../model/document';
import { RULES } from './rules';
import { isToolsetRule, toolsetTool } from './rules/toolset-rule';
import type { ToolsetRule, ToolsetTool } from './rules/toolset-rule';

export interface ToolsetText {
  /** The workspace's id for the tool; findings come back under it. */
  id: string;
  text: string;
}

export interface ToolsetDocument {
  id: string;
  document: ParsedDocument;
}

export interface ToolsetTextFindings {
  id: string;
  /** Toolset findings placed in this text (line, column, pointer), sorted by position. */
  diagnostics: Diagnostic[];
}

/** Every rule that also runs over a workspace, in the rules table's order. */
export const TOOLSET_RULES: readonly ToolsetRule[] = RULES.filter(isToolsetRule);

/** The toolset rules over documents already parsed (the worker has them); one answer per document, in order. */
export function analyzeToolsetDocuments(
  documents: readonly ToolsetDocument[],
): ToolsetTextFindings[] {
  const results: ToolsetTextFindings[] = documents.map(({ id }) => ({ id, diagnostics: [] }));
  const tools: ToolsetTool[] = [];
  const owners: { text: number; toolIndex: number }[] = [];
  documents.forEach(({ document }, text) => {
    if (document.value === undefined) return;
    document.tools.forEach((entry, toolIndex) => {
      // In a workspace the other tool's name is all a reader has to find it by.
      tools.push({ ...toolsetTool(entry), where: '' });
      owners.push({ text, toolIndex });
    });
  });
  if (tools.length < 2) return results;
  for (const rule of TOOLSET_RULES) {
    rule.checkToolset({
      tools,
      container: 'workspace',
      report: (index, finding) => {
        const { text, toolIndex } = owners[index]!;
        results[text]!.diagnostics.push(
          diagnosticAtPointer(
            documents[text]!.document,
            rule.code,
            finding.severity ?? rule.severity,
            finding.message,
            finding.pointer,
            { key: finding.key ?? false, toolIndex },
          ),
        );
      },
    });
  }
  for (const result of results) result.diagnostics.sort(compareDiagnostics);
  return results;
}

/**
 * The toolset rules over a workspace of separate tool texts (usually one tool each): for each
 * text, in input order, the findings that belong to its tools, positioned in that text.
 */
export function analyzeToolset(texts: readonly ToolsetText[]): ToolsetTextFindings[] {
  return analyzeToolsetDocuments(
    texts.map(({ id, text }) => ({ id, document: parseDocument(text) })),
  );
}
