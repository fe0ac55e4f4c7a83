import type { Analysis, AnalyzeOptions, SampleOptions, SampleResult } from '../core';
import type { ToolListPreview, ToolsetText, ToolsetTextFindings } from '../core';

/**
 * Messages between the page and the validation worker. Every request carries an id; the worker
 * answers each request exactly once with the same id, so the client can match replies and
 * ignore the ones it no longer wants.
 */
export type WorkerRequest =
  | { type: 'analyze'; id: number; text: string; options: AnalyzeOptions }
  | { type: 'check-sample'; id: number; schema: unknown; sample: unknown; options: SampleOptions }
  /** The Import dialog's list of tools, for texts too long to read on the page (previewToolDocument). */
  | { type: 'preview-tools'; id: number; text: string }
  /** The toolset rules over a workspace of tool texts (analyzeToolset). */
  | { type: 'analyze-toolset'; id: number; texts: ToolsetText[] };

export type WorkerResponse =
  | { type: 'analysis'; id: number; analysis: Analysis }
  | { type: 'sample-result'; id: number; result: SampleResult }
  /** The core threw: a bug, reported as such rather than as a finding. */
  | { type: 'failure'; id: number; message: string }
  | { type: 'tools-preview'; id: number; preview: ToolListPreview }
  | { type: 'toolset-findings'; id: number; findings: ToolsetTextFindings[] };

/** What the client needs from a Worker; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}
