/**
 * The examples of the public sources the studio follows, copied as their pages show them
 * (docs/tool-record.md#example-tools lists which comes from where), for tests in Vitest and
 * Playwright: one copy of each example instead of a literal per test.
 */
import { readFileSync } from 'node:fs';
import type { JsonSchemaObject } from '../../model/types';

const here = import.meta.dirname;

/** The text of a seed fixture file in this folder. */
function seedText(file: string): string {
  return readFileSync(`${here}/${file}`, 'utf8');
}

/** A seed fixture parsed as JSON. */
function seedJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(seedText(file)) as T;
}

/** The skill_command guide's "Generated inputSchema" of search_code, key order as the guide writes it. */
export const SEARCH_CODE_SCHEMA = seedJson<{ inputSchema: JsonSchemaObject }>('search_code.generated.json').inputSchema;

/** Spark's "Complete Example": search_database's input_schema. */
export const SEARCH_DATABASE_SCHEMA = seedJson<{ input_schema: JsonSchemaObject }>('search_database.spark.json').input_schema;

/** Spark's "From Python Functions": the Python source and the ToolSpec the page says it generates. */
export const EXAMPLE_TOOL_SOURCE = seedText('example_tool.py');
export const EXAMPLE_TOOL_SPEC = seedJson<{ name: string; description: string; input_schema: JsonSchemaObject }>('example_tool.spark.json');
