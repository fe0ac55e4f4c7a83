/** Shared steps of reading a target's JSON back into canonical MCP tools. */
import type { JsonSchemaObject, Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { ExportChange, ExportSidecar, ImportResult, TargetId } from './adapter';
import { studioMetaKey } from './adapter';
import { ChangeLog } from './transforms/changes';

export type ItemTest = (value: unknown) => string | undefined;

/**
 * Finds the list of tool entries in `json`: the entry itself, an array of entries, or an object
 * holding them under one of `containerKeys`. `fits` returns undefined for an entry of this target
 * or why it is not one. `skip` marks entries that belong to the target but are not tools.
 */
export function findEntries(
  json: unknown,
  fits: ItemTest,
  containerKeys: readonly string[],
  what: string,
  skip: (value: unknown) => boolean = () => false,
): { ok: true; entries: unknown[]; skipped: unknown[] } | { ok: false; reason: string } {
  let list: unknown[] | undefined;
  if (Array.isArray(json)) list = json;
  else if (isPlainObject(json)) {
    const key = containerKeys.find((k) => Array.isArray(json[k]));
    if (key) list = json[key] as unknown[];
    else {
      const why = fits(json);
      if (why) return { ok: false, reason: why };
      return { ok: true, entries: [json], skipped: [] };
    }
  } else
    return {
      ok: false,
      reason: `expected a JSON object or array, found ${json === null ? 'null' : typeof json}`,
    };
  if (list.length === 0)
    return { ok: false, reason: `the list is empty, so there is no ${what} to read` };
  const entries: unknown[] = [];
  const skipped: unknown[] = [];
  for (let i = 0; i < list.length; i++) {
    if (skip(list[i])) {
      skipped.push(list[i]);
      continue;
    }
    const why = fits(list[i]);
    if (why) return { ok: false, reason: `item ${i}: ${why}` };
    entries.push(list[i]);
  }
  if (entries.length === 0) return { ok: false, reason: `no ${what} in the list` };
  return { ok: true, entries, skipped };
}

export function describeShape(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (!isPlainObject(value)) return value === null ? 'null' : `a ${typeof value}`;
  const keys = Object.keys(value);
  return keys.length
    ? `an object with ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}`
    : 'an empty object';
}

/** The schema used when a target's tool has no parameters field (OpenAI: leaving parameters out means no parameters, https://platform.openai.com/docs/guides/function-calling). */
export function emptyInputSchema(): JsonSchemaObject {
  return { type: 'object', properties: {} };
}

/** Adds `value` under `_meta["dev.toolschema/<target>"]`, logging a `moved` change. */
export function keepInMeta(
  tool: Tool,
  target: string,
  fields: Record<string, unknown>,
  log: ChangeLog,
): void {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const key = studioMetaKey(target);
  const meta: Record<string, unknown> = isPlainObject(tool._meta) ? { ...tool._meta } : {};
  const holder = isPlainObject(meta[key]) ? { ...(meta[key] as Record<string, unknown>) } : {};
  for (const [k, v] of entries) holder[k] = v;
  meta[key] = holder;
  tool._meta = meta;
  log.add({
    code: 'import-kept-in-meta',
    kind: 'moved',
    pointer: `/_meta/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    message: `${entries.map(([k]) => k).join(', ')} ${entries.length === 1 ? 'has' : 'have'} no MCP field; kept in _meta["${key}"].`,
  });
}

/** A document-level change for an entry an import leaves out (a provider's own tool, a cache marker). */
export function skippedEntryChange(message: string): ExportChange {
  return {
    code: 'import-skipped-tool',
    kind: 'dropped',
    severity: 'info',
    toolIndex: -1,
    toolName: '',
    pointer: '',
    message,
    widening: false,
    narrowing: false,
  };
}

/**
 * Finishes an import: tools whose exported name is in a sidecar of the same target are replaced
 * by the originals the sidecar kept, so a round trip through a lossy target restores them.
 */
export function finishImport(
  target: TargetId,
  tools: Tool[],
  logs: ChangeLog[],
  sidecar: ExportSidecar | undefined,
  documentChanges: ExportChange[] = [],
): ImportResult {
  const changes: ExportChange[] = [...documentChanges];
  const out = tools.map((tool, i) => {
    const log = logs[i] ?? new ChangeLog(i, tool.name);
    // Own keys only: a tool named "constructor" must not find Object.prototype.constructor.
    const original =
      sidecar && sidecar.target === target && Object.hasOwn(sidecar.tools, tool.name)
        ? sidecar.tools[tool.name]
        : undefined;
    if (original) {
      changes.push({
        code: 'import-sidecar-restored',
        kind: 'moved',
        severity: 'info',
        toolIndex: i,
        toolName: tool.name,
        pointer: '',
        message: `Restored "${original.name}" exactly as written from the export sidecar.`,
        widening: false,
        narrowing: false,
      });
      return original;
    }
    changes.push(...log.changes);
    return tool;
  });
  return { ok: true, target, tools: out, changes };
}
