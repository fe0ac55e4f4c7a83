/**
 * The feature matrix as data (sources: each provider's tool and schema documentation, linked from the adapters): for each schema feature or tool field, what the
 * exporter does for each target column. Adapters read it to decide whether a keyword is kept,
 * converted, stripped or refused, and a UI can show it as a compatibility table.
 */

/** What the exporter does with a feature for a target. */
export type Support = 'supported' | 'converted' | 'stripped' | 'rejected';

export interface MatrixCell {
  support: Support;
  /** What exactly happens, when "supported"/"stripped" alone would mislead. */
  note?: string;
  /** False when no first-party documentation confirms the fact (only issue threads or third-party summaries); the exporter then flags it. */
  verified?: false;
}

/** A column of the matrix: a target, or a mode of one (strict, Gemini JSON Schema). */
export const MATRIX_COLUMNS = [
  'mcp',
  'openai',
  'openai-strict',
  'anthropic',
  'anthropic-strict',
  'bedrock',
  'bedrock-strict',
  'gemini',
  'gemini-json',
  'spark',
  'toolhive',
] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

export const MATRIX_COLUMN_LABELS: Record<MatrixColumn, string> = {
  mcp: 'MCP',
  openai: 'OpenAI',
  'openai-strict': 'OpenAI strict',
  anthropic: 'Anthropic',
  'anthropic-strict': 'Anthropic strict',
  bedrock: 'Bedrock',
  'bedrock-strict': 'Bedrock strict',
  gemini: 'Gemini Schema',
  'gemini-json': 'Gemini JSON Schema',
  spark: 'Spark',
  toolhive: 'ToolHive',
};

export interface FeatureRow {
  id: string;
  label: string;
  /** Schema keywords this row governs (empty for tool-level fields and rules handled in code). */
  keywords: readonly string[];
  cells: Record<MatrixColumn, MatrixCell>;
}

const ok: MatrixCell = { support: 'supported' };
const unverified = (support: Support, note?: string): MatrixCell => ({
  support,
  verified: false,
  ...(note ? { note } : {}),
});
const cell = (support: Support, note?: string): MatrixCell => ({
  support,
  ...(note ? { note } : {}),
});

function row(
  id: string,
  label: string,
  keywords: readonly string[],
  overrides: Partial<Record<MatrixColumn, MatrixCell>>,
): FeatureRow {
  const cells = {} as Record<MatrixColumn, MatrixCell>;
  for (const column of MATRIX_COLUMNS) cells[column] = overrides[column] ?? ok;
  return { id, label, keywords, cells };
}

const toDescription = (note = 'moved into the description, as the Anthropic SDK does') =>
  cell('stripped', note);
const bedrockStrictDesc = unverified(
  'stripped',
  'moved into the description (Bedrock strict subset known only second-hand)',
);

export const FEATURE_MATRIX: readonly FeatureRow[] = [
  row('ref', '$ref / $defs', ['$ref', '$defs', 'definitions'], {
    openai: unverified('supported'),
    'openai-strict': cell('supported', 'local only; recursion allowed'),
    'anthropic-strict': cell('supported', 'local only; a recursive $ref is refused'),
    bedrock: unverified('supported', 'model-dependent'),
    'bedrock-strict': unverified('supported', 'local only; a recursive $ref is refused'),
    gemini: cell('converted', 'inlined; a recursive $ref is refused (use the JSON Schema option)'),
    'gemini-json': unverified('supported', 'limited cycles'),
  }),
  row('anyOf', 'anyOf', ['anyOf'], {
    gemini: cell('supported', 'a {type:"null"} branch becomes nullable'),
  }),
  row('oneOf', 'oneOf', ['oneOf'], {
    openai: unverified('supported'),
    'openai-strict': cell('converted', 'becomes anyOf; exclusivity is lost'),
    'anthropic-strict': cell('converted', 'becomes anyOf; exclusivity is lost'),
    'bedrock-strict': unverified('converted', 'becomes anyOf; exclusivity is lost'),
    gemini: cell('converted', 'becomes anyOf; exclusivity is lost'),
    'gemini-json': unverified('supported', 'Gemini treats oneOf as anyOf'),
  }),
  row('allOf', 'allOf', ['allOf'], {
    openai: unverified('supported'),
    'openai-strict': cell(
      'converted',
      'merged when the branches do not conflict, otherwise refused',
    ),
    'anthropic-strict': cell(
      'converted',
      'merged when the branches do not conflict, otherwise kept (each branch then needs a type)',
    ),
    'bedrock-strict': unverified(
      'converted',
      'merged when the branches do not conflict, otherwise kept (each branch then needs a type)',
    ),
    gemini: cell('converted', 'merged when the branches do not conflict, otherwise refused'),
    'gemini-json': cell('converted', 'merged when the branches do not conflict, otherwise refused'),
  }),
  row('not', 'not', ['not'], {
    openai: unverified('supported'),
    'openai-strict': cell('rejected'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('stripped'),
    'gemini-json': unverified('stripped'),
  }),
  row('conditional', 'if / then / else', ['if', 'then', 'else'], {
    openai: unverified('supported'),
    'openai-strict': cell('rejected'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('stripped'),
    'gemini-json': unverified('stripped'),
  }),
  row('const', 'const', ['const'], {
    gemini: cell('converted', 'becomes a one-value enum'),
    'gemini-json': unverified('converted', 'becomes a one-value enum'),
    'anthropic-strict': cell('supported', 'primitive values only'),
  }),
  row('enum', 'enum', ['enum'], {
    gemini: cell('converted', 'non-string values become format "enum" with string values'),
    'anthropic-strict': cell('supported', 'primitive values only'),
  }),
  row('type-array', 'type arrays / nullable', [], {
    gemini: cell('converted', 'becomes type plus nullable, or anyOf'),
  }),
  row('optional-property', 'optional properties', [], {
    'openai-strict': cell('converted', 'made required and nullable'),
  }),
  row('additional-false', 'additionalProperties: false', [], {
    'openai-strict': cell('supported', 'required on every object; added where missing'),
    'anthropic-strict': cell('supported', 'added where missing'),
    'bedrock-strict': cell('supported', 'added where missing'),
    gemini: cell('stripped'),
  }),
  row('additional-open', 'additionalProperties: schema or true', [], {
    'openai-strict': cell('rejected', 'a free-form object cannot be strict'),
    'anthropic-strict': cell(
      'rejected',
      'strict mode forces false, which would refuse every extra key',
    ),
    'bedrock-strict': cell('rejected', 'strict mode allows only false'),
    gemini: cell('stripped'),
    'gemini-json': unverified('supported'),
  }),
  row(
    'property-names',
    'patternProperties / propertyNames',
    ['patternProperties', 'propertyNames'],
    {
      openai: unverified('supported'),
      'openai-strict': cell('rejected'),
      'anthropic-strict': toDescription(),
      'bedrock-strict': bedrockStrictDesc,
      gemini: cell('stripped'),
      'gemini-json': unverified('stripped'),
    },
  ),
  row('pattern', 'pattern', ['pattern'], {
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    'gemini-json': unverified('stripped'),
  }),
  row('format', 'format', ['format'], {
    'openai-strict': cell(
      'supported',
      'date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid; others stripped',
    ),
    'anthropic-strict': cell(
      'supported',
      'the OpenAI nine plus uri; others moved into the description',
    ),
    'bedrock-strict': unverified('supported', 'as Anthropic strict'),
    gemini: cell(
      'supported',
      'float, double, int32, int64, email, byte, date, date-time, password, enum; others flagged',
    ),
    'gemini-json': unverified('supported'),
  }),
  row('numeric-bounds', 'minimum / maximum', ['minimum', 'maximum'], {
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
  }),
  row(
    'numeric-exclusive',
    'exclusiveMinimum / exclusiveMaximum / multipleOf',
    ['exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
    {
      'anthropic-strict': toDescription(),
      'bedrock-strict': bedrockStrictDesc,
      gemini: cell('stripped'),
      'gemini-json': unverified('stripped'),
    },
  ),
  row('string-length', 'minLength / maxLength', ['minLength', 'maxLength'], {
    'openai-strict': unverified('supported', 'not in the documented list; the SDK keeps them'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('converted', 'written as int64 strings'),
    'gemini-json': unverified('stripped'),
  }),
  row('array-length', 'minItems / maxItems', ['minItems', 'maxItems'], {
    'anthropic-strict': cell(
      'supported',
      'minItems 0 or 1 only; the rest moved into the description',
    ),
    'bedrock-strict': unverified(
      'supported',
      'minItems 0 or 1 only; the rest moved into the description',
    ),
    gemini: cell('converted', 'written as int64 strings'),
  }),
  row('object-size', 'minProperties / maxProperties', ['minProperties', 'maxProperties'], {
    'openai-strict': cell('rejected'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('converted', 'written as int64 strings'),
    'gemini-json': unverified('stripped'),
  }),
  row('uniqueItems', 'uniqueItems', ['uniqueItems'], {
    'openai-strict': cell('rejected'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('stripped'),
    'gemini-json': unverified('stripped'),
  }),
  row('tuple', 'prefixItems / tuple items', ['prefixItems', 'additionalItems'], {
    'openai-strict': cell('rejected'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('stripped'),
  }),
  row(
    'other-validation',
    'contains, dependent*, unevaluated*, content*, $anchor, $dynamicRef',
    [
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
    {
      openai: unverified('supported'),
      'openai-strict': cell('rejected'),
      'anthropic-strict': toDescription(),
      'bedrock-strict': bedrockStrictDesc,
      gemini: cell('stripped'),
      'gemini-json': unverified('stripped'),
    },
  ),
  row('default', 'default', ['default'], {
    'openai-strict': unverified('stripped', 'one report of rejection'),
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    'gemini-json': unverified('stripped'),
  }),
  row('examples', 'examples', ['examples'], {
    'anthropic-strict': toDescription(),
    'bedrock-strict': bedrockStrictDesc,
    gemini: cell('converted', 'becomes example (the first one)'),
    'gemini-json': unverified('stripped'),
  }),
  row('title', 'title (in a schema)', ['title'], {}),
  row('description', 'description (in a schema)', ['description'], {}),
  row('dialect', '$schema', ['$schema'], {
    openai: unverified('stripped', 'the expected dialect is not documented'),
    'openai-strict': unverified('stripped', 'the expected dialect is not documented'),
    anthropic: cell('stripped', 'Anthropic checks against 2020-12 anyway'),
    'anthropic-strict': cell('stripped'),
    bedrock: unverified('stripped'),
    'bedrock-strict': unverified('stripped'),
    gemini: cell('stripped'),
    'gemini-json': unverified('stripped'),
  }),
  row('unknown-keywords', 'other annotations and vendor keywords ($comment, deprecated, x-…)', [], {
    'openai-strict': unverified('supported'),
    'anthropic-strict': cell('stripped'),
    'bedrock-strict': unverified('stripped'),
    gemini: cell('stripped'),
    'gemini-json': unverified('stripped'),
  }),
  row('root-union', 'anyOf / oneOf / allOf at the root', [], {
    openai: unverified('supported'),
    'openai-strict': cell('rejected'),
    anthropic: cell('rejected', 'a root allOf of plain objects is merged'),
    'anthropic-strict': cell('rejected', 'a root allOf of plain objects is merged'),
    bedrock: cell('rejected', 'a root allOf of plain objects is merged'),
    'bedrock-strict': cell('rejected', 'a root allOf of plain objects is merged'),
    gemini: cell('rejected', 'a root allOf of plain objects is merged'),
    'gemini-json': unverified('supported'),
  }),
  row('array-without-items', 'array without items', [], {
    openai: unverified('converted', 'items: {} added'),
    'openai-strict': cell('rejected'),
    gemini: unverified('supported'),
  }),
  row('tool-title', 'tool title', [], providerStrip({ toolhive: ok })),
  row(
    'annotations',
    'tool annotations (hints)',
    [],
    providerStrip({ toolhive: cell('converted', 'hint names lose the Hint suffix') }),
  ),
  row(
    'icons',
    'icons',
    [],
    providerStrip({ mcp: cell('supported', 'from 2025-11-25; dropped for 2025-06-18') }),
  ),
  row(
    'output-schema',
    'outputSchema',
    [],
    providerStrip({
      toolhive: ok,
      gemini: cell('converted', 'becomes response'),
      'gemini-json': cell('converted', 'becomes responseJsonSchema'),
    }),
  ),
  row(
    'execution',
    'execution (tasks)',
    [],
    providerStrip({
      mcp: cell(
        'supported',
        'core in 2025-11-25 only; kept as written for 2026-07-28, dropped for 2025-06-18',
      ),
    }),
  ),
  row('meta', '_meta', [], providerStrip({})),
  row(
    'toolfoundation',
    'namespace / version / tags',
    [],
    providerStrip({ mcp: cell('stripped', 'kept when asked to keep extensions') }),
  ),
  row(
    'spark-fields',
    'Spark metadata / examples',
    [],
    providerStrip({ mcp: cell('stripped', 'kept when asked to keep extensions'), spark: ok }),
  ),
  row('name-dot', 'tool name with "." or longer than 64', [], {
    openai: cell('rejected', 'a valid name is suggested'),
    'openai-strict': cell('rejected', 'a valid name is suggested'),
    anthropic: cell('rejected', 'a valid name is suggested'),
    'anthropic-strict': cell('rejected', 'a valid name is suggested'),
    bedrock: cell('rejected', 'a valid name is suggested'),
    'bedrock-strict': cell('rejected', 'a valid name is suggested'),
    spark: cell('supported', 'warned: Spark names are snake_case'),
    toolhive: cell('supported', 'warned: registry names are identifiers'),
  }),
  row('empty-description', 'missing or empty description', [], {
    bedrock: cell('stripped', 'an empty description is omitted'),
    'bedrock-strict': cell('stripped', 'an empty description is omitted'),
    spark: cell('rejected', 'Spark requires a description'),
  }),
];

function providerStrip(
  overrides: Partial<Record<MatrixColumn, MatrixCell>>,
): Partial<Record<MatrixColumn, MatrixCell>> {
  const stripped = cell('stripped', 'no place for it; kept in the sidecar');
  const cells: Partial<Record<MatrixColumn, MatrixCell>> = {};
  for (const column of MATRIX_COLUMNS) if (column !== 'mcp') cells[column] = stripped;
  return { ...cells, ...overrides };
}

const rowsById = new Map(FEATURE_MATRIX.map((r) => [r.id, r]));
const rowsByKeyword = new Map<string, FeatureRow>();
for (const r of FEATURE_MATRIX) for (const k of r.keywords) rowsByKeyword.set(k, r);

export function featureRow(id: string): FeatureRow {
  const found = rowsById.get(id);
  if (!found) throw new Error(`No feature-matrix row "${id}".`);
  return found;
}

/** The row governing a schema keyword; unknown keywords fall under "unknown-keywords". */
export function rowForKeyword(keyword: string): FeatureRow | undefined {
  return rowsByKeyword.get(keyword);
}
