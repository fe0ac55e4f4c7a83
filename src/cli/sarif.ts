/**
 * `validate --format sarif`: the report as SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html),
 * the format code-scanning services read. One run; every code the run can report is a rule
 * (reportingDescriptor) with its short description and a link into the generated reference.
 */
import { BUILT_IN_CODES, HOST_PROFILES, PREFLIGHT_RULES, RULES } from '../core';
import type { Severity } from '../core';
import { TOOL_SCHEMA_VERSION } from './version';

/**
 * Where the generated references are published; each rule's helpUri is an anchor in one of them.
 * SARIF asks for an absolute URI here, so it names the public repository's docs folder.
 */
const DOCS_BASE_URL = 'https://github.com/tool-schema-studio/tool-schema-studio/blob/main/docs/';

const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** SARIF's levels (§3.27.10): our "info" is SARIF's "note". */
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/** One finding as the validate command reports it (1-based line and UTF-16 column). */
export interface SarifFinding {
  severity: Severity;
  code: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface SarifFile {
  file: string;
  diagnostics: readonly SarifFinding[];
  /** Why the file could not be read or checked. */
  error?: string;
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription?: { text: string };
  helpUri: string;
  defaultConfiguration: { level: 'error' | 'warning' | 'note' };
}

/**
 * Every code validate and hosts can report: the lint and reading codes, the provider preflight's,
 * then the host rules'.
 */
function knownRules(): Map<string, SarifRule> {
  const rules = new Map<string, SarifRule>();
  for (const r of [...RULES, ...BUILT_IN_CODES])
    rules.set(r.code, {
      id: r.code,
      shortDescription: { text: r.title },
      fullDescription: { text: r.rationale },
      helpUri: `${DOCS_BASE_URL}rules.md#${r.code}`,
      defaultConfiguration: { level: LEVEL[r.severity] },
    });
  for (const r of PREFLIGHT_RULES)
    if (!rules.has(r.id))
      rules.set(r.id, {
        id: r.id,
        shortDescription: { text: r.title },
        fullDescription: { text: r.advice },
        helpUri: `${DOCS_BASE_URL}providers.md#${r.id}`,
        defaultConfiguration: { level: LEVEL[r.severity] },
      });
  for (const r of HOST_PROFILES.flatMap((p) => p.rules))
    if (!rules.has(r.id))
      rules.set(r.id, {
        id: r.id,
        shortDescription: { text: r.summary },
        fullDescription: { text: `${r.summary} Source: ${r.source.label} (${r.certainty}).` },
        helpUri: `${DOCS_BASE_URL}hosts.md#${r.id}`,
        defaultConfiguration: { level: LEVEL[r.severity] },
      });
  return rules;
}

/**
 * A FILE argument as a URI reference: relative paths stay relative (code scanning resolves them
 * against the repository root), absolute ones become file: URIs, and characters a URI cannot
 * hold are percent-encoded.
 */
export function fileUri(file: string): string {
  const slashed = file.replace(/\\/g, '/');
  const encoded = slashed
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%3A/gi, ':'))
    .join('/');
  if (/^[A-Za-z]:\//.test(slashed)) return `file:///${encoded}`;
  if (slashed.startsWith('/')) return `file://${encoded}`;
  // A relative path whose first segment holds ":" would read as a scheme.
  return encoded.replace(/^([^/]*):/, (_, first: string) => `./${first}:`);
}

/** The SARIF log of one validate run. */
export function renderSarif(files: readonly SarifFile[]): string {
  const known = knownRules();
  const rules: SarifRule[] = [...known.values()];
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results = files.flatMap((report) =>
    report.diagnostics.map((d) => {
      let ruleIndex = index.get(d.code);
      if (ruleIndex === undefined) {
        // A code outside the tables (an export change code): still a rule, so results can cite it.
        ruleIndex = rules.length;
        rules.push({
          id: d.code,
          shortDescription: { text: d.code },
          helpUri: `${DOCS_BASE_URL}changes.md`,
          defaultConfiguration: { level: LEVEL[d.severity] },
        });
        index.set(d.code, ruleIndex);
      }
      return {
        ruleId: d.code,
        ruleIndex,
        level: LEVEL[d.severity],
        message: { text: d.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: fileUri(report.file) },
              region: {
                startLine: d.line,
                startColumn: d.column,
                endLine: d.endLine,
                endColumn: d.endColumn,
              },
            },
          },
        ],
      };
    }),
  );
  const failures = files.filter((f) => f.error !== undefined);
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'tool-schema',
            version: TOOL_SCHEMA_VERSION,
            informationUri: `${DOCS_BASE_URL}rules.md`,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: failures.length === 0,
            toolExecutionNotifications: failures.map((f) => ({
              level: 'error',
              message: { text: f.error },
              locations: [{ physicalLocation: { artifactLocation: { uri: fileUri(f.file) } } }],
            })),
          },
        ],
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
