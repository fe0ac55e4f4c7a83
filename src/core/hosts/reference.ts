/**
 * docs/hosts.md, generated from the host profiles the CLI and the studio evaluate: the verdicts,
 * each host's facts with their sources, and each rule with its limit, source, date and certainty.
 */
import type { HostFact, HostProfile, HostRule, HostSource } from './types';
import { HOST_VERDICTS } from './verdict';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const link = (source: HostSource) => `[${cell(source.label)}](${source.url})`;

const VERDICT_MEANING: Record<(typeof HOST_VERDICTS)[number], string> = {
  accepted: 'shown to the model as written',
  changed: 'renamed or rewritten, still shown',
  cut: 'shown, but part of its text is lost',
  dropped: 'silently not shown',
  rejected: 'refused with an error',
};

function fact(value: HostFact<string>): string {
  return value.value === 'unknown' || !value.source
    ? 'unknown'
    : `${value.value} (${link(value.source)})`;
}

function ruleSection(rule: HostRule): string[] {
  const limit =
    rule.limit !== undefined ? ` Limit: ${rule.limit} (\`${rule.limitName ?? 'limit'}\`).` : '';
  return [
    `### \`${rule.id}\``,
    '',
    cell(rule.summary),
    '',
    `- What the host does: ${rule.action}, checked ${rule.scope === 'toolset' ? 'over the whole toolset' : 'tool by tool'}; verdict \`${rule.verdict}\`, severity ${rule.severity}.${limit}`,
    `- Source: ${link(rule.source)} (${rule.certainty}), checked ${rule.checked}.`,
    '',
  ];
}

function profileSection(profile: HostProfile): string[] {
  return [
    `## ${profile.label} (\`${profile.id}\`)`,
    '',
    ...(profile.kind === 'directory'
      ? ['A listing policy, judged on the tool definitions alone.', '']
      : [
          '| fact | value |',
          '| --- | --- |',
          `| MCP revision | ${fact(profile.protocolRevision)} |`,
          `| elicitation | ${fact(profile.elicitation)} |`,
          `| renders MCP Apps | ${fact(profile.appsRendering)} |`,
          `| honours \`_meta.ui.visibility\` | ${fact(profile.honoursVisibility)} |`,
          `| name the model sees | ${profile.modelName ? `\`${profile.modelName.pattern}\` (${link(profile.modelName.source)})` : 'unknown'} |`,
          `| description read up to | ${profile.descriptionCut !== undefined ? `${profile.descriptionCut} characters` : 'no cut known'} |`,
          '',
        ]),
    ...(profile.rules.length === 0 ? ['No rule is known for this host.', ''] : []),
    ...profile.rules.flatMap(ruleSection),
  ];
}

const HOW_TO_KEEP_CURRENT = [
  '## Keeping the profiles current',
  '',
  'Hosts change their rules without notice, so every rule says where it comes from and when it was last checked.',
  '',
  "1. Re-read a rule's source (the thread, the file or the page linked above). If the host's behaviour changed, change the rule in its module under `src/core/hosts/profiles/` (one module per host): its limit constant, its summary, its verdict.",
  "2. Set `checked` to the day you read the source (`HOSTS_CHECKED` in `src/core/hosts/sources.ts` is the date of the last full pass). Lower `certainty` if the evidence is thinner than it was: `documented` (the host's docs or code), `observed in a public report` (an issue with a reproduction or an error text), `reported once`.",
  '3. A fact nobody has evidence for stays `unknown`: never a guess written as a rule.',
  "4. A new failure gets a rule (an id starting with the host's id, a `check` built from `src/core/hosts/checks/`), a fixture under `src/core/hosts/__fixtures__/` that the named host flags and a host known to take it accepts, and a line in its test.",
  '5. A new host is one module in `profiles/` and one line in `profiles/index.ts`; nothing else changes (`fictional-host.test.ts` shows it).',
  '6. Regenerate this page with `npm run docs:hosts`; `reference.test.ts` fails while it is stale.',
  '',
];

/** docs/hosts.md for `profiles` (the registry's `HOST_PROFILES`). */
export function renderHostsReference(profiles: readonly HostProfile[]): string {
  const rules = profiles.flatMap((p) => p.rules);
  return [
    '# Hosts',
    '',
    '<!-- Generated from src/core/hosts by `npm run docs:hosts`; edit the profiles, not this file. -->',
    '',
    "A provider accepting a tool is not the end of the road: people meet tools inside hosts (Claude Code, Cursor, VS Code…), and hosts rename, cut, hide, drop or refuse tools on rules of their own, mostly in silence. Each profile below holds what is known about one host or app directory, every rule with its public source, the date it was checked and how sure it is. Where nothing is known the profile says `unknown`. `tool-schema hosts` and the studio's Hosts view evaluate the same profiles; the name a host's model sees is built from the server name as the user configured it.",
    '',
    'Each host gives one verdict per tool and one for the toolset (the worst of its tools and of its own findings):',
    '',
    '| verdict | meaning |',
    '| --- | --- |',
    ...HOST_VERDICTS.map((v) => `| \`${v}\` | ${VERDICT_MEANING[v]} |`),
    '',
    '| rule | host | action | verdict | certainty | checked |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rules.map(
      (r) =>
        `| [\`${r.id}\`](#${r.id}) | ${r.host} | ${r.action} | ${r.verdict} | ${r.certainty} | ${r.checked} |`,
    ),
    '',
    ...HOW_TO_KEEP_CURRENT,
    ...profiles.flatMap(profileSection),
  ].join('\n');
}
