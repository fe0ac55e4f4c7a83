import { CHANGE_KINDS } from './kinds';
import type { DiffChangeKind, Scope } from './kinds';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const verdictCell = (kind: DiffChangeKind, scope: Scope) => kind.verdicts[scope] ?? '—';

const row = (k: DiffChangeKind) =>
  `| \`${k.id}\` | ${cell(k.title)} | ${verdictCell(k, 'input')} | ${verdictCell(k, 'output')} | ${verdictCell(k, 'tool')} | ${cell(k.description)}${k.permission ? ' Permission-relevant.' : ''}${k.witnessConfirms ? ' A witness makes it breaking.' : ''} | ${cell(k.source)} |`;

/** docs/diff-changes.md, generated from the same table the diff, the CLI and the studio use. */
export function renderDiffChangesReference(): string {
  return [
    '# Diff change codes',
    '',
    '<!-- Generated from src/core/diff/kinds.ts by `npm run docs:rules`; edit the table, not this file. -->',
    '',
    "`tool-schema diff OLD NEW` and the studio's Compare view report every change between two versions of a tool or toolset with one of these codes and a verdict for its scope:",
    '',
    '- **input**: the request. The model or client writes the arguments and the server reads them, so narrowing `inputSchema` breaks callers.',
    '- **output**: the response. The server writes results and clients read them, so widening `outputSchema` breaks consumers.',
    "- **tool**: the tool's own fields (name, hints, description, title).",
    '',
    "Verdicts: `breaking`, `non-breaking`, `needs-review`. Where a value can show it, a breaking verdict comes with a *witness*: a whole argument object (input) that the old schema accepts and the new one refuses, or a result (output) that the new schema accepts and the old one refuses, checked by the validator. `$ref`s are followed on both sides, so a reference that resolves to an equal schema is no change. The suggested version bump is major for any breaking change, minor when something was added (or a hint became less safe), patch otherwise, and is compared with the tools' `version` fields when both sides have one.",
    '',
    '| code | change | input | output | tool | what it means | source |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...CHANGE_KINDS.map(row),
    '',
  ].join('\n');
}
