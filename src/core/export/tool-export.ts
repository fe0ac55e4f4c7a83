/**
 * The part of every export that is the same for all targets: name rules (never renamed
 * silently), unique names, tool fields the target has no place for, refusals, the name map and
 * the lossless sidecar.
 */
import { joinPointer } from '../model/pointer';
import { childPointer } from '../schema/walk';
import type { JsonSchemaObject, Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { ExportChange, ExportOptions, ExportResult, RefusedTool, TargetId } from './adapter';
import { SIDECAR_FORMAT } from './adapter';
import type { MatrixColumnDefinition } from './feature-matrix';
import { cellFor, featureRow } from './feature-matrix';
import type { NameRule } from './names';
import { nameProblem, shortHash, suggestName } from './names';
import { ChangeLog } from './transforms/changes';
import { mergeAllOf } from './transforms/all-of';
import { resolveLocalRef } from '../schema/refs';
import { mergeRootUnion } from './transforms/root-union';
import { getOwn, setOwn } from '../model/own';

export interface ToolContext {
  tool: Tool;
  index: number;
  log: ChangeLog;
  options: ExportOptions;
  /** The name to write: the tool's own, or the suggested one when the user asked for it. */
  name: string;
}

export interface ExportPlan<Entry> {
  target: TargetId;
  label: string;
  /** The target's name rule for these options (never applied silently: see `runExport`). */
  nameRule: NameRule | undefined;
  /** Builds the target entry for one tool, logging changes; rejections in the log refuse the tool. */
  build: (ctx: ToolContext) => Entry | undefined;
  /**
   * Set when `build` is the target's own module-level function, so that what it made of a tool
   * is found again on the next export (`buildOnce`). A build made anew per export never is, and
   * keeping its entries anyway cost every such export a record per tool that the collector
   * copied until the export ended.
   */
  reusesBuilds?: true;
  /** Wraps the accepted entries into the target's document shape. */
  wrap: (entries: Entry[], documentLog: ChangeLog) => unknown;
}

/** A tool's entry and changes as one build made them, for the same place, name and options. */
interface Built {
  index: number;
  name: string;
  options: string;
  entry: unknown;
  changes: ExportChange[];
}

/**
 * What each target's `build` made of each tool object, kept with the tool: the studio exports the
 * whole workspace again after an edit of one tool, and the page keeps every tool it did not read
 * anew as the same object, so the others are not converted again. Keyed by the build function
 * (a target's own module-level function, which its plan marks with `reusesBuilds`) and used
 * only when the tool sits at the same index with the same name and options, and nothing was
 * logged for it before its build: those are all a build reads. Tools are never changed in place,
 * which the other caches of the export path rely on too.
 */
const builtByPlan = new WeakMap<object, WeakMap<object, Built>>();

function buildOnce<Entry>(
  plan: ExportPlan<Entry>,
  ctx: ToolContext,
  options: string,
): Entry | undefined {
  if (!plan.reusesBuilds || ctx.log.changes.length > 0) return plan.build(ctx);
  let built = builtByPlan.get(plan.build);
  if (!built) builtByPlan.set(plan.build, (built = new WeakMap()));
  const kept = built.get(ctx.tool);
  if (kept && kept.index === ctx.index && kept.name === ctx.name && kept.options === options) {
    for (const change of kept.changes) ctx.log.replay(change);
    return kept.entry as Entry | undefined;
  }
  const entry = plan.build(ctx);
  built.set(ctx.tool, {
    index: ctx.index,
    name: ctx.name,
    options,
    entry,
    changes: [...ctx.log.changes],
  });
  return entry;
}

export function runExport<Entry>(
  tools: readonly Tool[],
  options: ExportOptions,
  plan: ExportPlan<Entry>,
): ExportResult {
  const changes: ExportChange[] = [];
  const refused: RefusedTool[] = [];
  const entries: Entry[] = [];
  const nameMap: Record<string, string> = {};
  const sidecarTools: Record<string, Tool> = {};
  const rule = plan.nameRule;
  const optionsKey = JSON.stringify(options);

  tools.forEach((tool, index) => {
    if (!isPlainObject(tool)) {
      // Lists read from JSON can hold null or a string where a tool belongs; writing it would
      // give the target (and the studio's own import) a tool it cannot read.
      const log = new ChangeLog(index, '');
      log.reject(
        'tool-not-object',
        '',
        `Item ${index} is ${tool === null ? 'null' : Array.isArray(tool) ? 'an array' : `a ${typeof tool}`}, not a tool object; it is left out.`,
      );
      changes.push(...log.changes);
      refused.push({ toolIndex: index, name: '', reasons: log.rejections });
      return;
    }
    const toolName = typeof tool.name === 'string' ? tool.name : '';
    const log = new ChangeLog(index, toolName);
    let name = toolName;
    if (rule) {
      const problem = nameProblem(toolName, rule);
      if (problem) {
        const suggestion = suggestName(toolName, rule);
        if (rule.severity === 'warning') {
          log.add({
            code: 'name-convention',
            kind: 'flagged',
            pointer: '/name',
            message: `${problem} ${plan.label} may refuse it; "${suggestion}" would fit.`,
            suggestion,
          });
        } else if (options.applyNameSuggestions) {
          log.add({
            code: 'name-renamed',
            kind: 'renamed',
            severity: 'warning',
            pointer: '/name',
            message: `${problem} Exported as "${suggestion}" as you asked; the name map and sidecar restore "${toolName}" on import.`,
            suggestion,
          });
          name = suggestion;
        } else {
          log.reject(
            'name-invalid',
            '/name',
            `${problem} Rename the tool to "${suggestion}" or export with suggested names.`,
            suggestion,
          );
        }
      }
    }
    if (name === '' && log.rejections.length === 0) {
      log.reject(
        'tool-name-missing',
        '/name',
        `The tool has no name${tool.name === undefined ? '' : ` (its "name" is ${tool.name === null ? 'null' : `a ${typeof tool.name}`})`}; a tool without a name cannot be called, and ${plan.label} (like the studio's import) needs one. Give it a name.`,
      );
    }
    if (Object.hasOwn(nameMap, name)) {
      const suggestion = `${name.slice(0, Math.max(1, (rule?.maxLength ?? 128) - 9))}_${shortHash(name + '#' + index)}`;
      if (options.applyNameSuggestions) {
        log.add({
          code: 'name-duplicate-renamed',
          kind: 'renamed',
          severity: 'warning',
          pointer: '/name',
          message: `Another tool in this export is already called "${name}"; this one is exported as "${suggestion}" as you asked.`,
          suggestion,
        });
        name = suggestion;
      } else {
        log.reject(
          'name-duplicate',
          '/name',
          `Another tool in this export is already called "${name}"; ${plan.label} needs unique names. Rename one, e.g. to "${suggestion}".`,
          suggestion,
        );
      }
    }
    const entry = buildOnce(plan, { tool, index, log, options, name }, optionsKey);
    changes.push(...log.changes);
    const reasons = log.rejections;
    if (reasons.length > 0 || entry === undefined) {
      refused.push({ toolIndex: index, name: toolName, reasons });
      return;
    }
    entries.push(entry);
    // Defined, not assigned: a tool named "__proto__" is a key like any other, not a prototype.
    setOwn(nameMap, name, toolName);
    setOwn(sidecarTools, name, tool);
  });

  const documentLog = new ChangeLog(-1, '');
  const output = plan.wrap(entries, documentLog);
  changes.push(...documentLog.changes);
  return {
    target: plan.target,
    output,
    changes,
    refused,
    nameMap,
    sidecar: { format: SIDECAR_FORMAT, version: 1, target: plan.target, tools: sidecarTools },
  };
}

/** Which matrix row covers a tool-level field. */
const FIELD_ROWS: Record<string, string> = {
  title: 'tool-title',
  annotations: 'annotations',
  icons: 'icons',
  outputSchema: 'output-schema',
  execution: 'execution',
  _meta: 'meta',
  namespace: 'toolfoundation',
  version: 'toolfoundation',
  tags: 'toolfoundation',
  metadata: 'spark-fields',
  examples: 'spark-fields',
};

/**
 * Logs a `dropped` change for every tool field other than `keep`: the target has no place for
 * it. The sidecar keeps the whole tool, so import can restore it.
 */
export function dropToolFields(
  ctx: ToolContext,
  keep: readonly string[],
  column: MatrixColumnDefinition,
  targetLabel: string,
): void {
  const description: unknown = ctx.tool.description;
  if (
    keep.includes('description') &&
    description !== undefined &&
    typeof description !== 'string'
  ) {
    ctx.log.add({
      code: 'description-not-string',
      kind: 'dropped',
      pointer: '/description',
      message: `The description is ${description === null ? 'null' : Array.isArray(description) ? 'an array' : `a ${typeof description}`}, not text; ${targetLabel} takes a string, so it is left out. Write the description as a string.`,
    });
  }
  for (const key of Object.keys(ctx.tool)) {
    if (keep.includes(key) || ctx.tool[key] === undefined) continue;
    ctx.log.add({
      code: 'field-dropped',
      kind: 'dropped',
      pointer: childPointer('', key),
      message: fieldDroppedMessage(key, column, targetLabel),
    });
  }
}

/**
 * The message for a known field, built once per field and target: every tool of a 1 000-tool
 * export drops the same few fields, and building each message anew was a tenth of the time.
 * Fields the matrix does not know are named by the user and are not kept.
 */
const knownFieldMessages = new Map<MatrixColumnDefinition, Map<string, Map<string, string>>>();

function fieldDroppedMessage(
  key: string,
  column: MatrixColumnDefinition,
  targetLabel: string,
): string {
  const rowId = getOwn(FIELD_ROWS, key);
  // By column, target label and field (two columns can share a label): no key to build per tool.
  let byLabel = rowId ? knownFieldMessages.get(column) : undefined;
  let byField = byLabel?.get(targetLabel);
  const cached = byField?.get(key);
  if (cached !== undefined) return cached;
  const row = rowId ? featureRow(rowId) : undefined;
  const what = row ? row.label : `field "${key}"`;
  const note = row ? cellFor(column, row).note : undefined;
  const message = `${capitalise(what)} has no place in ${targetLabel}${note && !note.startsWith('no place') ? ` (${note})` : ''}; it is left out of the output and kept in the sidecar.`;
  if (rowId) {
    if (!byLabel) knownFieldMessages.set(column, (byLabel = new Map()));
    if (!byField) byLabel.set(targetLabel, (byField = new Map()));
    byField.set(key, message);
  }
  return message;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The input schema as every provider target needs it: an object schema with `type: "object"`
 * and no union at the root (a root `allOf` of plain objects is merged). Returns a clone, or
 * undefined after logging a rejection.
 */
export function providerRootSchema(
  ctx: ToolContext,
  targetLabel: string,
  options: { allowRootUnion?: boolean; mergeRootAllOf?: boolean; mergeRootUnion?: boolean } = {},
): JsonSchemaObject | undefined {
  const raw: unknown = ctx.tool.inputSchema;
  if (!isPlainObject(raw)) {
    ctx.log.reject(
      'input-schema-missing',
      '/inputSchema',
      `The tool has no inputSchema object; ${targetLabel} needs one (use {"type":"object"} for a tool without parameters).`,
    );
    return undefined;
  }
  // A shallow copy: only the root is edited here; rewrites below the root copy what they change.
  let schema: JsonSchemaObject = { ...raw };
  if ('$schema' in schema) {
    ctx.log.add({
      code: 'schema-dialect-stripped',
      kind: 'stripped',
      pointer: '/inputSchema/$schema',
      message: `$schema is removed: ${targetLabel} does not take a dialect declaration here.`,
    });
    delete schema.$schema;
  }
  if (!options.allowRootUnion) {
    for (const key of ['anyOf', 'oneOf'] as const) {
      if (!(key in schema)) continue;
      const merged = options.mergeRootUnion
        ? mergeRootUnion(schema, key, (ref) => {
            const target = resolveLocalRef(raw, '/inputSchema', ref);
            return target.ok ? target.schema : undefined;
          })
        : undefined;
      if (merged?.ok) {
        ctx.log.add({
          code: 'root-union-merged',
          kind: 'converted',
          widening: true,
          pointer: `/inputSchema/${key}`,
          message: `The top-level ${key} is merged into one object, because ${targetLabel} refuses ${key} at the top of the input schema: every alternative's properties are accepted${merged.loosened.length ? `, and ${merged.loosened.map((n) => JSON.stringify(n)).join(', ')} ${merged.loosened.length === 1 ? 'is' : 'are'} no longer required` : ''}. The model may send a combination no alternative allows; the tool must check it.`,
        });
        schema = merged.schema;
        continue;
      }
      ctx.log.reject(
        'root-union',
        `/inputSchema/${key}`,
        `${targetLabel} does not accept ${key} at the top of the input schema${merged ? `, and it cannot be merged into one object: ${merged.reason}` : ''}. Move the alternatives into a property (e.g. {"type":"object","properties":{"input":{"${key}":[…]}}}).`,
      );
      return undefined;
    }
    if ('allOf' in schema && options.mergeRootAllOf !== false) {
      const merged = mergeAllOf(schema, (branch) => {
        const target = resolveLocalRef(raw, '/inputSchema', String(branch.$ref));
        return target.ok ? target.schema : undefined;
      });
      if (!merged.ok) {
        ctx.log.reject(
          'root-union',
          '/inputSchema/allOf',
          `${targetLabel} does not accept allOf at the top of the input schema, and it cannot be merged: ${merged.reason}.`,
        );
        return undefined;
      }
      ctx.log.add({
        code: 'root-allof-merged',
        kind: 'converted',
        pointer: '/inputSchema/allOf',
        message: `The top-level allOf is merged into one object schema, because ${targetLabel} does not accept allOf at the top${merged.notes.length ? ` (${merged.notes.join('; ')})` : ''}.`,
      });
      schema = merged.schema;
    }
  }
  if (schema.type !== 'object') {
    ctx.log.reject(
      'root-not-object',
      '/inputSchema/type',
      `${targetLabel} needs "type": "object" at the top of the input schema; it is ${schema.type === undefined ? 'missing' : JSON.stringify(schema.type)}.`,
    );
    return undefined;
  }
  return schema;
}

/**
 * Objects below an input schema found to hold no external `$ref`. Every provider export walks
 * the same input schemas, which nothing writes to; the root is not remembered, as exporters
 * hand in a fresh copy of it on every export.
 */
const withoutExternalRefs = new WeakSet<object>();

/** Rejects any `$ref` that is not local: no target fetches schemas. */
export function rejectExternalRefs(
  schema: JsonSchemaObject,
  ctx: ToolContext,
  rootPointer: string,
): void {
  // Path segments are kept on a stack and joined only for a hit: this runs on every export.
  const path: (string | number)[] = [];
  /** Whether `node` holds an external reference (each one found is logged). */
  const visit = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null || withoutExternalRefs.has(node)) return false;
    let found = false;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        if (visit(node[i])) found = true;
        path.pop();
      }
    } else if (isPlainObject(node)) {
      for (const key in node) {
        const value = node[key];
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
          found = true;
          ctx.log.reject(
            'ref-external',
            joinPointer(rootPointer, ...path, key),
            `"$ref": ${JSON.stringify(value)} points outside the tool; providers never fetch schemas. Copy the referenced schema into $defs.`,
          );
        } else if (
          typeof value === 'object' &&
          value !== null &&
          key !== 'const' &&
          key !== 'enum' &&
          key !== 'default' &&
          key !== 'examples'
        ) {
          path.push(key);
          if (visit(value)) found = true;
          path.pop();
        }
      }
    }
    if (!found && node !== schema) withoutExternalRefs.add(node);
    return found;
  };
  visit(schema);
}
