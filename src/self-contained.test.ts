import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own: code, docs and tests cite docs/ or public sources, never
 * material a reader of a fresh clone does not have (the design team's working notes, a sibling
 * `shared/` folder). This test reads every text file under the folders below.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'docs', 'tests', 'e2e'];
const TEXT = /\.(ts|tsx|js|mjs|json|md|css|html|py|txt)$/;

/** Citations of things outside the repository, each with what it points at. */
const CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bseeds? ?0\d\d\b/i, what: 'a numbered seed document' },
  { pattern: /PROVIDERS\.md/, what: 'the providers facts sheet' },
  { pattern: /\.\.\/shared\b/, what: 'the sibling shared/ folder' },
  { pattern: /\bshared\/(seeds|jsts|PROVIDERS|DESIGN)/, what: 'the sibling shared/ folder' },
];

/** This file spells the patterns out, so it is the one file they may appear in. */
const SELF = relative(root, fileURLToPath(import.meta.url));

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT.test(name) ? [path] : [];
  });
}

describe('the repository stands on its own', () => {
  const files = FOLDERS.flatMap((folder) => textFiles(join(root, folder)))
    .map((path) => relative(root, path))
    .filter((path) => path !== SELF);

  it('reads a real tree', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('docs/tool-record.md');
  });

  it('cites no seed document, facts sheet or sibling folder in src, docs, tests or e2e', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, what } of CITATIONS) {
            if (pattern.test(line))
              found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
