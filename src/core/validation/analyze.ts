import type { AnySchema } from 'ajv';
import { MAX_DIAGNOSTICS } from '../limits';
import { compareDiagnostics } from '../model/diagnostic';
import type { Diagnostic } from '../model/diagnostic';
import {
  diagnosticAt,
  diagnosticAtPointer,
  parseDocument,
  toolsListArray,
} from '../model/document';
import type { DocumentKind, ParsedDocument, ToolFormat } from '../model/document';
import { inputSchemaKey } from '../model/canonical';
import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { clearValidatorCache } from './ajv';
import { checkCompiles, clearCompileChecks } from './compile-check';
import { dialectOf } from './dialect';
import { compileErrorMessage } from './sample';
import { RULES } from './rules';
import type {
  AnalyzeOptions,
  DocumentContext,
  Finding,
  Rule,
  SchemaContext,
  ToolContext,
} from './rules/rule';
import { dialectMessage } from './rules/schema-dialect';
import { isExternalRef } from './rules/schema-refs';
import { clearToolFindings, toolContextKey, toolFindings, toolSpans } from './tool-findings';
import { walkSchemas } from '../schema/walk';
import type { SchemaVisit } from '../schema/walk';
import { revisionOrDefault } from '../mcp/revisions';
import type { McpRevision } from '../mcp/revisions';

export type { AnalyzeOptions };

export interface ToolSummary {
  index: number;
  pointer: string;
  name: string | undefined;
  format: ToolFormat;
}

export interface Analysis {
  kind: DocumentKind;
  tools: ToolSummary[];
  diagnostics: Diagnostic[];
}

const byScope = <S extends Rule['scope']>(scope: S) =>
  RULES.filter((r): r is Extract<Rule, { scope: S }> => r.scope === scope);

/** True when a rule applies to the revision (a rule without revisions applies to all). */
function ruleApplies(rule: Pick<Rule, 'revisions'>, revision: McpRevision): boolean {
  return rule.revisions === undefined || rule.revisions.includes(revision);
}

/** The document as the options ask to read it: a bare schema as an elicitation request with `--kind elicitation`. */
function asKind(document: ParsedDocument, options: AnalyzeOptions): ParsedDocument {
  if (
    options.documentKind !== 'elicitation-request' ||
    document.kind !== 'unknown' ||
    !isPlainObject(document.value)
  )
    return document;
  const forced = Object.create(document) as ParsedDocument;
  Object.defineProperty(forced, 'kind', { value: 'elicitation-request', enumerable: true });
  return forced;
}
const documentRules = byScope('document');
const toolRules = byScope('tool');
const schemaRules = byScope('schema');

function reporter(document: ParsedDocument, rule: Rule, sink: Diagnostic[], toolIndex?: number) {
  return (finding: Finding) => {
    const extra: Partial<Diagnostic> & { key?: boolean } = { key: finding.key ?? false };
    if (finding.fix) extra.fix = finding.fix;
    const owner = toolIndex ?? finding.toolIndex;
    if (owner !== undefined) extra.toolIndex = owner;
    const severity = finding.severity ?? rule.severity;
    if (finding.range) {
      const { key: _key, ...rest } = extra;
      sink.push(
        diagnosticAt(
          document.lines,
          rule.code,
          severity,
          finding.message,
          finding.pointer,
          finding.range.offset,
          finding.range.length,
          rest,
        ),
      );
      return;
    }
    sink.push(
      diagnosticAtPointer(document, rule.code, severity, finding.message, finding.pointer, extra),
    );
  };
}

function checkSchema(
  context: ToolContext,
  key: string,
  role: 'input' | 'output',
  sink: Diagnostic[],
): void {
  const schema = context.tool[key];
  if (!isPlainObject(schema)) return;
  const schemaPointer = joinPointer(context.entry.pointer, key);
  const dialect = dialectOf(schema);
  if (!dialect) {
    sink.push(
      diagnosticAtPointer(
        context.document,
        'schema-dialect-unsupported',
        'error',
        dialectMessage(schema.$schema),
        joinPointer(schemaPointer, '$schema'),
        { toolIndex: context.toolIndex },
      ),
    );
    return;
  }
  const subschemas: SchemaVisit[] = [];
  walkSchemas(schema, schemaPointer, dialect, (visit) => subschemas.push(visit));
  const serialised = JSON.stringify(schema);
  const schemaContext: SchemaContext = {
    ...context,
    schema,
    schemaPointer,
    role,
    dialect,
    subschemas,
    serialised,
  };
  const before = sink.length;
  const revision = revisionOrDefault(context.options.mcpRevision);
  for (const rule of schemaRules)
    if (ruleApplies(rule, revision))
      rule.check({
        ...schemaContext,
        report: reporter(context.document, rule, sink, context.toolIndex),
      });
  const schemaBroken = sink
    .slice(before)
    .some((d) => d.code === 'schema-invalid' || d.code === 'schema-external-ref');
  if (
    schemaBroken ||
    subschemas.some(({ schema: node }) => typeof node.$ref === 'string' && isExternalRef(node.$ref))
  )
    return;
  try {
    checkCompiles(schema as AnySchema, dialect, context.options, serialised);
  } catch (error) {
    const message = compileErrorMessage(error, schema, dialect);
    const code = /cannot be resolved/.test(message) ? 'schema-ref-unresolved' : 'schema-compile';
    const ref = /can't resolve reference (\S+)/.exec(
      error instanceof Error ? error.message : '',
    )?.[1];
    const refAt = ref ? subschemas.find(({ schema: node }) => node.$ref === ref) : undefined;
    const refPointer = refAt ? joinPointer(refAt.pointer, '$ref') : undefined;
    sink.push(
      diagnosticAtPointer(context.document, code, 'error', message, refPointer ?? schemaPointer, {
        toolIndex: context.toolIndex,
      }),
    );
  }
}

/** Lints a parsed document: parse findings, document rules, then each tool and its schemas. */
export function analyzeDocument(read: ParsedDocument, options: AnalyzeOptions = {}): Analysis {
  const document = asKind(read, options);
  const revision = revisionOrDefault(options.mcpRevision);
  const diagnostics: Diagnostic[] = [...document.diagnostics];
  const tools: ToolSummary[] = document.tools.map((entry, index) => ({
    index,
    pointer: entry.pointer,
    name: typeof entry.value.name === 'string' ? entry.value.name : undefined,
    format: entry.format,
  }));
  if (document.value !== undefined && document.kind === 'unknown') {
    diagnostics.push(
      diagnosticAtPointer(
        document,
        'document-kind-unknown',
        'error',
        'This JSON is not a tool definition. Expected an object with "name" and "inputSchema", an array of tools, a tools/list result ({"tools": [...]}), a ToolHive registry entry or a Spark ToolSpec (with "input_schema").',
        '',
      ),
    );
  }
  if (document.value !== undefined) {
    const base: DocumentContext = { document, options, report: () => undefined };
    for (const rule of documentRules)
      if (ruleApplies(rule, revision))
        rule.check({ ...base, report: reporter(document, rule, diagnostics) });
    const listed = Array.isArray(document.value)
      ? { list: document.value as unknown[], pointer: '' }
      : document.kind === 'tools-list'
        ? toolsListArray(document.value)
        : undefined;
    if (listed) {
      const { list, pointer: listPointer } = listed;
      list.forEach((item, index) => {
        if (!isPlainObject(item)) {
          diagnostics.push(
            diagnosticAtPointer(
              document,
              'tool-not-object',
              'error',
              `Item ${index} is not a tool object.`,
              joinPointer(listPointer, index),
            ),
          );
        }
      });
    }
    // Tool and schema rules see one tool at a time, so an unchanged tool's findings are reused.
    const spans = toolSpans(document);
    const contextKey = toolContextKey(document, options);
    document.tools.forEach((entry, toolIndex) => {
      const found = toolFindings(document, entry, toolIndex, spans[toolIndex], contextKey, () => {
        const sink: Diagnostic[] = [];
        const context: ToolContext = {
          ...base,
          entry,
          toolIndex,
          tool: entry.value,
          inputKey: inputSchemaKey(entry),
        };
        for (const rule of toolRules)
          if (ruleApplies(rule, revision))
            rule.check({ ...context, report: reporter(document, rule, sink, toolIndex) });
        checkSchema(context, context.inputKey, 'input', sink);
        checkSchema(context, 'outputSchema', 'output', sink);
        return sink;
      });
      for (const diagnostic of found) diagnostics.push(diagnostic);
    });
  }
  diagnostics.sort(compareDiagnostics);
  if (diagnostics.length > MAX_DIAGNOSTICS) {
    const shown = diagnostics.slice(0, MAX_DIAGNOSTICS);
    shown.push(
      diagnosticAt(
        document.lines,
        'diagnostics-truncated',
        'info',
        `${diagnostics.length - MAX_DIAGNOSTICS} more findings are not shown; fix these first.`,
        '',
        0,
        0,
      ),
    );
    return { kind: document.kind, tools, diagnostics: shown };
  }
  return { kind: document.kind, tools, diagnostics };
}

/** Empties every cache the analysis keeps (compiled validators, meta-schema results, tools' findings), so the next run is cold. */
export function clearAnalysisCaches(): void {
  clearValidatorCache();
  clearCompileChecks();
  clearToolFindings();
}

/** Parses and lints tool-document text in one step. */
export function analyzeText(text: string, options: AnalyzeOptions = {}): Analysis {
  return analyzeDocument(parseDocument(text), options);
}
