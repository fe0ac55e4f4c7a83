import { parseArgs } from 'node:util';
import { HOST_IDS, evaluateHosts, verdictRank } from '../../core';
import type { HostFinding, HostReport, HostVerdict } from '../../core';
import { CliUsageError, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, line } from '../io';
import { readFiles } from '../inputs';
import type { CliCommand } from '../io';
import { renderSarif } from '../sarif';
import {
  hostDiagnostics,
  parseHosts,
  parseServerName,
  readHostsFile,
  toolsetOf,
} from './host-findings';
import type { HostsFile } from './host-findings';

export const HOSTS_USAGE = `Usage: tool-schema hosts FILE... [--host ID[,ID...]|all] [--server-name NAME]
         [--format text|json|sarif] [--fail-on changed]
  What each MCP host (and app directory) does with the tools: the name its model sees, the
  description it reads, what it rewrites, drops or refuses, and its budgets. The tools of every
  FILE are one toolset (a file may hold one tool, a list or a tools/list result). FILE "-"
  reads standard input.
  --host         hosts and directories to check (every one by default): ${HOST_IDS.join(', ')}
  --server-name  the server name as configured in the host ("server" by default): hosts build
                 the name the model sees from it, and some limit the two together
  --format sarif writes SARIF 2.1.0, each finding at its tool's line in its file
  --fail-on changed  also fail when a host renames or rewrites a tool
  Exit 0: every chosen host shows every tool (renamed or rewritten allowed); 1: a host drops,
  refuses or cuts a tool (or, with --fail-on changed, changes one); 2: bad usage or unreadable file.
  Facts, sources and dates: docs/hosts.md.`;

const FORMATS = ['text', 'json', 'sarif'] as const;

/** The verdict from which a run fails: cut, unless --fail-on changed. */
function failFrom(value: string | undefined): HostVerdict {
  if (value === undefined) return 'cut';
  if (value !== 'changed') throw new CliUsageError(`--fail-on takes "changed", not "${value}".`);
  return 'changed';
}

const findingJson = (f: HostFinding) => ({
  code: f.code,
  severity: f.severity,
  message: f.message,
  pointer: f.pointer,
  source: f.source,
});

function textReport(report: HostReport): string {
  const out = [`${report.label} (${report.host}): ${report.status}`];
  for (const f of report.findings)
    out.push(`  ${f.severity} ${f.code} ${f.message} [${f.source.label}]`);
  for (const tool of report.tools) {
    if (tool.status === 'accepted' && tool.findings.length === 0) continue;
    const seen =
      tool.modelName !== null && tool.modelName !== tool.name
        ? ` (model sees "${tool.modelName}")`
        : '';
    out.push(`  ${tool.name}${seen}: ${tool.status}`);
    for (const f of tool.findings)
      out.push(`    ${f.severity} ${f.code} ${f.pointer || '/'} ${f.message} [${f.source.label}]`);
  }
  return out.map(line).join('');
}

export const hostsCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      'server-name': { type: 'string' },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string' },
    },
  });
  const chosen = values.host === undefined ? [...HOST_IDS] : parseHosts(values.host);
  const serverName = parseServerName(values['server-name']);
  const failAt = failFrom(values['fail-on']);
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format))
    throw new CliUsageError(`--format must be "text", "json" or "sarif", not "${values.format}".`);
  if (positionals.length === 0) throw new CliUsageError('hosts needs at least one FILE.');
  const files: HostsFile[] = [];
  const errors: { file: string; error: string }[] = [];
  for await (const input of readFiles(positionals, io)) {
    const read =
      input.text === undefined
        ? { file: input.file, error: input.error }
        : readHostsFile(input.file, input.text);
    if ('error' in read) errors.push(read);
    else files.push(read);
  }
  let exitCode = errors.length > 0 ? EXIT_USAGE : EXIT_OK;
  for (const { error } of errors) io.stderr(line(`tool-schema: ${error}`));
  const { tools, origin } = toolsetOf(files);
  const reports = files.length > 0 ? evaluateHosts(tools, { serverName, hosts: chosen }) : [];
  const failing = reports.some((r) => verdictRank(r.status) >= verdictRank(failAt));
  if (failing && exitCode === EXIT_OK) exitCode = EXIT_FINDINGS;
  if (format === 'json') {
    io.stdout(
      JSON.stringify(
        {
          serverName,
          hosts: reports.map((r) => ({
            host: r.host,
            status: r.status,
            findings: r.findings.map(findingJson),
            tools: r.tools.map((t) => ({
              name: t.name,
              status: t.status,
              modelName: t.modelName,
              findings: t.findings.map(findingJson),
            })),
          })),
        },
        null,
        2,
      ) + '\n',
    );
  } else if (format === 'sarif') {
    const located = hostDiagnostics(reports, files, origin);
    io.stdout(
      renderSarif([
        ...files.map((f, i) => ({
          file: f.file,
          diagnostics: located[i]!.map((d) => ({
            severity: d.severity,
            code: d.code,
            message: d.message,
            line: d.start.line,
            column: d.start.column,
            endLine: d.end.line,
            endColumn: d.end.column,
          })),
        })),
        ...errors.map((e) => ({ file: e.file, diagnostics: [], error: e.error })),
      ]),
    );
  } else {
    io.stdout(line(`server name: ${serverName}`));
    for (const report of reports) io.stdout(textReport(report));
    const counts = new Map<HostVerdict, number>();
    for (const r of reports) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    io.stderr(
      line(
        `${tools.length} tool(s), ${reports.length} host(s): ${[...counts].map(([v, n]) => `${n} ${v}`).join(', ') || 'none'}`,
      ),
    );
  }
  return exitCode;
};
