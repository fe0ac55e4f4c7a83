import { describe, expect, it } from 'vitest';
import { analyzeText, IMPORT_PREVIEW_NAMES_SHOWN, previewToolDocument } from '../../core';
import { importTexts, planImport } from './import-plan';
import {
  planPreview,
  previewImportTexts,
  previewOnPage,
  previewTimedOutMessage,
  readingMessage,
} from './import-preview';
import type { PreviewState } from './import-preview';

const weather = { name: 'get_weather', inputSchema: { type: 'object' } };
const time = { name: 'get_time', inputSchema: { type: 'object', additionalProperties: false } };

describe('import plan', () => {
  it('splits a tools/list result into one document per tool', () => {
    const text = JSON.stringify({ tools: [weather, time] });
    const analysis = analyzeText(text);
    const plan = planImport(analysis);
    expect(plan).toMatchObject({ canSplit: true, toolNames: ['get_weather', 'get_time'] });
    expect(plan.summary).toBe('A tools/list result with 2 tools.');
    expect(importTexts(text, analysis, true).map((t) => JSON.parse(t))).toEqual([weather, time]);
    expect(importTexts(text, analysis, false)).toEqual([text]);
  });

  it('reads a JSON-RPC tools/list response as the tools/list it carries (issue 34): listed, split, validated', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [weather, 7, time] } });
    const preview = previewToolDocument(text);
    expect(preview).toMatchObject({ status: 'tools', kind: 'tools-list', skippedItems: 1 });
    const state: PreviewState = { status: 'ready', text, preview };
    expect(planPreview(preview)).toMatchObject({
      summary: 'A tools/list result with 2 tools.',
      canSplit: true,
    });
    expect(previewImportTexts(text, state, true).texts.map((t) => JSON.parse(t))).toEqual([
      weather,
      time,
    ]);
    const codes = analyzeText(text).diagnostics.map((d) => [d.code, d.pointer]);
    expect(codes).not.toContainEqual(['document-kind-unknown', '']);
    expect(codes).toContainEqual(['tool-not-object', '/result/tools/1']);
  });

  it('splits the tool_definitions of a ToolHive registry entry (stacklok/toolhive#2733)', () => {
    const entry = {
      meta: {
        publisher_provided: {
          'io.github.stacklok': {
            'ghcr.io/x/weather': { tools: ['get_weather'], tool_definitions: [weather] },
          },
        },
      },
    };
    const text = JSON.stringify(entry);
    const analysis = analyzeText(text);
    expect(planImport(analysis).summary).toBe('A ToolHive registry entry with 1 tool.');
    expect(importTexts(text, analysis, true).map((t) => JSON.parse(t))).toEqual([weather]);
  });

  it('imports a single tool as it is, even when asked to split', () => {
    const text = JSON.stringify(weather);
    const analysis = analyzeText(text);
    expect(planImport(analysis)).toMatchObject({
      canSplit: false,
      summary: 'One MCP tool: get_weather.',
    });
    expect(importTexts(text, analysis, true)).toEqual([text]);
  });

  it('offers broken JSON as is, saying it can be fixed after', () => {
    const analysis = analyzeText('{"name": ');
    const plan = planImport(analysis);
    expect(plan.canSplit).toBe(false);
    expect(plan.errorCount).toBeGreaterThan(0);
    expect(plan.summary).toMatch(/not valid JSON yet/);
  });
});

const ready = (text: string): PreviewState => previewOnPage(text);

describe('import preview plan', () => {
  it('says what a tools/list result holds and splits it by the preview alone', () => {
    const text = JSON.stringify({ tools: [weather, time] });
    const state = ready(text);
    if (state.status !== 'ready') throw new Error('previewed');
    expect(planPreview(state.preview)).toEqual({
      summary: 'A tools/list result with 2 tools.',
      shownNames: ['get_weather', 'get_time'],
      toolCount: 2,
      canSplit: true,
      notes: [],
    });
    expect(previewImportTexts(text, state, true).texts.map((t) => JSON.parse(t))).toEqual([
      weather,
      time,
    ]);
    expect(previewImportTexts(text, state, false)).toEqual({ texts: [text] });
  });

  it('splits the same way one-line and pretty text, and as the analysis-based split does', () => {
    const value = { tools: [weather, time] };
    const minified = JSON.stringify(value);
    const pretty = JSON.stringify(value, null, 2);
    const fromPreview = previewImportTexts(pretty, ready(pretty), true).texts;
    expect(previewImportTexts(minified, ready(minified), true).texts).toEqual(fromPreview);
    expect(importTexts(pretty, analyzeText(pretty), true)).toEqual(fromPreview);
  });

  it('names clashes within the document and with the workspace, and items left out', () => {
    const text = JSON.stringify([weather, weather, time, 42]);
    const state = ready(text);
    if (state.status !== 'ready') throw new Error('previewed');
    expect(planPreview(state.preview, new Set(['get_time', 'other'])).notes).toEqual([
      'Named more than once in this document: "get_weather". Each copy is imported; rename them so a model can tell them apart.',
      'Already in the workspace: "get_time". The import adds a second tool with that name; nothing is replaced.',
      '1 item of the list is not a tool object; separate tools leave it out, one document keeps it.',
    ]);
  });

  it('lists at most IMPORT_PREVIEW_NAMES_SHOWN names and counts them all', () => {
    const tools = Array.from({ length: IMPORT_PREVIEW_NAMES_SHOWN + 5 }, (_, i) => ({
      name: `t${i}`,
    }));
    const plan = planPreview(previewToolDocument(JSON.stringify({ tools })));
    expect(plan.toolCount).toBe(IMPORT_PREVIEW_NAMES_SHOWN + 5);
    expect(plan.shownNames).toHaveLength(IMPORT_PREVIEW_NAMES_SHOWN);
    expect(plan.shownNames.at(-1)).toBe(`t${IMPORT_PREVIEW_NAMES_SHOWN - 1}`);
  });

  it('broken JSON: imported as is, with the first error placed', () => {
    const plan = planPreview(previewToolDocument('{"name": '));
    expect(plan).toMatchObject({ canSplit: false, toolCount: 0 });
    expect(plan.refusal).toBeUndefined();
    expect(plan.summary).toMatch(/not valid JSON yet/);
    expect(plan.notes).toEqual(['1 error found, at line 1, column 10: A value is expected here.']);
  });

  it('broken JSON with several errors: counted, the first placed', () => {
    // The second comma of each pair is where a value is missing: offsets 3 and 6.
    expect(planPreview(previewToolDocument('[1,,2,,3]')).notes).toEqual([
      '2 errors found; the first at line 1, column 4: A value is expected here.',
    ]);
  });

  it('refuses text past the size limit', () => {
    const plan = planPreview({ status: 'refused', chars: 9, message: 'Too large.' });
    expect(plan.refusal).toBe('Too large.');
  });

  it('a core that throws gives a failed preview, and the text is imported whole', () => {
    const text = JSON.stringify({ tools: [weather, time] });
    const state = previewOnPage(text, () => {
      throw new Error('boom');
    });
    expect(state).toEqual({
      text,
      status: 'failed',
      message:
        'The preview could not list the tools: it failed (boom). Your text is kept: import it anyway as one document, and the editor checks it there.',
    });
    expect(previewImportTexts(text, state, true)).toEqual({ texts: [text] });
  });

  it('a split that fails after the preview keeps the text whole and says so', () => {
    const state = ready(JSON.stringify({ tools: [weather, time] }));
    const changed = '{"tools": [';
    const result = previewImportTexts(changed, state, true);
    expect(result.texts).toEqual([changed]);
    expect(result.note).toMatch(
      /^The document could not be split \(.+\); it was imported as one document\.$/,
    );
  });

  it('words the progress line and the timeout', () => {
    expect(readingMessage(76 * 1024)).toBe('Reading 76.0 KB…');
    expect(previewTimedOutMessage(3000)).toBe(
      'The preview could not list the tools: reading took longer than 3 s and was stopped (the validator was restarted). Your text is kept: import it anyway as one document, and the editor checks it there.',
    );
  });
});

describe("a provider's tools in the Import dialog", () => {
  // As OpenAI's Chat Completions API takes them: an array of objects, none of them an MCP tool.
  const openAi = JSON.stringify([
    {
      type: 'function',
      function: {
        name: 'get_weather',
        description: 'Weather for a city.',
        parameters: { type: 'object', properties: { city: { type: 'string' } } },
      },
    },
  ]);

  it('names the format and converts the tools to MCP, as tool-schema import does', () => {
    const state = previewOnPage(openAi);
    if (state.status !== 'ready') throw new Error(state.status);
    expect(planPreview(state.preview)).toMatchObject({
      summary: 'OpenAI Chat Completions, 1 tool, converted to MCP: get_weather.',
      shownNames: ['get_weather'],
      toolCount: 1,
      canSplit: false,
    });
    expect(previewImportTexts(openAi, state, true).texts).toEqual([
      '{\n  "name": "get_weather",\n  "description": "Weather for a city.",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "city": {\n        "type": "string"\n      }\n    }\n  }\n}\n',
    ]);
  });

  it('adds several converted tools one by one, or as one MCP array', () => {
    const gemini = JSON.stringify({
      functionDeclarations: [
        { name: 'a', parameters: { type: 'OBJECT', properties: {} } },
        { name: 'b', parameters: { type: 'OBJECT', properties: {} } },
      ],
    });
    const state = previewOnPage(gemini);
    if (state.status !== 'ready') throw new Error(state.status);
    expect(planPreview(state.preview, new Set(['b']))).toMatchObject({
      summary: 'Google Gemini, 2 tools, converted to MCP.',
      shownNames: ['a', 'b'],
      canSplit: true,
      notes: [
        expect.stringMatching(/^Already in the workspace: "b"\./),
        // Said once for both tools.
        expect.stringMatching(
          /^Not carried over exactly: parameters \(Gemini Schema\) is converted back to JSON Schema[^(]*\(inlined \$ref[^)]*\) cannot be undone without the sidecar\.$/,
        ),
      ],
    });
    const one = { type: 'object', properties: {} };
    expect(previewImportTexts(gemini, state, true).texts.map((t) => JSON.parse(t))).toEqual([
      { name: 'a', inputSchema: one },
      { name: 'b', inputSchema: one },
    ]);
    expect(previewImportTexts(gemini, state, false).texts.map((t) => JSON.parse(t))).toEqual([
      [
        { name: 'a', inputSchema: one },
        { name: 'b', inputSchema: one },
      ],
    ]);
  });

  it("keeps the studio's own documents as written: an MCP tool, a Spark ToolSpec", () => {
    for (const doc of [
      weather,
      { name: 'spec', description: 'A spec.', input_schema: { type: 'object', properties: {} } },
    ]) {
      const text = JSON.stringify(doc);
      const state = previewOnPage(text);
      expect(state).toMatchObject({ status: 'ready', preview: { status: 'tools' } });
      expect(previewImportTexts(text, state, true).texts).toEqual([text]);
    }
  });
});
