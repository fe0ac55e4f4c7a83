import { parseArgs } from 'node:util';
import {
  analyzeDocument,
  analyzeToolsetDocuments,
  documentFingerprints,
  errorMessage,
  hasErrors,
  isTargetId,
  mergeToolsetFindings,
  parseDocument,
  TARGET_IDS,
  DEFAULT_MCP_REVISION,
  evaluateHosts,
  verdictRank,
} from '../../core';
import type { Diagnostic, HostId, ParsedDocument, TargetId } from '../../core';
import { preflightDiagnostics } from './preflight';
import {
  hostDiagnostics,
  parseHosts,
  parseServerName,
  readHostsFile,
  toolsetOf,
} from './host-findings';
import { CliUsageError, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, line } from '../io';
import { readFiles } from '../inputs';
import type { CliCommand } from '../io';
import { renderSarif } from '../sarif';
import type { SarifFinding } from '../sarif';
import { MCP_VERSION_USAGE, parseMcpVersion } from '../mcp-version';

export const VALIDATE_USAGE = `Usage: tool-schema validate FILE... [--format text|json|sarif] [--enforce-formats]
         [--target TARGET[,TARGET...]|all] [--strict] [--toolset] [--max-warnings N]
         [--host ID[,ID...]|all] [--server-name NAME]
         [${MCP_VERSION_USAGE}] [--kind elicitation]
  Checks tool definitions and prints located diagnostics. FILE "-" reads standard input.
  --mcp-version  the MCP revision whose rules apply (the newest, ${DEFAULT_MCP_REVISION}, by default)
  --kind elicitation  read a bare JSON Schema as an elicitation requestedSchema (a file holding
             {"requestedSchema": …} or an elicitation/create message is recognised without it)
  The tools of one file are checked against each other (duplicate and colliding names,
  descriptions a model cannot tell apart, parameter spellings, tool counts).
  --toolset  the FILEs are one toolset (as the studio's workspace is): check their tools against
             each other too, and report each finding in the file it concerns
  The JSON format lists each file's tools with their fingerprints (see "tool-schema fingerprint").
  --target   also report what each chosen provider would refuse (its preflight), located at
             the source line, with the provider's own reply. TARGET: ${TARGET_IDS.join(', ')}, or all.
  --strict   check the strict mode of the targets that have one (OpenAI, Anthropic, Bedrock)
  --host     also report what each chosen MCP host or app directory does with the file's tools
             (see "tool-schema hosts"), under the server name --server-name (default "server")
  --format sarif  writes SARIF 2.1.0 for code scanning (one run, each code a rule with a link
             to its reference; each finding with its file, line and column).
  --max-warnings N  also fail (exit 1) when there are more than N warnings (ESLint's convention).
  Exit 0: no errors (warnings allowed); 1: errors found, more warnings than --max-warnings, a
  chosen target would reject a tool, or a chosen host would drop, refuse or cut one; 2: unreadable
  file or bad usage.`;

const FORMATS = ['text', 'json', 'sarif'] as const;

/** --max-warnings: a whole number of warnings allowed, or no limit when absent. */
function parseMaxWarnings(value: string | undefined): number {
  if (value === undefined) return Infinity;
  if (!/^\d+$/.test(value.trim()))
    throw new CliUsageError(`--max-warnings takes a whole number (0 or more), not "${value}".`);
  return Number(value.trim());
}

/** The targets named by --target, in the order given; "all" is every target. */
function parseTargets(value: string | undefined): TargetId[] {
  if (value === undefined) return [];
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) throw new CliUsageError('--target needs at least one target.');
  const targets: TargetId[] = [];
  for (const name of names) {
    if (name === 'all') targets.push(...TARGET_IDS);
    else if (isTargetId(name)) targets.push(name);
    else
      throw new CliUsageError(
        `Unknown target "${name}"; choose from ${TARGET_IDS.join(', ')}, or all.`,
      );
  }
  return [...new Set(targets)];
}

interface FileReport {
  file: string;
  diagnostics: {
    severity: string;
    code: string;
    message: string;
    pointer: string;
    line: number;
    column: number;
  }[];
  /** Each tool's name, pointer and content fingerprint. */
  tools?: ReturnType<typeof documentFingerprints>;
  error?: string;
}

/** Each file's findings with their end positions, which SARIF regions carry. */
const ends = new WeakMap<FileReport, SarifFinding[]>();

function toJson(diagnostic: Diagnostic) {
  const { severity, code, message, pointer, start } = diagnostic;
  return { severity, code, message, pointer, line: start.line, column: start.column };
}

type Preflight = { diagnostics: Diagnostic[]; rejected: boolean };

function mergePreflights(a: Preflight, b: Preflight | undefined): Preflight {
  return b
    ? { diagnostics: [...a.diagnostics, ...b.diagnostics], rejected: a.rejected || b.rejected }
    : a;
}

/** `--host`: the file's tools as one toolset, each host's findings placed at their tool. */
function hostFindings(file: string, text: string, hosts: HostId[], serverName: string): Preflight {
  const read = readHostsFile(file, text);
  // A text that is not a tool document already has its own diagnostics from validation.
  if ('error' in read) return { diagnostics: [], rejected: false };
  const { tools, origin } = toolsetOf([read]);
  const reports = evaluateHosts(tools, { serverName, hosts });
  return {
    diagnostics: hostDiagnostics(reports, [read], origin)[0] ?? [],
    rejected: reports.some((r) => verdictRank(r.status) >= verdictRank('cut')),
  };
}

export const validateCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      'enforce-formats': { type: 'boolean', default: false },
      target: { type: 'string' },
      strict: { type: 'boolean', default: false },
      toolset: { type: 'boolean', default: false },
      'max-warnings': { type: 'string' },
      'mcp-version': { type: 'string' },
      kind: { type: 'string' },
      host: { type: 'string' },
      'server-name': { type: 'string' },
    },
  });
  const hosts = parseHosts(values.host);
  if (values['server-name'] !== undefined && hosts.length === 0)
    throw new CliUsageError('--server-name applies to --host; name the hosts to check.');
  const serverName = parseServerName(values['server-name']);
  const maxWarnings = parseMaxWarnings(values['max-warnings']);
  const mcpRevision = parseMcpVersion(values['mcp-version']);
  if (values.kind !== undefined && values.kind !== 'elicitation')
    throw new CliUsageError(`--kind is "elicitation", not "${values.kind}".`);
  const analyzeOptions = {
    enforceFormats: values['enforce-formats'],
    ...(mcpRevision ? { mcpRevision } : {}),
    ...(values.kind === 'elicitation' ? { documentKind: 'elicitation-request' as const } : {}),
  };
  const targets = parseTargets(values.target);
  if (values.strict && targets.length === 0)
    throw new CliUsageError('--strict applies to --target; name the targets to check.');
  if (positionals.length === 0) throw new CliUsageError('validate needs at least one FILE.');
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format))
    throw new CliUsageError(`--format must be "text", "json" or "sarif", not "${values.format}".`);
  const reports: FileReport[] = [];
  /** The files that could be read, finished once the toolset rules have seen them all. */
  const readable: {
    report: FileReport;
    document: ParsedDocument;
    own: Diagnostic[];
    preflight: { diagnostics: Diagnostic[]; rejected: boolean };
  }[] = [];
  let exitCode = EXIT_OK;
  for await (const input of readFiles(positionals, io)) {
    const { file, text } = input;
    if (text === undefined) {
      reports.push({ file, diagnostics: [], error: input.error });
      exitCode = EXIT_USAGE;
      continue;
    }
    let analysis;
    let document;
    try {
      document = parseDocument(text);
      analysis = analyzeDocument(document, analyzeOptions);
    } catch (error) {
      // A bug in a check must not silence the other files (or the JSON report): this file
      // is reported as not checked, and the run still ends with every report.
      reports.push({
        file,
        diagnostics: [],
        error: `${file} could not be checked (${errorMessage(error)}); please report this with the file.`,
      });
      exitCode = EXIT_USAGE;
      continue;
    }
    const preflight = mergePreflights(
      targets.length > 0
        ? preflightDiagnostics(text, targets, values.strict)
        : { diagnostics: [], rejected: false },
      hosts.length > 0 ? hostFindings(file, text, hosts, serverName) : undefined,
    );
    const report: FileReport = {
      file,
      diagnostics: [],
      tools: documentFingerprints(document.tools),
    };
    reports.push(report);
    readable.push({ report, document, own: analysis.diagnostics, preflight });
  }
  // Across files, as the studio does across the tools of a workspace.
  const toolset =
    values.toolset && readable.length > 1
      ? analyzeToolsetDocuments(
          readable.map(({ report, document }) => ({ id: report.file, document })),
        )
      : [];
  readable.forEach(({ report, own, preflight }, index) => {
    const found = mergeToolsetFindings(own, toolset[index]?.diagnostics ?? []);
    const diagnostics = [...found, ...preflight.diagnostics].sort((a, b) => a.offset - b.offset);
    report.diagnostics = diagnostics.map(toJson);
    ends.set(
      report,
      diagnostics.map((d) => ({
        ...toJson(d),
        severity: d.severity,
        endLine: d.end.line,
        endColumn: d.end.column,
      })),
    );
    if ((hasErrors(found) || preflight.rejected) && exitCode === EXIT_OK) exitCode = EXIT_FINDINGS;
  });
  const warnings = reports.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'warning');
  const tooManyWarnings = warnings.length > maxWarnings;
  if (tooManyWarnings && exitCode === EXIT_OK) exitCode = EXIT_FINDINGS;
  if (format === 'sarif') {
    io.stdout(
      renderSarif(
        reports.map((r) => ({ file: r.file, diagnostics: ends.get(r) ?? [], error: r.error })),
      ),
    );
  } else if (format === 'json') {
    io.stdout(JSON.stringify({ files: reports }, null, 2) + '\n');
  } else {
    for (const report of reports) {
      if (report.error) io.stderr(line(`tool-schema: ${report.error}`));
      for (const d of report.diagnostics)
        io.stdout(
          line(`${report.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`),
        );
    }
    const counts = reports
      .flatMap((r) => r.diagnostics)
      .reduce(
        (c, d) => ({ ...c, [d.severity]: (c[d.severity] ?? 0) + 1 }),
        {} as Record<string, number>,
      );
    io.stderr(
      `${reports.length} file(s): ${counts.error ?? 0} error(s), ${counts.warning ?? 0} warning(s), ${counts.info ?? 0} note(s)\n`,
    );
  }
  if (tooManyWarnings)
    io.stderr(
      line(
        `tool-schema: ${warnings.length} warning(s), more than --max-warnings ${maxWarnings} allows.`,
      ),
    );
  return exitCode;
};
