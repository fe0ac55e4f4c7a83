import { parseArgs } from 'node:util';
import {
  generateCases,
  inputSchemaKey,
  parseDocument,
  readCases,
  readOutputCases,
  revisionOrDefault,
  runCases,
  runOutputCase,
  samplesFromExamples,
} from '../../core';
import type { CaseResult, OutputCaseResult, ParsedDocument, TestCase, ToolEntry } from '../../core';
import { MCP_VERSION_USAGE, parseMcpVersion } from '../mcp-version';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK } from '../io';
import type { CliCommand } from '../io';

export const TEST_USAGE = `Usage: tool-schema test FILE [--cases CASES.json] [--tool NAME] [--format text|json] [--enforce-formats]
         [${MCP_VERSION_USAGE}]
  Runs test cases against each tool's inputSchema: every case expects "valid", or "invalid" with
  the JSON Pointer that must fail. CASES.json is an array (or {"cases": [...]}) of
  {"tool"?, "name", "input", "expect": "valid"|"invalid", "pointer"?}. Without --cases, runs the
  tool's "examples" (expected valid) and the cases the studio generates from the schema.
  Output cases {"tool"?, "name", "output", "expect", "pointer"?, "projection"?} check a result
  (structuredContent and content, or a bare structuredContent value) against the outputSchema
  as a client of --mcp-version does (the newest by default); "projection": true judges the
  {"result": …} wrapping SDKs serve 2025-era clients.
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

/** The cases a tool runs without a cases file: its examples (expected valid, or as they say), then generated ones. */
function defaultCases(entry: ToolEntry, schema: unknown, enforceFormats: boolean): TestCase[] {
  const examples = samplesFromExamples(entry.value).samples.map((sample): TestCase => ({
    name: `example: ${sample.name}`,
    input: sample.input,
    expect: 'valid',
  }));
  return [...examples, ...generateCases(schema, { enforceFormats })];
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
      'mcp-version': { type: 'string' },
    },
  });
  const revision = revisionOrDefault(parseMcpVersion(values['mcp-version']));
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
  let outputCases: ReturnType<typeof readOutputCases> = { cases: [], problems: [] };
  if (values.cases !== undefined) {
    const casesValue = parseJson(await io.readInput(values.cases), values.cases).value;
    fromFile = readCases(casesValue);
    outputCases = readOutputCases(casesValue);
    const problems = [...fromFile.problems, ...outputCases.problems];
    if (problems.length > 0) throw new CliInputError(`${values.cases}: ${problems.join(' ')}`);
    const named = new Set(tools.map((t) => t.name));
    const unknown = [...fromFile.cases, ...outputCases.cases].filter(
      (c) => c.tool !== undefined && !named.has(c.tool),
    );
    if (unknown.length > 0)
      throw new CliInputError(
        `${values.cases}: case "${unknown[0]!.name}" is for tool "${unknown[0]!.tool}", which ${file} does not hold.`,
      );
    if (
      tools.length > 1 &&
      [...fromFile.cases, ...outputCases.cases].some((c) => c.tool === undefined)
    )
      throw new CliUsageError(
        `${file} holds ${tools.length} tools; give each case a "tool", or choose one with --tool NAME.`,
      );
  }

  const report: { tool: string; results: CaseResult[] }[] = [];
  const outputReport: { tool: string; results: OutputCaseResult[] }[] = [];
  for (const { entry, name } of tools) {
    const mine = outputCases.cases.filter((c) => c.tool === undefined || c.tool === name);
    if (mine.length > 0) {
      if (entry.value.outputSchema === undefined)
        throw new CliInputError(
          `The tool "${name}" has no outputSchema to test output cases against.`,
        );
      outputReport.push({
        tool: name,
        results: mine.map((c) => runOutputCase(entry.value.outputSchema, c, revision)),
      });
    }
    const schema = entry.value[inputSchemaKey(entry)];
    if (schema === undefined)
      throw new CliInputError(`The tool "${name}" has no inputSchema to test against.`);
    const cases = fromFile
      ? fromFile.cases.filter((c) => c.tool === undefined || c.tool === name)
      : defaultCases(entry, schema, enforceFormats);
    report.push({ tool: name, results: runCases(schema, cases, { enforceFormats }) });
  }
  const outputs = outputReport.flatMap((r) => r.results);
  const all = [...report.flatMap((r) => r.results), ...outputs];
  const failed = all.filter((r) => !r.passed);
  if (values.format === 'json') {
    const tools = report.map(({ tool, results }) => ({
      tool,
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
    }));
    const outputTools = outputReport.map(({ tool, results }) => ({
      tool,
      mcpVersion: revision,
      cases: results.map((r) => ({
        name: r.case.name,
        expect: r.case.expect,
        ...(r.case.pointer !== undefined ? { pointer: r.case.pointer } : {}),
        verdict: r.verdict,
        passed: r.passed,
        ...(r.reason ? { reason: r.reason } : {}),
        findings: r.findings,
      })),
    }));
    io.stdout(
      JSON.stringify(
        {
          tools,
          ...(outputTools.length > 0 ? { outputs: outputTools } : {}),
          passed: all.length - failed.length,
          failed: failed.length,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    for (const { tool, results } of report) {
      for (const r of results)
        io.stdout(
          `${r.passed ? 'pass' : 'FAIL'} ${tool} › ${r.case.name}${r.passed ? '' : `: ${r.reason ?? ''}`}\n`,
        );
    }
    for (const { tool, results } of outputReport) {
      for (const r of results)
        io.stdout(
          `${r.passed ? 'pass' : 'FAIL'} ${tool} › output › ${r.case.name}${r.passed ? '' : `: ${r.reason ?? ''}`}\n`,
        );
    }
  }
  io.stderr(
    `${all.length - failed.length} of ${all.length} case(s) got their expected verdict${failed.length > 0 ? `; ${failed.length} did not` : ''}.\n`,
  );
  return failed.length > 0 ? EXIT_FINDINGS : EXIT_OK;
};
