/**
 * Short TypeScript and Python programs that hand exported tools to each provider's official SDK,
 * so the user sees which argument the JSON belongs in. Each target's programs are beside its
 * module (`src/core/export/targets/<module>.snippet.ts`); this module has what they share. Pure
 * text builders: the exported JSON is embedded exactly as `serializeExport` wrote it (see
 * embed.ts for the two exceptions).
 */
import { pythonJson, typescriptJson } from './embed';

export type SnippetLanguage = 'typescript' | 'python';

export interface CodeSnippet {
  language: SnippetLanguage;
  /** Short label, e.g. "TypeScript (openai)". */
  label: string;
  /** The package to install for it, e.g. `openai` or `boto3`. */
  packageName: string;
  code: string;
}

/** How the exported JSON is shaped, which decides how a snippet binds it. */
type Shape = 'array' | 'object';

export function shapeOf(output: unknown): Shape {
  return Array.isArray(output) ? 'array' : 'object';
}

export function has(output: unknown, key: string): boolean {
  return output !== null && typeof output === 'object' && !Array.isArray(output) && key in output;
}

/**
 * A target's snippets (`TargetDefinition.snippet`, in `targets/<module>.snippet.ts` beside the
 * target): one TypeScript and one Python program, each building its code from the exported text
 * (`json`) and the same value unserialised (`output`, read only for its shape).
 */
export interface TargetSnippet {
  ts: { packageName: string; build(json: string, output: unknown): string };
  py: { packageName: string; build(json: string, output: unknown): string };
}

export const PLACEHOLDER_PROMPT = "What's the weather in Berlin?";

/** `const tools = [...]`, wrapping a single exported object in an array. */
export function tsToolsArray(json: string, output: unknown, type = ''): string {
  const annotation = type ? `: ${type}` : '';
  return shapeOf(output) === 'array'
    ? `const tools${annotation} = ${typescriptJson(json)};`
    : `const tools${annotation} = [${typescriptJson(json)}];`;
}
export function pyToolsArray(json: string, output: unknown): string {
  return shapeOf(output) === 'array'
    ? `tools = ${pythonJson(json)}`
    : `tools = [${pythonJson(json)}]`;
}

/**
 * The TypeScript and Python snippets of a target's builder (the registry's `buildSnippets` finds
 * the target's). `json` is the exported text exactly as shown (serializeExport), `output` the
 * same value unserialised, used only to see its shape.
 */
export function snippetsOf(builder: TargetSnippet, json: string, output: unknown): CodeSnippet[] {
  return [
    {
      language: 'typescript',
      label: `TypeScript (${builder.ts.packageName})`,
      packageName: builder.ts.packageName,
      code: builder.ts.build(json, output),
    },
    {
      language: 'python',
      label: `Python (${builder.py.packageName})`,
      packageName: builder.py.packageName,
      code: builder.py.build(json, output),
    },
  ];
}
