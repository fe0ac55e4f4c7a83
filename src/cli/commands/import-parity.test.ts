import { describe, expect, it } from 'vitest';
import { exportTools, previewImport, serializeExport, TARGET_IDS } from '../../core';
import type { Tool } from '../../core';
import { fakeIO } from '../fake-io';
import { importCommand } from './import';

const TOOL: Tool = {
  name: 'get_weather',
  description: 'Weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

// The Import dialog reads a provider's file with the CLI's detection: the same tools, named by
// the same format, for what each target exports.
describe('the Import dialog and tool-schema import read a provider file alike', () => {
  it.each(
    TARGET_IDS.filter((t) => t !== 'mcp' && t !== 'mcp-list' && t !== 'spark' && t !== 'toolhive'),
  )('%s', async (target) => {
    const text = serializeExport(exportTools([TOOL], target).output);
    const io = fakeIO({ 'tools.json': text });
    await importCommand(['tools.json'], io);
    const preview = previewImport(text);
    if (preview.status !== 'converted') throw new Error(`previewed as ${preview.status}`);
    expect(preview.tools).toEqual(JSON.parse(io.out));
    expect(io.err).toContain(`read 1 tool(s) as ${preview.target}.`);
    expect(preview.target).toBe(target);
    expect(preview.tools).toEqual([TOOL]);
  });
});
