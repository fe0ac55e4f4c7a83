/**
 * The workspace file: the whole workspace as one .json, for sharing what is too long for a link
 * and for keeping a copy outside the browser. Same content as a share link, plus a header that
 * says what the file is, so an import can tell it from a tool definition.
 */
import { MAX_FILE_BYTES } from '../limits';
import { formatSize } from '../model/document';
import { isPlainObject } from '../model/types';
import { describeSnapshotProblems, validateSnapshot } from './snapshot';
import type { SnapshotProblem, WorkspaceSnapshot } from './snapshot';
import { errorMessage } from '../error-message';

const WORKSPACE_FILE_FORMAT = 'tool-schema-studio/workspace';
const WORKSPACE_FILE_VERSION = 1;

export interface WorkspaceFile extends WorkspaceSnapshot {
  format: typeof WORKSPACE_FILE_FORMAT;
  version: typeof WORKSPACE_FILE_VERSION;
}

export type WorkspaceFileResult =
  | { ok: true; snapshot: WorkspaceSnapshot }
  | { ok: false; message: string; problems: SnapshotProblem[] };

/** Pretty-printed with a trailing newline, so the file diffs well when kept in a repository. */
export function serializeWorkspaceFile(snapshot: WorkspaceSnapshot): string {
  const file: WorkspaceFile = {
    format: WORKSPACE_FILE_FORMAT,
    version: WORKSPACE_FILE_VERSION,
    tools: snapshot.tools,
    ...(snapshot.activeIndex === undefined ? {} : { activeIndex: snapshot.activeIndex }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** True when parsed JSON announces itself as a workspace file (whatever its version). */
export function looksLikeWorkspaceFile(value: unknown): boolean {
  return isPlainObject(value) && value.format === WORKSPACE_FILE_FORMAT;
}

/** File name for a download, e.g. `tool-schema-workspace-2026-11-22.json`. */
export function workspaceFileName(date: Date): string {
  return `tool-schema-workspace-${date.toISOString().slice(0, 10)}.json`;
}

function refuse(message: string, problems: SnapshotProblem[] = []): WorkspaceFileResult {
  return { ok: false, message, problems };
}

/** Reads a workspace file's text. Never throws; every refusal says what is wrong. */
export function parseWorkspaceFile(text: string): WorkspaceFileResult {
  if (text.length > MAX_FILE_BYTES) {
    return refuse(
      `The file is ${formatSize(text.length)}; the studio opens workspace files up to ${formatSize(MAX_FILE_BYTES)}.`,
    );
  }
  let value: unknown;
  try {
    // A BOM is common in files saved by Windows editors and is not part of the JSON.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = errorMessage(error);
    return refuse(`The file is not valid JSON (${reason}).`);
  }
  if (!isPlainObject(value) || value.format !== WORKSPACE_FILE_FORMAT) {
    return refuse(
      `This is not a workspace file: it lacks "format": "${WORKSPACE_FILE_FORMAT}". To bring in tool definitions, use Import instead.`,
    );
  }
  if (value.version !== WORKSPACE_FILE_VERSION) {
    return refuse(
      `This workspace file has version ${String(JSON.stringify(value.version)).slice(0, 40)}; this studio reads version ${WORKSPACE_FILE_VERSION}.`,
    );
  }
  const checked = validateSnapshot(value);
  if (!checked.ok) {
    return refuse(
      `The workspace file is damaged:\n${describeSnapshotProblems(checked.problems)}`,
      checked.problems,
    );
  }
  return { ok: true, snapshot: checked.snapshot };
}
