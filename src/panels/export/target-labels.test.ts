import { describe, expect, it } from 'vitest';
import { MODE_NAMES, TARGET_NAMES } from '../../core';
import { compatibilityTable } from './compatibility';
import { EXPORT_PRESETS } from './export-model';
import { buildPreflight } from './preflight-model';

const ONE_LIST = new Map<string, string>(
  [...TARGET_NAMES, ...MODE_NAMES].map(({ id, label }) => [id, label]),
);

describe('the target labels every screen shows', () => {
  it('Export picker and Preflight rows show the same labels, each from the one list', () => {
    const picker = EXPORT_PRESETS.map((p) => p.label);
    const preflight = buildPreflight([], []).map((row) => row.preset.label);
    expect(preflight).toEqual(picker);
    for (const preset of EXPORT_PRESETS) expect(preset.label).toBe(ONE_LIST.get(preset.id));
  });

  it('the Compatibility table’s columns are labelled from the same list', () => {
    const { columns } = compatibilityTable({ name: 't', inputSchema: { type: 'object' } });
    // By hand: OpenAI's column is shared by both OpenAI shapes and goes by the first.
    expect(columns.map((c) => c.label)).toEqual([
      'MCP tools',
      'OpenAI Chat Completions',
      'OpenAI strict',
      'Anthropic Messages',
      'Anthropic strict',
      'Bedrock Converse',
      'Bedrock strict',
      'Google Gemini',
      'Gemini JSON Schema',
      'Spark ToolSpec',
      'ToolHive registry entry',
    ]);
    const known = new Set(ONE_LIST.values());
    for (const column of columns) expect(known.has(column.label)).toBe(true);
  });

  it('the Tools list’s Preflight picker (TARGET_NAMES) agrees with the Export picker', () => {
    for (const { id, label } of TARGET_NAMES) {
      const preset = EXPORT_PRESETS.find((p) => p.id === id);
      expect(preset?.label).toBe(label);
    }
  });
});
