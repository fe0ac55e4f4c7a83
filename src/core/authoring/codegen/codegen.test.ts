import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { importPython } from '../python/import';
import type { PythonSchemaStyle } from '../python/import';
import { generatePydanticModel, generatePythonStub } from './python';
import { generateTypeScript, generateZod } from './typescript';
import {
  EXAMPLE_TOOL_SOURCE,
  SEARCH_CODE_SCHEMA,
  SEARCH_DATABASE_SCHEMA,
} from '../../__fixtures__/seeds';

/** Type-checks in-memory files with the real compiler; returns the error messages. */
function typeCheck(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) =>
    fileName in files
      ? ts.createSourceFile(fileName, files[fileName]!, languageVersion, true)
      : original(fileName, languageVersion, onError);
  const originalExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName in files || originalExists(fileName);
  const originalDirExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) =>
    Object.keys(files).some((f) => f.startsWith(dir.endsWith('/') ? dir : `${dir}/`)) ||
    (originalDirExists?.(dir) ?? false);
  const originalRead = host.readFile.bind(host);
  host.readFile = (fileName) => files[fileName] ?? originalRead(fileName);
  const program = ts.createProgram(
    Object.keys(files).filter((f) => !f.startsWith('/node_modules')),
    options,
    host,
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} `
        : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

const searchCode = SEARCH_CODE_SCHEMA;
const searchDatabase = SEARCH_DATABASE_SCHEMA;

describe('Python stub', () => {
  it("writes the skill_command guide's search_code as a typed function with a Google docstring", () => {
    const { code, notes } = generatePythonStub({
      name: 'search_code',
      description: 'Search for patterns in code files',
      schema: searchCode,
    });
    expect(code).toBe(`from typing import Any, Literal


def search_code(
    query: str,
    file_pattern: str = "*.py",
    case_sensitive: bool = False,
    max_results: int = 100,
    encoding: Literal["utf-8", "gbk"] | None = None,
    exclude_patterns: list[str] | None = None,
) -> Any:
    """Search for patterns in code files

    Args:
        query: 搜索查询字符串
        file_pattern: 文件匹配模式
        case_sensitive: 是否区分大小写
        max_results: 最大结果数
        encoding: 文件编码
        exclude_patterns: 排除模式列表
    """
    ...
`);
    expect(notes).toEqual([]);
  });

  it('makes parameters keyword-only when a required one follows an optional one', () => {
    const { code } = generatePythonStub({
      name: 'f',
      schema: {
        type: 'object',
        properties: { a: { type: 'integer', default: 1 }, b: { type: 'string' } },
        required: ['b'],
      },
    });
    expect(code).toContain('def f(\n    *,\n    a: int = 1,\n    b: str,\n) -> Any:');
  });

  it('notes what it cannot carry: if/then, non-identifier names, nested properties', () => {
    const { code, notes } = generatePythonStub({
      name: 'f',
      schema: {
        type: 'object',
        properties: {
          'file-name': { type: 'string' },
          opts: { type: 'object', properties: { a: { type: 'string' } } },
        },
        if: { required: ['a'] },
        then: {},
      },
    });
    expect(code).toContain('file_name: str | None = None');
    expect(code).toContain('opts: dict | None = None');
    expect(notes).toEqual([
      '/if: "if" is not carried into the generated code.',
      '/then: "then" is not carried into the generated code.',
      '/properties/file-name: "file-name" is not a Python identifier; the parameter is called file_name.',
      '/properties/opts/properties: nested properties are typed as dict in the stub; the Pydantic model types them.',
    ]);
  });

  // Python -> schema -> stub -> schema is stable for what the stub expresses.
  const roundTrips: [string, PythonSchemaStyle, string][] = [
    ['Spark example_tool', 'spark', EXAMPLE_TOOL_SOURCE],
    [
      'skill_command Auto-Generated Schema example',
      'skill_command',
      `@skill_command(name="example")
def example(
    required_param: str,
    optional_param: str = "default",
    optional_list: list[str] | None = None,
) -> str:
    """Example."""
`,
    ],
    [
      'skill_command search_code',
      'skill_command',
      `@skill_command(name="search_code", description="Search for patterns in code files")
def search_code(
    query: str,
    file_pattern: str = "*.py",
    case_sensitive: bool = False,
    max_results: int = 100,
    encoding: Literal["utf-8", "gbk"] = "utf-8",
    exclude_patterns: list[str] | None = None,
) -> str:
    """搜索代码中的模式"""
`,
    ],
    [
      'unions, sets, tuples, enums',
      'spark',
      `def g(a: int | str, b: set[str], c: tuple[int, str], d: Literal[1, 2] = 1, e: dict = {"k": [1]}) -> None:
    """G."""
`,
    ],
  ];
  it.each(roundTrips)('round trip: %s', (_label, style, source) => {
    const first = importPython(source, { style });
    expect(first.problems).toEqual([]);
    const tool = first.tools[0]!.tool;
    const stub = generatePythonStub({
      name: tool.name,
      description: tool.description ?? '',
      schema: tool.inputSchema,
    });
    const second = importPython(stub.code, { style });
    expect(second.problems).toEqual([]);
    expect(second.tools[0]!.tool.inputSchema).toEqual(tool.inputSchema);
    expect(second.tools[0]!.tool.description).toEqual(tool.description);
  });
});

describe('Pydantic model', () => {
  it("writes Spark's SearchParams back with its Field constraints, and reads back to the same schema", () => {
    const schema = importPython(`class SearchParams(BaseModel):
    query: str = Field(..., min_length=1, max_length=500)
    limit: int = Field(10, ge=1, le=100)
    sort_by: str = Field("relevance", pattern="^(relevance|date|name)$")
`).models[0]!.schema;
    const { code, notes } = generatePydanticModel({ name: 'search_params', schema });
    expect(code).toBe(`from pydantic import BaseModel, Field


class SearchParamsInput(BaseModel):
    query: str = Field(..., min_length=1, max_length=500)
    limit: int = Field(10, ge=1, le=100)
    sort_by: str = Field("relevance", pattern="^(relevance|date|name)$")
`);
    expect(notes).toEqual([]);
    expect(importPython(code).models[0]!.schema).toEqual(schema);
  });

  it('writes nested objects as their own classes and additionalProperties: false as extra="forbid"', () => {
    const { code, notes } = generatePydanticModel({
      name: 'search_database',
      description: 'Search the database',
      schema: searchDatabase,
    });
    expect(code).toBe(`from typing import Literal
from pydantic import BaseModel, ConfigDict, Field


class SearchDatabaseInputFilters(BaseModel):
    """Additional filter criteria"""

    model_config = ConfigDict(extra="forbid")

    category: str | None = None
    min_score: float | None = Field(None, ge=0, le=1)


class SearchDatabaseInput(BaseModel):
    """Search the database"""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(..., description="The search query string", min_length=1, max_length=500)
    limit: int = Field(10, description="Maximum number of results to return", ge=1, le=100)
    sort_by: Literal["relevance", "date", "name"] = Field("relevance", description="Field to sort results by")
    include_archived: bool = Field(False, description="Whether to include archived records")
    filters: SearchDatabaseInputFilters | None = Field(None, description="Additional filter criteria")
`);
    expect(notes).toEqual([]);
  });
});

describe('TypeScript type', () => {
  it("writes Spark's search_database as a type that compiles and accepts/rejects the right values", () => {
    const { code, notes } = generateTypeScript({
      name: 'search_database',
      description: 'Search the database',
      schema: searchDatabase,
    });
    expect(code).toBe(`/** Search the database */
export type SearchDatabaseInput = {
  /** The search query string */
  query: string;
  /**
   * Maximum number of results to return
   * @default 10
   */
  limit?: number;
  /**
   * Field to sort results by
   * @default "relevance"
   */
  sort_by?: "relevance" | "date" | "name";
  /**
   * Whether to include archived records
   * @default false
   */
  include_archived?: boolean;
  /** Additional filter criteria */
  filters?: {
    category?: string;
    min_score?: number;
  };
};
`);
    expect(notes).toEqual([]);
    const errors = typeCheck({
      '/gen.ts': code,
      '/use.ts': `import type { SearchDatabaseInput } from './gen';
export const ok: SearchDatabaseInput = { query: 'q', sort_by: 'date', filters: { min_score: 0.5 } };
// @ts-expect-error query is required
export const missing: SearchDatabaseInput = { limit: 3 };
// @ts-expect-error sort_by is an enum
export const badEnum: SearchDatabaseInput = { query: 'q', sort_by: 'size' };
// @ts-expect-error filters has no extra keys
export const extra: SearchDatabaseInput = { query: 'q', filters: { nope: 1 } };
`,
    });
    expect(errors).toEqual([]);
  });

  it('compiles for every shape the generators know', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      properties: {
        'odd-name': { type: 'string' },
        u: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        arr: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
        tup: { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'string' }] },
        rec: { type: 'object', additionalProperties: { type: 'number' } },
        multi: { type: ['string', 'null'] },
        c: { const: 'x' },
        any: {},
        deep: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string', description: 'has */ inside' } },
            required: ['id'],
          },
        },
      },
      required: ['odd-name'],
    };
    const ts = generateTypeScript({ name: 'shapes', schema });
    expect(typeCheck({ '/gen.ts': ts.code })).toEqual([]);
    expect(ts.code).toContain('"odd-name": string;');
    expect(ts.code).toContain('arr?: (number | string)[];');
    expect(ts.code).toContain('tup?: [number, string];');
    expect(ts.code).toContain('rec?: Record<string, number>;');
  });
});

/** Just enough of zod's surface to type-check the generated text; zod itself is not installed. */
const ZOD_STUB = `
interface ZodType {
  optional(): ZodType; nullable(): ZodType; describe(d: string): ZodType; default(v: unknown): ZodType;
  min(n: number): ZodType; max(n: number): ZodType; gt(n: number): ZodType; lt(n: number): ZodType;
  int(): ZodType; multipleOf(n: number): ZodType; regex(r: RegExp): ZodType; email(): ZodType; url(): ZodType;
  uuid(): ZodType; datetime(): ZodType; strict(): ZodType; catchall(t: ZodType): ZodType;
}
interface Z {
  string(): ZodType; number(): ZodType; boolean(): ZodType; null(): ZodType;
  unknown(): ZodType; never(): ZodType; literal(v: string | number | boolean | null): ZodType;
  array(t: ZodType): ZodType; tuple(t: ZodType[]): ZodType; object(shape: Record<string, ZodType>): ZodType;
  record(k: ZodType, v: ZodType): ZodType; union(t: ZodType[]): ZodType; enum(v: [string, ...string[]]): ZodType;
}
export declare const z: Z;
export declare namespace z {
  type infer<T> = T extends unknown ? Record<string, unknown> : never;
}
`;

describe('Zod schema', () => {
  it("writes Spark's search_database with its constraints, defaults and strictness", () => {
    const { code, notes } = generateZod({ name: 'search_database', schema: searchDatabase });
    expect(code).toBe(`import { z } from "zod";

export const SearchDatabaseInput = z.object({
  query: z.string().min(1).max(500).describe("The search query string"),
  limit: z.number().int().min(1).max(100).describe("Maximum number of results to return").default(10),
  sort_by: z.enum(["relevance", "date", "name"]).describe("Field to sort results by").default("relevance"),
  include_archived: z.boolean().describe("Whether to include archived records").default(false),
  filters: z.object({
    category: z.string().optional(),
    min_score: z.number().min(0).max(1).optional(),
  }).strict().describe("Additional filter criteria").optional(),
}).strict();

export type SearchDatabaseInput = z.infer<typeof SearchDatabaseInput>;
`);
    expect(notes).toEqual([]);
    expect(typeCheck({ '/gen.ts': code, '/node_modules/zod/index.d.ts': ZOD_STUB })).toEqual([]);
  });

  it('writes nullable unions, records, tuples and formats, and notes what Zod cannot check', () => {
    const { code, notes } = generateZod({
      name: 'x',
      schema: {
        type: 'object',
        properties: {
          tags: {
            anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }],
            default: null,
          },
          id: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'integer' }] },
          meta: { type: 'object', additionalProperties: { type: 'string' } },
          pair: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'boolean' }] },
          set: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          mixed: { enum: ['a', 1, null] },
          when: { type: 'string', format: 'date' },
        },
      },
    });
    expect(code).toContain('tags: z.array(z.string()).nullable().default(null),');
    expect(code).toContain('id: z.union([z.string().uuid(), z.number().int()]).optional(),');
    expect(code).toContain('meta: z.record(z.string(), z.string()).optional(),');
    expect(code).toContain('pair: z.tuple([z.number(), z.boolean()]).optional(),');
    expect(code).toContain(
      'mixed: z.union([z.literal("a"), z.literal(1), z.literal(null)]).optional(),',
    );
    expect(notes).toEqual([
      '/properties/set/uniqueItems: uniqueItems has no Zod array check; it is not enforced.',
      '/properties/when/format: the format "date" has no Zod check; it is not enforced.',
    ]);
    expect(typeCheck({ '/gen.ts': code, '/node_modules/zod/index.d.ts': ZOD_STUB })).toEqual([]);
  });
});
