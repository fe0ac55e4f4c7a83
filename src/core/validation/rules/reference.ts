import { BUILT_IN_CODES, RULES } from './index';
import type { RuleMeta } from './rule';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const why = (r: RuleMeta) => cell(r.source ? `${r.rationale} Source: <${r.source}>` : r.rationale);
const revisions = (r: RuleMeta) => (r.revisions ? r.revisions.join(', ') : 'all');
// Each code is an anchor, so a link (SARIF's helpUri, a message) can point at its row.
const anchor = (r: RuleMeta) => `<a id="${r.code}"></a>\`${r.code}\``;
const row = (r: RuleMeta) =>
  `| ${anchor(r)} | ${r.severity} | ${revisions(r)} | ${cell(r.title)} | ${why(r)} |`;
const builtInRow = (r: RuleMeta) =>
  `| ${anchor(r)} | ${r.severity} | ${cell(r.title)} | ${why(r)} |`;

/** docs/rules.md, generated from the same rule table the editor and the CLI use. */
export function renderRulesReference(): string {
  return [
    '# Rules reference',
    '',
    '<!-- Generated from src/core/validation/rules by `npm run docs:rules`; edit the rules, not this file. -->',
    '',
    'Every finding the studio and `tool-schema validate` report has one of these codes. Severity is the default; a rule may raise it for one case (for example a missing description is an error for Spark ToolSpecs).',
    '',
    '## Lint rules',
    '',
    'The MCP revisions column says which protocol revisions a rule applies to: the workspace\'s "MCP revision" setting and `--mcp-version` choose one (2026-07-28 by default), and a rule for other revisions stays quiet.',
    '',
    '| code | severity | MCP revisions | checks | why |',
    '| --- | --- | --- | --- | --- |',
    ...RULES.map(row),
    '',
    '## Reading and compiling',
    '',
    '| code | severity | checks | why |',
    '| --- | --- | --- | --- |',
    ...BUILT_IN_CODES.map(builtInRow),
    '',
  ].join('\n');
}
