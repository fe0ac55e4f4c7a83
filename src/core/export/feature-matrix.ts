/**
 * The feature matrix (sources: each provider's tool and schema documentation, linked from the
 * target modules): for each schema feature or tool field, what the exporter does for each target
 * column. The rows are here; each column, with its cells, is part of its target's module
 * (`targets/<id>.ts`), so the table is assembled from the registered targets. Adapters read it
 * to decide whether a keyword is kept, converted, stripped or refused, and the Export tab and
 * `tool-schema targets` show it as a compatibility table.
 */
import type { MatrixColumn, TargetDefinition } from './targets/definition';
import { TARGETS } from './targets';

export type { MatrixColumn } from './targets/definition';
export type { MatrixCell, Support } from './feature-cells';
export { cell, ok, toDescription, unverified } from './feature-cells';
import type { MatrixCell } from './feature-cells';
import { cell, ok } from './feature-cells';

export interface FeatureRow {
  id: string;
  label: string;
  /** Schema keywords this row governs (empty for tool-level fields and rules handled in code). */
  keywords: readonly string[];
  cells: Record<MatrixColumn, MatrixCell>;
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
export interface MatrixColumnDefinition<Column extends string = MatrixColumn> {
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

export interface FeatureMatrix {
  columns: readonly { id: MatrixColumn; label: string }[];
  rows: readonly FeatureRow[];
}

/** The matrix of a list of targets: one column per column definition, in the targets' order. */
export function buildFeatureMatrix(targets: readonly TargetDefinition[]): FeatureMatrix {
  const columns = targets.flatMap((t) => t.matrix);
  const rows = FEATURE_ROWS.map((definition): FeatureRow => {
    const cells = {} as Record<MatrixColumn, MatrixCell>;
    for (const column of columns) {
      const fallback = definition.toolField && column.toolFields === 'sidecar' ? IN_SIDECAR : ok;
      cells[column.id] = column.cells[definition.id] ?? fallback;
    }
    return { id: definition.id, label: definition.label, keywords: definition.keywords, cells };
  });
  return { columns: columns.map(({ id, label }) => ({ id, label })), rows };
}

/** Built on first use: target modules import this one, so it cannot read them while loading. */
let builtIn:
  | { matrix: FeatureMatrix; byId: Map<string, FeatureRow>; byKeyword: Map<string, FeatureRow> }
  | undefined;

function builtInMatrix() {
  if (!builtIn) {
    const matrix = buildFeatureMatrix(TARGETS);
    const byKeyword = new Map<string, FeatureRow>();
    for (const r of matrix.rows) for (const k of r.keywords) byKeyword.set(k, r);
    builtIn = { matrix, byId: new Map(matrix.rows.map((r) => [r.id, r])), byKeyword };
  }
  return builtIn;
}

/** The matrix of the registered targets. */
export function featureMatrix(): FeatureMatrix {
  return builtInMatrix().matrix;
}

export function featureRow(id: string): FeatureRow {
  const found = builtInMatrix().byId.get(id);
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

/** The row governing a schema keyword; unknown keywords fall under "unknown-keywords". */
export function rowForKeyword(keyword: string): FeatureRow | undefined {
  return builtInMatrix().byKeyword.get(keyword);
}
