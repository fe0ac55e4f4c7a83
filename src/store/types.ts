import type { Analysis, Diagnostic, SelectionCase, Severity, ToolProvenance } from '../core';

/** One sample input (and optionally the output the tool gave) kept with a tool. */
export interface Sample {
  id: string;
  name: string;
  /** Sample input as JSON text, exactly as the user wrote it. */
  input: string;
  /** Sample output as JSON text, checked against outputSchema when present. */
  output?: string;
  /**
   * A sample tool result (`structuredContent` and `content` blocks) as JSON text, checked as a
   * client of the workspace's MCP revision checks it.
   */
  result?: string;
  /**
   * Makes the sample a test case: the verdict the input must get, and for `invalid` the JSON
   * Pointer that must fail (as `tool-schema test` runs it).
   */
  expect?: { verdict: 'valid' | 'invalid'; pointer?: string };
}

/** A text saved with Ctrl/Cmd+S, to go back to later. */
export interface Snapshot {
  /** When it was taken, ms since the epoch. */
  at: number;
  text: string;
}

/** One document in the workspace: the JSON text is the truth, everything else is derived. */
export interface WorkspaceTool {
  id: string;
  text: string;
  samples: Sample[];
  activeSampleId?: string;
  snapshots?: Snapshot[];
  /** Where the tool came from when it was imported from a server (no header or token). */
  provenance?: ToolProvenance;
  /** Calls saved as server cases, as entries of a cases file (`tool-schema test --cases`). */
  serverCases?: Record<string, unknown>[];
  /**
   * Selection cases (a prompt and the tool a model should pick for it) kept with the document
   * that holds that tool: the Selection tab ranks the workspace's tools for each.
   */
  selectionCases?: SelectionCase[];
}

/** What is persisted: the tools in list order and the one being edited. */
export interface WorkspaceData {
  tools: WorkspaceTool[];
  activeToolId: string | undefined;
}

/** The worker's answer for one text (kind, tools, diagnostics); defined by the core. */
export type { Analysis } from '../core';

/** An analysis together with the exact text it was computed for, so stale results are visible as such. */
export interface ToolAnalysis {
  text: string;
  analysis: Analysis;
}

/** A short message for the status line (saved, deleted, could not load, ...). */
export interface Notice {
  id: number;
  kind: 'info' | 'error';
  message: string;
}

/**
 * Findings of the toolset rules (names that collide, descriptions a model cannot tell apart) for
 * one tool, computed with the other tools of the workspace; `text` is this tool's text then.
 */
export interface ToolsetFindings {
  text: string;
  diagnostics: Diagnostic[];
}

/**
 * What the background validation kept for one tool's text: only the counts and the findings
 * (without their quick fixes), so 500 tools stay light. `not-checked` says why the worker gave
 * no verdict (it timed out or crashed on this text); that text is tried once more, after every other tool,
 * since a machine busy at that moment can stop a check that would pass.
 */
export type ToolCheck =
  | {
      text: string;
      status: 'checked';
      counts: Record<Severity, number>;
      diagnostics: Diagnostic[];
    }
  /** `attempts`: how many times the worker gave up on this text (it is tried at most twice). */
  | { text: string; status: 'not-checked'; reason: string; attempts: number };
