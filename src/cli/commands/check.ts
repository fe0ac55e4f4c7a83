import { parseArgs } from 'node:util';
import { checkSample, inputSchemaKey, parseDocument, rangeAtPointer } from '../../core';
import type { ParsedDocument, SampleIssue, ToolEntry } from '../../core';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK, line } from '../io';
import type { CliCommand, CliIO } from '../io';

export const CHECK_USAGE = `Usage: tool-schema check FILE --input SAMPLE.json [--tool NAME] [--output SAMPLE_OUT.json] [--enforce-formats]
  Validates a sample input against the tool's inputSchema (and a sample output against its outputSchema).
  Exit 0: samples valid; 1: a sample is invalid; 2: unusable input or bad usage.`;

function parseJsonFile(text: string, label: string): ParsedDocument {
  const document = parseDocument(text);
  const syntax = document.diagnostics.find((d) => d.severity === 'error');
  if (syntax)
    throw new CliInputError(
      `${label}:${syntax.start.line}:${syntax.start.column}: ${syntax.message}`,
    );
  return document;
}

function chooseTool(document: ParsedDocument, file: string, name: string | undefined): ToolEntry {
  if (document.tools.length === 0) throw new CliInputError(`${file} holds no tool definition.`);
  if (name !== undefined) {
    const entry = document.tools.find((t) => t.value.name === name);
    if (!entry)
      throw new CliInputError(
        `${file} has no tool named "${name}"; it has ${toolNames(document)}.`,
      );
    return entry;
  }
  if (document.tools.length > 1)
    throw new CliUsageError(
      `${file} holds ${document.tools.length} tools (${toolNames(document)}); choose one with --tool NAME.`,
    );
  return document.tools[0]!;
}

function toolNames(document: ParsedDocument): string {
  return document.tools.map((t) => JSON.stringify(t.value.name)).join(', ');
}

function report(io: CliIO, label: string, sample: ParsedDocument, issues: SampleIssue[]): void {
  for (const issue of issues) {
    const position = sample.lines.positionAt(rangeAtPointer(sample, issue.pointer).offset);
    io.stdout(
      line(
        `${label}:${position.line}:${position.column} error ${issue.keyword} ${issue.message}${issue.pointer ? ` (at ${issue.pointer})` : ''}`,
      ),
    );
  }
}

export const checkCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      input: { type: 'string' },
      output: { type: 'string' },
      tool: { type: 'string' },
      'enforce-formats': { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new CliUsageError('check needs exactly one tool FILE.');
  if (!values.input && !values.output)
    throw new CliUsageError(
      'check needs --input SAMPLE.json (and optionally --output SAMPLE_OUT.json).',
    );
  const file = positionals[0]!;
  const document = parseJsonFile(await io.readInput(file), file);
  const entry = chooseTool(document, file, values.tool);
  const checks: { label: string; schema: unknown; what: string }[] = [];
  if (values.input)
    checks.push({
      label: values.input,
      schema: entry.value[inputSchemaKey(entry)],
      what: inputSchemaKey(entry),
    });
  if (values.output)
    checks.push({ label: values.output, schema: entry.value.outputSchema, what: 'outputSchema' });
  let exitCode = EXIT_OK;
  for (const { label, schema, what } of checks) {
    if (schema === undefined)
      throw new CliInputError(
        `The tool ${JSON.stringify(entry.value.name)} has no ${what} to check ${label} against.`,
      );
    const sample = parseJsonFile(await io.readInput(label), label);
    const result = checkSample(schema, sample.value, { enforceFormats: values['enforce-formats'] });
    if (result.schemaError)
      throw new CliInputError(`The tool's ${what} cannot be used: ${result.schemaError}`);
    report(io, label, sample, result.issues);
    io.stderr(
      line(
        `${label}: ${result.valid ? 'valid' : `invalid (${result.issues.length} problem(s))`} against ${what} of ${JSON.stringify(entry.value.name)}`,
      ),
    );
    if (!result.valid) exitCode = EXIT_FINDINGS;
  }
  return exitCode;
};
