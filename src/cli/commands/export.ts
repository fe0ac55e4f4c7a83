import { parseArgs } from 'node:util';
import {
  MCP_REVISIONS,
  MCP_SCHEMA_DIALECTS,
  TARGET_IDS,
  documentPointer,
  exportOutputProblem,
  isTargetId,
  rangeAtPointer,
  readExportSources,
  serializeExport,
  exportTools,
  getTarget,
  toEnvelope,
} from '../../core';
import type {
  ExportChange,
  ExportOptions,
  ExportSource,
  McpSchemaDialect,
  ParsedDocument,
} from '../../core';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK, line } from '../io';
import type { CliCommand } from '../io';
import { parseMcpVersion } from '../mcp-version';

export const EXPORT_USAGE = `Usage: tool-schema export FILE --to TARGET [--strict] [--tool NAME] [--format text|json]
         [--mcp-version ${MCP_REVISIONS.join('|')}] [--keep-extensions] [--gemini-json-schema]
         [--rename] [--registry-key KEY] [--ttl-ms N] [--cache-scope public|private]
         [--close-free-form] [--mcp-schema ${MCP_SCHEMA_DIALECTS.join('|')}]
  Writes the tools of FILE in the TARGET format to standard output and every change made on the
  way (stripped keyword, converted union, refused name, …) to standard error.
  TARGET: ${TARGET_IDS.join(', ')}.
  --strict              OpenAI/Anthropic/Bedrock strict mode: meet every strict rule or refuse the tool
  --rename              use the suggested valid name where a target forbids the one written
  --close-free-form     strict: close free-form object parameters (they then take only {}) instead
                        of refusing the tool; listed as a [narrowing] warning
  --mcp-schema POLICY   MCP: a $schema other than 2020-12 is rewritten to 2020-12 (default),
                        stripped, or kept (Claude clients refuse it)
  --format json         one envelope on standard output: {output, changes, refused, nameMap, sidecar};
                        output is null and outputProblem says why when the export is not written
  Exit 0: every tool exported; 1: some tools were refused (the others are still written);
  2: unusable input or bad usage.`;

/** The tools in FILE: any tool document the studio reads, or any provider format `import` reads. */
export function readTools(
  text: string,
  file: string,
): { document: ParsedDocument; tools: ExportSource[]; readAs?: string } {
  const reading = readExportSources(text);
  if (reading.ok) return reading;
  const error = reading.syntaxError;
  if (error)
    throw new CliInputError(`${file}:${error.start.line}:${error.start.column}: ${error.message}`);
  throw new CliInputError(
    `${file} holds no tool definition. ${reading.importMessage ?? ''}`.trimEnd(),
  );
}

/** `file:line:column` of a change, when the tool's place in FILE is known. */
function locate(
  file: string,
  document: ParsedDocument,
  source: ExportSource | undefined,
  pointer: string,
): string {
  const inDocument = source ? documentPointer(source, pointer) : undefined;
  if (inDocument === undefined) return file;
  const position = document.lines.positionAt(rangeAtPointer(document, inDocument).offset);
  return `${file}:${position.line}:${position.column}`;
}

export function formatChange(where: string, change: ExportChange): string {
  const subject =
    change.toolIndex >= 0
      ? `${JSON.stringify(change.toolName)}${change.pointer ? ` ${change.pointer}` : ''}: `
      : '';
  return line(
    `${where}: ${change.severity} ${change.code} ${subject}${change.message}${change.widening ? ' [widening]' : ''}${change.narrowing ? ' [narrowing]' : ''}`,
  );
}

function parseInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new CliUsageError(`${flag} takes a whole number of milliseconds, not "${value}".`);
  return Number(value);
}

export const exportCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      strict: { type: 'boolean', default: false },
      tool: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'mcp-revision': { type: 'string' },
      'mcp-version': { type: 'string' },
      'keep-extensions': { type: 'boolean', default: false },
      'gemini-json-schema': { type: 'boolean', default: false },
      rename: { type: 'boolean', default: false },
      'registry-key': { type: 'string' },
      'ttl-ms': { type: 'string' },
      'cache-scope': { type: 'string' },
      'close-free-form': { type: 'boolean', default: false },
      'mcp-schema': { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new CliUsageError('export needs exactly one FILE.');
  if (!values.to)
    throw new CliUsageError(`export needs --to TARGET (one of ${TARGET_IDS.join(', ')}).`);
  if (!isTargetId(values.to))
    throw new CliUsageError(
      `Unknown target "${values.to}"; choose one of ${TARGET_IDS.join(', ')}.`,
    );
  if (values.format !== 'text' && values.format !== 'json')
    throw new CliUsageError(`--format is text or json, not "${values.format}".`);
  // --mcp-version is the name validate and test share; --mcp-revision stays for existing scripts.
  const revision =
    parseMcpVersion(values['mcp-version']) ??
    parseMcpVersion(values['mcp-revision'], '--mcp-revision');
  const scope = values['cache-scope'];
  if (scope !== undefined && scope !== 'public' && scope !== 'private')
    throw new CliUsageError(`--cache-scope is public or private, not "${scope}".`);
  const dialect = values['mcp-schema'];
  if (dialect !== undefined && !(MCP_SCHEMA_DIALECTS as readonly string[]).includes(dialect)) {
    throw new CliUsageError(
      `--mcp-schema is one of ${MCP_SCHEMA_DIALECTS.join(', ')}, not "${dialect}".`,
    );
  }

  const file = positionals[0]!;
  const { document, tools: all, readAs } = readTools(await io.readInput(file), file);
  let sources = all;
  if (values.tool !== undefined) {
    sources = all.filter((s) => s.tool.name === values.tool);
    if (sources.length === 0)
      throw new CliInputError(
        `${file} has no tool named ${JSON.stringify(values.tool)}; it has ${all.map((s) => JSON.stringify(s.tool.name)).join(', ')}.`,
      );
  }

  const options: ExportOptions = {
    strict: values.strict,
    keepExtensions: values['keep-extensions'],
    geminiJsonSchema: values['gemini-json-schema'],
    applyNameSuggestions: values.rename,
  };
  if (revision !== undefined) options.mcpRevision = revision;
  if (values['close-free-form']) options.closeFreeFormObjects = true;
  if (dialect !== undefined) options.mcpSchemaDialect = dialect as McpSchemaDialect;
  if (values['registry-key'] !== undefined) options.registryKey = values['registry-key'];
  const ttlMs = parseInteger(values['ttl-ms'], '--ttl-ms');
  if (ttlMs !== undefined) options.ttlMs = ttlMs;
  if (scope !== undefined) options.cacheScope = scope;

  const result = exportTools(
    sources.map((s) => s.tool),
    values.to,
    options,
  );
  const exportedCount = sources.length - result.refused.length;
  const outputText = exportedCount > 0 ? serializeExport(result.output) : undefined;
  const outputProblem = outputText === undefined ? undefined : exportOutputProblem(outputText);
  if (values.format === 'json') {
    // The one envelope, also when the output is not written: `output` is then null and
    // `outputProblem` says why.
    io.stdout(
      serializeExport(
        outputProblem ? { ...toEnvelope(result), output: null, outputProblem } : toEnvelope(result),
      ),
    );
    if (outputProblem) io.stderr(line(`${file}: ${outputProblem}`));
    return result.refused.length > 0 || outputProblem ? EXIT_FINDINGS : EXIT_OK;
  }
  if (outputProblem) {
    io.stderr(line(`${file}: ${outputProblem}`));
    return EXIT_FINDINGS;
  }

  if (outputText !== undefined) io.stdout(outputText);
  if (readAs) io.stderr(line(`${file}: read as ${readAs}`));
  for (const change of result.changes) {
    if (change.kind === 'rejected') continue;
    io.stderr(
      formatChange(locate(file, document, sources[change.toolIndex], change.pointer), change),
    );
  }
  for (const refusal of result.refused) {
    io.stderr(
      line(
        `${file}: refused ${JSON.stringify(refusal.name)}: ${getTarget(values.to).label} cannot take it as written:`,
      ),
    );
    for (const reason of refusal.reasons) {
      const suggestion = reason.suggestion
        ? ` (suggested: ${JSON.stringify(reason.suggestion)}${reason.code.startsWith('name-') ? '; --rename uses it' : ''})`
        : '';
      io.stderr(
        line(
          `  ${locate(file, document, sources[refusal.toolIndex], reason.pointer)}: ${reason.code} ${reason.pointer || '/'}: ${reason.message}${suggestion}`,
        ),
      );
      if (reason.providerReply && !reason.message.includes(reason.providerReply.text))
        io.stderr(
          line(`    ${getTarget(values.to).label} would reply: ${reason.providerReply.text}`),
        );
    }
  }
  io.stderr(
    line(
      `${file}: exported ${exportedCount} of ${sources.length} tool(s) to ${values.to}${result.refused.length ? `; ${result.refused.length} refused` : ''}; ${result.changes.filter((c) => c.kind !== 'rejected').length} change(s) listed.`,
    ),
  );
  return result.refused.length > 0 ? EXIT_FINDINGS : EXIT_OK;
};
