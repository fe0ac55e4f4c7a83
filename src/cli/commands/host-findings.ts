/**
 * What `hosts` and `validate --host` share: reading `--host` and `--server-name`, the tools of
 * every FILE as one toolset, and each host finding placed in the file and line of its tool.
 */
import {
  DEFAULT_SERVER_NAME,
  HOST_IDS,
  diagnosticAtPointer,
  documentPointer,
  hostProfile,
  isHostId,
  readExportSources,
  serverNameProblem,
} from '../../core';
import type {
  Diagnostic,
  ExportSource,
  HostId,
  HostReport,
  ParsedDocument,
  Tool,
} from '../../core';
import { CliUsageError } from '../io';

/** The hosts named by --host, in the order given; "all" is every host and directory. */
export function parseHosts(value: string | undefined): HostId[] {
  if (value === undefined) return [];
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) throw new CliUsageError('--host needs at least one host.');
  const hosts: HostId[] = [];
  for (const name of names) {
    if (name === 'all') hosts.push(...HOST_IDS);
    else if (isHostId(name)) hosts.push(name);
    else
      throw new CliUsageError(
        `Unknown host "${name}"; choose from ${HOST_IDS.join(', ')}, or all.`,
      );
  }
  return [...new Set(hosts)];
}

/** --server-name, or the default when absent. */
export function parseServerName(value: string | undefined): string {
  if (value === undefined) return DEFAULT_SERVER_NAME;
  const problem = serverNameProblem(value);
  if (problem) throw new CliUsageError(`--server-name: ${problem}`);
  return value;
}

/** One readable FILE: its document and the tools it holds, each with its place in the text. */
export interface HostsFile {
  file: string;
  document: ParsedDocument;
  sources: ExportSource[];
}

/** Reads a FILE's tools (one tool, a list, a tools/list result or a provider format). */
export function readHostsFile(
  file: string,
  text: string,
): HostsFile | { file: string; error: string } {
  const reading = readExportSources(text);
  if (!reading.ok || reading.tools.length === 0)
    return {
      file,
      error: `${file}: ${reading.ok ? 'The document holds no tool' : (reading.importMessage ?? reading.syntaxError?.message ?? 'not a tool document')}; nothing to check (run "tool-schema validate ${file}").`,
    };
  return { file, document: reading.document, sources: reading.tools };
}

/** The toolset of all FILEs, with where each tool came from. */
export function toolsetOf(files: readonly HostsFile[]): {
  tools: Tool[];
  origin: { file: number; source: ExportSource }[];
} {
  const origin = files.flatMap((f, file) => f.sources.map((source) => ({ file, source })));
  return { tools: origin.map((o) => o.source.tool), origin };
}

/**
 * Each host finding as a diagnostic in its tool's file, prefixed with the host's label; a
 * toolset finding sits at the top of the first file. Returns one list per file.
 */
export function hostDiagnostics(
  reports: readonly HostReport[],
  files: readonly HostsFile[],
  origin: readonly { file: number; source: ExportSource }[],
): Diagnostic[][] {
  const out: Diagnostic[][] = files.map(() => []);
  for (const report of reports) {
    const label = hostProfile(report.host).label;
    const first = files[0];
    if (first)
      for (const finding of report.findings)
        out[0]!.push(
          diagnosticAtPointer(
            first.document,
            finding.code,
            finding.severity,
            `[${label}] ${finding.message}`,
            '',
          ),
        );
    report.tools.forEach((tool, index) => {
      const place = origin[index];
      if (!place) return;
      const file = files[place.file]!;
      for (const finding of tool.findings) {
        const pointer =
          documentPointer(place.source, finding.pointer) ?? place.source.entryPointer ?? '';
        out[place.file]!.push(
          diagnosticAtPointer(
            file.document,
            finding.code,
            finding.severity,
            `[${label}] ${finding.message}`,
            pointer,
          ),
        );
      }
    });
  }
  return out;
}
