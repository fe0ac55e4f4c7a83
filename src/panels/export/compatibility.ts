/**
 * The compatibility table of the Export panel: rows for the features one tool uses, columns for
 * the feature matrix's targets, cells straight from the core's matrix. Pure, so it is tested
 * without a browser; the panel only renders it.
 */
import {
  dialectOf,
  FEATURE_MATRIX,
  isPlainObject,
  joinPointer,
  MATRIX_COLUMNS,
  rowForKeyword,
  walkSchemas,
  STRUCTURAL_KEYWORDS,
} from '../../core';
import type { MatrixCell, MatrixColumn, Tool } from '../../core';
import { columnLabel } from './export-model';

export interface CompatibilityRow {
  featureId: string;
  label: string;
  /** Where the tool uses the feature (pointers relative to the tool object), in document order. */
  pointers: string[];
  cells: Record<MatrixColumn, MatrixCell>;
}

/** How a target takes the tool as a whole: the worst of its cells. */
export type Verdict = 'as-is' | 'with-changes' | 'refused';

export interface CompatibilityColumn {
  id: MatrixColumn;
  label: string;
  verdict: Verdict;
}

export interface CompatibilityTable {
  rows: CompatibilityRow[];
  columns: CompatibilityColumn[];
}

/** Matrix rows for tool-level fields, by the field that triggers them. */
const TOOL_FIELD_ROWS: [field: string, featureId: string][] = [
  ['title', 'tool-title'],
  ['annotations', 'annotations'],
  ['icons', 'icons'],
  ['outputSchema', 'output-schema'],
  ['execution', 'execution'],
  ['_meta', 'meta'],
  ['namespace', 'toolfoundation'],
  ['version', 'toolfoundation'],
  ['tags', 'toolfoundation'],
  ['metadata', 'spark-fields'],
  ['examples', 'spark-fields'],
];

/** Every matrix feature the tool uses, with where, keyed by feature id. */
export function featuresUsed(tool: Tool): Map<string, string[]> {
  // Sets, not arrays with an includes() check: a schema with 10 000 $refs marks one feature
  // 10 000 times, which made the check quadratic (1.3 s for the Export tab).
  const used = new Map<string, Set<string>>();
  const mark = (featureId: string, pointer: string) => {
    const pointers = used.get(featureId);
    if (pointers) pointers.add(pointer);
    else used.set(featureId, new Set([pointer]));
  };
  const listed = () =>
    new Map([...used].map(([featureId, pointers]) => [featureId, [...pointers]]));

  for (const [field, featureId] of TOOL_FIELD_ROWS) {
    if (Object.hasOwn(tool, field) && tool[field] !== undefined)
      mark(featureId, joinPointer('', field));
  }
  if (typeof tool.name === 'string' && (tool.name.includes('.') || tool.name.length > 64))
    mark('name-dot', '/name');
  if (typeof tool.description !== 'string' || tool.description.trim() === '') {
    mark('empty-description', Object.hasOwn(tool, 'description') ? '/description' : '');
  }

  const schema = tool.inputSchema;
  if (!isPlainObject(schema)) return listed();
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    if (Object.hasOwn(schema, keyword)) mark('root-union', joinPointer('/inputSchema', keyword));
  }
  walkSchemas(
    schema,
    '/inputSchema',
    dialectOf(schema) ?? '2020-12',
    ({ schema: node, pointer }) => {
      for (const key of Object.keys(node)) {
        const at = joinPointer(pointer, key);
        const row = rowForKeyword(key);
        if (row) mark(row.id, at);
        else if (!STRUCTURAL_KEYWORDS.has(key) && key !== '$id') mark('unknown-keywords', at);
      }
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (Array.isArray(node.type)) mark('type-array', joinPointer(pointer, 'type'));
      if (
        types.includes('array') &&
        !Object.hasOwn(node, 'items') &&
        !Object.hasOwn(node, 'prefixItems')
      ) {
        mark('array-without-items', pointer);
      }
      const additional = node.additionalProperties;
      if (additional === false)
        mark('additional-false', joinPointer(pointer, 'additionalProperties'));
      else if (additional !== undefined)
        mark('additional-open', joinPointer(pointer, 'additionalProperties'));
      else if (types.includes('object') && !isPlainObject(node.properties))
        mark('additional-open', pointer);
      if (isPlainObject(node.properties)) {
        const required = new Set(Array.isArray(node.required) ? node.required : []);
        for (const name of Object.keys(node.properties)) {
          if (!required.has(name))
            mark('optional-property', joinPointer(pointer, 'properties', name));
        }
      }
    },
  );
  return listed();
}

function verdictOf(cells: readonly MatrixCell[]): Verdict {
  if (cells.some((c) => c.support === 'rejected')) return 'refused';
  if (cells.some((c) => c.support !== 'supported')) return 'with-changes';
  return 'as-is';
}

/** The table for one tool: matrix rows in matrix order, restricted to what the tool uses. */
export function compatibilityTable(tool: Tool): CompatibilityTable {
  const used = featuresUsed(tool);
  const rows: CompatibilityRow[] = FEATURE_MATRIX.filter((row) => used.has(row.id)).map((row) => ({
    featureId: row.id,
    label: row.label,
    pointers: used.get(row.id) ?? [],
    cells: row.cells,
  }));
  const columns = MATRIX_COLUMNS.map((id) => ({
    id,
    label: columnLabel(id),
    verdict: verdictOf(rows.map((r) => r.cells[id])),
  }));
  return { rows, columns };
}
