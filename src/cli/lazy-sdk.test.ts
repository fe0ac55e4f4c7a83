/**
 * The MCP SDK is loaded only by the commands that talk to a server: no static import chain from
 * the CLI's entry reaches it (the bundler then keeps it in a chunk of its own, loaded by
 * `import()`), so `validate`, `export` and the rest start without it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  return undefined;
}

/** Every package a module reaches through static imports (not `import()`), with one path to it. */
function staticPackages(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: [string, string[]][] = [[entry, [entry]]];
  while (queue.length > 0) {
    const [file, path] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    // Top-level `import … from` and `export … from` only: `import()` is the lazy way in, and
    // type-only imports are erased.
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
        specifier = statement.moduleSpecifier;
      else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      if (name.startsWith('.')) {
        const next = resolveModule(file, name);
        if (next) queue.push([next, [...path, next]]);
      } else if (!found.has(name)) found.set(name, path);
    }
  }
  return found;
}

const isSdk = (specifier: string) => specifier.startsWith('@modelcontextprotocol/');

describe('the MCP SDK is a lazy dependency of the CLI', () => {
  it('is not reached by a static import from the entry', () => {
    const reached = [...staticPackages(join(SRC, 'cli/main.ts'))].filter(([s]) => isSdk(s));
    expect(reached.map(([s, path]) => `${s} via ${path.join(' → ')}`)).toEqual([]);
  });

  it('is reached by the modules the server commands import() (the check can see it)', () => {
    for (const lazy of ['bridge/client/server-run.ts', 'bridge/serve/server.ts'])
      expect([...staticPackages(join(SRC, lazy)).keys()].some(isSdk)).toBe(true);
  });
});
