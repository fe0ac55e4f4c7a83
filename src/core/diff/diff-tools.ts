/**
 * What changed between two versions of a tool or a toolset, and whether it breaks anyone.
 */
import { MAX_WITNESS_SEARCHES } from '../limits';
import { toCanonicalTool, inputSchemaKey } from '../model/canonical';
import { detectKind } from '../model/document';
import type { DocumentKind, ToolEntry } from '../model/document';
import { joinPointer, toPointer } from '../model/pointer';
import { HINT_NAMES, isPlainObject, toolId } from '../model/types';
import type { HintName, Tool } from '../model/types';
import { readAnnotations } from '../playground/annotations';
import { sameJson } from '../model/canonical-json';
import { describeValue } from './json';
import { changeKind } from './kinds';
import type { Bump, ChangeKindId, Verdict } from './kinds';
import { diffSchemas } from './schema-diff';
import { invalidSchemaChanges } from './schema-validity';
import { bumpOf, checkVersions, maxBump } from './semver';
import { diffText } from './text-diff';
import type { Change, DiffResult, RawChange, ToolDiff } from './types';
import { findWitness } from './witness';

interface Side {
  kind: DocumentKind;
  entry: ToolEntry;
  tool: Tool;
  id: string;
}

function sides(value: unknown): { kind: DocumentKind; tools: Side[] } {
  const { kind, tools } = detectKind(value);
  return {
    kind,
    tools: tools.map((entry) => {
      const tool = toCanonicalTool(entry);
      return {
        kind,
        entry,
        tool,
        id: toolId({
          name: typeof tool.name === 'string' ? tool.name : '',
          namespace: typeof tool.namespace === 'string' ? tool.namespace : undefined,
        }),
      };
    }),
  };
}

/**
 * Compares two documents' tools (one tool, an array, a `tools/list` result, a registry entry,
 * Spark ToolSpecs). Tools are matched by ID; a removed and an added tool with equal input schemas
 * and descriptions are a rename. Pointers are into the two documents.
 */
export function diffTools(oldValue: unknown, newValue: unknown): DiffResult {
  const before = sides(oldValue).tools;
  const after = sides(newValue).tools;
  const single = before.length === 1 && after.length === 1;
  const pairs: { old?: Side; new?: Side; renamed?: boolean }[] = [];
  const unmatchedNew = new Map<string, Side>();
  for (const side of after) if (!unmatchedNew.has(side.id)) unmatchedNew.set(side.id, side);
  const removed: Side[] = [];
  const seenOld = new Set<string>();
  for (const side of before) {
    if (seenOld.has(side.id)) continue;
    seenOld.add(side.id);
    const match = unmatchedNew.get(side.id);
    if (match) {
      unmatchedNew.delete(side.id);
      pairs.push({ old: side, new: match });
    } else removed.push(side);
  }
  for (const side of removed) {
    const lookAlikes = [...unmatchedNew.values()].filter((n) => sameRenameShape(side, n));
    // Only an unambiguous look-alike is a rename; with two it is a removal and two additions. One
    // tool against one tool is always the same tool, renamed, whatever else changed.
    const renamedTo =
      lookAlikes.length === 1
        ? lookAlikes[0]
        : single && unmatchedNew.size === 1
          ? [...unmatchedNew.values()][0]
          : undefined;
    if (renamedTo) {
      unmatchedNew.delete(renamedTo.id);
      pairs.push({ old: side, new: renamedTo, renamed: lookAlikes.length === 1 });
    } else pairs.push({ old: side });
  }
  for (const side of unmatchedNew.values()) pairs.push({ new: side });
  // Document order of the new side, then removed tools in old order.
  const order = (p: (typeof pairs)[number]) =>
    p.new ? after.indexOf(p.new) : after.length + before.indexOf(p.old!);
  pairs.sort((a, b) => order(a) - order(b));

  const budget = { left: MAX_WITNESS_SEARCHES, skipped: 0 };
  const tools = pairs.map((pair) => diffPair(pair.old, pair.new, pair.renamed === true, budget));
  const changes = tools.flatMap((t) => t.changes);
  const summary = {
    breaking: changes.filter((c) => c.verdict === 'breaking').length,
    nonBreaking: changes.filter((c) => c.verdict === 'non-breaking').length,
    needsReview: changes.filter((c) => c.verdict === 'needs-review').length,
  };
  const bump = maxBump(tools.map((t) => t.bump));
  return {
    tools,
    changes,
    summary,
    bump,
    bumpReason: bumpReason(bump, changes),
    witnessesSkipped: budget.skipped,
  };
}

function sameRenameShape(a: Side, b: Side): boolean {
  return sameJson(schemaOf(a), schemaOf(b)) && sameJson(a.tool.description, b.tool.description);
}

function schemaOf(side: Side): unknown {
  return side.tool.inputSchema;
}

function nameOf(side: Side): string {
  return typeof side.tool.name === 'string' ? side.tool.name : '';
}

interface WitnessBudget {
  left: number;
  skipped: number;
}

function finish(
  raw: RawChange,
  tool: string,
  oldSchema: unknown,
  newSchema: unknown,
  budget: WitnessBudget,
): Change {
  const kind = changeKind(raw.kind);
  let verdict: Verdict = kind.verdicts[raw.scope] ?? 'needs-review';
  const change: Change = {
    kind: raw.kind,
    scope: raw.scope,
    verdict,
    message: raw.message,
    tool,
    oldPointer: raw.oldPointer,
    newPointer: raw.newPointer,
  };
  if (raw.path) change.instancePointer = toPointer(raw.path);
  if (raw.textDiff) change.textDiff = raw.textDiff;
  if (kind.permission) change.permission = true;
  const wanted =
    verdict === 'breaking' || (verdict === 'needs-review' && kind.witnessConfirms === true);
  const searchable =
    wanted &&
    raw.path &&
    raw.candidates &&
    raw.candidates.length > 0 &&
    (raw.scope === 'input' || raw.scope === 'output');
  if (searchable && budget.left <= 0) budget.skipped++;
  else if (searchable && raw.path && raw.candidates) {
    budget.left--;
    // Input breaks callers when the old schema accepted a value the new one refuses; output breaks
    // consumers the other way round. An outputSchema that appears breaks servers: old accepts.
    const acceptedBy = raw.scope === 'input' || raw.kind === 'output-schema-added' ? 'old' : 'new';
    const witness = findWitness({
      oldSchema,
      newSchema,
      path: raw.path,
      candidates: raw.candidates,
      acceptedBy,
    });
    if (witness) {
      change.witness = witness;
      if (verdict === 'needs-review') verdict = change.verdict = 'breaking';
    }
  }
  return change;
}

function rawTool(
  kind: ChangeKindId,
  message: string,
  oldPointer: string,
  newPointer: string,
  extra: Partial<RawChange> = {},
): RawChange {
  return { kind, scope: 'tool', message, oldPointer, newPointer, ...extra };
}

function diffPair(
  oldSide: Side | undefined,
  newSide: Side | undefined,
  renamed: boolean,
  budget: WitnessBudget,
): ToolDiff {
  if (!oldSide) {
    const name = nameOf(newSide!);
    const change = finish(
      rawTool('tool-added', `Tool ${JSON.stringify(name)} was added.`, '', newSide!.entry.pointer),
      name,
      undefined,
      undefined,
      budget,
    );
    return {
      status: 'added',
      newName: name,
      newPointer: newSide!.entry.pointer,
      changes: [change],
      bump: bumpOf([change]),
    };
  }
  if (!newSide) {
    const name = nameOf(oldSide);
    const change = finish(
      rawTool(
        'tool-removed',
        `Tool ${JSON.stringify(name)} was removed.`,
        oldSide.entry.pointer,
        '',
      ),
      name,
      undefined,
      undefined,
      budget,
    );
    return {
      status: 'removed',
      oldName: name,
      oldPointer: oldSide.entry.pointer,
      changes: [change],
      bump: bumpOf([change]),
    };
  }
  const oldName = nameOf(oldSide);
  const newName = nameOf(newSide);
  const op = oldSide.entry.pointer;
  const np = newSide.entry.pointer;
  const raws: { raw: RawChange; oldSchema?: unknown; newSchema?: unknown }[] = [];
  const add = (raw: RawChange, oldSchema?: unknown, newSchema?: unknown) =>
    raws.push({ raw, oldSchema, newSchema });

  if (oldSide.id !== newSide.id) {
    add(
      rawTool(
        'tool-renamed',
        `Tool ${JSON.stringify(oldSide.id)} was renamed to ${JSON.stringify(newSide.id)}${renamed ? ' (same input schema and description)' : ''}.`,
        joinPointer(op, 'name'),
        joinPointer(np, 'name'),
      ),
    );
  }
  const oldTitle = displayTitle(oldSide);
  const newTitle = displayTitle(newSide);
  if (oldTitle.text !== newTitle.text) {
    add(
      rawTool(
        'title-changed',
        `Title ${describeValue(oldTitle.text)} became ${describeValue(newTitle.text)}.`,
        oldTitle.pointer(op),
        newTitle.pointer(np),
      ),
    );
  }
  const oldDescription =
    typeof oldSide.tool.description === 'string' ? oldSide.tool.description : '';
  const newDescription =
    typeof newSide.tool.description === 'string' ? newSide.tool.description : '';
  if (oldDescription !== newDescription) {
    add(
      rawTool(
        'description-changed',
        `The description changed (${oldDescription.length} → ${newDescription.length} characters).`,
        fieldPointer(oldSide, op, 'description'),
        fieldPointer(newSide, np, 'description'),
        { textDiff: diffText(oldDescription, newDescription) },
      ),
    );
  }
  for (const raw of diffHints(oldSide, newSide)) add(raw);

  const oldInputKey = inputSchemaKey(oldSide.entry);
  const newInputKey = inputSchemaKey(newSide.entry);
  const oldInput = oldSide.tool.inputSchema;
  const newInput = newSide.tool.inputSchema;
  for (const raw of invalidSchemaChanges(
    'input',
    { old: oldInput, new: newInput },
    { old: joinPointer(op, oldInputKey), new: joinPointer(np, newInputKey) },
  ))
    add(raw);
  const oldOutput = oldSide.tool.outputSchema;
  const newOutput = newSide.tool.outputSchema;
  for (const raw of invalidSchemaChanges(
    'output',
    { old: oldOutput, new: newOutput },
    { old: joinPointer(op, 'outputSchema'), new: joinPointer(np, 'outputSchema') },
  ))
    add(raw);
  for (const raw of diffSchemas(
    'input',
    { root: oldInput, rootPointer: joinPointer(op, oldInputKey) },
    { root: newInput, rootPointer: joinPointer(np, newInputKey) },
  )) {
    add(raw, oldInput, newInput);
  }
  if (oldOutput !== undefined && newOutput !== undefined) {
    for (const raw of diffSchemas(
      'output',
      { root: oldOutput, rootPointer: joinPointer(op, 'outputSchema') },
      { root: newOutput, rootPointer: joinPointer(np, 'outputSchema') },
    )) {
      add(raw, oldOutput, newOutput);
    }
  } else if (oldOutput !== undefined || newOutput !== undefined) {
    const added = newOutput !== undefined;
    const candidates = [
      { value: null },
      { value: 'text' },
      { value: 0 },
      { value: 1.5 },
      { value: true },
      { value: [] },
      { value: {} },
      { value: { result: 'text' } },
    ];
    add(
      {
        kind: added ? 'output-schema-added' : 'output-schema-removed',
        scope: 'output',
        message: added
          ? 'An outputSchema was added: structured results must now conform to it.'
          : 'The outputSchema was removed: results are no longer described.',
        oldPointer: added ? op : joinPointer(op, 'outputSchema'),
        newPointer: added ? joinPointer(np, 'outputSchema') : np,
        path: [],
        candidates,
      },
      oldOutput,
      newOutput,
    );
  }
  const skip = new Set([
    'name',
    'namespace',
    'title',
    'description',
    'annotations',
    'inputSchema',
    'input_schema',
    'outputSchema',
    'version',
  ]);
  const fields = new Set([
    ...Object.keys(oldSide.entry.value),
    ...Object.keys(newSide.entry.value),
  ]);
  for (const field of fields) {
    if (skip.has(field) || sameJson(oldSide.entry.value[field], newSide.entry.value[field]))
      continue;
    add(
      rawTool(
        'tool-metadata-changed',
        `${field} changed.`,
        fieldPointer(oldSide, op, field),
        fieldPointer(newSide, np, field),
      ),
    );
  }
  const otherAnnotations = new Set([...annotationKeys(oldSide), ...annotationKeys(newSide)]);
  for (const key of otherAnnotations) {
    const a = isPlainObject(oldSide.tool.annotations) ? oldSide.tool.annotations[key] : undefined;
    const b = isPlainObject(newSide.tool.annotations) ? newSide.tool.annotations[key] : undefined;
    if (!sameJson(a, b))
      add(
        rawTool(
          'tool-metadata-changed',
          `annotations.${key} changed.`,
          joinPointer(op, 'annotations'),
          joinPointer(np, 'annotations'),
        ),
      );
  }

  const changes = raws.map(({ raw, oldSchema, newSchema }) =>
    finish(raw, newName, oldSchema, newSchema, budget),
  );
  const bump = bumpOf(changes);
  const diff: ToolDiff = {
    status: oldSide.id !== newSide.id ? 'renamed' : changes.length > 0 ? 'changed' : 'unchanged',
    oldName,
    newName,
    oldPointer: op,
    newPointer: np,
    changes,
    bump,
  };
  const version = checkVersions(oldSide.tool.version, newSide.tool.version, bump);
  if (version) diff.version = version;
  return diff;
}

const HINT_KEYS = new Set<string>([
  ...HINT_NAMES,
  'title',
  'readOnly',
  'destructive',
  'idempotent',
  'openWorld',
]);

function annotationKeys(side: Side): string[] {
  return isPlainObject(side.tool.annotations)
    ? Object.keys(side.tool.annotations).filter((k) => !HINT_KEYS.has(k))
    : [];
}

function fieldPointer(side: Side, toolPointer: string, field: string): string {
  return field in side.entry.value ? joinPointer(toolPointer, field) : toolPointer;
}

function displayTitle(side: Side): { text: string; pointer: (toolPointer: string) => string } {
  const reading = readAnnotations(side.entry.value, side.kind);
  if (reading.toolTitle)
    return { text: reading.toolTitle, pointer: (p) => joinPointer(p, 'title') };
  if (reading.title)
    return { text: reading.title, pointer: (p) => joinPointer(p, 'annotations', 'title') };
  return { text: '', pointer: (p) => p };
}

/** What a client may assume, hint by hint: destructive and idempotent only mean something when not read-only. */
function effectiveHints(side: Side): {
  values: Record<HintName, boolean>;
  pointer: (toolPointer: string, hint: HintName) => string;
} {
  const reading = readAnnotations(side.entry.value, side.kind);
  const values = {} as Record<HintName, boolean>;
  for (const hint of HINT_NAMES) values[hint] = reading.hints[hint].effective;
  values.destructiveHint = !values.readOnlyHint && values.destructiveHint;
  return {
    values,
    pointer: (p, hint) => {
      const found = reading.hints[hint];
      if (found.value !== undefined)
        return joinPointer(p, 'annotations', found.foundUnder ?? found.key);
      return 'annotations' in side.entry.value ? joinPointer(p, 'annotations') : p;
    },
  };
}

const LESS_SAFE: Record<HintName, { when: boolean; kind: ChangeKindId }> = {
  readOnlyHint: { when: false, kind: 'read-only-hint-cleared' },
  destructiveHint: { when: true, kind: 'destructive-hint-set' },
  idempotentHint: { when: false, kind: 'idempotent-hint-cleared' },
  openWorldHint: { when: true, kind: 'open-world-hint-set' },
};

function diffHints(oldSide: Side, newSide: Side): RawChange[] {
  const a = effectiveHints(oldSide);
  const b = effectiveHints(newSide);
  const out: RawChange[] = [];
  for (const hint of HINT_NAMES) {
    if (a.values[hint] === b.values[hint]) continue;
    const lessSafe = b.values[hint] === LESS_SAFE[hint].when;
    const message = `${hint} went from ${a.values[hint]} to ${b.values[hint]}${lessSafe ? '' : ' (safer)'} (effective values, counting MCP defaults).`;
    out.push(
      rawTool(
        lessSafe ? LESS_SAFE[hint].kind : 'hint-safer',
        message,
        a.pointer(oldSide.entry.pointer, hint),
        b.pointer(newSide.entry.pointer, hint),
      ),
    );
  }
  return out;
}

function bumpReason(bump: Bump | 'none', changes: readonly Change[]): string {
  if (bump === 'none') return 'nothing changed';
  const breaking = changes.filter((c) => c.verdict === 'breaking').length;
  if (bump === 'major') return `${breaking} breaking change${breaking === 1 ? '' : 's'}`;
  if (bump === 'minor') return 'additions or less safe hints, nothing breaking';
  return 'changes that neither break nor add anything';
}
