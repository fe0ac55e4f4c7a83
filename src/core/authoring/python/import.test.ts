import { describe, expect, it } from 'vitest';
import { importPython } from './import';
import type { PythonSchemaStyle } from './import';
import { EXAMPLE_TOOL_SOURCE, EXAMPLE_TOOL_SPEC } from '../../__fixtures__/seeds';

/** Imports `def f(<param>)` and returns the schema of its one parameter and whether it is required. */
function param(signature: string, style: PythonSchemaStyle) {
  const result = importPython(
    `from typing import *\n\ndef f(${signature}) -> str:\n    """Doc."""\n`,
    { style },
  );
  const schema = result.tools[0]!.tool.inputSchema;
  const [name] = Object.keys(schema.properties as object);
  return {
    schema: (schema.properties as Record<string, unknown>)[name!],
    required: ((schema.required as string[] | undefined) ?? []).includes(name!),
    problems: result.problems,
  };
}

describe('type table of the skill_command guide, "Type System Mapping" (skill_command style)', () => {
  // Every row of the guide's "Python Type Hints to JSON Schema" block, checked against the guide by hand.
  const rows: [string, unknown, boolean][] = [
    ['name: str', { type: 'string' }, true],
    ['count: int', { type: 'integer' }, true],
    ['price: float', { type: 'number' }, true],
    ['enabled: bool', { type: 'boolean' }, true],
    ['tags: list[str]', { type: 'array', items: { type: 'string' } }, true],
    ['metadata: dict[str, str]', { type: 'object' }, true],
    ['status: Literal["pending", "done"]', { type: 'string', enum: ['pending', 'done'] }, true],
    // "→ omitted from required": the plain type, no null and no default (the guide's "Auto-Generated Schema" shows the same for list[str] | None).
    ['optional: str | None = None', { type: 'string' }, false],
    ['optional_list: list[str] | None = None', { type: 'array', items: { type: 'string' } }, false],
    ['optional_param: str = "default"', { type: 'string', default: 'default' }, false],
  ];
  it.each(rows)('%s', (signature, schema, required) => {
    const got = param(signature, 'skill_command');
    expect(got.schema).toEqual(schema);
    expect(got.required).toBe(required);
    expect(got.problems).toEqual([]);
  });
});

describe('the skill_command type table as one function', () => {
  it('imports the whole example signature to the schemas the comments give', () => {
    const result = importPython(
      `from typing import Literal

def example(
    name: str,                           # → {"type": "string"}
    count: int,                          # → {"type": "integer"}
    price: float,                        # → {"type": "number"}
    enabled: bool,                       # → {"type": "boolean"}
    tags: list[str],                     # → {"type": "array", "items": {"type": "string"}}
    metadata: dict[str, str],            # → {"type": "object"}
    status: Literal["pending", "done"],  # → {"type": "string", "enum": ["pending", "done"]}
    optional: str | None = None,         # → omitted from required
) -> str:
    ...
`,
      { style: 'skill_command' },
    );
    expect(result.tools[0]!.tool.inputSchema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'integer' },
        price: { type: 'number' },
        enabled: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        metadata: { type: 'object' },
        status: { type: 'string', enum: ['pending', 'done'] },
        optional: { type: 'string' },
      },
      required: ['name', 'count', 'price', 'enabled', 'tags', 'metadata', 'status'],
    });
    // Only the missing docstring is reported.
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('no description'),
    ]);
  });
});

describe('type table of Spark\'s "Type Mapping" (spark style)', () => {
  const rows: [string, unknown, boolean][] = [
    ['x: str', { type: 'string' }, true],
    ['x: int', { type: 'integer' }, true],
    ['x: float', { type: 'number' }, true],
    ['x: bool', { type: 'boolean' }, true],
    ['x: list', { type: 'array' }, true],
    ['x: List[int]', { type: 'array', items: { type: 'integer' } }, true],
    ['x: dict', { type: 'object' }, true],
    ['x: Dict[str, int]', { type: 'object' }, true],
    // Optional[T] -> anyOf with null; without a default the parameter stays required.
    ['x: Optional[str]', { anyOf: [{ type: 'string' }, { type: 'null' }] }, true],
    [
      'x: Optional[str] = None',
      { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
      false,
    ],
    ['x: Union[str, int]', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, true],
    // Spark's table writes Literal as a bare enum, without "type".
    ['x: Literal["a", "b"]', { enum: ['a', 'b'] }, true],
  ];
  it.each(rows)('%s', (signature, schema, required) => {
    const got = param(signature, 'spark');
    expect(got.schema).toEqual(schema);
    expect(got.required).toBe(required);
    expect(got.problems).toEqual([]);
  });
});

describe('more signatures', () => {
  const rows: [string, PythonSchemaStyle, unknown, boolean][] = [
    [
      'x: str | int | None = None',
      'spark',
      { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }], default: null },
      false,
    ],
    [
      'x: str | int | None = None',
      'skill_command',
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      false,
    ],
    ['x: Union[str, None] = None', 'skill_command', { type: 'string' }, false],
    [
      'x: typing.Optional[int] = 5',
      'spark',
      { anyOf: [{ type: 'integer' }, { type: 'null' }], default: 5 },
      false,
    ],
    ['x: dict[str, list[dict[str, int]]]', 'spark', { type: 'object' }, true],
    [
      'x: list[list[Optional[int]]]',
      'spark',
      {
        type: 'array',
        items: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      },
      true,
    ],
    ['x: set[str]', 'spark', { type: 'array', items: { type: 'string' }, uniqueItems: true }, true],
    ['x: tuple[int, ...]', 'spark', { type: 'array', items: { type: 'integer' } }, true],
    [
      'x: tuple[int, str]',
      'spark',
      {
        type: 'array',
        prefixItems: [{ type: 'integer' }, { type: 'string' }],
        minItems: 2,
        maxItems: 2,
      },
      true,
    ],
    [
      'x: Literal[1, 2, 3] = 2',
      'skill_command',
      { type: 'integer', enum: [1, 2, 3], default: 2 },
      false,
    ],
    ['x: Literal["a", 1]', 'skill_command', { enum: ['a', 1] }, true],
    ['x: float = -0.5', 'spark', { type: 'number', default: -0.5 }, false],
    [
      'x: list[str] = ["a", "b"]',
      'spark',
      { type: 'array', items: { type: 'string' }, default: ['a', 'b'] },
      false,
    ],
    ['x: dict[str, int] = {"a": 1}', 'spark', { type: 'object', default: { a: 1 } }, false],
    ['x: bool = True', 'spark', { type: 'boolean', default: true }, false],
    ["x: str = 'single' 'joined'", 'spark', { type: 'string', default: 'singlejoined' }, false],
    ['x: int = 0x10', 'spark', { type: 'integer', default: 16 }, false],
    ['x: Any', 'spark', {}, true],
    ['x: datetime', 'spark', { type: 'string', format: 'date-time' }, true],
    [
      'x: Annotated[int, Field(ge=1, le=10)] = 3',
      'spark',
      { type: 'integer', minimum: 1, maximum: 10, default: 3 },
      false,
    ],
    ['x: Annotated[str, "The x"]', 'spark', { type: 'string', description: 'The x' }, true],
    [
      'x: int = Field(5, gt=0, lt=100, description="Count")',
      'spark',
      {
        type: 'integer',
        description: 'Count',
        exclusiveMinimum: 0,
        exclusiveMaximum: 100,
        default: 5,
      },
      false,
    ],
  ];
  it.each(rows)('%s (%s)', (signature, style, schema, required) => {
    const got = param(signature, style);
    expect(got.schema).toEqual(schema);
    expect(got.required).toBe(required);
    expect(got.problems).toEqual([]);
  });
});

describe('Spark\'s "From Python Functions"', () => {
  const source = EXAMPLE_TOOL_SOURCE;
  it('imports to exactly the generated schema the page shows (input_schema is inputSchema in MCP)', () => {
    const result = importPython(source);
    expect(result.problems).toEqual([]);
    expect(result.tools).toHaveLength(1);
    expect(result.tools[0]!.style).toBe('spark');
    const { input_schema: inputSchema, ...rest } = EXAMPLE_TOOL_SPEC;
    expect(result.tools[0]!.tool).toEqual({ ...rest, inputSchema });
  });

  it('the testing example (my_tool) has the names, types and required list the page asserts', () => {
    // The page's whole "Validate Generated Specs" block: the undecorated test function is not a tool.
    const result = importPython(`import pytest
from spark.tools.decorator import tool
from spark.tools.registry import ToolRegistry

@tool
def my_tool(param1: str, param2: int = 10) -> dict:
    """Tool description.

    Args:
        param1: First parameter
        param2: Second parameter
    """
    return {}

def test_tool_spec_generation():
    """Test that tool generates correct spec."""
    registry = ToolRegistry()
    registry.process_tools([my_tool])

    specs = registry.get_all_tool_specs()
    assert len(specs) == 1
`);
    expect(result.tools).toHaveLength(1);
    expect(result.problems).toEqual([]);
    const tool = result.tools[0]!.tool;
    expect(tool.name).toBe('my_tool');
    expect(tool.description).toContain('Tool description');
    expect(tool.inputSchema).toEqual({
      type: 'object',
      properties: {
        param1: { type: 'string', description: 'First parameter' },
        param2: { type: 'integer', description: 'Second parameter', default: 10 },
      },
      required: ['param1'],
    });
  });
});

describe('Spark\'s "Pydantic Models"', () => {
  const source = `from pydantic import BaseModel, Field
from spark.tools.decorator import tool

class SearchParams(BaseModel):
    query: str = Field(..., min_length=1, max_length=500)
    limit: int = Field(10, ge=1, le=100)
    sort_by: str = Field("relevance", pattern="^(relevance|date|name)$")

@tool
def search(params: SearchParams) -> list:
    """Search with validated parameters."""
    pass
`;
  const seedSchema = {
    type: 'object',
    properties: {
      params: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 1, maxLength: 500 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          sort_by: { type: 'string', pattern: '^(relevance|date|name)$', default: 'relevance' },
        },
        required: ['query'],
      },
    },
    required: ['params'],
  };
  it("imports to exactly the page's schema (the model is inlined, without Pydantic titles, as the page shows)", () => {
    const result = importPython(source);
    expect(result.problems).toEqual([]);
    expect(result.tools.map((t) => t.tool)).toEqual([
      { name: 'search', description: 'Search with validated parameters.', inputSchema: seedSchema },
    ]);
  });
  it('lists the model on its own too', () => {
    const result = importPython(source);
    expect(result.models).toEqual([
      { name: 'SearchParams', line: 4, schema: seedSchema.properties.params },
    ]);
  });
  it('puts min_length on a list as minItems and constraints of an optional field in its non-null branch', () => {
    const result = importPython(`class M(BaseModel):
    tags: list[str] = Field(default_factory=list, min_length=1)
    note: Optional[str] = Field(None, max_length=5)
`);
    expect(result.models[0]!.schema).toEqual({
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
        note: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }], default: null },
      },
    });
    expect(result.problems).toEqual([
      expect.objectContaining({
        line: 2,
        message: expect.stringContaining('default_factory=list'),
      }),
    ]);
  });
});

describe("the skill_command guide's examples", () => {
  it("search_code: the guide's schema, except for the differences the guide itself shows", () => {
    const result = importPython(`from typing import Literal
from omni.foundation.api.decorators import skill_command

@skill_command(
    name="search_code",
    description="Search for patterns in code files",
    # MCP Annotations
    read_only=True,      # 只读操作
    idempotent=True,     # 幂等调用
)
def search_code(
    query: str,                          # 必需参数
    file_pattern: str = "*.py",          # 有默认值
    case_sensitive: bool = False,        # 布尔类型
    max_results: int = 100,              # 整数
    encoding: Literal["utf-8", "gbk"] = "utf-8",  # 枚举
    exclude_patterns: list[str] | None = None,    # 可选列表
) -> str:
    """搜索代码中的模式"""
    ...
`);
    expect(result.problems).toEqual([]);
    const { tool, style } = result.tools[0]!;
    expect(style).toBe('skill_command');
    // Differences from the guide's "Generated inputSchema", documented:
    // 1. The guide's parameter descriptions ("搜索查询字符串", ...) appear nowhere in the code (no Args
    //    section; the inline comments say other things), so the import has none.
    // 2. The guide's schema has no "default" for encoding although the code has = "utf-8" and the
    //    guide's own rule (file_pattern in its example, optional_param in "Auto-Generated Schema") writes defaults; the import keeps it.
    expect(tool).toEqual({
      name: 'search_code',
      description: 'Search for patterns in code files',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string' },
          file_pattern: { type: 'string', default: '*.py' },
          case_sensitive: { type: 'boolean', default: false },
          max_results: { type: 'integer', default: 100 },
          encoding: { type: 'string', enum: ['utf-8', 'gbk'], default: 'utf-8' },
          exclude_patterns: { type: 'array', items: { type: 'string' } },
        },
        required: ['query'],
      },
      // §4 shows these four hints for this decorator; its "title": "Code Search" and the
      // "filesystem." name prefix come from outside the code (no title= is passed).
      annotations: {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    });
  });

  it('§8 example: exactly the generated schema', () => {
    const result = importPython(`@skill_command(name="example")
def example(
    required_param: str,                    # In required list
    optional_param: str = "default",        # Has default, optional
    optional_list: list[str] | None = None, # Union with None, optional
) -> str: ...
`);
    expect(result.tools[0]!.tool.inputSchema).toEqual({
      type: 'object',
      properties: {
        required_param: { type: 'string' },
        optional_param: { type: 'string', default: 'default' },
        optional_list: { type: 'array', items: { type: 'string' } },
      },
      required: ['required_param'],
    });
    // The only problem: no docstring, so no description.
    expect(result.problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('no description') }),
    ]);
  });

  it('§6 annotation examples: hints from read_only / destructive / open_world, the rest False', () => {
    const result = importPython(`@skill_command(
    name="read_file",
    description="Read file contents",
    read_only=True,
    idempotent=True,
)
def read_file(path: str) -> str: ...

@skill_command(
    name="delete_file",
    description="Delete a file",
    destructive=True,
)
def delete_file(path: str) -> str: ...

@skill_command(
    name="fetch_url",
    description="Fetch URL content",
    open_world=True,
)
def fetch_url(url: str) -> str: ...
`);
    expect(result.problems).toEqual([]);
    expect(result.tools.map((t) => [t.tool.name, t.tool.annotations])).toEqual([
      [
        'read_file',
        { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      ],
      [
        'delete_file',
        { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
      ],
      [
        'fetch_url',
        { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      ],
    ]);
    expect(result.tools[2]!.tool.inputSchema).toEqual({
      type: 'object',
      properties: { url: { type: 'string' } },
      required: ['url'],
    });
  });

  it('§7 dependency injection: Settings and ConfigPaths are excluded and listed', () => {
    const result = importPython(`from omni.foundation.config.settings import Settings
from omni.foundation.config.paths import ConfigPaths
from omni.foundation.api.decorators import skill_command

@skill_command(
    name="my_command",
    autowire=True,  # Enable auto-injection
)
async def my_command(
    message: str,
    settings: Settings,    # Auto-injected
    paths: ConfigPaths,    # Auto-injected
) -> str:
    # No need to pass settings/paths - they're injected
    api_key = settings.get("api.key")
    log_dir = paths.get_log_dir()
    return f"{message} with {api_key} in {log_dir}"
`);
    const imported = result.tools[0]!;
    expect(imported.tool.inputSchema).toEqual({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    expect(imported.excluded).toEqual([
      { name: 'settings', line: 11, reason: expect.stringContaining('Settings is injected') },
      { name: 'paths', line: 12, reason: expect.stringContaining('ConfigPaths is injected') },
    ]);
    // The f-string in the body is not part of the tool, so it is not reported.
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('no description'),
    ]);
  });

  it('excludes *args, **kwargs and project_root with inject_root=True', () => {
    const result = importPython(`@skill_command(name="run", description="Run", inject_root=True)
def run(cmd: str, *args, project_root: str, **kwargs) -> str: ...
`);
    const imported = result.tools[0]!;
    expect(Object.keys(imported.tool.inputSchema.properties as object)).toEqual(['cmd']);
    expect(imported.excluded.map((e) => e.name)).toEqual(['*args', 'project_root', '**kwargs']);
  });

  it('§9 get_script_config example: a single required string', () => {
    const result =
      importPython(`from omni.foundation.api.decorators import skill_command, get_script_config

@skill_command(name="my_tool")
def my_tool(param: str) -> str: ...

config = get_script_config(my_tool)
print(config["input_schema"])
`);
    expect(result.tools[0]!.tool.inputSchema).toEqual({
      type: 'object',
      properties: { param: { type: 'string' } },
      required: ['param'],
    });
  });
});

describe('style option', () => {
  const source = `@tool\ndef f(x: Optional[str] = None, y: Literal["a"] = "a") -> str:\n    """F."""\n`;
  it('auto picks spark for @tool and skill_command for @skill_command', () => {
    expect(importPython(source).tools[0]!.style).toBe('spark');
    expect(importPython(source.replace('@tool', '@skill_command()')).tools[0]!.style).toBe(
      'skill_command',
    );
  });
  it('an explicit style overrides the decorator', () => {
    const props = importPython(source, { style: 'skill_command' }).tools[0]!.tool.inputSchema
      .properties;
    expect(props).toEqual({
      x: { type: 'string' },
      y: { type: 'string', enum: ['a'], default: 'a' },
    });
  });
});

describe('docstrings and decorators', () => {
  it('reads NumPy-style parameters and a multi-line summary', () => {
    const result = importPython(`def area(width: float, height: float = 1.0) -> float:
    """Compute the area
    of a rectangle.

    Parameters
    ----------
    width : float
        The width,
        in metres.
    height : float, optional
        The height.

    Returns
    -------
    float
    """
`);
    const tool = result.tools[0]!.tool;
    expect(tool.description).toBe('Compute the area of a rectangle.');
    expect(tool.inputSchema.properties).toEqual({
      width: { type: 'number', description: 'The width, in metres.' },
      height: { type: 'number', description: 'The height.', default: 1 },
    });
  });
  it('reads Google entries with types and continuation lines, and reports undocumented names', () => {
    const result = importPython(`@mcp.tool(name="renamed", title="Nice")
def f(a: int) -> None:
    """Summary.

    Args:
        a (int): First line
            second line.
        b: Not a parameter.

    Returns:
        Nothing.
    """
`);
    const tool = result.tools[0]!.tool;
    expect(tool.name).toBe('renamed');
    expect(tool.title).toBe('Nice');
    expect(tool.inputSchema.properties).toEqual({
      a: { type: 'integer', description: 'First line second line.' },
    });
    expect(result.problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('"b"') }),
    ]);
  });
  it('only decorated functions become tools when some are decorated', () => {
    const result = importPython(
      `def helper(x: int) -> int: ...\n\n@tool\ndef real(y: str) -> str:\n    """Real."""\n`,
    );
    expect(result.tools.map((t) => t.tool.name)).toEqual(['real']);
  });
  it('drops self from methods', () => {
    const result = importPython(
      `class Tools:\n    @tool\n    def m(self, q: str) -> str:\n        """M."""\n`,
    );
    expect(result.tools[0]!.tool.inputSchema.properties).toEqual({ q: { type: 'string' } });
    expect(result.tools[0]!.excluded.map((e) => e.name)).toEqual(['self']);
  });
  it('reads Enum classes and nested models', () => {
    const result = importPython(`class Color(str, Enum):
    RED = "red"
    BLUE = "blue"

class Inner(BaseModel):
    """An inner thing."""
    n: int

class Outer(BaseModel):
    inner: Inner
    color: Color = Color.RED
`);
    expect(result.models.find((m) => m.name === 'Outer')!.schema).toEqual({
      type: 'object',
      properties: {
        inner: {
          type: 'object',
          description: 'An inner thing.',
          properties: { n: { type: 'integer' } },
          required: ['n'],
        },
        color: { enum: ['red', 'blue'], default: 'red' },
      },
      required: ['inner'],
    });
  });
});

describe('what cannot be read is reported with its line', () => {
  const cases: [string, string, number, string][] = [
    ['unknown type', 'def f(x: Foo) -> None: ...', 1, '"Foo" is not a built-in type'],
    ['no type hint', 'def f(x) -> None: ...', 1, 'no type hint'],
    [
      'computed default',
      'def f(\n    x: int = 60 * 60,\n) -> None: ...',
      2,
      'The default of "x" (60 * 60) is computed when Python runs',
    ],
    ['call default', 'def f(x: str = os.getcwd()) -> None: ...', 1, 'computed when Python runs'],
    ['forward reference', 'def f(x: "Foo") -> None: ...', 1, 'forward reference'],
    ['non-literal Literal', 'def f(x: Literal[A]) -> None: ...', 1, 'left out of the enum'],
    ['unclosed bracket', 'def f(x: list[int) -> None: ...', 1, 'not closed'],
    ['unclosed string', 'def f(x: str = "abc) -> None: ...', 1, 'not closed'],
    [
      'non-literal decorator name',
      '@tool(name=NAME)\ndef f(x: int) -> None: ...',
      1,
      'not a string literal',
    ],
    [
      'unknown Field argument',
      'class M(BaseModel):\n    x: int = Field(1, frozen=True)',
      2,
      'frozen=',
    ],
    ['nothing to read', 'x = 1', 1, 'No function'],
    [
      'self-referencing model',
      'class N(BaseModel):\n    child: Optional[N] = None',
      1,
      'refers to itself',
    ],
  ];
  it.each(cases)('%s', (_label, source, line, message) => {
    const { problems } = importPython(source);
    expect(problems).toContainEqual(
      expect.objectContaining({ line, message: expect.stringContaining(message) }),
    );
  });

  it('refuses source over the size limit with a message', () => {
    const { problems, tools } = importPython('#'.repeat(300_000));
    expect(tools).toEqual([]);
    expect(problems[0]!.message).toContain('at most');
  });
});

describe('robustness while typing', () => {
  it('never throws on any prefix of a real source, and always reports or returns something', () => {
    const source = `from pydantic import BaseModel, Field

class SearchParams(BaseModel):
    """Params."""
    query: str = Field(..., min_length=1, max_length=500)
    tags: Optional[List[str]] = Field(default_factory=list)

@skill_command(name="search_code", read_only=True, inject_root=True)
async def search_code(
    params: SearchParams,
    encoding: Literal["utf-8", "gbk"] = "utf-8",  # comment with "quote
    *args,
    project_root: str = r'C:\\path',
    **kwargs,
) -> dict[str, list[int]]:
    '''Search.

    Args:
        params (SearchParams): The params.
    '''
    return {}
`;
    for (let end = 0; end <= source.length; end++) {
      const result = importPython(source.slice(0, end));
      expect(
        result.tools.length + result.models.length + result.problems.length,
      ).toBeGreaterThanOrEqual(end === 0 ? 1 : 0);
    }
    // The whole source reads with only the default_factory warning.
    const full = importPython(source);
    expect(full.problems.map((p) => [p.line, p.message])).toEqual([
      [6, expect.stringContaining('default_factory=list')],
    ]);
    expect(full.tools[0]!.excluded.map((e) => e.name)).toEqual([
      '*args',
      'project_root',
      '**kwargs',
    ]);
  });
});
