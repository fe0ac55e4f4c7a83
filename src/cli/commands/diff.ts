import { parseArgs } from 'node:util';
import {
  diffTools,
  parseDocument,
  rangeAtPointer,
  renderDiffMarkdown,
  renderDiffText,
} from '../../core';
import type { ParsedDocument } from '../../core';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK } from '../io';
import type { CliCommand } from '../io';

export const DIFF_USAGE = `Usage: tool-schema diff OLD NEW [--format text|json|markdown] [--fail-on breaking|review]
  Compares two versions of a tool or toolset: tools added, removed and renamed, every schema change
  with a verdict for its scope (input: callers, output: consumers), a witness value for breaking
  changes, and a suggested version bump. "-" reads standard input for one of them.
  --format markdown writes a pull-request comment.
  --fail-on breaking (the default) fails on a breaking change; review also fails on a change that
            needs review, such as a tool that is no longer read-only or now destructive
            (permission-relevant: clients ask before calling it), or a changed description.
  Exit 0: nothing to fail on; 1: a change --fail-on names; 2: unreadable input or bad usage.`;

const FORMATS = ['text', 'json', 'markdown'] as const;
const FAIL_ON = ['breaking', 'review'] as const;

function readTools(text: string, label: string): ParsedDocument {
  const document = parseDocument(text);
  const error = document.diagnostics.find(
    (d) => d.severity === 'error' && d.code.startsWith('json'),
  );
  if (document.value === undefined || error) {
    const first = error ?? document.diagnostics[0];
    throw new CliInputError(
      `${label}${first ? `:${first.start.line}:${first.start.column}: ${first.message}` : ' cannot be read as JSON.'}`,
    );
  }
  if (document.tools.length === 0)
    throw new CliInputError(
      `${label} holds no tool definition (a tool, an array of tools or a tools/list result).`,
    );
  return document;
}

export const diffCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string', default: 'breaking' },
    },
  });
  const failOn = values['fail-on'] as (typeof FAIL_ON)[number];
  if (!FAIL_ON.includes(failOn))
    throw new CliUsageError(
      `--fail-on must be "breaking" or "review", not "${values['fail-on']}".`,
    );
  if (positionals.length !== 2)
    throw new CliUsageError('diff needs exactly two files: OLD and NEW.');
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format))
    throw new CliUsageError(
      `--format must be "text", "json" or "markdown", not "${values.format}".`,
    );
  const [oldFile, newFile] = positionals as [string, string];
  if (oldFile === '-' && newFile === '-')
    throw new CliUsageError('Only one of OLD and NEW can be standard input.');
  const before = readTools(await io.readInput(oldFile), oldFile);
  const after = readTools(await io.readInput(newFile), newFile);
  const result = diffTools(before.value, after.value);
  const documents = { old: before, new: after };
  const locate = (side: 'old' | 'new', pointer: string) => {
    const document = documents[side];
    const position = document.lines.positionAt(rangeAtPointer(document, pointer).offset);
    return `${side === 'old' ? oldFile : newFile}:${position.line}:${position.column}`;
  };
  if (format === 'json') {
    // Each change also says where it is on both sides, as file:line:col.
    const changes = result.changes.map((change) => ({
      ...change,
      oldLocation: locate('old', change.oldPointer),
      newLocation: locate('new', change.newPointer),
    }));
    io.stdout(JSON.stringify({ old: oldFile, new: newFile, ...result, changes }, null, 2) + '\n');
  } else if (format === 'markdown') {
    io.stdout(renderDiffMarkdown(result, { old: oldFile, new: newFile }));
  } else {
    io.stdout(renderDiffText(result, { old: oldFile, new: newFile, locate }));
  }
  const { breaking, needsReview } = result.summary;
  const failing = breaking + (failOn === 'review' ? needsReview : 0);
  return failing > 0 ? EXIT_FINDINGS : EXIT_OK;
};
