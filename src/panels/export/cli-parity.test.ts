import { describe, expect, it } from 'vitest';
import { exportCommand } from '../../cli/commands/export';
import type { CliIO } from '../../cli/io';
import { TOOL_TEMPLATES } from '../../core';
import { buildExportView, collectTools, EXPORT_PRESETS } from './export-model';
import type { ExportPreset, ExtraExportOptions } from './export-model';

/**
 * The bar: every export the panel shows is byte-identical to what `tool-schema export`
 * prints for the same tool and target. This runs the CLI command in-process on each template and
 * compares its standard output with the panel's text.
 */
async function cliExport(
  text: string,
  preset: ExportPreset,
  extra: ExtraExportOptions,
): Promise<string> {
  let out = '';
  const io: CliIO = {
    cwd: '/virtual',
    stdout: (chunk) => void (out += chunk),
    stderr: () => undefined,
    readInput: async () => text,
  };
  const args = ['tool.json', '--to', preset.target];
  if (preset.options.strict) args.push('--strict');
  if (extra.applyNameSuggestions) args.push('--rename');
  if (extra.geminiJsonSchema) args.push('--gemini-json-schema');
  if (extra.keepExtensions) args.push('--keep-extensions');
  if (extra.mcpRevision) args.push('--mcp-revision', extra.mcpRevision);
  await exportCommand(args, io);
  return out;
}

const VARIANTS: ExtraExportOptions[] = [
  {},
  { applyNameSuggestions: true },
  { geminiJsonSchema: true, keepExtensions: true, mcpRevision: '2025-06-18' },
];

const PROVIDER_DOCUMENT = {
  id: 'openai-document',
  label: 'an OpenAI Chat Completions document',
  text: JSON.stringify(
    [
      {
        type: 'function',
        function: {
          name: 'get_time',
          description: 'Time now',
          parameters: { type: 'object', properties: {} },
        },
      },
    ],
    null,
    2,
  ),
};

describe('panel export = CLI export', () => {
  for (const template of [...TOOL_TEMPLATES, PROVIDER_DOCUMENT]) {
    it(`${template.label}: every target and switch gives the CLI's bytes`, async () => {
      const { tools } = collectTools([{ id: template.id, text: template.text }]);
      for (const preset of EXPORT_PRESETS) {
        for (const extra of VARIANTS) {
          const panel = buildExportView(tools, 'tool', preset, extra).text ?? '';
          expect(panel, `${preset.id} ${JSON.stringify(extra)}`).toBe(
            await cliExport(template.text, preset, extra),
          );
        }
      }
    });
  }
});
