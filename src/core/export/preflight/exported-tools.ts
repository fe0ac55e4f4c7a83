/**
 * Where each tool sits in a target's output, so rules read every target's JSON the same way.
 * The tools of an output are the accepted ones, in the order they were given.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { ExportResult, TargetId } from '../adapter';
import type { ExportedSchema, ExportedTool } from './rule';

type Entry = Record<string, unknown>;

interface Layout {
  /** The tool entries and the pointer of their list inside the output. */
  list(output: unknown): { entries: unknown[]; pointer: string } | undefined;
  read(
    entry: Entry,
    pointer: string,
    position: number,
  ): Omit<ExportedTool, 'position' | 'toolIndex' | 'pointer'>;
}

const asList = (output: unknown, key?: string) => {
  const list = key === undefined ? output : isPlainObject(output) ? output[key] : undefined;
  return Array.isArray(list)
    ? { entries: list, pointer: key === undefined ? '' : joinPointer('', key) }
    : undefined;
};

function schemaAt(
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
    : { source, pointer: joinPointer(pointer, ...keys), path, value };
}

function present<T>(list: (T | undefined)[]): T[] {
  return list.filter((x): x is T => x !== undefined);
}

function mcpLayout(listKey?: string): Layout {
  return {
    list: (output) => asList(output, listKey),
    read: (entry, pointer, position) => ({
      name: entry.name,
      description: entry.description,
      namePointer: joinPointer(pointer, 'name'),
      descriptionPointer: joinPointer(pointer, 'description'),
      strict: false,
      schemas: present([
        schemaAt(entry, pointer, '/inputSchema', ['inputSchema'], `tools.${position}.inputSchema`),
        schemaAt(
          entry,
          pointer,
          '/outputSchema',
          ['outputSchema'],
          `tools.${position}.outputSchema`,
        ),
      ]),
    }),
  };
}

const LAYOUTS: Partial<Record<TargetId, Layout>> = {
  mcp: mcpLayout(),
  'mcp-list': mcpLayout('tools'),
  'openai-chat': {
    list: (output) => asList(output),
    read: (entry, pointer, position) => {
      const fn = isPlainObject(entry.function) ? entry.function : {};
      const at = joinPointer(pointer, 'function');
      return {
        name: fn.name,
        description: fn.description,
        namePointer: joinPointer(at, 'name'),
        descriptionPointer: joinPointer(at, 'description'),
        strict: fn.strict === true,
        schemas: present([
          schemaAt(
            entry,
            pointer,
            '/inputSchema',
            ['function', 'parameters'],
            `tools[${position}].function.parameters`,
          ),
        ]),
      };
    },
  },
  'openai-responses': {
    list: (output) => asList(output),
    read: (entry, pointer, position) => ({
      name: entry.name,
      description: entry.description,
      namePointer: joinPointer(pointer, 'name'),
      descriptionPointer: joinPointer(pointer, 'description'),
      strict: entry.strict === true,
      schemas: present([
        schemaAt(entry, pointer, '/inputSchema', ['parameters'], `tools[${position}].parameters`),
      ]),
    }),
  },
  anthropic: {
    list: (output) => asList(output),
    read: (entry, pointer, position) => ({
      name: entry.name,
      description: entry.description,
      namePointer: joinPointer(pointer, 'name'),
      descriptionPointer: joinPointer(pointer, 'description'),
      strict: entry.strict === true,
      schemas: present([
        schemaAt(
          entry,
          pointer,
          '/inputSchema',
          ['input_schema'],
          `tools.${position}.custom.input_schema`,
        ),
      ]),
    }),
  },
  bedrock: {
    list: (output) => asList(output, 'tools'),
    read: (entry, pointer, position) => {
      const spec = isPlainObject(entry.toolSpec) ? entry.toolSpec : {};
      const at = joinPointer(pointer, 'toolSpec');
      return {
        name: spec.name,
        description: spec.description,
        namePointer: joinPointer(at, 'name'),
        descriptionPointer: joinPointer(at, 'description'),
        strict: spec.strict === true,
        schemas: present([
          schemaAt(
            entry,
            pointer,
            '/inputSchema',
            ['toolSpec', 'inputSchema', 'json'],
            `toolConfig.tools.${position}.toolSpec.inputSchema.json`,
          ),
        ]),
      };
    },
  },
  gemini: {
    list: (output) => asList(output, 'functionDeclarations'),
    read: (entry, pointer, position) => {
      const at = `tools[0].function_declarations[${position}]`;
      return {
        name: entry.name,
        description: entry.description,
        namePointer: joinPointer(pointer, 'name'),
        descriptionPointer: joinPointer(pointer, 'description'),
        strict: false,
        schemas: present([
          schemaAt(entry, pointer, '/inputSchema', ['parameters'], `${at}.parameters`),
          schemaAt(
            entry,
            pointer,
            '/inputSchema',
            ['parametersJsonSchema'],
            `${at}.parameters_json_schema`,
          ),
          schemaAt(entry, pointer, '/outputSchema', ['response'], `${at}.response`),
          schemaAt(
            entry,
            pointer,
            '/outputSchema',
            ['responseJsonSchema'],
            `${at}.response_json_schema`,
          ),
        ]),
      };
    },
  },
};

/** The tools an export wrote, each tied back to its index in the list that was exported. */
export function exportedTools(
  result: Pick<ExportResult, 'target' | 'output' | 'refused'>,
  toolCount: number,
): ExportedTool[] {
  const layout = LAYOUTS[result.target];
  const list = layout?.list(result.output);
  if (!layout || !list) return [];
  const refused = new Set(result.refused.map((r) => r.toolIndex));
  const accepted: number[] = [];
  for (let i = 0; i < toolCount; i++) if (!refused.has(i)) accepted.push(i);
  return list.entries.map((entry, position) => {
    const pointer = joinPointer(list.pointer, position);
    const fields = layout.read(isPlainObject(entry) ? entry : {}, pointer, position);
    return { ...fields, position, toolIndex: accepted[position] ?? position, pointer };
  });
}
