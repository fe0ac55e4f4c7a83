import { BUILT_IN_CODES, RULES } from './index';
import type { RuleMeta } from './rule';

// Each code is an anchor, so a link (SARIF's helpUri, a message) can point at its row.
const row = (r: RuleMeta) =>
  `| <a id="${r.code}"></a>\`${r.code}\` | ${r.severity} | ${r.title.replace(/\|/g, '\\|')} | ${r.rationale.replace(/\|/g, '\\|')} |`;

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
    '| code | severity | checks | why |',
    '| --- | --- | --- | --- |',
    ...RULES.map(row),
    '',
    '## Reading and compiling',
    '',
    '| code | severity | checks | why |',
    '| --- | --- | --- | --- |',
    ...BUILT_IN_CODES.map(row),
    '',
  ].join('\n');
}
