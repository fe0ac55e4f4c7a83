import { PREFLIGHT_RULES } from './run';
import type { PreflightRule, ProviderFamily } from './rule';

const FAMILIES: { family: ProviderFamily; heading: string; about: string }[] = [
  {
    family: 'openai',
    heading: 'OpenAI (Chat Completions, Responses)',
    about: 'Function tools. Strict mode is the Structured Outputs subset.',
  },
  {
    family: 'anthropic',
    heading: 'Anthropic Messages',
    about:
      'Custom tools; the API checks each input_schema against JSON Schema 2020-12. Some rules also cover Claude behind Bedrock.',
  },
  {
    family: 'bedrock',
    heading: 'Bedrock Converse',
    about: 'toolConfig.tools[].toolSpec, checked by Bedrock before any model sees it.',
  },
  {
    family: 'gemini',
    heading: 'Gemini',
    about:
      "functionDeclarations. By default `parameters` is Gemini's OpenAPI-style Schema message, read as protobuf: a field it does not have is an error, not ignored. The JSON Schema option writes `parametersJsonSchema`.",
  },
  {
    family: 'mcp-clients',
    heading: 'MCP clients',
    about:
      'The MCP export goes to many clients; these are checks common clients make on a tools/list before any model sees it.',
  },
];

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

/** docs/providers.md, generated from the preflight rule table the exports, the CLI and the studio use. */
export function renderProvidersReference(): string {
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
    ...PREFLIGHT_RULES.map(
      (r) =>
        `| [\`${r.id}\`](#${r.id}) | ${r.targets.join(', ')} | ${r.modes.join(', ')} | ${r.severity} | ${cell(r.title)} |`,
    ),
    '',
    ...FAMILIES.flatMap(({ family, heading, about }) => [
      `## ${heading}`,
      '',
      about,
      '',
      ...PREFLIGHT_RULES.filter((r) => r.family === family).flatMap(section),
    ]),
  ].join('\n');
}
