#!/usr/bin/env node
// `npm run bench`: core figures in Node, browser figures in Chromium against the production
// build; prints each beside its budget and writes bench/results.json: when and where the run was
// taken (date, commit, cores, Node, the load average as it began and ended) and every figure as
// {name, value, unit, budget, better}. Figures over budget are flagged; the command still exits 0
// (budgets are goals, not tests). docs/performance.md is generated from that file
// (`npm run docs:performance`), so commit the two together.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, 'bench/.tmp');
mkdirSync(tmp, { recursive: true });
const node = process.execPath;
const vite = join(root, 'node_modules/vite/bin/vite.js');
const run = (args, options = {}) =>
  execFileSync(node, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    ...options,
  });

const started = Date.now();
const loadAtStart = loadavg()[0];
// The code the figures are of: read before the build, as the working tree is then.
let commit = 'unknown';
try {
  commit = execFileSync('git', ['describe', '--always', '--dirty'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
} catch {
  // Not a git checkout: the figures are still written.
}
console.log('bench: building the core bench, the production site and the CLI…');
run([vite, 'build', '--config', 'bench/vite.bench.config.ts', '--logLevel', 'error']);
run([vite, 'build', '--logLevel', 'error']);
run([vite, 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'error']);

console.log('bench: core figures (Node)…');
const core = JSON.parse(run([join(tmp, 'core-bench.js'), '--print']));

console.log('bench: browser figures (Chromium)…');
const browserFile = join(tmp, 'browser.json');
// bench/live.bench.ts writes its own file: each bench file's afterAll writes what it measured.
const liveFile = join(tmp, 'live.json');
writeFileSync(browserFile, '[]');
writeFileSync(liveFile, '[]');
let browserFailed = false;
try {
  run(
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'bench/playwright.bench.config.ts',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
} catch {
  browserFailed = true;
  console.error(
    'bench: some browser figures could not be taken (see above); the others are reported.',
  );
}
const readFigures = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []);
const browser = [...readFigures(browserFile), ...readFigures(liveFile)];

const results = [...core, ...browser].map((f) => ({
  ...f,
  value: Math.round(f.value * 100) / 100,
}));
function round(n) {
  return Math.round(n * 100) / 100;
}
const over = (f) =>
  f.budget !== null && (f.better === 'lower' ? f.value > f.budget : f.value < f.budget);
const width = Math.max(...results.map((f) => f.name.length));
console.log('');
console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(10)}  unit     budget`);
for (const f of results) {
  const budget = f.budget === null ? '' : `${f.better === 'lower' ? '≤' : '≥'} ${f.budget}`;
  console.log(
    `${f.name.padEnd(width)}  ${String(f.value).padStart(10)}  ${f.unit.padEnd(7)}  ${budget}${over(f) ? '  OVER BUDGET' : ''}`,
  );
}
const record = {
  ran: new Date(started).toISOString(),
  commit,
  machine: `${cpus().length} cores, Node ${process.version}`,
  loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]) },
  figures: results,
};
writeFileSync(join(root, 'bench/results.json'), JSON.stringify(record, null, 2) + '\n');
const flagged = results.filter(over);
console.log('');
console.log(
  `${results.length} figures in ${((Date.now() - started) / 1000).toFixed(0)} s; ${flagged.length} over budget${browserFailed ? '; browser run incomplete' : ''}. Written to bench/results.json.`,
);
