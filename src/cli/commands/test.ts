import { parseArgs } from 'node:util';
import {
  checkSample,
  generateCaseReport,
  inputSchemaKey,
  parseDocument,
  quoteServerText,
  readCases,
  readOutputCases,
  revisionOrDefault,
  runCases,
  runOutputCase,
  samplesFromExamples,
} from '../../core';
import type {
  CaseResult,
  OutputCaseResult,
  ParsedDocument,
  ServerCase,
  SkippedCase,
  TestCase,
  ToolEntry,
} from '../../core';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, line } from '../io';
import type { CliCommand, CliIO } from '../io';
import { junitXml } from '../junit';
import { testSuites } from './test-junit';
import { splitCommandLine } from '../../bridge/client/command-line';
import type { ServerTarget } from '../../bridge/client/connect';
import type { ServerRunEntry } from '../../bridge/client/server-run';
import { MCP_VERSION_USAGE, parseMcpVersion } from '../mcp-version';

export const TEST_USAGE = `Usage: tool-schema test FILE [--cases CASES.json] [--tool NAME] [--format text|json|junit] [--enforce-formats]
                          [--server URL [--header "Name: value"]... | --stdio "COMMAND [ARGS...]"]
                          [${MCP_VERSION_USAGE}]
  Runs test cases against each tool's inputSchema: every case expects "valid", or "invalid" with
  the JSON Pointer that must fail. CASES.json is an array (or {"cases": [...]}) of
  {"tool"?, "name", "input", "expect": "valid"|"invalid", "pointer"?}. Without --cases, runs the
  tool's "examples" (expected valid) and the cases the studio generates from the schema.
  Server cases call the tool on a live MCP server: {"tool"?, "name", "input" (the arguments),
  "expect": "success"|"tool-error", "structuredContent"? (must equal), "checkOutputSchema"?: true
  (structuredContent must fit the file's outputSchema)}. They run with --server (Streamable HTTP)
  or --stdio (the command is started without a shell and stopped at the end).
  Output cases {"tool"?, "name", "output", "expect", "pointer"?, "projection"?} check a result
  (structuredContent and content, or a bare structuredContent value) against the outputSchema
  as a client of --mcp-version does (the newest by default); "projection": true judges the
  {"result": …} wrapping SDKs serve 2025-era clients.
  --format junit writes JUnit XML to stdout for CI systems.
  Exit 0: every case got its expected verdict; 1: a case did not; 2: unusable input, bad usage,
  or the server cannot be reached (the message says why).`;

/** The server to run server cases against, from --server / --header or --stdio. */
function serverTarget(
  values: { server?: string; stdio?: string; header?: string[] },
  cwd: string,
): ServerTarget | undefined {
  if (values.server !== undefined && values.stdio !== undefined)
    throw new CliUsageError('give --server URL or --stdio COMMAND, not both.');
  if (values.header && values.server === undefined)
    throw new CliUsageError('--header goes with --server URL.');
  if (values.stdio !== undefined) {
    const words = splitCommandLine(values.stdio);
    if (typeof words === 'string') throw new CliUsageError(`--stdio: ${words}`);
    return { kind: 'stdio', command: words[0]!, args: words.slice(1), cwd };
  }
  if (values.server === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(values.server);
  } catch {
    throw new CliUsageError(
      `--server needs a URL such as http://localhost:3001/mcp, not "${values.server}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliUsageError(`--server needs an http: or https: URL, not ${url.protocol}.`);
  if (url.username !== '' || url.password !== '')
    throw new CliUsageError(
      '--server: credentials in a URL (user:password@) are refused by fetch, so they would never reach the server; send them in a header instead, e.g. --header "Authorization: Basic …".',
    );
  const headers: Record<string, string> = {};
  for (const header of values.header ?? []) {
    const colon = header.indexOf(':');
    const name = header.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new CliUsageError(`--header needs "Name: value", not "${header}".`);
    headers[name] = header.slice(colon + 1).trim();
  }
  return { kind: 'http', url, headers };
}

/** Runs the server cases; undefined when the server cannot be reached (said on stderr). */
async function runOnServer(
  target: ServerTarget,
  cases: (ServerCase & { tool: string })[],
  outputSchemas: Map<string, unknown>,
  enforceFormats: boolean,
  io: CliIO,
): Promise<ServerRunEntry[] | undefined> {
  // The SDK client is loaded only here, so every other command starts without it.
  const [{ runServerCases }, { ServerUnreachableError, describeTarget }] = await Promise.all([
    import('../../bridge/client/server-run'),
    import('../../bridge/client/connect'),
  ]);
  try {
    const run = await runServerCases(target, cases, outputSchemas, { enforceFormats });
    const server = quoteServerText(`${run.server.name} ${run.server.version}`);
    io.stderr(
      line(
        `Ran ${cases.length} server case(s) on ${server}${run.server.protocolVersion ? ` (MCP ${run.server.protocolVersion})` : ''} at ${describeTarget(target)}.`,
      ),
    );
    if (run.listing !== undefined) io.stderr(line(`tool-schema: ${run.listing}`));
    return run.entries;
  } catch (error) {
    if (!(error instanceof ServerUnreachableError)) throw error;
    io.stderr(
      // The explanation may quote the server's own output: each line is made safe to print.
      line(`tool-schema: cannot reach the server at ${describeTarget(target)}.`) +
        error.message.split('\n').map(line).join(''),
    );
    return undefined;
  }
}

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
      server: { type: 'string' },
      stdio: { type: 'string' },
      header: { type: 'string', multiple: true },
      'mcp-version': { type: 'string' },
    },
  });
  const revision = revisionOrDefault(parseMcpVersion(values['mcp-version']));
  if (positionals.length !== 1) throw new CliUsageError('test needs exactly one tool FILE.');
  if (values.format !== 'text' && values.format !== 'json' && values.format !== 'junit')
    throw new CliUsageError(`--format must be "text", "json" or "junit", not "${values.format}".`);
  const target = serverTarget(values, io.cwd);
  if (target && values.cases === undefined)
    throw new CliUsageError(
      `${values.server !== undefined ? '--server' : '--stdio'} runs the server cases of a cases file; give --cases CASES.json.`,
    );
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
    const named = new Set(document.tools.map((entry, index) => toolName(entry, index)));
    const every = [...fromFile.cases, ...fromFile.serverCases, ...outputCases.cases];
    const unknown = every.filter((c) => c.tool !== undefined && !named.has(c.tool));
    if (unknown.length > 0)
      throw new CliInputError(
        `${values.cases}: case "${unknown[0]!.name}" is for tool "${unknown[0]!.tool}", which ${file} does not hold.`,
      );
    if (tools.length > 1 && every.some((c) => c.tool === undefined))
      throw new CliUsageError(
        `${file} holds ${tools.length} tools; give each case a "tool", or choose one with --tool NAME.`,
      );
  }

  const report: ToolRun[] = [];
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
  const toolNames = new Set(tools.map((t) => t.name));
  const serverCases = (fromFile?.serverCases ?? [])
    .map((c) => ({ ...c, tool: c.tool ?? tools[0]!.name }))
    .filter((c) => toolNames.has(c.tool));
  let serverEntries: ServerRunEntry[] = [];
  if (target) {
    if (serverCases.length === 0)
      throw new CliInputError(
        `${values.cases} holds no server case (expect "success" or "tool-error") for ${values.tool !== undefined ? `"${values.tool}"` : file}.`,
      );
    const outputSchemas = new Map(
      tools.map(({ entry, name }) => [name, entry.value.outputSchema] as const),
    );
    const ran = await runOnServer(target, serverCases, outputSchemas, enforceFormats, io);
    if (!ran) return EXIT_USAGE;
    serverEntries = ran;
  } else if (serverCases.length > 0) {
    io.stderr(
      `${serverCases.length} server case(s) not run: they call the tool on a live server; give --server URL or --stdio COMMAND.\n`,
    );
  }

  const outputs = outputReport.flatMap((r) => r.results);
  const all = [...report.flatMap((r) => r.results), ...outputs];
  const failed = all.filter((r) => !r.passed);
  const unusable = report.filter((r) => r.schemaError !== undefined && r.results.length === 0);
  const skipped = report.reduce((sum, r) => sum + r.skipped.length, 0);
  const serverFailed = serverEntries.filter((e) => !e.result.passed);
  if (values.format === 'junit') {
    const suites = testSuites(report, serverEntries, outputReport);
    io.stdout(junitXml(`tool-schema test ${file}`, suites));
  } else if (values.format === 'json') {
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
    const server = target
      ? {
          serverCases: serverEntries.map((e) => ({
            tool: e.tool,
            name: e.result.case.name,
            expect: e.result.case.expect,
            outcome: e.result.outcome,
            passed: e.result.passed,
            reasons: e.result.reasons,
            seconds: e.seconds,
          })),
        }
      : {};
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
          ...server,
          ...(outputTools.length > 0 ? { outputs: outputTools } : {}),
          passed: all.length - failed.length + serverEntries.length - serverFailed.length,
          failed: failed.length + unusable.length + serverFailed.length,
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
    for (const e of serverEntries)
      io.stdout(
        line(
          `${e.result.passed ? 'pass' : 'FAIL'} ${e.tool} › server: ${e.result.case.name}${e.result.passed ? '' : `: ${e.result.reasons.join('; ')}`}`,
        ),
      );
    for (const { tool, results } of outputReport) {
      for (const r of results)
        io.stdout(
          line(
            `${r.passed ? 'pass' : 'FAIL'} ${tool} › output › ${r.case.name}${r.passed ? '' : `: ${r.reason ?? ''}`}`,
          ),
        );
    }
  }
  const total = all.length + serverEntries.length;
  const failures = failed.length + serverFailed.length;
  const notes = [
    failures > 0 ? `${failures} did not` : '',
    unusable.length > 0 ? `${unusable.length} tool(s) could not be tested` : '',
    skipped > 0 ? `${skipped} could not be materialised (skipped)` : '',
  ].filter(Boolean);
  io.stderr(
    line(
      `${total - failures} of ${total} case(s) got their expected verdict${notes.length > 0 ? `; ${notes.join('; ')}` : ''}.`,
    ),
  );
  return failures + unusable.length > 0 ? EXIT_FINDINGS : EXIT_OK;
};
