/**
 * The part of a workspace that travels in a share link or a workspace file: each tool's JSON
 * text, its name in the tool list and its named samples. Texts stay texts (never parsed here),
 * so whatever a stranger put in them is shown, never run, and formatting survives the trip.
 */
import { MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';

export interface SharedSample {
  name: string;
  /** The sample input as JSON text (it may be unfinished, so it is not parsed). */
  input: string;
  /** The sample output as JSON text, when the user wrote one. */
  output?: string;
  /** Set when the sample is a test case: the verdict its input must get (see `tool-schema test`). */
  expect?: { verdict: 'valid' | 'invalid'; pointer?: string };
}

export interface SharedTool {
  /** The name shown in the tool list; empty when the tool is named by its JSON only. */
  name: string;
  /** The tool definition exactly as typed in the editor. */
  text: string;
  samples: SharedSample[];
}

export interface WorkspaceSnapshot {
  tools: SharedTool[];
  /** Which tool was open, as an index into `tools`. */
  activeIndex?: number;
}

export interface SnapshotProblem {
  /** JSON Pointer into the decoded content. */
  pointer: string;
  message: string;
}

export type SnapshotValidation =
  { ok: true; snapshot: WorkspaceSnapshot } | { ok: false; problems: SnapshotProblem[] };

/** Problems reported at most, so a hostile file cannot produce a million-line message. */
const MAX_PROBLEMS = 20;

/**
 * Checks untrusted content against the snapshot shape and rebuilds it from known keys only, so
 * unknown or prototype-named keys (`__proto__`) never reach the caller's objects.
 */
export function validateSnapshot(value: unknown, base = ''): SnapshotValidation {
  const problems: SnapshotProblem[] = [];
  const report = (pointer: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ pointer, message });
  };

  if (!isPlainObject(value)) {
    report(base, 'Expected an object with a "tools" array.');
    return { ok: false, problems };
  }
  const rawTools = value.tools;
  const toolsPointer = joinPointer(base, 'tools');
  if (!Array.isArray(rawTools)) {
    report(toolsPointer, '"tools" must be an array of tools.');
    return { ok: false, problems };
  }
  if (rawTools.length === 0) report(toolsPointer, '"tools" is empty: there is nothing to open.');
  if (rawTools.length > MAX_TOOLS_PER_DOCUMENT) {
    report(
      toolsPointer,
      `${rawTools.length} tools is more than the studio opens at once (${MAX_TOOLS_PER_DOCUMENT}).`,
    );
    return { ok: false, problems };
  }

  const tools: SharedTool[] = [];
  rawTools.forEach((rawTool: unknown, index) => {
    const pointer = joinPointer(toolsPointer, index);
    if (!isPlainObject(rawTool)) {
      report(pointer, 'Each tool must be an object with "text".');
      return;
    }
    const { text, name = '', samples = [] } = rawTool;
    if (typeof text !== 'string')
      report(joinPointer(pointer, 'text'), '"text" must be the tool\'s JSON as a string.');
    if (typeof name !== 'string') report(joinPointer(pointer, 'name'), '"name" must be a string.');
    const checkedSamples = validateSamples(samples, joinPointer(pointer, 'samples'), report);
    if (typeof text === 'string' && typeof name === 'string' && checkedSamples) {
      tools.push({ name, text, samples: checkedSamples });
    }
  });

  let activeIndex: number | undefined;
  if (value.activeIndex !== undefined) {
    const raw = value.activeIndex;
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < rawTools.length)
      activeIndex = raw;
    else
      report(
        joinPointer(base, 'activeIndex'),
        `"activeIndex" must be a tool index from 0 to ${rawTools.length - 1}.`,
      );
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, snapshot: activeIndex === undefined ? { tools } : { tools, activeIndex } };
}

function validateSamples(
  value: unknown,
  pointer: string,
  report: (pointer: string, message: string) => void,
): SharedSample[] | undefined {
  if (!Array.isArray(value)) {
    report(pointer, '"samples" must be an array.');
    return undefined;
  }
  const samples: SharedSample[] = [];
  let ok = true;
  value.forEach((raw: unknown, index) => {
    const at = joinPointer(pointer, index);
    if (!isPlainObject(raw)) {
      report(at, 'Each sample must be an object with "name" and "input".');
      ok = false;
      return;
    }
    const { name, input, output, expect } = raw;
    if (typeof name !== 'string')
      report(joinPointer(at, 'name'), 'A sample\'s "name" must be a string.');
    if (typeof input !== 'string')
      report(joinPointer(at, 'input'), 'A sample\'s "input" must be JSON text (a string).');
    if (output !== undefined && typeof output !== 'string') {
      report(joinPointer(at, 'output'), 'A sample\'s "output" must be JSON text (a string).');
    }
    if (
      typeof name !== 'string' ||
      typeof input !== 'string' ||
      (output !== undefined && typeof output !== 'string')
    ) {
      ok = false;
      return;
    }
    const sample: SharedSample = output === undefined ? { name, input } : { name, input, output };
    if (expect !== undefined) {
      const verdict = isPlainObject(expect) ? expect.verdict : undefined;
      const pointer = isPlainObject(expect) ? expect.pointer : undefined;
      if (
        (verdict !== 'valid' && verdict !== 'invalid') ||
        (pointer !== undefined && typeof pointer !== 'string')
      ) {
        report(
          joinPointer(at, 'expect'),
          'A sample\'s "expect" must be {"verdict": "valid" | "invalid", "pointer"?: string}.',
        );
        ok = false;
        return;
      }
      sample.expect = pointer === undefined ? { verdict } : { verdict, pointer };
    }
    samples.push(sample);
  });
  return ok ? samples : undefined;
}

/** One line per problem, e.g. `/tools/0/text: "text" must be …`, for messages and the CLI. */
export function describeSnapshotProblems(problems: readonly SnapshotProblem[]): string {
  return problems.map((p) => `${p.pointer || '(top level)'}: ${p.message}`).join('\n');
}
