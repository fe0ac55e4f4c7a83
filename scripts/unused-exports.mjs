#!/usr/bin/env node
/**
 * Lists the exports of `src/` that no other module imports, and fails when one is not in the
 * allow-list below. Uses the TypeScript compiler (a dev dependency) so that an import through a
 * barrel (`src/core/index.ts`'s `export *`) counts for the module that declares the symbol.
 *
 * What counts as a use:
 * - a named, default or namespace import (static, or `import('…')` / `typeof import('…')`, which
 *   uses every export of that module), from any other module of `src/`, `e2e/`, `bench/` or
 *   `eslint/`;
 * - test files count: a pure function exported so that its table-driven test can call it is
 *   exported for a reason, and the test fails if it breaks;
 * - a use inside the declaring module does not count (then the export is not needed);
 * - a re-export (`export … from`) is not a use by itself; the import that reaches the symbol
 *   through it is.
 * Entry points are read by the runtime, not imported: their exports are not listed.
 * Only values (functions, constants, classes) are listed: an exported type that describes a
 * parameter or result of an exported function is part of that function's contract, and costs
 * nothing at run time.
 *
 * Run: `node scripts/unused-exports.mjs` (part of `npm run lint`).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Modules the runtime loads by name (page, CLI, workers, the test handle, Vitest setup), and the
 * build's stand-ins for Monaco's modules, which Monaco imports (MONACO_STUBS in vite.config.ts).
 */
const ENTRY_POINTS = [
  /^src\/main\.tsx$/,
  /^src\/editor\/quick-input-standalone\.ts$/,
  /^src\/cli\/main\.ts$/,
  /\.worker\.ts$/,
  /^src\/test-api\.ts$/,
  /^src\/test-setup\.ts$/,
];

/**
 * Exports kept although nothing imports them, each with its reason (`file#name`). Keep it short:
 * an entry here is a promise that the export is public on purpose.
 */
const ALLOWED = new Map([]);

const CONSUMER_DIRS = ['src', 'e2e', 'bench', 'eslint'];

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(root, path));
    }
  }
  return out;
}

const configPath = join(root, 'tsconfig.json');
const config = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
const files = CONSUMER_DIRS.flatMap(sourceFiles);
const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
const checker = program.getTypeChecker();

const rel = (fileName) => relative(root, fileName).split(sep).join('/');
const inSrc = (fileName) => rel(fileName).startsWith('src/');

/** The declaration a symbol finally stands for, through every alias and re-export. */
function original(symbol) {
  let s = symbol;
  while (s && s.flags & ts.SymbolFlags.Alias) {
    const next = checker.getAliasedSymbol(s);
    if (!next || next === s) break;
    s = next;
  }
  return s;
}

/** `file#name` keys of what other modules use. */
const used = new Set();
const keyOf = (symbol) => {
  const declaration = symbol?.declarations?.[0];
  if (!declaration) return undefined;
  return `${rel(declaration.getSourceFile().fileName)}#${symbol.escapedName}`;
};
function markUsed(symbol, fromFile) {
  const target = original(symbol);
  const key = keyOf(target);
  if (!key) return;
  if (key.startsWith(rel(fromFile) + '#')) return; // a use inside its own module
  used.add(key);
}
function markModule(moduleSymbol, fromFile) {
  if (!moduleSymbol) return;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) markUsed(exported, fromFile);
}
function moduleOf(specifier) {
  return specifier ? checker.getSymbolAtLocation(specifier) : undefined;
}

for (const file of program.getSourceFiles()) {
  if (file.isDeclarationFile || file.fileName.includes('node_modules')) continue;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause) {
      const clause = node.importClause;
      if (clause.name) markUsed(checker.getSymbolAtLocation(clause.name), file.fileName);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        markModule(moduleOf(node.moduleSpecifier), file.fileName);
      else if (bindings)
        for (const element of bindings.elements)
          markUsed(checker.getSymbolAtLocation(element.name), file.fileName);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      markModule(moduleOf(node.arguments[0]), file.fileName);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      markModule(moduleOf(node.argument.literal), file.fileName);
    } else if (ts.isExportDeclaration(node) && node.exportClause && !node.moduleSpecifier) {
      // `export { x }` of an imported binding: the import above already counted it.
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const unused = [];
for (const file of program.getSourceFiles()) {
  const name = rel(file.fileName);
  if (!inSrc(file.fileName) || file.isDeclarationFile) continue;
  if (/\.test\.tsx?$/.test(name) || ENTRY_POINTS.some((re) => re.test(name))) continue;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    // Re-exports are listed at the module that declares them.
    if (exported.flags & ts.SymbolFlags.Alias) continue;
    if (!(exported.flags & ts.SymbolFlags.Value)) continue;
    const key = keyOf(exported);
    if (!key || !key.startsWith(name + '#')) continue;
    if (!used.has(key)) unused.push(key);
  }
}

const stale = [...ALLOWED.keys()].filter((key) => !unused.includes(key));
const reported = unused.filter((key) => !ALLOWED.has(key));
if (process.argv.includes('--all')) for (const key of unused) console.log(key);
for (const key of reported) console.error(`unused export: ${key}`);
for (const key of stale)
  console.error(`allow-list entry no longer needed (the export is used or gone): ${key}`);
if (reported.length > 0 || stale.length > 0) {
  console.error(
    `\n${reported.length} unused export(s): remove the export (or the code), or add it to ALLOWED in scripts/unused-exports.mjs with its reason.`,
  );
  process.exit(1);
}
console.log(`unused-exports: ${unused.length} allowed, none unexpected.`);
