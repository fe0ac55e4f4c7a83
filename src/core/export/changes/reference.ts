import type { ChangeCodeInfo, ChangeEffect } from './catalogue';
import { CHANGE_CATALOGUE, CHANGE_CODES } from './catalogue';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const EFFECT: Record<ChangeEffect, string> = {
  widens: 'widens',
  narrows: 'narrows',
  'may-widen': 'may widen',
  neutral: '—',
};

function row(code: string, info: ChangeCodeInfo): string {
  return `| \`${code}\` | ${info.kinds.join(', ')} | ${info.severities.join(', ')} | ${EFFECT[info.effect]} | ${cell(info.message)} | ${info.sources.map((s) => `\`${s}\``).join(', ')} |`;
}

/** docs/changes.md, generated from the change-code catalogue that types every export change. */
export function renderChangesReference(): string {
  const entries = CHANGE_CODES.map(
    (code) => [code, CHANGE_CATALOGUE[code] as ChangeCodeInfo] as const,
  );
  const count = (effect: ChangeEffect) => entries.filter(([, i]) => i.effect === effect).length;
  return [
    '# Export change codes',
    '',
    '<!-- Generated from src/core/export/changes/catalogue.ts by `npm run docs:rules`; edit the catalogue, not this file. -->',
    '',
    "Every difference between a tool as written and what an export writes (or an import reads back) is listed as a change with one of these codes: in the Export tab's change list, on standard error of `tool-schema export`, and in the `changes` of `--format json`. A code outside this table does not compile.",
    '',
    '- **kind**: stripped (a keyword or field removed), converted (rewritten into an equivalent or near form), inlined (a `$ref` replaced by its target), added (something the target requires), renamed (only when you ask for suggested names), dropped (a tool field the target has no place for; the sidecar keeps it), rejected (the target cannot take it: the tool is refused), moved (kept, but elsewhere), flagged (kept as written, but the target treats it differently or its support is unverified).',
    '- **effect**: *widens* when the output accepts values the written schema refuses (the model may send input the tool must still check), *narrows* when it refuses values the written schema accepts, *may widen* when that depends on the case (the change then carries `widening: true`).',
    '- **message**: the sentence shown, with `{placeholders}` for what varies.',
    `- **metadata only** (${entries
      .filter(([, i]) => i.metadataOnly !== undefined)
      .map(([code, i]) => `\`${code}\` (${i.metadataOnly})`)
      .join(
        ', ',
      )}): the change leaves out only what the provider ignores anyway, so Preflight does not count it and names it in a footnote under "Accepted as is".`,
    '',
    `${entries.length} codes: ${count('widens')} widen, ${count('may-widen')} may widen, ${count('narrows')} narrow. Sources are modules under \`src/core/export/\`.`,
    '',
    '| code | kind | severity | effect | message | emitted in |',
    '| --- | --- | --- | --- | --- | --- |',
    ...entries.map(([code, info]) => row(code, info)),
    '',
    '## Preflight findings',
    '',
    "`preflight-<rule>`: a provider rule still fires on the exported JSON (the tool is refused, kind rejected, severity error) or a request-wide limit is near (kind flagged, the rule's severity). The rules, with the provider's reply and sources, are in [providers.md](providers.md).",
    '',
  ].join('\n');
}
