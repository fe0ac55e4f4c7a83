import type { Analysis, AnalyzeOptions, SampleOptions, SampleResult } from '../core';
import type { ImportPreview, TextEdit, ToolsetText, ToolsetTextFindings } from '../core';
import type { McpRevision, OutputCheck, ToolResult } from '../core';

/**
 * Messages between the page and the validation worker. Every request carries an id; the worker
 * answers each request exactly once with the same id, so the client can match replies and
 * ignore the ones it no longer wants.
 */
/** One text's answer in an `analyses` response. */
export type BatchAnalysis = { analysis: Analysis } | { failure: string };

export type WorkerRequest =
  /** With a `key`, the worker keeps the text under it, so the next analysis can send an edit. */
  | { type: 'analyze'; id: number; key?: string; text: string; options: AnalyzeOptions }
  /**
   * The text kept under `key`, with `edit` applied: a keystroke costs the page its edit, not a
   * copy of the document. `removed` is what the edit replaces and `length` the new text's length,
   * so a worker holding another text notices and answers `need-text` instead of analysing a
   * wrong one.
   */
  | {
      type: 'analyze-edit';
      id: number;
      key: string;
      edit: TextEdit;
      removed: string;
      length: number;
      options: AnalyzeOptions;
    }
  /**
   * Several texts analysed in one request, as the background check of the Tools list sends them:
   * one message and one answer for many rows. Nothing is kept: these texts are not edited here.
   * With `budgetMs`, the worker stops once that much time has passed (after at least one text)
   * and answers the first texts only.
   */
  | {
      type: 'analyze-batch';
      id: number;
      texts: string[];
      options: AnalyzeOptions;
      budgetMs?: number;
    }
  | { type: 'check-sample'; id: number; schema: unknown; sample: unknown; options: SampleOptions }
  /**
   * A sample checked against the schema at `pointer` of the text the worker keeps under `key`
   * (`length` long), so a schema edit does not copy the whole schema to the worker; answered
   * `need-text` when the worker holds another text.
   */
  | {
      type: 'check-sample-at';
      id: number;
      key: string;
      pointer: string;
      length: number;
      sample: unknown;
      options: SampleOptions;
    }
  /** The Import dialog's list of tools, for texts too long to read on the page (previewImport). */
  | { type: 'preview-tools'; id: number; text: string }
  /** The toolset rules over a workspace of tool texts (analyzeToolset). */
  | { type: 'analyze-toolset'; id: number; texts: ToolsetText[] }
  /** A tool result checked against an outputSchema as a client of `revision` does (checkToolResult). */
  | {
      type: 'check-result';
      id: number;
      outputSchema: unknown;
      result: ToolResult;
      revision: McpRevision;
      projection: boolean;
    };

export type WorkerResponse =
  | { type: 'analysis'; id: number; analysis: Analysis }
  /**
   * An `analyze-batch`'s answers in the order of its texts, possibly fewer than asked (its time
   * budget ran out); a text the core threw on has its message.
   */
  | { type: 'analyses'; id: number; results: BatchAnalysis[] }
  /** The worker does not hold the text an `analyze-edit` was for (restarted, evicted): send it whole. */
  | { type: 'need-text'; id: number }
  | { type: 'sample-result'; id: number; result: SampleResult }
  /** The core threw: a bug, reported as such rather than as a finding. */
  | { type: 'failure'; id: number; message: string }
  | { type: 'tools-preview'; id: number; preview: ImportPreview }
  | { type: 'toolset-findings'; id: number; findings: ToolsetTextFindings[] }
  | { type: 'result-check'; id: number; check: OutputCheck };

/** What the client needs from a Worker; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}
