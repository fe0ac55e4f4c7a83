/**
 * A tool's result checked the way a client of a given revision checks it
 * (https://modelcontextprotocol.io/specification/2026-07-28/server/tools#structured-content):
 * `structuredContent` against `outputSchema` (not when `isError` is true), any JSON value from
 * 2026-07-28 but an object before, and a non-object value only together with a text copy in
 * `content`. SDKs serve 2025-era clients a projection: a non-object root wrapped as
 * `{"result": …}`, which the check can judge instead.
 */
import { sameJson } from '../model/canonical-json';
import { isPlainObject } from '../model/types';
import type { JsonSchemaObject } from '../model/types';
import { checkSample } from '../validation/sample';
import type { SampleIssue, SampleOptions } from '../validation/sample';
import { REVISION_FACTS } from './revisions';
import type { McpRevision } from './revisions';

export interface ToolResult {
  structuredContent?: unknown;
  content?: unknown;
  isError?: unknown;
}

/** Content block types a tool result may hold (schema.ts ContentBlock). */
const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource_link', 'resource']);

export type OutputFindingCode =
  | 'output-not-validated-error'
  | 'output-structured-missing'
  | 'output-root-not-object'
  | 'output-text-copy-missing'
  | 'output-content-invalid'
  | 'output-schema-mismatch';

export interface OutputFinding {
  code: OutputFindingCode;
  severity: 'error' | 'warning' | 'info';
  /** Pointer into the result object. */
  pointer: string;
  message: string;
}

export interface OutputCheck {
  /** False when any finding is an error. */
  valid: boolean;
  findings: OutputFinding[];
  /** What the schema check judged: the result as written, or its 2025-era projection. */
  judged: 'as-written' | 'projection';
}

/** True when a JSON value is a tool result (it has structuredContent, content or isError). */
export function isToolResult(value: unknown): value is ToolResult {
  return (
    isPlainObject(value) &&
    ('structuredContent' in value || 'content' in value || 'isError' in value)
  );
}

/** True when the schema's root describes only objects. */
export function hasObjectRoot(schema: unknown): boolean {
  return isPlainObject(schema) && schema.type === 'object';
}

/** The output schema 2025-era clients get from SDKs: a non-object root wrapped as required `result`. */
export function projectOutputSchema(schema: JsonSchemaObject): JsonSchemaObject {
  if (hasObjectRoot(schema)) return schema;
  const { $schema, $defs, definitions, ...rest } = schema;
  return {
    ...($schema === undefined ? {} : { $schema }),
    type: 'object',
    properties: { result: rest },
    required: ['result'],
    ...($defs === undefined ? {} : { $defs }),
    ...(definitions === undefined ? {} : { definitions }),
  };
}

/** The structuredContent 2025-era clients get for a non-object root. */
function projectStructuredContent(schema: JsonSchemaObject, value: unknown): unknown {
  return hasObjectRoot(schema) ? value : { result: value };
}

/** The texts of a result's text blocks, in order. */
export function textBlocks(content: unknown): string[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((block) =>
    isPlainObject(block) && block.type === 'text' && typeof block.text === 'string'
      ? [block.text]
      : [],
  );
}

/**
 * Whether `content` holds a text copy of `value`: a text block that parses to it (any spacing
 * or key order), or, for a string, is the string. A summary in words is no copy.
 */
function hasTextCopyOf(content: unknown, value: unknown): boolean {
  return textBlocks(content).some((text) => {
    if (typeof value === 'string' && text === value) return true;
    try {
      return sameJson(JSON.parse(text), value);
    } catch {
      return false;
    }
  });
}

export interface OutputCheckOptions extends SampleOptions {
  /** Judge the 2025-era projection instead of the result as written. */
  projection?: boolean;
}

/** What is left to judge once the protocol's rules are applied: `value` against `schema`. */
export interface PendingSchemaCheck {
  schema: unknown;
  value: unknown;
  judged: OutputCheck['judged'];
}

/**
 * Every rule of `checkToolResult` that needs no validator, and the schema check still to run (none
 * for an error result, a result without `structuredContent` or a tool without `outputSchema`).
 * The live Result pane runs this on the page and only the schema check in its worker.
 */
export function resultFindings(
  outputSchema: unknown,
  result: ToolResult,
  revision: McpRevision,
  projection = false,
): { findings: OutputFinding[]; pending?: PendingSchemaCheck } {
  const facts = REVISION_FACTS[revision];
  const findings: OutputFinding[] = [];
  if (result.content !== undefined) {
    if (!Array.isArray(result.content)) {
      findings.push({
        code: 'output-content-invalid',
        severity: 'error',
        pointer: '/content',
        message: '"content" is a list of content blocks.',
      });
    } else {
      result.content.forEach((block, i) => {
        if (
          !isPlainObject(block) ||
          typeof block.type !== 'string' ||
          !CONTENT_TYPES.has(block.type)
        )
          findings.push({
            code: 'output-content-invalid',
            severity: 'error',
            pointer: `/content/${i}`,
            message: `Content block ${i} has no known "type" (text, image, audio, resource_link or resource).`,
          });
        else if (block.type === 'text' && typeof block.text !== 'string')
          findings.push({
            code: 'output-content-invalid',
            severity: 'error',
            pointer: `/content/${i}`,
            message: `Text block ${i} needs "text", a string.`,
          });
      });
    }
  }
  if (result.isError === true) {
    findings.push({
      code: 'output-not-validated-error',
      severity: 'info',
      pointer: '/isError',
      message: 'isError is true: clients do not check an error result against outputSchema.',
    });
    return { findings };
  }
  const structured = result.structuredContent;
  const hasStructured = 'structuredContent' in result && structured !== undefined;
  if (!hasStructured) {
    if (isPlainObject(outputSchema))
      findings.push({
        code: 'output-structured-missing',
        severity: 'error',
        pointer: '',
        message:
          'The tool declares an outputSchema, so a successful result MUST carry structuredContent that conforms to it.',
      });
    return { findings };
  }
  const objectValue = isPlainObject(structured);
  if (!objectValue && !facts.outputAnyRoot && !projection)
    findings.push({
      code: 'output-root-not-object',
      severity: 'error',
      pointer: '/structuredContent',
      message: `MCP ${revision} requires structuredContent to be an object; only 2026-07-28 allows other values (older clients get the {"result": …} projection).`,
    });
  if (!objectValue && facts.nonObjectOutputNeedsText) {
    if (!hasTextCopyOf(result.content, structured))
      findings.push({
        code: 'output-text-copy-missing',
        severity: 'error',
        pointer: '/content',
        message: `structuredContent is not an object, so MCP ${revision} requires a text copy of it in "content" (a {"type": "text", "text": …} block whose text is the value as JSON); add one.`,
      });
  } else if (textBlocks(result.content).length === 0)
    findings.push({
      code: 'output-text-copy-missing',
      severity: 'warning',
      pointer: '/content',
      message:
        'Clients that do not read structuredContent show "content"; a text block with the serialised JSON keeps them informed (a SHOULD since 2025-06-18).',
    });
  if (!isPlainObject(outputSchema)) return { findings };
  if (projection && !hasObjectRoot(outputSchema))
    return {
      findings,
      pending: {
        schema: projectOutputSchema(outputSchema),
        value: projectStructuredContent(outputSchema, structured),
        judged: 'projection',
      },
    };
  return { findings, pending: { schema: outputSchema, value: structured, judged: 'as-written' } };
}

/** Checks a tool result against a tool's outputSchema for one revision. */
export function checkToolResult(
  outputSchema: unknown,
  result: ToolResult,
  revision: McpRevision,
  options: OutputCheckOptions = {},
): OutputCheck {
  const { projection = false, ...sampleOptions } = options;
  const { findings, pending } = resultFindings(outputSchema, result, revision, projection);
  if (pending) {
    const verdict = checkSample(pending.schema, pending.value, sampleOptions);
    if (verdict.schemaError)
      findings.push({
        code: 'output-schema-mismatch',
        severity: 'error',
        pointer: '/structuredContent',
        message: `The outputSchema cannot be compiled: ${verdict.schemaError}`,
      });
    for (const issue of verdict.issues as SampleIssue[])
      findings.push({
        code: 'output-schema-mismatch',
        severity: 'error',
        pointer: `/structuredContent${pending.judged === 'projection' ? issue.pointer.replace(/^\/result/, '') : issue.pointer}`,
        message: issue.message,
      });
  }
  return {
    valid: !findings.some((f) => f.severity === 'error'),
    findings,
    judged: pending?.judged ?? 'as-written',
  };
}
