/**
 * ToolHive registry entry (RFC-0015, stacklok/toolhive#2733; docs/tool-record.md#toolhive-registry-entry): the `io.github.stacklok` publisher extension with
 * `tools` (names) and `tool_definitions`, annotation hints spelled without the `Hint` suffix.
 */
import { TOOLHIVE_EXTENSION, parseDocument } from '../../model/document';
import type { Tool } from '../../model/types';
import { HINT_NAMES, REGISTRY_HINT_NAMES, isPlainObject } from '../../model/types';
import { cell } from '../feature-cells';
import { columnOf } from '../feature-matrix';
import type { TargetDefinition } from './definition';
import { toolhiveSnippet } from './toolhive.snippet';
import { finishImport } from '../import-helpers';
import { dropToolFields, runExport } from '../tool-export';
import { ChangeLog } from '../transforms/changes';
import { TOOLHIVE_NAME_RULE } from '../target-name-rules';

const LABEL = 'ToolHive registry';
/** The RFC's placeholder for the image or URL key; replaced by the `registryKey` option. */
const DEFAULT_REGISTRY_KEY = '<image_or_url>';
const DEFINITION_FIELDS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
];

const NAME_RULE = TOOLHIVE_NAME_RULE;

export const toolhiveTarget: TargetDefinition<'toolhive', 'toolhive'> = {
  id: 'toolhive',
  label: 'ToolHive registry entry',
  options: [
    {
      key: 'registryKey',
      help: `The key under the publisher extension: the server's image or URL (a placeholder, ${DEFAULT_REGISTRY_KEY}, by default).`,
    },
  ],
  nameRule: () => NAME_RULE,
  matrix: [
    {
      id: 'toolhive',
      label: 'ToolHive',
      toolFields: 'sidecar',
      cells: {
        'tool-title': cell('supported'),
        annotations: cell('converted', 'hint names lose the Hint suffix'),
        'output-schema': cell('supported'),
        'name-dot': cell('supported', 'warned: registry names are identifiers'),
      },
    },
  ],
  columnFor: () => 'toolhive',
  // A registry entry holds MCP tools: it is tried before the MCP shapes it contains.
  detectionOrder: 10,
  preflight: { rules: [] },
  snippet: toolhiveSnippet,
  presets: [{ id: 'toolhive', label: 'ToolHive registry', options: {} }],
  variants: [{ id: 'toolhive', options: {} }],
  export(tools, options = {}) {
    return runExport(tools, options, {
      target: 'toolhive',
      label: LABEL,
      nameRule: NAME_RULE,
      build: (ctx) => {
        const { tool, log } = ctx;
        dropToolFields(ctx, DEFINITION_FIELDS, columnOf(toolhiveTarget.matrix, 'toolhive'), LABEL);
        const def: Record<string, unknown> = {};
        for (const key of Object.keys(tool)) {
          if (!DEFINITION_FIELDS.includes(key) || tool[key] === undefined) continue;
          if (key === 'name') def.name = ctx.name;
          else if (key === 'annotations' && isPlainObject(tool.annotations)) {
            const mapped: Record<string, unknown> = {};
            for (const [hint, value] of Object.entries(tool.annotations)) {
              const registryName = (HINT_NAMES as readonly string[]).includes(hint)
                ? REGISTRY_HINT_NAMES[hint as (typeof HINT_NAMES)[number]]
                : hint;
              if (registryName !== hint) {
                log.add({
                  code: 'toolhive-hint-renamed',
                  kind: 'converted',
                  pointer: `/annotations/${hint}`,
                  message: `${hint} is written as ${registryName}, the spelling RFC-0015 uses.`,
                });
              }
              mapped[registryName] = value;
            }
            def.annotations = mapped;
          } else def[key] = tool[key];
        }
        return def;
      },
      wrap: (entries, log) => {
        const key = options.registryKey ?? DEFAULT_REGISTRY_KEY;
        if (options.registryKey === undefined) {
          log.add({
            code: 'toolhive-registry-key',
            kind: 'added',
            severity: 'warning',
            pointer: '',
            message: `The registry entry key is the placeholder "${DEFAULT_REGISTRY_KEY}"; replace it with the server's image or URL (the registryKey option).`,
          });
        }
        return {
          meta: {
            publisher_provided: {
              [TOOLHIVE_EXTENSION]: {
                [key]: { tools: entries.map((e) => e.name), tool_definitions: entries },
              },
            },
          },
        };
      },
    });
  },
  import(json, sidecar) {
    // The document model already knows every spelling of the registry shape; reuse it.
    const doc = parseDocument(JSON.stringify(json));
    if (doc.kind !== 'toolhive-registry') {
      return {
        ok: false,
        reason: `a registry entry holds tool_definitions under meta.publisher_provided["${TOOLHIVE_EXTENSION}"][<image or URL>]`,
      };
    }
    if (doc.tools.length === 0)
      return { ok: false, reason: 'the registry entry has no tool_definitions' };
    const logs: ChangeLog[] = [];
    const tools = doc.tools.map((entry, i) => {
      const log = new ChangeLog(i, String(entry.value.name));
      logs.push(log);
      const tool: Record<string, unknown> = { ...entry.value };
      if (isPlainObject(tool.annotations)) {
        const mapped: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(tool.annotations)) {
          const hint = HINT_NAMES.find((h) => REGISTRY_HINT_NAMES[h] === key);
          if (hint && !(hint in tool.annotations)) {
            mapped[hint] = value;
            log.add({
              code: 'toolhive-hint-renamed',
              kind: 'converted',
              pointer: `/annotations/${key}`,
              message: `${key} is read as the MCP hint ${hint}.`,
            });
          } else mapped[key] = value;
        }
        tool.annotations = mapped;
      }
      return tool as Tool;
    });
    return finishImport('toolhive', tools, logs, sidecar);
  },
};
