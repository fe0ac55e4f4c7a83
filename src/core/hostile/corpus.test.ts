/**
 * The hostile-input corpus (tests/fixtures/hostile/manifest.json) through every core stage a
 * stranger's text reaches: decode, parse, lint, form preparation, facts, code generation, the
 * parameter table, every export target, share links. Time bounds are generous (a hang fails,
 * a slow machine does not); what each entry must produce is in the manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  analyzeText,
  applyTextEdits,
  checkSample,
  decodeShareLink,
  decodeTextFile,
  encodeShareLink,
  importAuto,
  serializeExport,
  exportTools,
  generatePydanticModel,
  generatePythonStub,
  generateTypeScript,
  generateZod,
  MAX_DOCUMENT_CHARS,
  parseDocument,
  prepareFormSchema,
  readExportSources,
  readParamTable,
  schemaFacts,
  toCanonicalTool,
} from '../index';
import type { Diagnostic, JsonSchemaObject, Tool } from '../index';
import { VARIANTS } from '../export/__fixtures__/support';
import { GENERATORS } from './generate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CORPUS = path.join(ROOT, 'tests/fixtures/hostile');

interface Entry {
  id: string;
  file?: string;
  generate?: string;
  kind: string;
  codes?: string[];
  absent?: string[];
  message?: string;
  decode?: 'refused';
  note?: string;
  gemini?: string;
  /** A code whose quick fix must apply and leave valid JSON. */
  fix?: string;
  exports?: ExportExpectation[];
}

interface ExportExpectation {
  variant: string;
  changes?: string[];
  absentChanges?: string[];
  pointers?: string[];
  widening?: string[];
  /** The exact set of refusal codes; [] means no tool is refused. */
  refused?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as {
  entries: Entry[];
};

/** A hang shows up as minutes; the slowest entry takes a few seconds on a loaded 2-core machine. */
const HANG_MS = 30_000;
const TEST_TIMEOUT = 120_000;

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function textOf(entry: Entry): { ok: true; text: string } | { ok: false; message: string } {
  if (entry.generate) {
    const build = GENERATORS[entry.generate];
    if (!build) throw new Error(`No generator "${entry.generate}"`);
    return { ok: true, text: build() };
  }
  const bytes = new Uint8Array(readFileSync(path.join(CORPUS, entry.file!)));
  // Generous byte limit here: the size limits are the parser's to enforce, as for a paste.
  return decodeTextFile(bytes, entry.file!, Number.MAX_SAFE_INTEGER);
}

function messageOf(diagnostics: Diagnostic[], code: string): string {
  return diagnostics.find((d) => d.code === code)?.message ?? '';
}

describe('hostile corpus: every entry gets its expected outcome, bounded in time', () => {
  it('lists at least the kinds issue 7 names', () => {
    const kinds = new Set(manifest.entries.map((e) => e.kind));
    for (const kind of ['not-json', 'size', 'depth', 'regex', 'script', 'keys', 'external'])
      expect(kinds).toContain(kind);
  });

  for (const entry of manifest.entries) {
    it(
      `${entry.id} (${entry.kind})`,
      () => {
        const decoded = textOf(entry);
        if (entry.decode === 'refused') {
          expect(decoded.ok).toBe(false);
          if (!decoded.ok) expect(decoded.message).toContain(entry.message!);
          return;
        }
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        const heapBefore = process.memoryUsage().heapUsed;
        const { value: analysis, ms } = timed(() => analyzeText(decoded.text));
        expect(ms).toBeLessThan(HANG_MS);
        // Memory bound: the analysis of even the 50 MB entry must not balloon (a copy per level, per tool…).
        expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(1024 * 1024 * 1024);
        const codes = analysis.diagnostics.map((d) => d.code);
        for (const code of entry.codes ?? []) expect(codes).toContain(code);
        for (const code of entry.absent ?? []) expect(codes).not.toContain(code);
        if (entry.message)
          expect(messageOf(analysis.diagnostics, entry.codes![0]!)).toContain(entry.message);
        if (entry.fix) {
          const fix = analysis.diagnostics.find((d) => d.code === entry.fix)?.fix;
          expect(fix, `a quick fix for ${entry.fix}`).toBeDefined();
          expect(() => JSON.parse(applyTextEdits(decoded.text, fix!.edits))).not.toThrow();
        }
      },
      TEST_TIMEOUT,
    );
  }
});

/** Canonical tools of an entry that parses, as the export panel builds them. */
function toolsOf(entry: Entry): Tool[] {
  const decoded = textOf(entry);
  if (!decoded.ok) return [];
  const document = parseDocument(decoded.text);
  return document.tools.map((t) => toCanonicalTool(t));
}

const parsable = manifest.entries.filter(
  (e) => e.decode !== 'refused' && !['paste-20mb', 'file-50mb', 'tools-100k'].includes(e.id),
);

describe('hostile corpus: later stages never throw or hang on what the parser lets through', () => {
  for (const entry of parsable) {
    it(
      `${entry.id}: form, facts, code generation, parameter table`,
      () => {
        const decoded = textOf(entry);
        if (!decoded.ok) return;
        const document = parseDocument(decoded.text);
        const { ms } = timed(() => {
          for (const [index, tool] of document.tools.slice(0, 20).entries()) {
            const schema = (tool.value.inputSchema ?? tool.value.input_schema) as
              JsonSchemaObject | undefined;
            prepareFormSchema(schema);
            schemaFacts(schema);
            if (schema && typeof schema === 'object') {
              const input = { name: String(tool.value.name ?? 'tool'), schema };
              for (const generate of [
                generateTypeScript,
                generateZod,
                generatePythonStub,
                generatePydanticModel,
              ]) {
                expect(typeof generate(input).code).toBe('string');
              }
              // Each call re-parses the whole text: a few tools show it copes, all of them would only show patience.
              if (index < 3) readParamTable(decoded.text, `${tool.pointer}/inputSchema`);
            }
          }
        });
        expect(ms).toBeLessThan(HANG_MS);
      },
      TEST_TIMEOUT,
    );

    it(
      `${entry.id}: every export target answers (output or a reasoned refusal)`,
      () => {
        const tools = toolsOf(entry).slice(0, 200);
        for (const variant of VARIANTS) {
          const { value: result, ms } = timed(() =>
            exportTools(tools, variant.target, variant.options),
          );
          expect(ms, variant.id).toBeLessThan(HANG_MS);
          for (const refused of result.refused) {
            expect(
              refused.reasons.length,
              `${variant.id} refuses ${refused.name} without a reason`,
            ).toBeGreaterThan(0);
            for (const reason of refused.reasons) expect(reason.message.length).toBeGreaterThan(10);
          }
        }
      },
      TEST_TIMEOUT,
    );
  }
});

describe('hostile corpus: what each export variant lists and refuses', () => {
  for (const entry of manifest.entries.filter((e) => e.exports)) {
    for (const expected of entry.exports!) {
      it(`${entry.id} → ${expected.variant}`, () => {
        const variant = VARIANTS.find((v) => v.id === expected.variant);
        expect(variant, expected.variant).toBeDefined();
        const decoded = textOf(entry);
        if (!decoded.ok) throw new Error(decoded.message);
        const reading = readExportSources(decoded.text);
        if (!reading.ok) throw new Error(`${entry.id} does not read for export`);
        const result = exportTools(
          reading.tools.map((s) => s.tool),
          variant!.target,
          variant!.options,
        );
        const codes = result.changes.filter((c) => c.kind !== 'rejected').map((c) => c.code);
        for (const code of expected.changes ?? []) expect(codes).toContain(code);
        for (const code of expected.absentChanges ?? []) expect(codes).not.toContain(code);
        const pointers = result.changes.map((c) => c.pointer);
        for (const pointer of expected.pointers ?? []) expect(pointers).toContain(pointer);
        const widening = result.changes.filter((c) => c.widening).map((c) => c.pointer);
        for (const pointer of expected.widening ?? []) expect(widening).toContain(pointer);
        if (expected.refused) {
          const refusedCodes = [
            ...new Set(result.refused.flatMap((r) => r.reasons.map((reason) => reason.code))),
          ].sort();
          expect(refusedCodes).toEqual([...expected.refused].sort());
        }
        for (const change of result.changes)
          expect(change.message).not.toMatch(/\[object Object\]|\[native code\]/);
      });
    }
  }
});

describe('hostile corpus: tools that cannot be written', () => {
  it('null, a string or an array where a tool belongs, and a nameless tool, are refused by every variant, never written', () => {
    const tools = [
      null,
      'get_weather',
      [],
      { description: 'No name.', inputSchema: { type: 'object' } },
      {
        name: 'ok',
        description: 'Fine.',
        inputSchema: { type: 'object', additionalProperties: false },
      },
    ] as unknown as Tool[];
    for (const variant of VARIANTS) {
      const result = exportTools(tools, variant.target, variant.options);
      expect(
        result.refused.map((r) => r.toolIndex),
        variant.id,
      ).toEqual([0, 1, 2, 3]);
      expect(
        result.refused.slice(0, 3).map((r) => r.reasons[0]!.code),
        variant.id,
      ).toEqual(['tool-not-object', 'tool-not-object', 'tool-not-object']);
      const text = serializeExport(result.output);
      expect(text, variant.id).not.toMatch(/null|"tools":\s*\[\s*""/);
      const back = importAuto(JSON.parse(text));
      expect(back.ok && back.tools.map((t) => t.name), variant.id).toEqual(['ok']);
    }
  });
});

describe('hostile corpus: $ref cycles and long chains', () => {
  const byId = (id: string) => manifest.entries.find((e) => e.id === id)!;

  for (const entry of manifest.entries.filter((e) => e.gemini)) {
    it(`${entry.id}: Gemini's Schema export refuses with ${entry.gemini}; its JSON Schema option keeps the $refs`, () => {
      const tools = toolsOf(entry);
      const gemini = exportTools(tools, 'gemini');
      expect(gemini.refused).toHaveLength(1);
      expect(gemini.refused[0]!.reasons.map((r) => r.code)).toContain(entry.gemini);
      const json = exportTools(tools, 'gemini', { geminiJsonSchema: true });
      expect(json.refused).toHaveLength(0);
      expect(JSON.stringify(json.output)).toContain('"$ref":"#/$defs/');
    });
  }

  it('recursive-ref: the form keeps the $ref for the renderer to expand on demand and compiles', () => {
    const [tool] = toolsOf(byId('recursive-ref'));
    const prepared = prepareFormSchema(tool!.inputSchema);
    expect(prepared.schema).toBeDefined();
    expect(JSON.stringify(prepared.schema)).toContain('#/$defs/node');
  });

  it("nested-ref-chain-5k: Gemini's Schema, which must inline every $ref, refuses the tool with a reason instead of overflowing the stack; MCP keeps it", () => {
    const tools = toolsOf(byId('nested-ref-chain-5k'));
    const gemini = exportTools(tools, 'gemini');
    expect(gemini.refused).toHaveLength(1);
    expect(gemini.refused[0]!.reasons[0]!.message).toMatch(
      /nested too deeply|nest more than \d+ definitions deep|more than \d+ schemas/,
    );
    expect(exportTools(tools, 'mcp').refused).toHaveLength(0);
  });

  /** Built in code, so the parser's depth limit never saw it (imports and share links build objects too). */
  function deepInCode(levels: number): JsonSchemaObject {
    let schema: JsonSchemaObject = { type: 'string' };
    for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { a: schema } };
    return schema;
  }

  it('objects built in code 100 000 levels deep: every target exports or refuses with a reason, none throws', () => {
    const schema = deepInCode(100_000);
    let refusedSomewhere = false;
    for (const variant of VARIANTS) {
      const result = exportTools(
        [{ name: 'deep', inputSchema: schema }],
        variant.target,
        variant.options,
      );
      for (const refused of result.refused) {
        refusedSomewhere = true;
        expect(refused.reasons[0]!.message.length, variant.id).toBeGreaterThan(10);
      }
    }
    expect(refusedSomewhere).toBe(true);
  });

  it('a tool that overflows is refused alone: the other tools of the same export keep their place and changes', () => {
    const deep: Tool = { name: 'deep', inputSchema: deepInCode(100_000) };
    const plain = (name: string): Tool => ({
      name,
      description: 'Plain.',
      inputSchema: { type: 'object', properties: { when: { const: 'now', description: 'When.' } } },
    });
    const result = exportTools([plain('first'), deep, plain('last')], 'gemini');
    expect(result.refused.map((r) => r.toolIndex)).toEqual([1]);
    expect(result.refused[0]!.reasons[0]).toMatchObject({
      code: 'export-too-deep',
      kind: 'rejected',
      toolIndex: 1,
      toolName: 'deep',
    });
    expect(
      (result.output as { functionDeclarations: { name: string }[] }).functionDeclarations.map(
        (t) => t.name,
      ),
    ).toEqual(['first', 'last']);
    // Changes to the plain tools are still reported against their own index.
    const constChanges = result.changes
      .filter((c) => c.code === 'gemini-const-enum')
      .map((c) => c.toolIndex);
    expect(constChanges).toEqual([0, 2]);
  });
});

describe('hostile corpus: sizes at the limit', () => {
  it('a document one character over MAX_DOCUMENT_CHARS is refused without being scanned', () => {
    const text = ' '.repeat(MAX_DOCUMENT_CHARS + 1);
    const { value, ms } = timed(() => analyzeText(text));
    expect(value.diagnostics.map((d) => d.code)).toEqual(['document-too-large']);
    expect(ms).toBeLessThan(1_000);
  });

  it('a dropped file past the byte limit is refused naming the limit, before decoding', () => {
    const bytes = new Uint8Array(MAX_DOCUMENT_CHARS + 1);
    const result = decodeTextFile(bytes, 'big.json', MAX_DOCUMENT_CHARS);
    expect(result).toEqual({
      ok: false,
      message: 'big.json is 8.0 MB; the studio reads at most 8.0 MB.',
    });
  });
});

describe('hostile corpus: prototype-named keys round-trip and pollute nothing', () => {
  const source = readFileSync(path.join(CORPUS, 'proto-keys.json'), 'utf8');

  function assertUnpolluted() {
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  }

  it('parse keeps "__proto__" as an own key, and the tools are named __proto__, constructor, prototype', () => {
    const document = parseDocument(source);
    expect(document.tools.map((t) => t.value.name)).toEqual([
      '__proto__',
      'constructor',
      'prototype',
    ]);
    const properties = (
      document.tools[0]!.value.inputSchema as { properties: Record<string, unknown> }
    ).properties;
    expect(Object.keys(properties)).toEqual(['__proto__', 'constructor', 'prototype', 'toString']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    assertUnpolluted();
  });

  it('MCP export writes them unchanged and importing the output gives the same tools back', () => {
    const tools = parseDocument(source).tools.map((t) => toCanonicalTool(t));
    const exported = exportTools(tools, 'mcp-list');
    expect(exported.refused.map((r) => r.reasons.map((c) => c.message).join(' '))).toEqual([]);
    const text = serializeExport(exported.output);
    expect(text).toContain('"__proto__": {');
    const back = importAuto(JSON.parse(text));
    expect(back.ok).toBe(true);
    if (back.ok)
      expect(JSON.stringify(back.tools.map((t) => t.inputSchema))).toBe(
        JSON.stringify(tools.map((t) => t.inputSchema)),
      );
    assertUnpolluted();
  });

  it('every export target answers for them without polluting', () => {
    const tools = parseDocument(source).tools.map((t) => toCanonicalTool(t));
    for (const variant of VARIANTS) {
      const result = exportTools(tools, variant.target, {
        ...variant.options,
        applyNameSuggestions: true,
      });
      // The property named "__proto__" (an object schema), not just the tool's name.
      expect(JSON.stringify(result.output), variant.id).toMatch(/"__proto__":\{/);
      expect(JSON.stringify(result.output), variant.id).toMatch(/"constructor":\{/);
    }
    assertUnpolluted();
  });

  it('the form schema keeps "__proto__" as a property and its objects keep their prototype', () => {
    const schema = parseDocument(source).tools[0]!.value.inputSchema;
    const prepared = prepareFormSchema(schema);
    const properties = prepared.schema!.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(['__proto__', 'constructor', 'prototype', 'toString']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    assertUnpolluted();
  });

  it('a declared property named "__proto__" is validated against its own schema (Ajv skips the name; the studio moves it to patternProperties first); "constructor" works', () => {
    const schema = parseDocument(source).tools[0]!.value.inputSchema;
    expect(checkSample(schema, JSON.parse('{"__proto__": {}, "constructor": "x"}'))).toEqual({
      valid: true,
      issues: [],
    });
    // Its subschema applies, and a finding points where the user wrote the property.
    const wrong = checkSample(
      schema,
      JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "x"}'),
    );
    expect(wrong.issues.map((i) => [i.pointer, i.keyword, i.schemaPointer])).toEqual([
      ['/__proto__/polluted', 'type', '/properties/__proto__/properties/polluted/type'],
    ]);
    // Without it: "__proto__" is still required (own-property check) and "constructor" is type-checked.
    expect(
      checkSample(schema, JSON.parse('{"constructor": 1}')).issues.map((i) => [
        i.pointer,
        i.keyword,
      ]),
    ).toEqual([
      ['', 'required'],
      ['/constructor', 'type'],
    ]);
    assertUnpolluted();
  });

  it('a share link carries them (and markup) as text, byte for byte', async () => {
    const script = readFileSync(path.join(CORPUS, 'script-strings.json'), 'utf8');
    const snapshot = {
      tools: [
        {
          name: '__proto__',
          text: source,
          samples: [{ name: 'constructor', input: '{"__proto__": {"polluted": true}}' }],
        },
        { name: '<img src=x onerror=alert(1)>', text: script, samples: [] },
      ],
      activeIndex: 1,
    };
    const encoded = await encodeShareLink(snapshot);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    const decoded = await decodeShareLink(`#${encoded.link.fragment}`);
    expect(decoded).toEqual({ ok: true, snapshot });
    assertUnpolluted();
  });
});
