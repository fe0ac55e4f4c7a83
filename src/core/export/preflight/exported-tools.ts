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

/**
 * The name, description and strict flag a target writes on `holder` (the entry itself, or the
 * wrapper inside it at `at`); targets without a strict mode pass `readsStrict: false`.
 */
function identity(holder: unknown, at: string, readsStrict: boolean) {
  const fields = isPlainObject(holder) ? holder : {};
  return {
    name: fields.name,
    description: fields.description,
    namePointer: joinPointer(at, 'name'),
    descriptionPointer: joinPointer(at, 'description'),
    strict: readsStrict && fields.strict === true,
  };
}

function mcpLayout(listKey?: string): Layout {
  return {
    list: (output) => asList(output, listKey),
    read: (entry, pointer, position) => ({
      ...identity(entry, pointer, false),
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
      return {
        ...identity(entry.function, joinPointer(pointer, 'function'), true),
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
      ...identity(entry, pointer, true),
      schemas: present([
        schemaAt(entry, pointer, '/inputSchema', ['parameters'], `tools[${position}].parameters`),
      ]),
    }),
  },
  anthropic: {
    list: (output) => asList(output),
    read: (entry, pointer, position) => ({
      ...identity(entry, pointer, true),
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
      return {
        ...identity(entry.toolSpec, joinPointer(pointer, 'toolSpec'), true),
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
        ...identity(entry, pointer, false),
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
