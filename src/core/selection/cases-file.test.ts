import { describe, expect, it } from 'vitest';
import { assignCases, inFileOrder, readCasesFile, writeCasesFile } from './cases-file';

const OSLO = { prompt: 'Will it rain in Oslo tomorrow?', tool: 'get_forecast' };
const TIME = { prompt: 'What time is it in Lima?', tool: 'get_time' };

describe("a folder's selection-cases.json", () => {
  it('is read as the CLI reads it', () => {
    expect(
      readCasesFile('{"cases": [{"prompt": "What time is it in Lima?", "tool": "get_time"}]}'),
    ).toEqual({
      ok: true,
      cases: [TIME],
    });
    expect(readCasesFile('{"cases": []}')).toEqual({ ok: true, cases: [] });
  });

  it('says what is wrong with a malformed one', () => {
    expect(readCasesFile('{"cases": [')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^not JSON/),
    });
    expect(readCasesFile('// cases\n{"cases": []}')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^not JSON/),
    });
    expect(readCasesFile('[{"prompt": "a", "tool": "b"}]')).toEqual({
      ok: false,
      reason: 'A cases file is {"cases": [{"prompt": "…", "tool": "tool_name"}, …]}.',
    });
    expect(readCasesFile('{"cases": [{"prompt": "a"}]}')).toEqual({
      ok: false,
      reason: 'cases[0] needs a "prompt" and a "tool", both strings.',
    });
  });

  it('is written new as Download cases writes it', () => {
    expect(writeCasesFile(undefined, [TIME])).toBe(
      '{\n  "cases": [\n    {\n      "prompt": "What time is it in Lima?",\n      "tool": "get_time"\n    }\n  ]\n}\n',
    );
  });

  it('keeps its own lines, other members, indentation and final newline when a case is added', () => {
    const before =
      '{\n    "$comment": "run with tool-schema eval",\n    "cases": [\n        { "prompt": "What time is it in Lima?", "tool": "get_time" }\n    ],\n    "model": "later"\n}\n';
    expect(writeCasesFile(before, [TIME, OSLO])).toBe(
      '{\n    "$comment": "run with tool-schema eval",\n    "cases": [\n        { "prompt": "What time is it in Lima?", "tool": "get_time" },\n        { "prompt": "Will it rain in Oslo tomorrow?", "tool": "get_forecast" }\n    ],\n    "model": "later"\n}\n',
    );
    const multiLine =
      '{\n\t"cases": [\n\t\t{\n\t\t\t"prompt": "What time is it in Lima?",\n\t\t\t"tool": "get_time"\n\t\t}\n\t]\n}';
    expect(writeCasesFile(multiLine, [TIME, OSLO])).toBe(
      '{\n\t"cases": [\n\t\t{\n\t\t\t"prompt": "What time is it in Lima?",\n\t\t\t"tool": "get_time"\n\t\t},\n\t\t{\n\t\t\t"prompt": "Will it rain in Oslo tomorrow?",\n\t\t\t"tool": "get_forecast"\n\t\t}\n\t]\n}',
    );
  });

  it('is left as it is when its cases have not changed', () => {
    const before =
      '{"cases": [{"prompt": "What time is it in Lima?", "tool": "get_time"}], "x": 1}';
    expect(writeCasesFile(before, [TIME])).toBe(before);
  });

  it('replaces only the "cases" value when a case is removed or reordered', () => {
    const before =
      '{\r\n  "model": "later",\r\n  "cases": [\r\n    { "prompt": "What time is it in Lima?", "tool": "get_time" },\r\n    { "prompt": "Will it rain in Oslo tomorrow?", "tool": "get_forecast" }\r\n  ]\r\n}\r\n';
    const after = writeCasesFile(before, [OSLO]);
    expect(after).toBe(
      '{\r\n  "model": "later",\r\n  "cases": [\r\n    {\r\n      "prompt": "Will it rain in Oslo tomorrow?",\r\n      "tool": "get_forecast"\r\n    }\r\n  ]\r\n}\r\n',
    );
    expect(readCasesFile(after)).toEqual({ ok: true, cases: [OSLO] });
  });

  it('keeps a prompt with quotes and commas intact when appended on one line', () => {
    const tricky = { prompt: 'Say "a","b" then \\n', tool: 'echo' };
    const after = writeCasesFile('{"cases": [{"prompt": "x", "tool": "y"}]}', [
      { prompt: 'x', tool: 'y' },
      tricky,
    ]);
    expect(readCasesFile(after)).toEqual({ ok: true, cases: [{ prompt: 'x', tool: 'y' }, tricky] });
    expect(after).toBe(
      '{"cases": [{"prompt": "x", "tool": "y"}, {"prompt":"Say \\"a\\",\\"b\\" then \\\\n","tool":"echo"}]}',
    );
  });
});

describe('cases read from a folder', () => {
  it("are kept by the document holding their expected tool, in the file's order", () => {
    const ask = { prompt: 'Forecast for Bergen', tool: 'get_forecast' };
    const lost = { prompt: 'Translate this', tool: 'translate' };
    const assigned = assignCases(
      [OSLO, TIME, ask, lost],
      [
        { id: 'a', names: ['get_time'] },
        { id: 'b', names: ['list_files', 'get_forecast'] },
      ],
    );
    expect(Object.fromEntries(assigned)).toEqual({ a: [TIME, lost], b: [OSLO, ask] });
    expect(assignCases([OSLO], []).size).toBe(0);
  });
});

describe('cases written back to a folder', () => {
  it("keep the file's order, removed ones dropped, added ones last", () => {
    const ask = { prompt: 'Forecast for Bergen', tool: 'get_forecast' };
    expect(inFileOrder([OSLO, TIME, OSLO], [ask, TIME, OSLO])).toEqual([OSLO, TIME, ask]);
    expect(inFileOrder([], [TIME, OSLO])).toEqual([TIME, OSLO]);
    expect(inFileOrder([TIME, OSLO], [])).toEqual([]);
  });
});
