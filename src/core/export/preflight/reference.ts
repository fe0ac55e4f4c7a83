import type { PreflightTarget } from './run';
import { preflightCatalog } from './run';
import type { PreflightFamily, PreflightRule } from './rule';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const link = (source: string) => {
  const thread = /^([\w.-]+\/[\w.-]+)#(\d+)$/.exec(source);
  if (thread) return `[${source}](https://github.com/${thread[1]}/issues/${thread[2]})`;
  return `<${source}>`;
};

function section(rule: PreflightRule): string[] {
  const modes = rule.modes.map((m) => (m === 'default' ? 'default' : m)).join(', ');
  return [
    `### \`${rule.id}\``,
    '',
    cell(rule.title),
    '',
    `- Targets: ${rule.targets.map((t) => `\`${t}\``).join(', ')}; modes: ${modes}; ${rule.scope === 'request' ? 'checked over the whole request' : 'checked tool by tool'}; ${rule.severity === 'error' ? 'the provider refuses the request' : 'the provider may refuse the request (a limit it states loosely)'}.`,
    `- ${rule.verbatim ? 'The provider replies' : 'What happens (the sources give no exact text)'}:`,
    '',
    '  ```text',
    `  ${rule.reply}`,
    '  ```',
    '',
    `- What to do: ${rule.advice}`,
    ...(rule.refusedAs?.length
      ? [
          `- Export refusals carrying this reply: ${rule.refusedAs.map((c) => `\`${c}\``).join(', ')}.`,
        ]
      : []),
    `- Sources: ${rule.sources.map(link).join(', ')}. Last verified ${rule.lastVerified}.`,
    '',
  ];
}

/**
 * docs/providers.md, generated from the preflight rule table the exports, the CLI and the studio
 * use: the rules and families of `targets` (the registry's `listTargets()`).
 */
export function renderProvidersReference(
  targets: readonly (PreflightTarget & { preflight: { family?: PreflightFamily } })[],
): string {
  const rules = preflightCatalog(targets).rules;
  const families = new Map<string, PreflightFamily>();
  for (const target of targets) {
    const family = target.preflight.family;
    if (family && !families.has(family.id)) families.set(family.id, family);
  }
  const ordered = [...new Set(rules.map((r) => r.family))].map(
    (id) => families.get(id) ?? { id, heading: id, about: '' },
  );
  return [
    '# Provider preflight rules',
    '',
    '<!-- Generated from src/core/export/preflight by `npm run docs:providers`; edit the rules, not this file. -->',
    '',
    "What each provider (or MCP client) answers with an error, the shape that triggers it, and where it was seen. Every export runs the rules of its target over its own output, so no export the studio writes trips one: the exporters rewrite what can be rewritten (each change listed), and refuse the rest with the provider's words. `tool-schema validate --target` and the studio's Preflight view report the same findings.",
    '',
    'Provider keyword lists move: each rule carries the date it was last checked against its sources. Where a reply is marked as not verbatim, the sources report a bare HTTP 400 and the text describes it.',
    '',
    '| rule | targets | modes | severity | shape |',
    '| --- | --- | --- | --- | --- |',
    ...rules.map(
      (r) =>
        `| [\`${r.id}\`](#${r.id}) | ${r.targets.join(', ')} | ${r.modes.join(', ')} | ${r.severity} | ${cell(r.title)} |`,
    ),
    '',
    ...ordered.flatMap(({ id, heading, about }) => [
      `## ${heading}`,
      '',
      about,
      '',
      ...rules.filter((r) => r.family === id).flatMap(section),
    ]),
  ].join('\n');
}
