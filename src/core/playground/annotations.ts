import { parse } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import type { TextEdit } from '../model/diagnostic';
import type { DocumentKind } from '../model/document';
import { HINT_DEFAULTS, HINT_NAMES, REGISTRY_HINT_NAMES, isPlainObject } from '../model/types';
import type { HintName } from '../model/types';
import { changesAsSingleEdit } from '../model/json-edits';
import { arrayAtValue, pointerToPath } from '../model/pointer';
import type { JsonChange } from '../model/json-edits';

/** A hint is not set (the MCP default applies), or set explicitly to true or false. */
export type HintState = 'unset' | 'true' | 'false';

export interface HintReading {
  hint: HintName;
  /** The key this document kind spells the hint with (RFC-0015 spelling in registry entries). */
  key: string;
  /** The explicit value, when the document sets a boolean. */
  value: boolean | undefined;
  state: HintState;
  /** The key the value was actually found under, when it is the other spelling. */
  foundUnder?: string;
  /** A value that is present but not a boolean (clients ignore it, so the default applies). */
  invalidValue?: unknown;
  /** What a client assumes: the explicit value, or the MCP default. */
  effective: boolean;
}

export interface AnnotationReading {
  /** `annotations.title`. */
  title: string | undefined;
  /** The tool-level `title`, which clients prefer for display. */
  toolTitle: string | undefined;
  hints: Record<HintName, HintReading>;
  /** True in a ToolHive registry document, where hints are spelled readOnly, destructive, … */
  registrySpelling: boolean;
  /** Set when `annotations` exists but is not an object: the panel cannot edit it safely. */
  annotationsNotObject: boolean;
}

function hintKey(hint: HintName, kind: DocumentKind): string {
  return kind === 'toolhive-registry' ? REGISTRY_HINT_NAMES[hint] : hint;
}

function otherSpelling(hint: HintName, kind: DocumentKind): string {
  return kind === 'toolhive-registry' ? hint : REGISTRY_HINT_NAMES[hint];
}

/** Reads title and hints of one tool object, accepting either spelling but preferring the kind's own. */
export function readAnnotations(
  tool: Record<string, unknown>,
  kind: DocumentKind,
): AnnotationReading {
  const raw = tool.annotations;
  const annotations = isPlainObject(raw) ? raw : {};
  const hints = {} as Record<HintName, HintReading>;
  for (const hint of HINT_NAMES) {
    const key = hintKey(hint, kind);
    const other = otherSpelling(hint, kind);
    const foundUnder = key in annotations ? key : other in annotations ? other : undefined;
    const found = foundUnder === undefined ? undefined : annotations[foundUnder];
    const value = typeof found === 'boolean' ? found : undefined;
    const reading: HintReading = {
      hint,
      key,
      value,
      state: value === undefined ? 'unset' : value ? 'true' : 'false',
      effective: value ?? HINT_DEFAULTS[hint],
    };
    if (foundUnder !== undefined && foundUnder !== key) reading.foundUnder = foundUnder;
    if (found !== undefined && typeof found !== 'boolean') reading.invalidValue = found;
    hints[hint] = reading;
  }
  return {
    title: typeof annotations.title === 'string' ? annotations.title : undefined,
    toolTitle: typeof tool.title === 'string' ? tool.title : undefined,
    hints,
    registrySpelling: kind === 'toolhive-registry',
    annotationsNotObject: raw !== undefined && !isPlainObject(raw),
  };
}

const SENTENCES: Record<HintName, { true: string; false: string }> = {
  readOnlyHint: {
    true: 'Clients are told this tool only reads: it does not change its environment, so it may run without asking.',
    false:
      'Clients are told this tool may change its environment (write, send, create or delete something).',
  },
  destructiveHint: {
    true: 'Clients may ask before calling: this tool may destroy or overwrite data.',
    false: 'Clients are told this tool only adds: it does not destroy or overwrite existing data.',
  },
  idempotentHint: {
    true: 'Clients may retry freely: calling again with the same arguments has no further effect.',
    false:
      'Clients should not retry blindly: calling again with the same arguments may do it again.',
  },
  openWorldHint: {
    true: 'Clients are told this tool reaches the open world (the web, other people, outside systems), so its results may be untrusted.',
    false: 'Clients are told this tool works in a closed domain (its own data) only.',
  },
};

/**
 * The plain sentence a client is told for one hint. An unset hint says which default applies,
 * because a missing hint is not the same as false.
 */
export function hintSentence(reading: HintReading, readOnlyEffective: boolean): string {
  const told = SENTENCES[reading.hint][reading.effective ? 'true' : 'false'];
  const prefix =
    reading.value === undefined
      ? `Not set, so the MCP default (${String(HINT_DEFAULTS[reading.hint])}) applies. `
      : '';
  // The MCP spec: destructive and idempotent only mean something when the tool is not read-only.
  const ignored =
    readOnlyEffective && (reading.hint === 'destructiveHint' || reading.hint === 'idempotentHint')
      ? ' Clients ignore this hint because the tool is read-only.'
      : '';
  return prefix + told + ignored;
}

export interface AnnotationWarning {
  code:
    | 'hints-contradict'
    | 'hint-not-boolean'
    | 'hint-both-spellings'
    | 'hint-other-spelling'
    | 'annotations-not-object';
  message: string;
}

/** Contradictions and values clients would ignore. */
export function annotationWarnings(reading: AnnotationReading): AnnotationWarning[] {
  const warnings: AnnotationWarning[] = [];
  if (reading.annotationsNotObject) {
    warnings.push({
      code: 'annotations-not-object',
      message:
        '"annotations" is not an object, so clients ignore it. Fix it in the editor; the panel will not overwrite it.',
    });
  }
  const { readOnlyHint, destructiveHint } = reading.hints;
  if (readOnlyHint.value === true && destructiveHint.value === true) {
    warnings.push({
      code: 'hints-contradict',
      message: `Read-only and destructive contradict each other: a tool that only reads cannot destroy data. Clients ignore ${destructiveHint.key} when ${readOnlyHint.key} is true; set one of them to false.`,
    });
  }
  for (const hint of HINT_NAMES) {
    const h = reading.hints[hint];
    if (h.invalidValue !== undefined) {
      warnings.push({
        code: 'hint-not-boolean',
        message: `${h.foundUnder ?? h.key} is ${JSON.stringify(h.invalidValue)}, not true or false, so clients use the default (${String(HINT_DEFAULTS[hint])}).`,
      });
    } else if (h.foundUnder !== undefined) {
      warnings.push({
        code: 'hint-other-spelling',
        message: reading.registrySpelling
          ? `This registry entry spells ${h.key} as ${h.foundUnder}; RFC-0015 uses ${h.key}. Changing the hint here rewrites it with the RFC key.`
          : `${h.foundUnder} is the registry (RFC-0015) spelling; MCP clients only read ${h.key}. Changing the hint here rewrites it as ${h.key}.`,
      });
    }
  }
  return warnings;
}

export interface ReadinessItem {
  hint: HintName;
  /** What clients and directories assume while the hint is missing. */
  assumed: boolean;
  /** The value "set all explicitly" writes. */
  explicitValue: boolean;
}

export interface DirectoryReadiness {
  ready: boolean;
  missingTitle: boolean;
  unset: ReadinessItem[];
}

/**
 * The value "set all explicitly" writes for an unset hint: what a client assumes today, except that
 * a read-only tool is written as non-destructive (writing the default `true` there would create
 * the read-only-and-destructive contradiction; clients ignore the hint either way).
 */
function explicitValueFor(hint: HintName, reading: AnnotationReading): boolean {
  if (hint === 'destructiveHint' && reading.hints.readOnlyHint.effective) return false;
  return reading.hints[hint].effective;
}

/**
 * Directories and listing clients assume the pessimistic default for a missing hint, and some
 * reject tools without a title and explicit hints; this lists what is missing.
 */
export function directoryReadiness(reading: AnnotationReading): DirectoryReadiness {
  const unset = HINT_NAMES.filter((hint) => reading.hints[hint].value === undefined).map(
    (hint) => ({
      hint,
      assumed: HINT_DEFAULTS[hint],
      explicitValue: explicitValueFor(hint, reading),
    }),
  );
  const missingTitle = !reading.title && !reading.toolTitle;
  return { ready: unset.length === 0 && !missingTitle, missingTitle, unset };
}

/** One user action in the annotations panel. */
export type AnnotationChange =
  | { type: 'hint'; hint: HintName; state: HintState }
  | { type: 'title'; title: string }
  | { type: 'set-all-explicitly' };

function readTool(
  text: string,
  toolPointer: string,
): { value: unknown; tool: Record<string, unknown> } | undefined {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { disallowComments: false, allowTrailingComma: true });
  if (errors.length > 0) return undefined;
  const path = pointerToPath(toolPointer, arrayAtValue(value));
  let tool: unknown = value;
  for (const segment of path)
    tool =
      isPlainObject(tool) || Array.isArray(tool)
        ? (tool as Record<string | number, unknown>)[segment]
        : undefined;
  return isPlainObject(tool) ? { value, tool } : undefined;
}

/**
 * The text edits for one annotations-panel action on the tool at `toolPointer`: one edit list that
 * keeps the user's formatting everywhere else. Returns [] when the text cannot be edited safely
 * (it does not parse, the pointer is not a tool, or `annotations` is not an object).
 */
export function annotationChangeEdits(
  text: string,
  toolPointer: string,
  kind: DocumentKind,
  change: AnnotationChange,
): TextEdit[] {
  const found = readTool(text, toolPointer);
  if (!found) return [];
  const { value, tool } = found;
  const annotations = tool.annotations;
  if (annotations !== undefined && !isPlainObject(annotations)) return [];
  const current: Record<string, unknown> = { ...(annotations ?? {}) };
  const base = [...pointerToPath(toolPointer, arrayAtValue(value)), 'annotations'];
  const changes: JsonChange[] = [];
  const set = (key: string, next: unknown) => {
    if (next === undefined && !(key in current)) return;
    changes.push({ path: [...base, key], value: next });
    if (next === undefined) delete current[key];
    else current[key] = next;
  };
  const setHint = (hint: HintName, next: boolean | undefined) => {
    set(hintKey(hint, kind), next);
    // The other spelling would shadow or duplicate the hint; the kind's own spelling wins.
    set(otherSpelling(hint, kind), undefined);
  };

  if (change.type === 'hint') {
    setHint(change.hint, change.state === 'unset' ? undefined : change.state === 'true');
  } else if (change.type === 'title') {
    set('title', change.title === '' ? undefined : change.title);
  } else {
    const reading = readAnnotations(tool, kind);
    for (const item of directoryReadiness(reading).unset) setHint(item.hint, item.explicitValue);
  }
  if (changes.length === 0) return [];
  // An annotations object emptied by the panel is removed rather than left as `{}`.
  if (annotations !== undefined && Object.keys(current).length === 0) {
    return changesAsSingleEdit(text, [{ path: base, value: undefined }]);
  }
  return changesAsSingleEdit(text, changes);
}
