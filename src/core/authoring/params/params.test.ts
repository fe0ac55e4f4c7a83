import { describe, expect, it } from 'vitest';
import { parse } from 'jsonc-parser';
import { applyTextEdits, detectFormatting } from '../../model/text-edits';
import { paramEdits } from './edits';
import { SEARCH_CODE_SCHEMA } from '../../__fixtures__/seeds';
import type { ParamOp } from './edits';
import { flattenRows, freshParamName, readParamTable } from './table';

function apply(text: string, op: ParamOp): string {
  const result = paramEdits(text, op);
  if (!result.ok) throw new Error(result.message);
  // One user change is one edit: one undo step in the editor.
  expect(result.edits.length).toBeLessThanOrEqual(1);
  return applyTextEdits(text, result.edits);
}

const S = '/inputSchema';

// Spark's "Complete Example" (search_database), as an MCP tool, with a comment and the table-less constructs added.
const searchDatabase = `{
  "name": "search_database",
  "description": "Search the database for matching records using various criteria",
  "inputSchema": {
    "type": "object",
    "properties": {
      // the query text
      "query": {
        "type": "string",
        "description": "The search query string",
        "minLength": 1,
        "maxLength": 500
      },
      "limit": {
        "type": "integer",
        "description": "Maximum number of results to return",
        "minimum": 1,
        "maximum": 100,
        "default": 10
      },
      "sort_by": {
        "type": "string",
        "description": "Field to sort results by",
        "enum": ["relevance", "date", "name"],
        "default": "relevance"
      },
      "filters": {
        "type": "object",
        "description": "Additional filter criteria",
        "properties": {
          "category": { "type": "string" },
          "min_score": { "type": "number", "minimum": 0.0, "maximum": 1.0 }
        },
        "additionalProperties": false
      },
      "users": {
        "type": "array",
        "items": { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] }
      }
    },
    "required": ["query"],
    "additionalProperties": false,
    "if": { "required": ["limit"] },
    "then": { "required": ["sort_by"] },
    "patternProperties": { "^x-": { "type": "string" } }
  }
}`;

describe('readParamTable', () => {
  const table = readParamTable(searchDatabase, S);

  it('reads the rows with kind, required, description, default and the constraints of their type', () => {
    expect(
      table.rows.map((r) => [r.name, r.kind, r.required, r.hasDefault ? r.default : '-']),
    ).toEqual([
      ['query', 'string', true, '-'],
      ['limit', 'integer', false, 10],
      ['sort_by', 'enum', false, 'relevance'],
      ['filters', 'object', false, '-'],
      ['users', 'array', false, '-'],
    ]);
    expect(table.rows[0]!.constraints).toEqual({ minLength: 1, maxLength: 500 });
    expect(table.rows[1]!.constraints).toEqual({ minimum: 1, maximum: 100 });
    expect(table.rows[2]!.enumValues).toEqual(['relevance', 'date', 'name']);
    expect(table.rows[0]!.description).toBe('The search query string');
  });

  it('expands nested objects and arrays of objects in place', () => {
    const filters = table.rows[3]!;
    expect(filters.children.map((c) => [c.name, c.kind, c.pointer, c.depth])).toEqual([
      ['category', 'string', '/inputSchema/properties/filters/properties/category', 1],
      ['min_score', 'number', '/inputSchema/properties/filters/properties/min_score', 1],
    ]);
    const users = table.rows[4]!;
    expect(users.typeLabel).toBe('array of object');
    expect(users.childParent).toBe('/inputSchema/properties/users/items');
    expect(users.children.map((c) => [c.name, c.required])).toEqual([['id', true]]);
    expect(flattenRows(table.rows).map((r) => r.name)).toEqual([
      'query',
      'limit',
      'sort_by',
      'filters',
      'category',
      'min_score',
      'users',
      'id',
    ]);
  });

  it('lists if/then and patternProperties read-only, with pointer and place in the text', () => {
    expect(table.readOnly.map((c) => c.pointer)).toEqual([
      '/inputSchema/if',
      '/inputSchema/then',
      '/inputSchema/patternProperties',
    ]);
    const ifConstruct = table.readOnly[0]!;
    expect(searchDatabase.slice(ifConstruct.offset, ifConstruct.offset + ifConstruct.length)).toBe(
      '"if": { "required": ["limit"] }',
    );
  });

  it('reports a missing schema as not existing and unreadable text as a problem', () => {
    expect(readParamTable('{"name": "x"}', '/outputSchema')).toMatchObject({
      exists: false,
      rows: [],
    });
    expect(readParamTable('{"name": ', S).problem).toContain('cannot be read');
  });

  it('reads union and nullable types as a union with a label', () => {
    const t = readParamTable(
      '{"inputSchema": {"properties": {"tags": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]}}}}',
      S,
    );
    expect(t.rows[0]).toMatchObject({ kind: 'union', typeLabel: 'array of string | null' });
    expect(t.rows[0]!.readOnly.map((c) => c.keyword)).toEqual(['anyOf']);
  });
});

describe('paramEdits', () => {
  it('renames a property and its entry in required, keeping comments and formatting', () => {
    const after = apply(searchDatabase, { op: 'rename', parent: S, name: 'query', newName: 'q' });
    expect(after).toContain('// the query text\n      "q": {\n        "type": "string",');
    expect(after).toContain('"required": ["q"]');
    expect(
      after.replace('"q": {', '"query": {').replace('"required": ["q"]', '"required": ["query"]'),
    ).toBe(searchDatabase);
  });

  it('refuses to rename onto an existing name or to a blank one', () => {
    expect(
      paramEdits(searchDatabase, { op: 'rename', parent: S, name: 'query', newName: 'limit' }),
    ).toEqual({ ok: false, message: 'There is already a parameter "limit".' });
    expect(
      paramEdits(searchDatabase, { op: 'rename', parent: S, name: 'query', newName: ' ' }).ok,
    ).toBe(false);
  });

  it('deletes a property and removes it from required (the whole list when it was the last)', () => {
    const after = apply(searchDatabase, { op: 'delete', parent: S, name: 'query' });
    const schema = parse(after).inputSchema;
    expect(Object.keys(schema.properties)).toEqual(['limit', 'sort_by', 'filters', 'users']);
    expect(schema.required).toBeUndefined();
    expect(after).toContain('"if": { "required": ["limit"] }');
  });

  it('moves a property: the order of properties in the text changes, the rest does not', () => {
    const after = apply(searchDatabase, { op: 'move', parent: S, name: 'sort_by', toIndex: 0 });
    expect(Object.keys(parse(after).inputSchema.properties)).toEqual([
      'sort_by',
      'query',
      'limit',
      'filters',
      'users',
    ]);
    expect(parse(after).inputSchema.properties.sort_by).toEqual(
      parse(searchDatabase).inputSchema.properties.sort_by,
    );
    const back = apply(after, { op: 'move', parent: S, name: 'sort_by', toIndex: 2 });
    expect(back).toBe(searchDatabase);
  });

  it('moves down as well as up, in nested objects too', () => {
    const after = apply(searchDatabase, {
      op: 'move',
      parent: `${S}/properties/filters`,
      name: 'category',
      toIndex: 1,
    });
    expect(Object.keys(parse(after).inputSchema.properties.filters.properties)).toEqual([
      'min_score',
      'category',
    ]);
    expect(
      paramEdits(searchDatabase, { op: 'move', parent: S, name: 'query', toIndex: 9 }).ok,
    ).toBe(false);
  });

  it('changes the type, dropping the keywords of the old type and a default that no longer fits', () => {
    const after = apply(searchDatabase, {
      op: 'setType',
      parent: S,
      name: 'query',
      kind: 'integer',
    });
    expect(parse(after).inputSchema.properties.query).toEqual({
      type: 'integer',
      description: 'The search query string',
    });
    const limitToString = apply(searchDatabase, {
      op: 'setType',
      parent: S,
      name: 'limit',
      kind: 'string',
    });
    expect(parse(limitToString).inputSchema.properties.limit).toEqual({
      type: 'string',
      description: 'Maximum number of results to return',
    });
    const toNumber = apply(searchDatabase, {
      op: 'setType',
      parent: S,
      name: 'limit',
      kind: 'number',
    });
    expect(parse(toNumber).inputSchema.properties.limit).toEqual({
      type: 'number',
      description: 'Maximum number of results to return',
      minimum: 1,
      maximum: 100,
      default: 10,
    });
  });

  it('turns a type into an enum, an array, an object or a nullable union', () => {
    const text =
      '{"inputSchema": {"type": "object", "properties": {"a": {"type": "string", "default": "x"}}}}';
    expect(
      parse(apply(text, { op: 'setType', parent: S, name: 'a', kind: 'enum' })).inputSchema
        .properties.a,
    ).toEqual({ type: 'string', default: 'x', enum: ['x'] });
    expect(
      parse(apply(text, { op: 'setType', parent: S, name: 'a', kind: 'array' })).inputSchema
        .properties.a,
    ).toEqual({ type: 'array', items: { type: 'string' } });
    expect(
      parse(apply(text, { op: 'setType', parent: S, name: 'a', kind: 'object' })).inputSchema
        .properties.a,
    ).toEqual({ type: 'object', properties: {} });
    expect(
      parse(apply(text, { op: 'setType', parent: S, name: 'a', kind: 'union' })).inputSchema
        .properties.a,
    ).toEqual({ default: 'x', anyOf: [{ type: 'string' }, { type: 'null' }] });
  });

  it('sets required, description, default, constraints and enum values, and removes them again', () => {
    let text = searchDatabase;
    text = apply(text, { op: 'setRequired', parent: S, name: 'limit', required: true });
    expect(parse(text).inputSchema.required).toEqual(['query', 'limit']);
    text = apply(text, { op: 'setRequired', parent: S, name: 'query', required: false });
    expect(parse(text).inputSchema.required).toEqual(['limit']);
    text = apply(text, { op: 'setDescription', parent: S, name: 'limit', value: 'How many' });
    text = apply(text, { op: 'setDefault', parent: S, name: 'limit', value: 20 });
    text = apply(text, {
      op: 'setConstraint',
      parent: S,
      name: 'limit',
      keyword: 'maximum',
      value: undefined,
    });
    text = apply(text, {
      op: 'setConstraint',
      parent: S,
      name: 'limit',
      keyword: 'multipleOf',
      value: 5,
    });
    expect(parse(text).inputSchema.properties.limit).toEqual({
      type: 'integer',
      description: 'How many',
      minimum: 1,
      default: 20,
      multipleOf: 5,
    });
    text = apply(text, { op: 'setEnumValues', parent: S, name: 'sort_by', values: ['date'] });
    expect(parse(text).inputSchema.properties.sort_by.enum).toEqual(['date']);
    text = apply(text, { op: 'setDescription', parent: S, name: 'limit', value: '' });
    expect(parse(text).inputSchema.properties.limit.description).toBeUndefined();
    // The comment before "query" survived all of it.
    expect(text).toContain('// the query text');
  });

  it('creates the schema on the first add (outputSchema too) in the document indentation', () => {
    const text = '{\n    "name": "t",\n    "inputSchema": {"type": "object"}\n}';
    expect(detectFormatting(text)).toEqual({ insertSpaces: true, tabSize: 4, eol: '\n' });
    const after = apply(text, {
      op: 'add',
      parent: '/outputSchema',
      name: 'result',
      required: true,
    });
    expect(parse(after).outputSchema).toEqual({
      type: 'object',
      properties: { result: { type: 'string' } },
      required: ['result'],
    });
    expect(after).toContain('\n    "outputSchema": {\n        "type": "object"');
    expect(paramEdits(after, { op: 'add', parent: '/outputSchema', name: 'result' })).toEqual({
      ok: false,
      message: 'There is already a parameter "result".',
    });
  });

  it('reports edits on a parameter the JSON no longer has', () => {
    expect(paramEdits(searchDatabase, { op: 'delete', parent: S, name: 'gone' })).toEqual({
      ok: false,
      message: expect.stringContaining('no parameter "gone"'),
    });
  });

  it("builds the skill_command guide's search_code from an empty tool with table edits only", () => {
    let text = '{\n  "name": "search_code",\n  "inputSchema": {\n    "type": "object"\n  }\n}';
    const steps: ParamOp[] = [
      { op: 'add', parent: S, name: 'query', required: true },
      { op: 'setDescription', parent: S, name: 'query', value: '搜索查询字符串' },
      { op: 'add', parent: S, name: 'file_pattern' },
      { op: 'setDescription', parent: S, name: 'file_pattern', value: '文件匹配模式' },
      { op: 'setDefault', parent: S, name: 'file_pattern', value: '*.py' },
      { op: 'add', parent: S, name: 'case_sensitive' },
      { op: 'setType', parent: S, name: 'case_sensitive', kind: 'boolean' },
      { op: 'setDescription', parent: S, name: 'case_sensitive', value: '是否区分大小写' },
      { op: 'setDefault', parent: S, name: 'case_sensitive', value: false },
      { op: 'add', parent: S, name: 'max_results' },
      { op: 'setType', parent: S, name: 'max_results', kind: 'integer' },
      { op: 'setDescription', parent: S, name: 'max_results', value: '最大结果数' },
      { op: 'setDefault', parent: S, name: 'max_results', value: 100 },
      { op: 'add', parent: S, name: 'encoding' },
      { op: 'setType', parent: S, name: 'encoding', kind: 'enum' },
      { op: 'setEnumValues', parent: S, name: 'encoding', values: ['utf-8', 'gbk'] },
      { op: 'setDescription', parent: S, name: 'encoding', value: '文件编码' },
      { op: 'add', parent: S, name: 'exclude_patterns' },
      { op: 'setType', parent: S, name: 'exclude_patterns', kind: 'array' },
      { op: 'setDescription', parent: S, name: 'exclude_patterns', value: '排除模式列表' },
    ];
    for (const step of steps) text = apply(text, step);
    // The skill_command guide's "Generated inputSchema", key order included.
    expect(JSON.stringify(parse(text).inputSchema)).toBe(JSON.stringify(SEARCH_CODE_SCHEMA));
  });
});

describe('freshParamName', () => {
  it('picks an unused name', () => {
    expect(freshParamName([])).toBe('param');
    expect(freshParamName([{ name: 'param' }, { name: 'param_2' }])).toBe('param_3');
  });
});

describe('broken JSON', () => {
  it('is not edited', () => {
    expect(
      paramEdits('{"inputSchema": {"properties": {"a": {}}', {
        op: 'delete',
        parent: S,
        name: 'a',
      }),
    ).toEqual({ ok: false, message: expect.stringContaining('syntax error') });
  });
});

describe('schemas the table only partly reads', () => {
  const text =
    '{"inputSchema": {"properties": {"a": true, "b": {"$ref": "#/$defs/x"}, "c": {"type": ["string", "null"]}}}}';
  it('shows them with labels and lists the keywords it cannot edit', () => {
    const table = readParamTable(text, S);
    expect(table.rows.map((r) => [r.name, r.kind, r.typeLabel])).toEqual([
      ['a', 'any', 'any'],
      ['b', 'any', '$ref #/$defs/x'],
      ['c', 'union', 'string | null'],
    ]);
    // Tuples, in either dialect's spelling, are labelled by their positions.
    const tuples = readParamTable(
      '{"inputSchema": {"properties": {"p": {"type": "array", "prefixItems": [{"type": "number"}, {"type": "string"}]}, "q": {"type": "array", "items": [{"type": "boolean"}]}}}}',
      S,
    );
    expect(tuples.rows.map((r) => [r.name, r.kind, r.typeLabel])).toEqual([
      ['p', 'array', '[number, string]'],
      ['q', 'array', '[boolean]'],
    ]);
    expect(tuples.rows[0]!.readOnly.map((c) => c.pointer)).toEqual([
      '/inputSchema/properties/p/prefixItems',
    ]);
    expect(table.rows[1]!.readOnly.map((c) => c.pointer)).toEqual([
      '/inputSchema/properties/b/$ref',
    ]);
  });
  it('refuses a change inside a boolean schema with a message instead of throwing', () => {
    const result = paramEdits(text, { op: 'setDescription', parent: S, name: 'a', value: 'x' });
    expect(result.ok).toBe(false);
    expect(apply(text, { op: 'delete', parent: S, name: 'a' })).toBe(
      '{"inputSchema": {"properties": {"b": {"$ref": "#/$defs/x"}, "c": {"type": ["string", "null"]}}}}',
    );
  });
});

describe('formatting of untouched parts', () => {
  it('keeps a one-line document on one line', () => {
    const text =
      '{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "string"}}}}';
    const after = apply(text, { op: 'setDescription', parent: S, name: 'a', value: 'The a' });
    expect(after).not.toContain('\n');
    expect(parse(after).inputSchema.properties.a).toEqual({ type: 'string', description: 'The a' });
    expect(
      after.startsWith(
        '{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "string"',
      ),
    ).toBe(true);
  });
  it('keeps compact siblings on a shared line when one of them changes', () => {
    const text =
      '{\n  "inputSchema": {\n    "properties": {\n      "a": { "type": "string" }, "b": { "type": "integer", "minimum": 1 }\n    }\n  }\n}';
    const after = apply(text, {
      op: 'setConstraint',
      parent: S,
      name: 'b',
      keyword: 'minimum',
      value: 2,
    });
    expect(after).toBe(text.replace('"minimum": 1', '"minimum": 2'));
    const removed = apply(text, {
      op: 'setConstraint',
      parent: S,
      name: 'b',
      keyword: 'minimum',
      value: undefined,
    });
    expect(removed).toBe(text.replace(', "minimum": 1', ''));
  });
});
