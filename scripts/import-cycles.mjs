#!/usr/bin/env node
/**
 * Fails when the modules of `src/` and `e2e/` import one another in a circle. Every import
 * counts: `import type` too (it ties two modules together just the same: one cannot be read,
 * moved or tested without the other), `export … from`, and `import('…')`, dynamic or in a type.
 *
 * Modules are resolved as the TypeScript compiler resolves them for this project
 * (tsconfig.json's options), from the syntax alone, without type checking, so the whole check
 * takes about a second. Each circle is reported once, as the strongly connected component it
 * belongs to, with one path around it.
 *
 * Run: `node scripts/import-cycles.mjs` (part of `npm run lint`).
 * eslint/import-cycles.test.ts shows it fails on a transform that imports the target list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose modules may not import one another in a circle. */
export const CHECKED_DIRS = ['src', 'e2e'];

function sourceFiles(root, dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      out.push(...sourceFiles(root, path));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(root, path));
    }
  }
  return out;
}

/** Every module specifier a file names: static, type-only, re-exported or dynamic. */
function specifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components of `graph` (Map of node → Set of nodes). */
function components(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const strongConnect = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, [...graph.get(start)][Symbol.iterator]()]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const [node, next] = work[work.length - 1];
      const step = next.next();
      if (!step.done) {
        const to = step.value;
        if (!indices.has(to)) {
          indices.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, [...graph.get(to)][Symbol.iterator]()]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), indices.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node).has(node)) result.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) strongConnect(node);
  return result;
}

/** One circle through `component`, starting at its first module: a breadth-first path back. */
function circleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of [...graph.get(node)].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * The import circles among the modules of `dirs` under `root`. `overlay` maps a path relative to
 * `root` to the text to read instead of the file's own (a file that does not exist is added),
 * so a test can show what a change would do without writing it.
 */
export function importCycles({ root = defaultRoot, dirs = CHECKED_DIRS, overlay = {} } = {}) {
  const rel = (fileName) => relative(root, fileName).split(sep).join('/');
  const texts = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) texts.set(rel(file), null);
  for (const path of Object.keys(overlay)) texts.set(path, overlay[path]);
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = {
    ...ts.sys,
    fileExists: (name) => texts.has(rel(name)) || ts.sys.fileExists(name),
    readFile: (name) => overlay[rel(name)] ?? ts.sys.readFile(name),
  };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map([...texts.keys()].map((path) => [path, new Set()]));
  for (const [path, overlaid] of texts) {
    const fileName = join(root, path);
    const text = overlaid ?? readFileSync(fileName, 'utf8');
    for (const specifier of specifiers(fileName, text)) {
      if (!specifier.startsWith('.')) continue; // packages cannot import our modules back
      const resolved = ts.resolveModuleName(specifier, fileName, options, host, cache)
        .resolvedModule?.resolvedFileName;
      const to = resolved && rel(resolved);
      if (to && graph.has(to)) graph.get(path).add(to);
    }
  }
  return components(graph).map((members) => ({ members, circle: circleThrough(graph, members) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = importCycles();
  for (const { members, circle } of cycles) {
    console.error(`import cycle of ${members.length} module(s): ${circle.join(' → ')}`);
    if (members.length > circle.length - 1) console.error(`  all of them: ${members.join(', ')}`);
  }
  if (cycles.length) {
    console.error(
      `\n${cycles.length} import cycle(s) in ${CHECKED_DIRS.join('/, ')}/: move what both sides need into a module below them, or pass it in as an argument (docs/architecture.md).`,
    );
    process.exit(1);
  }
  console.log(`import-cycles: none in ${CHECKED_DIRS.join('/, ')}/.`);
}
