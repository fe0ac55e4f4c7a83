/**
 * The feature matrix (sources: each provider's tool and schema documentation, linked from the
 * target modules): for each schema feature or tool field, what the exporter does for each target
 * column. The rows are here; each column, with its cells, is part of its target's module
 * (`targets/<id>.ts`), so the table is assembled from the registered targets (registry.ts). A
 * transform is handed the column it exports for (`cellFor`) to decide whether a keyword is kept,
 * converted, stripped or refused, and the Export tab and `tool-schema targets` show the whole
 * table as a compatibility table.
 */
export type { MatrixCell, Support } from './feature-cells';
export { cell, ok, toDescription, unverified } from './feature-cells';
import type { MatrixCell } from './feature-cells';
import { cell, ok } from './feature-cells';

export interface FeatureRow<Column extends string = string> {
  id: string;
  label: string;
  /** Schema keywords this row governs (empty for tool-level fields and rules handled in code). */
  keywords: readonly string[];
  cells: Record<Column, MatrixCell>;
}

/** A row before the targets fill in their cells. */
export interface FeatureRowDefinition {
  id: string;
  label: string;
  keywords: readonly string[];
  /** A tool-level field: a column whose target has no place for tool fields defaults to "stripped". */
  toolField?: true;
}

/** One column of the matrix, as a target module declares it: the cells that differ from the default. */
export interface MatrixColumnDefinition<Column extends string = string> {
  id: Column;
  label: string;
  /**
   * `kept`: tool-level fields are carried (MCP); `sidecar`: the target has no place for them, so
   * they default to stripped (kept in the sidecar).
   */
  toolFields: 'kept' | 'sidecar';
  /** Cells by row id; a row not named is `supported` (or, for a tool field in a `sidecar` column, stripped). */
  cells: Readonly<Partial<Record<string, MatrixCell>>>;
}

const IN_SIDECAR = cell('stripped', 'no place for it; kept in the sidecar');

const FEATURE_ROWS: readonly FeatureRowDefinition[] = [
  { id: 'ref', label: '$ref / $defs', keywords: ['$ref', '$defs', 'definitions'] },
  { id: 'anyOf', label: 'anyOf', keywords: ['anyOf'] },
  { id: 'oneOf', label: 'oneOf', keywords: ['oneOf'] },
  { id: 'allOf', label: 'allOf', keywords: ['allOf'] },
  { id: 'not', label: 'not', keywords: ['not'] },
  { id: 'conditional', label: 'if / then / else', keywords: ['if', 'then', 'else'] },
  { id: 'const', label: 'const', keywords: ['const'] },
  { id: 'enum', label: 'enum', keywords: ['enum'] },
  { id: 'type-array', label: 'type arrays / nullable', keywords: [] },
  { id: 'optional-property', label: 'optional properties', keywords: [] },
  { id: 'additional-false', label: 'additionalProperties: false', keywords: [] },
  { id: 'additional-open', label: 'additionalProperties: schema or true', keywords: [] },
  {
    id: 'property-names',
    label: 'patternProperties / propertyNames',
    keywords: ['patternProperties', 'propertyNames'],
  },
  { id: 'pattern', label: 'pattern', keywords: ['pattern'] },
  { id: 'format', label: 'format', keywords: ['format'] },
  { id: 'numeric-bounds', label: 'minimum / maximum', keywords: ['minimum', 'maximum'] },
  {
    id: 'numeric-exclusive',
    label: 'exclusiveMinimum / exclusiveMaximum / multipleOf',
    keywords: ['exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  },
  { id: 'string-length', label: 'minLength / maxLength', keywords: ['minLength', 'maxLength'] },
  { id: 'array-length', label: 'minItems / maxItems', keywords: ['minItems', 'maxItems'] },
  {
    id: 'object-size',
    label: 'minProperties / maxProperties',
    keywords: ['minProperties', 'maxProperties'],
  },
  { id: 'uniqueItems', label: 'uniqueItems', keywords: ['uniqueItems'] },
  { id: 'tuple', label: 'prefixItems / tuple items', keywords: ['prefixItems', 'additionalItems'] },
  {
    id: 'other-validation',
    label: 'contains, dependent*, unevaluated*, content*, $anchor, $dynamicRef',
    keywords: [
      'contains',
      'minContains',
      'maxContains',
      'dependentRequired',
      'dependentSchemas',
      'dependencies',
      'unevaluatedItems',
      'unevaluatedProperties',
      'contentEncoding',
      'contentMediaType',
      'contentSchema',
      '$anchor',
      '$dynamicAnchor',
      '$dynamicRef',
      '$recursiveAnchor',
      '$recursiveRef',
    ],
  },
  { id: 'default', label: 'default', keywords: ['default'] },
  { id: 'examples', label: 'examples', keywords: ['examples'] },
  { id: 'title', label: 'title (in a schema)', keywords: ['title'] },
  { id: 'description', label: 'description (in a schema)', keywords: ['description'] },
  { id: 'dialect', label: '$schema', keywords: ['$schema'] },
  {
    id: 'unknown-keywords',
    label: 'other annotations and vendor keywords ($comment, deprecated, x-\u2026)',
    keywords: [],
  },
  { id: 'root-union', label: 'anyOf / oneOf / allOf at the root', keywords: [] },
  { id: 'array-without-items', label: 'array without items', keywords: [] },
  { id: 'tool-title', label: 'tool title', keywords: [], toolField: true },
  { id: 'annotations', label: 'tool annotations (hints)', keywords: [], toolField: true },
  { id: 'icons', label: 'icons', keywords: [], toolField: true },
  { id: 'output-schema', label: 'outputSchema', keywords: [], toolField: true },
  { id: 'execution', label: 'execution (tasks)', keywords: [], toolField: true },
  { id: 'meta', label: '_meta', keywords: [], toolField: true },
  { id: 'toolfoundation', label: 'namespace / version / tags', keywords: [], toolField: true },
  { id: 'spark-fields', label: 'Spark metadata / examples', keywords: [], toolField: true },
  { id: 'name-dot', label: 'tool name with "." or longer than 64', keywords: [] },
  { id: 'empty-description', label: 'missing or empty description', keywords: [] },
];

export interface FeatureMatrix<Column extends string = string> {
  columns: readonly { id: Column; label: string }[];
  rows: readonly FeatureRow<Column>[];
}

/** The cell a column gives a row: its own, or the default (supported; in a sidecar column, a tool field is stripped). */
export function cellFor(column: MatrixColumnDefinition, row: FeatureRowDefinition): MatrixCell {
  return (
    column.cells[row.id] ?? (row.toolField && column.toolFields === 'sidecar' ? IN_SIDECAR : ok)
  );
}

/** A target's own column by id, to hand to the transforms and `dropToolFields`. */
export function columnOf<Column extends string>(
  columns: readonly MatrixColumnDefinition<Column>[],
  id: NoInfer<Column>,
): MatrixColumnDefinition<Column> {
  const found = columns.find((c) => c.id === id);
  if (!found) throw new Error(`No feature-matrix column "${id}".`);
  return found;
}

/** The matrix of a list of targets: one column per column definition, in the targets' order. */
export function buildFeatureMatrix<Column extends string>(
  targets: readonly { matrix: readonly MatrixColumnDefinition<Column>[] }[],
): FeatureMatrix<Column> {
  const columns = targets.flatMap((t) => t.matrix);
  const rows = FEATURE_ROWS.map((definition): FeatureRow<Column> => {
    const cells = {} as Record<Column, MatrixCell>;
    for (const column of columns) cells[column.id] = cellFor(column, definition);
    return { id: definition.id, label: definition.label, keywords: definition.keywords, cells };
  });
  return { columns: columns.map(({ id, label }) => ({ id, label })), rows };
}

const ROWS_BY_ID = new Map(FEATURE_ROWS.map((r) => [r.id, r]));
const ROWS_BY_KEYWORD = new Map(FEATURE_ROWS.flatMap((r) => r.keywords.map((k) => [k, r])));

export function featureRow(id: string): FeatureRowDefinition {
  const found = ROWS_BY_ID.get(id);
  if (!found) throw new Error(`No feature-matrix row "${id}".`);
  return found;
}

/**
 * Keywords every target takes and that have no matrix row: the shape of an object schema, which
 * each exporter writes in code. Neither flagged as unknown nor looked up in the matrix.
 */
export const STRUCTURAL_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
]);

/** Every keyword a row governs, with its row. */
export function keywordRows(): ReadonlyMap<string, FeatureRowDefinition> {
  return ROWS_BY_KEYWORD;
}

/** The row governing a schema keyword; unknown keywords fall under "unknown-keywords". */
export function rowForKeyword(keyword: string): FeatureRowDefinition | undefined {
  return ROWS_BY_KEYWORD.get(keyword);
}
