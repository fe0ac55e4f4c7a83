import { describe, expect, it } from 'vitest';
import { isAppOnlyTool } from './apps';
import { displayName } from './display-name';
import { defaultElicitationContent, readElicitationSchema } from './elicitation';
import { iconProblems, svgDataUriHasScript } from './icons';
import { metaKeyProblem } from './meta-keys';
import { checkToolResult, projectOutputSchema } from './output';
import { REVISION_FACTS, revisionForProtocol, revisionsWhere } from './revisions';
import { scanMcpHeaders } from './x-mcp-header';

const schema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

describe('revision facts', () => {
  it('place each change in the revision whose changelog names it', () => {
    expect(revisionsWhere('mcpHeaders')).toEqual(['2026-07-28']);
    expect(revisionsWhere('executionInCore')).toEqual(['2025-11-25']);
    expect(revisionsWhere('icons')).toEqual(['2025-11-25', '2026-07-28']);
    expect(REVISION_FACTS['2025-06-18'].outputAnyRoot).toBe(false);
  });
});

describe('revisionForProtocol', () => {
  it("applies the rules of the newest known revision not newer than the server's", () => {
    expect(revisionForProtocol('2025-11-25')).toBe('2025-11-25');
    expect(revisionForProtocol('2025-12-01')).toBe('2025-11-25');
    expect(revisionForProtocol('2025-03-26')).toBe('2025-06-18');
    expect(revisionForProtocol('2027-01-01')).toBe('2026-07-28');
    expect(revisionForProtocol(undefined)).toBe('2026-07-28');
    expect(revisionForProtocol('(not reported)')).toBe('2026-07-28');
  });
});

describe('x-mcp-header scan', () => {
  const problems = (input: unknown) =>
    scanMcpHeaders(input).violations.map((v) => [v.pointer, v.problem]);

  it('accepts string, integer and boolean properties, nested through properties', () => {
    const scan = scanMcpHeaders(
      schema({
        region: { type: 'string', 'x-mcp-header': 'Region' },
        limit: { type: 'integer', 'x-mcp-header': 'Limit' },
        filter: {
          type: 'object',
          properties: { dry: { type: 'boolean', 'x-mcp-header': 'Dry-Run' } },
        },
      }),
    );
    expect(scan.violations).toEqual([]);
    expect(scan.declarations.map((d) => d.header)).toEqual(['Region', 'Limit', 'Dry-Run']);
  });

  it.each([
    [
      'a number',
      { a: { type: 'number', 'x-mcp-header': 'A' } },
      '/properties/a/x-mcp-header',
      'type',
    ],
    ['an untyped property', { a: { 'x-mcp-header': 'A' } }, '/properties/a/x-mcp-header', 'type'],
    [
      'an empty name',
      { a: { type: 'string', 'x-mcp-header': '' } },
      '/properties/a/x-mcp-header',
      'empty',
    ],
    [
      'a space',
      { a: { type: 'string', 'x-mcp-header': 'A B' } },
      '/properties/a/x-mcp-header',
      'not-token',
    ],
    [
      'a CR/LF',
      { a: { type: 'string', 'x-mcp-header': 'A\r\nX-Evil: 1' } },
      '/properties/a/x-mcp-header',
      'not-token',
    ],
    [
      'a non-string',
      { a: { type: 'string', 'x-mcp-header': 1 } },
      '/properties/a/x-mcp-header',
      'not-string',
    ],
    [
      'a header under items',
      { a: { type: 'array', items: { type: 'string', 'x-mcp-header': 'A' } } },
      '/properties/a/items/x-mcp-header',
      'not-reachable',
    ],
    [
      'a header under anyOf',
      { a: { anyOf: [{ type: 'string', 'x-mcp-header': 'A' }] } },
      '/properties/a/anyOf/0/x-mcp-header',
      'not-reachable',
    ],
  ])('refuses %s', (_label, properties, pointer, problem) => {
    expect(problems(schema(properties))).toEqual([[pointer, problem]]);
  });

  it('refuses a header on the root and names repeated case-insensitively', () => {
    expect(problems({ type: 'object', 'x-mcp-header': 'Root' })).toEqual([
      ['/x-mcp-header', 'not-reachable'],
    ]);
    expect(
      problems(
        schema({
          a: { type: 'string', 'x-mcp-header': 'Trace' },
          b: { type: 'string', 'x-mcp-header': 'TRACE' },
        }),
      ),
    ).toEqual([['/properties/b/x-mcp-header', 'duplicate']]);
  });

  it('enters keywords in one order whatever the order of the keys, and escapes pointers', () => {
    const header = (name: string) => ({ type: 'string', 'x-mcp-header': name });
    const scan = scanMcpHeaders(
      {
        definitions: { e: header('E') },
        $defs: { d: header('D') },
        dependentSchemas: { c: header('C') },
        patternProperties: { '^a': header('P') },
        allOf: [header('All')],
        anyOf: [true, header('Any')],
        oneOf: [null, header('One')],
        prefixItems: [header('Pre')],
        else: header('Else'),
        then: false,
        if: header('If'),
        not: header('Not'),
        propertyNames: header('Names'),
        unevaluatedItems: header('UI'),
        unevaluatedProperties: header('UP'),
        additionalProperties: header('AP'),
        contains: header('Contains'),
        items: header('Items'),
        type: 'object',
        properties: {
          'a/b~c': header('Slash'),
          n: { type: 'number', 'x-mcp-header': 'N' },
          deep: { type: 'object', properties: { x: header('slash') } },
          flag: true,
        },
      },
      '/0/inputSchema',
    );
    expect(scan.declarations.map((d) => [d.pointer, d.property, d.header])).toEqual([
      ['/0/inputSchema/properties/a~1b~0c', 'a/b~c', 'Slash'],
    ]);
    expect(scan.violations.map((v) => [v.pointer.replace('/x-mcp-header', ''), v.problem])).toEqual(
      [
        ['/0/inputSchema/properties/n', 'type'],
        ['/0/inputSchema/properties/deep/properties/x', 'duplicate'],
        ['/0/inputSchema/items', 'not-reachable'],
        ['/0/inputSchema/contains', 'not-reachable'],
        ['/0/inputSchema/additionalProperties', 'not-reachable'],
        ['/0/inputSchema/unevaluatedProperties', 'not-reachable'],
        ['/0/inputSchema/unevaluatedItems', 'not-reachable'],
        ['/0/inputSchema/propertyNames', 'not-reachable'],
        ['/0/inputSchema/not', 'not-reachable'],
        ['/0/inputSchema/if', 'not-reachable'],
        ['/0/inputSchema/else', 'not-reachable'],
        ['/0/inputSchema/prefixItems/0', 'not-reachable'],
        ['/0/inputSchema/oneOf/1', 'not-reachable'],
        ['/0/inputSchema/anyOf/1', 'not-reachable'],
        ['/0/inputSchema/allOf/0', 'not-reachable'],
        ['/0/inputSchema/patternProperties/^a', 'not-reachable'],
        ['/0/inputSchema/dependentSchemas/c', 'not-reachable'],
        ['/0/inputSchema/$defs/d', 'not-reachable'],
        ['/0/inputSchema/definitions/e', 'not-reachable'],
      ],
    );
  });
});

describe('_meta keys', () => {
  it.each([
    ['ui', undefined],
    ['openai/outputTemplate', undefined],
    ['com.example/trace-id', undefined],
    ['com.example/', undefined],
    ['io.modelcontextprotocol/x', 'reserved'],
    ['dev.mcp/x', 'reserved'],
    ['1com.example/x', 'label'],
    ['com.example-/x', 'label'],
    ['_private', 'name'],
    ['trailing-', 'name'],
  ])('%s -> %s', (key, kind) => {
    expect(metaKeyProblem(key)?.kind).toBe(kind);
  });
});

describe('icons', () => {
  const svg = (body: string, encoding: 'base64' | 'utf8' = 'base64') =>
    encoding === 'base64'
      ? `data:image/svg+xml;base64,${Buffer.from(`<svg>${body}</svg>`).toString('base64')}`
      : `data:image/svg+xml,${encodeURIComponent(`<svg>${body}</svg>`)}`;

  it('finds script, handlers and javascript: URLs in SVG data URIs, base64 or percent-encoded', () => {
    expect(svgDataUriHasScript(svg('<script>x()</script>'))).toBe(true);
    expect(svgDataUriHasScript(svg('<rect onload="x()"/>', 'utf8'))).toBe(true);
    expect(svgDataUriHasScript(svg('<a href="javascript:x()"/>'))).toBe(true);
    expect(svgDataUriHasScript(svg('<rect width="4" height="4"/>'))).toBe(false);
    expect(svgDataUriHasScript('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
  });

  it('checks src scheme, sizes, theme and a mimeType that contradicts the data URI', () => {
    expect(
      iconProblems({ src: 'https://e.com/a.png', sizes: ['48x48', 'any'], theme: 'light' }),
    ).toEqual([]);
    expect(iconProblems({ src: 'file:///a.png' }).map((p) => p.pointer)).toEqual(['/src']);
    expect(
      iconProblems({ src: 'https://e.com/a.png', sizes: ['48'], theme: 'blue' }).map(
        (p) => p.pointer,
      ),
    ).toEqual(['/sizes/0', '/theme']);
    expect(
      iconProblems({ src: 'data:image/png;base64,AAAA', mimeType: 'image/jpeg' }).map(
        (p) => p.pointer,
      ),
    ).toEqual(['/mimeType']);
  });
});

describe('MCP Apps and display names', () => {
  it('calls a tool app-only when its visibility leaves out the model', () => {
    expect(isAppOnlyTool({ _meta: { ui: { visibility: ['app'] } } })).toBe(true);
    expect(isAppOnlyTool({ _meta: { ui: { visibility: ['model', 'app'] } } })).toBe(false);
    expect(isAppOnlyTool({ _meta: { ui: {} } })).toBe(false);
    expect(isAppOnlyTool({ name: 'x' })).toBe(false);
  });

  it('shows title, then annotations.title, then name', () => {
    expect(displayName({ name: 'n', title: 'T', annotations: { title: 'A' } })).toEqual({
      text: 'T',
      from: 'title',
    });
    expect(displayName({ name: 'n', annotations: { title: 'A' } })).toEqual({
      text: 'A',
      from: 'annotations.title',
    });
    expect(displayName({ name: 'n', title: ' ' })).toEqual({ text: 'n', from: 'name' });
  });
});

describe('elicitation schemas', () => {
  it('reads each form into the field a client draws', () => {
    const { fields, problems } = readElicitationSchema(
      schema(
        {
          a: { type: 'string', enum: ['x', 'y'] },
          b: { type: 'string', oneOf: [{ const: 'x', title: 'Ex' }] },
          c: { type: 'array', items: { type: 'string', enum: ['x'] }, maxItems: 1 },
          d: { type: 'array', items: { anyOf: [{ const: 'x', title: 'Ex' }] }, minItems: 1 },
          e: { type: 'number', minimum: 1, default: 2 },
        },
        { required: ['a'] },
      ),
    );
    expect(problems).toEqual([]);
    expect(fields.map((f) => [f.key, f.kind, f.required])).toEqual([
      ['a', 'single-select', true],
      ['b', 'single-select', false],
      ['c', 'multi-select', false],
      ['d', 'multi-select', false],
      ['e', 'number', false],
    ]);
    expect(defaultElicitationContent(fields)).toEqual({ e: 2 });
  });

  it('marks what a client cannot draw and takes enumNames as labels while flagging them', () => {
    const { fields, problems } = readElicitationSchema(
      schema({
        nested: { type: 'object', properties: {} },
        list: { type: 'array', items: { type: 'string' } },
        legacy: { type: 'string', enum: ['s'], enumNames: ['Small'] },
        apiKey: { type: 'string' },
      }),
    );
    expect(fields.map((f) => f.kind)).toEqual([
      'unsupported',
      'unsupported',
      'single-select',
      'string',
    ]);
    expect(fields[2]).toMatchObject({ options: [{ value: 's', label: 'Small' }] });
    expect(problems.map((p) => p.code)).toEqual([
      'elicitation-schema-not-flat',
      'elicitation-schema-not-flat',
      'elicitation-enum-names',
      'elicitation-secret',
    ]);
  });
});

describe('tool results', () => {
  const list = { type: 'array', items: { type: 'string' } };
  const codes = (
    result: Parameters<typeof checkToolResult>[1],
    revision: '2025-11-25' | '2026-07-28',
    projection = false,
  ) =>
    checkToolResult(list, result, revision, { projection }).findings.map(
      (f) => `${f.severity} ${f.code}`,
    );

  it('asks a text copy of a non-object structuredContent in 2026-07-28 (an error), and is content with one', () => {
    expect(codes({ structuredContent: ['a'] }, '2026-07-28')).toEqual([
      'error output-text-copy-missing',
    ]);
    expect(
      codes({ structuredContent: ['a'], content: [{ type: 'text', text: '["a"]' }] }, '2026-07-28'),
    ).toEqual([]);
    // A copy is the value as JSON, in any spacing; a summary in words is none.
    expect(
      codes(
        { structuredContent: ['a'], content: [{ type: 'text', text: '[ "a" ]' }] },
        '2026-07-28',
      ),
    ).toEqual([]);
    expect(
      codes(
        { structuredContent: ['a'], content: [{ type: 'text', text: 'one city' }] },
        '2026-07-28',
      ),
    ).toEqual(['error output-text-copy-missing']);
  });

  it('refuses a non-object structuredContent before 2026-07-28, unless the projection is judged', () => {
    expect(
      codes({ structuredContent: ['a'], content: [{ type: 'text', text: '["a"]' }] }, '2025-11-25'),
    ).toEqual(['error output-root-not-object']);
    const projected = checkToolResult(
      list,
      { structuredContent: [1], content: [{ type: 'text', text: '[1]' }] },
      '2025-11-25',
      { projection: true },
    );
    expect(projected.judged).toBe('projection');
    expect(projected.findings.map((f) => [f.code, f.pointer])).toEqual([
      ['output-schema-mismatch', '/structuredContent/0'],
    ]);
  });

  it('does not validate an error result, and requires structuredContent otherwise', () => {
    expect(
      codes({ isError: true, content: [{ type: 'text', text: 'boom' }] }, '2026-07-28'),
    ).toEqual(['info output-not-validated-error']);
    expect(codes({ content: [{ type: 'text', text: 'x' }] }, '2026-07-28')).toEqual([
      'error output-structured-missing',
    ]);
  });

  it('wraps a non-object root as a required result for 2025-era clients', () => {
    expect(projectOutputSchema(list)).toEqual({
      type: 'object',
      properties: { result: list },
      required: ['result'],
    });
    expect(projectOutputSchema({ type: 'object' })).toEqual({ type: 'object' });
  });
});
