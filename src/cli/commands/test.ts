import { parseArgs } from 'node:util';
import {
  checkSample,
  generateCaseReport,
  inputSchemaKey,
  parseDocument,
  readCases,
  runCases,
  samplesFromExamples,
} from '../../core';
import type { CaseResult, ParsedDocument, SkippedCase, TestCase, ToolEntry } from '../../core';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK, line } from '../io';
import type { CliCommand } from '../io';

export const TEST_USAGE = `Usage: tool-schema test FILE [--cases CASES.json] [--tool NAME] [--format text|json] [--enforce-formats]
  Runs test cases against each tool's inputSchema: every case expects "valid", or "invalid" with
  the JSON Pointer that must fail. CASES.json is an array (or {"cases": [...]}) of
  {"tool"?, "name", "input", "expect": "valid"|"invalid", "pointer"?}. Without --cases, runs the
  tool's "examples" (expected valid) and the cases the studio generates from the schema.
  Exit 0: every case got its expected verdict; 1: a case did not; 2: unusable input or bad usage.`;

function parseJson(text: string, label: string): ParsedDocument {
  const document = parseDocument(text);
  const syntax = document.diagnostics.find((d) => d.severity === 'error');
  if (syntax)
    throw new CliInputError(
      `${label}:${syntax.start.line}:${syntax.start.column}: ${syntax.message}`,
    );
  return document;
}

function toolName(entry: ToolEntry, index: number): string {
  return typeof entry.value.name === 'string' ? entry.value.name : `tool ${index + 1}`;
}

/** What one tool's run found: the case results, the cases not built, and a schema that cannot be used. */
interface ToolRun {
  tool: string;
  results: CaseResult[];
  skipped: SkippedCase[];
  schemaError?: string;
}

/**
 * A tool run without a cases file: its examples (expected valid), then generated cases. A schema
 * that does not compile, or one no case could be built for, fails the run: zero cases is not a pass.
 */
function runDefault(
  name: string,
  entry: ToolEntry,
  schema: unknown,
  enforceFormats: boolean,
): ToolRun {
  const examples = samplesFromExamples(entry.value).samples.map((sample): TestCase => ({
    name: `example: ${sample.name}`,
    input: sample.input,
    expect: 'valid',
  }));
  const generated = generateCaseReport(schema, { enforceFormats });
  const schemaError =
    generated.schemaError ??
    (generated.cases.length + examples.length === 0
      ? `No case could be built from the schema${generated.skipped.length > 0 ? ` (${generated.skipped.length} cannot be materialised)` : ''}.`
      : undefined);
  return {
    tool: name,
    results: runCases(schema, [...examples, ...generated.cases], { enforceFormats }),
    skipped: generated.skipped,
    ...(schemaError !== undefined ? { schemaError } : {}),
  };
}

/** A tool run over the cases of a file; a schema that does not compile fails every case, and says so once. */
function runGiven(
  name: string,
  schema: unknown,
  cases: TestCase[],
  enforceFormats: boolean,
): ToolRun {
  const { schemaError } = checkSample(schema, {}, { enforceFormats });
  return {
    tool: name,
    results: runCases(schema, cases, { enforceFormats }),
    skipped: [],
    ...(schemaError !== undefined ? { schemaError } : {}),
  };
}

export const testCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      cases: { type: 'string' },
      tool: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'enforce-formats': { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new CliUsageError('test needs exactly one tool FILE.');
  if (values.format !== 'text' && values.format !== 'json')
    throw new CliUsageError(`--format must be "text" or "json", not "${values.format}".`);
  const file = positionals[0]!;
  const document = parseJson(await io.readInput(file), file);
  let tools = document.tools.map((entry, index) => ({ entry, name: toolName(entry, index) }));
  if (tools.length === 0) throw new CliInputError(`${file} holds no tool definition.`);
  if (values.tool !== undefined) {
    tools = tools.filter((t) => t.name === values.tool);
    if (tools.length === 0) throw new CliInputError(`${file} has no tool named "${values.tool}".`);
  }
  const enforceFormats = values['enforce-formats'];
  let fromFile: ReturnType<typeof readCases> | undefined;
  if (values.cases !== undefined) {
    fromFile = readCases(parseJson(await io.readInput(values.cases), values.cases).value);
    if (fromFile.problems.length > 0)
      throw new CliInputError(`${values.cases}: ${fromFile.problems.join(' ')}`);
    const named = new Set(tools.map((t) => t.name));
    const unknown = fromFile.cases.filter((c) => c.tool !== undefined && !named.has(c.tool));
    if (unknown.length > 0)
      throw new CliInputError(
        `${values.cases}: case "${unknown[0]!.name}" is for tool "${unknown[0]!.tool}", which ${file} does not hold.`,
      );
    if (tools.length > 1 && fromFile.cases.some((c) => c.tool === undefined))
      throw new CliUsageError(
        `${file} holds ${tools.length} tools; give each case a "tool", or choose one with --tool NAME.`,
      );
  }

  const report: ToolRun[] = [];
  for (const { entry, name } of tools) {
    const schema = entry.value[inputSchemaKey(entry)];
    if (schema === undefined)
      throw new CliInputError(`The tool "${name}" has no inputSchema to test against.`);
    report.push(
      fromFile
        ? runGiven(
            name,
            schema,
            fromFile.cases.filter((c) => c.tool === undefined || c.tool === name),
            enforceFormats,
          )
        : runDefault(name, entry, schema, enforceFormats),
    );
  }
  const all = report.flatMap((r) => r.results);
  const failed = all.filter((r) => !r.passed);
  const unusable = report.filter((r) => r.schemaError !== undefined && r.results.length === 0);
  const skipped = report.reduce((sum, r) => sum + r.skipped.length, 0);
  if (values.format === 'json') {
    const tools = report.map(({ tool, results, skipped, schemaError }) => ({
      tool,
      ...(schemaError !== undefined ? { schemaError } : {}),
      cases: results.map((r) => ({
        name: r.case.name,
        expect: r.case.expect,
        ...(r.case.pointer !== undefined ? { pointer: r.case.pointer } : {}),
        verdict: r.verdict,
        passed: r.passed,
        ...(r.reason ? { reason: r.reason } : {}),
        issues: r.issues.map((i) => ({
          pointer: i.pointer,
          keyword: i.keyword,
          message: i.message,
        })),
      })),
      skipped,
    }));
    io.stdout(
      JSON.stringify(
        {
          tools,
          passed: all.length - failed.length,
          failed: failed.length + unusable.length,
          skipped,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    for (const { tool, results, skipped, schemaError } of report) {
      if (schemaError !== undefined && results.length === 0)
        io.stdout(line(`FAIL ${tool} › schema: ${schemaError}`));
      for (const r of results)
        io.stdout(
          line(
            `${r.passed ? 'pass' : 'FAIL'} ${tool} › ${r.case.name}${r.passed ? '' : `: ${r.reason ?? ''}`}`,
          ),
        );
      for (const s of skipped) io.stdout(line(`skip ${tool} › ${s.name}: ${s.reason}`));
    }
  }
  const notes = [
    failed.length > 0 ? `${failed.length} did not` : '',
    unusable.length > 0 ? `${unusable.length} tool(s) could not be tested` : '',
    skipped > 0 ? `${skipped} could not be materialised (skipped)` : '',
  ].filter(Boolean);
  io.stderr(
    line(
      `${all.length - failed.length} of ${all.length} case(s) got their expected verdict${notes.length > 0 ? `; ${notes.join('; ')}` : ''}.`,
    ),
  );
  return failed.length + unusable.length > 0 ? EXIT_FINDINGS : EXIT_OK;
};
