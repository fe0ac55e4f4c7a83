/**
 * Where each tool sits in a target's output, so rules read every target's JSON the same way.
 * The tools of an output are the accepted ones, in the order they were given.
 */
import { joinPointer } from '../../model/pointer';
import { childPointer } from '../../schema/walk';
import { isPlainObject } from '../../model/types';
import type { ExportResult } from '../adapter';
import type { ExportedSchema, ExportedTool } from './rule';

export type Entry = Record<string, unknown>;

/** Where a target's tools sit in its output; each target module declares its own. */
export interface OutputLayout {
  /** The tool entries and the pointer of their list inside the output. */
  list(output: unknown): { entries: unknown[]; pointer: string } | undefined;
  read(
    entry: Entry,
    pointer: string,
    position: number,
  ): Omit<ExportedTool, 'position' | 'toolIndex' | 'pointer'>;
}

export const asList = (output: unknown, key?: string) => {
  const list = key === undefined ? output : isPlainObject(output) ? output[key] : undefined;
  return Array.isArray(list)
    ? { entries: list, pointer: key === undefined ? '' : joinPointer('', key) }
    : undefined;
};

export function schemaAt(
  entry: Entry,
  pointer: string,
  source: ExportedSchema['source'],
  keys: readonly string[],
  path: string,
): ExportedSchema | undefined {
  let value: unknown = entry;
  for (const key of keys) value = isPlainObject(value) ? value[key] : undefined;
  return value === undefined
    ? undefined
    : { source, pointer: keys.reduce(childPointer, pointer), path, value };
}

export function present<T>(list: (T | undefined)[]): T[] {
  return list.filter((x): x is T => x !== undefined);
}

/**
 * What a layout reads of one entry: the name, description and strict flag a target writes on
 * `holder` (the entry itself, or the wrapper inside it at `at`; targets without a strict mode
 * pass `readsStrict: false`), and the entry's schemas.
 */
export function entryFields(
  holder: unknown,
  at: string,
  readsStrict: boolean,
  schemas: ExportedSchema[],
): Omit<ExportedTool, 'position' | 'toolIndex' | 'pointer'> {
  const fields = isPlainObject(holder) ? holder : {};
  // One literal with every field: a layout that spread a literal of these into its own, with
  // `schemas` added, took V8's slow path, which was most of the time a preflight took to read an
  // output of 1 000 tools.
  return {
    name: fields.name,
    description: fields.description,
    // Read for every tool of every export's self-check: no array per pointer.
    namePointer: childPointer(at, 'name'),
    descriptionPointer: childPointer(at, 'description'),
    strict: readsStrict && fields.strict === true,
    schemas,
  };
}

/**
 * A provider's layout of one input schema per tool: the list under `listKey` (or the output
 * itself), each entry's name and description under `fieldsKey` (or on the entry), its schema at
 * `schemaKeys`, written in messages as `path(position)`.
 */
export function inputSchemaLayout(
  listKey: string | undefined,
  fieldsKey: string | undefined,
  schemaKeys: readonly string[],
  path: (position: number) => string,
): OutputLayout {
  return {
    list: (output) => asList(output, listKey),
    read: (entry, pointer, position) =>
      entryFields(
        fieldsKey === undefined ? entry : entry[fieldsKey],
        fieldsKey === undefined ? pointer : childPointer(pointer, fieldsKey),
        true,
        present([schemaAt(entry, pointer, '/inputSchema', schemaKeys, path(position))]),
      ),
  };
}

/** MCP's layout: a list of Tool objects (`tools/list` holds it under `tools`). */
export function mcpLayout(listKey?: string): OutputLayout {
  return {
    list: (output) => asList(output, listKey),
    read: (entry, pointer, position) =>
      entryFields(
        entry,
        pointer,
        false,
        present([
          schemaAt(
            entry,
            pointer,
            '/inputSchema',
            ['inputSchema'],
            `tools.${position}.inputSchema`,
          ),
          schemaAt(
            entry,
            pointer,
            '/outputSchema',
            ['outputSchema'],
            `tools.${position}.outputSchema`,
          ),
        ]),
      ),
  };
}

/** The tools an export wrote, each tied back to its index in the list that was exported. */
export function exportedTools(
  result: Pick<ExportResult, 'target' | 'output' | 'refused'>,
  toolCount: number,
  layout: OutputLayout | undefined,
): ExportedTool[] {
  const list = layout?.list(result.output);
  if (!layout || !list) return [];
  const refused = new Set(result.refused.map((r) => r.toolIndex));
  const accepted: number[] = [];
  for (let i = 0; i < toolCount; i++) if (!refused.has(i)) accepted.push(i);
  return list.entries.map((entry, position) => {
    const pointer = childPointer(list.pointer, position);
    const fields = layout.read(isPlainObject(entry) ? entry : {}, pointer, position);
    // Written out rather than spread: every rule reads these, and one literal gives every
    // target's tools the same shape (a spread copied each target's own, more slowly).
    return {
      name: fields.name,
      description: fields.description,
      namePointer: fields.namePointer,
      descriptionPointer: fields.descriptionPointer,
      strict: fields.strict,
      schemas: fields.schemas,
      position,
      toolIndex: accepted[position] ?? position,
      pointer,
    };
  });
}
