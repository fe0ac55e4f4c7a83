import type { PathSegment } from '../model/pointer';
import type { Bump, ChangeKindId, Scope, Verdict } from './kinds';

/** A value one side accepts and the other refuses, checked by the validator. */
export interface Witness {
  /** The whole instance (arguments for input, a result for output), not only the changed part. */
  value: unknown;
  acceptedBy: 'old' | 'new';
  /** Why the refusing side refuses it, from the validator. */
  refusal: string;
}

/** One part of a word-level text diff. */
export interface TextDiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

export interface Change {
  kind: ChangeKindId;
  scope: Scope;
  verdict: Verdict;
  /** One sentence naming what changed and where. */
  message: string;
  /** The tool's name on the new side (the old one when it was removed). */
  tool: string;
  /** Pointer into the old document; the nearest existing location when the thing is new. */
  oldPointer: string;
  /** Pointer into the new document; the nearest existing location when the thing is gone. */
  newPointer: string;
  /** Where in an instance (arguments or result) the change applies, as a JSON Pointer. */
  instancePointer?: string;
  witness?: Witness;
  /** Word-level diff of a changed text (descriptions). */
  textDiff?: TextDiffPart[];
  permission?: boolean;
}

/** A change found by the schema walk, before verdicts and witnesses. */
export interface RawChange {
  kind: ChangeKindId;
  scope: Scope;
  message: string;
  oldPointer: string;
  newPointer: string;
  /** The instance path, for witnesses. */
  path?: PathSegment[];
  /** Local values (at `path`) to try as witnesses; `delete` leaves the last segment out instead. */
  candidates?: WitnessCandidate[];
  textDiff?: TextDiffPart[];
}

export type WitnessCandidate =
  | { value: unknown }
  | { delete: true }
  /** An example generated from a schema of one side. */
  | { example: unknown; from: 'old' | 'new' }
  /** An array of `count` examples of an item schema (all equal unless `distinct`). */
  | { repeat: unknown; count: number; distinct?: boolean; from: 'old' | 'new' };

export type ToolStatus = 'added' | 'removed' | 'renamed' | 'changed' | 'unchanged';

export interface VersionCheck {
  old: string;
  new: string;
  /** What the version numbers say happened. */
  actual: Bump | 'none' | 'downgrade' | 'unreadable';
  /** Set when the version change is smaller than the changes need. */
  problem?: string;
}

export interface ToolDiff {
  status: ToolStatus;
  oldName?: string;
  newName?: string;
  oldPointer?: string;
  newPointer?: string;
  changes: Change[];
  /** The suggested bump for this tool alone. */
  bump: Bump | 'none';
  version?: VersionCheck;
}

export interface DiffSummary {
  breaking: number;
  nonBreaking: number;
  needsReview: number;
}

export interface DiffResult {
  tools: ToolDiff[];
  /** Every change of every tool, in document order. */
  changes: Change[];
  summary: DiffSummary;
  /** Major for any breaking change, minor for additions, patch otherwise; none without changes. */
  bump: Bump | 'none';
  /** Why, in a phrase ("2 breaking changes"). */
  bumpReason: string;
  /** Breaking changes left without a witness search past MAX_WITNESS_SEARCHES. */
  witnessesSkipped: number;
}
