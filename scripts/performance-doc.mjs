#!/usr/bin/env node
/**
 * docs/performance.md's table of current figures, generated from bench/results.json (what
 * `npm run bench` wrote last), so the page cannot drift from the run it names. Only the part
 * between the two markers is generated; the rest of the page (what changed each figure) is
 * written by hand. bench/performance-doc.test.ts fails when the page and the results differ.
 *
 * Run: `npm run docs:performance` after `npm run bench`; commit both files together.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DECLARED_FIGURES, pendingFigures, pendingRows } from '../bench/pending-figures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_PATH = join(root, 'bench/results.json');
export const DOC_PATH = join(root, 'docs/performance.md');
export const START =
  '<!-- figures: generated from bench/results.json by `npm run docs:performance` -->';
export const END = '<!-- figures: end -->';

const number = (value) =>
  Number.isInteger(value)
    ? value.toLocaleString('en-US').replace(/,/g, ' ')
    : String(Math.round(value * 100) / 100);

function status(figure) {
  if (figure.budget === null) return '';
  const within =
    figure.better === 'lower' ? figure.value <= figure.budget : figure.value >= figure.budget;
  return within ? 'within' : '**over**';
}

/** More runnable threads than cores, as the run began or ended. */
function busy({ machine, loadAverage }) {
  const cores = Number(/^(\d+) cores/.exec(machine)?.[1] ?? Infinity);
  return Math.max(loadAverage.start, loadAverage.end) > cores;
}

/**
 * The generated part: the run it comes from, then one row per figure in the bench's order, then
 * one per `declared` figure the run does not hold ("not yet measured").
 */
export function renderFigures(results, declared = DECLARED_FIGURES) {
  const { ran, commit, machine, loadAverage, figures } = results;
  const over = figures.filter((f) => status(f) === '**over**');
  const budgeted = figures.filter((f) => f.budget !== null).length;
  const lines = [
    START,
    '',
    `From the run of ${ran.slice(0, 16).replace('T', ' ')} UTC on commit \`${commit}\` (${machine}; load average ${loadAverage.start} as it began, ${loadAverage.end} as it ended): ${figures.length} figures, ${budgeted} with a budget, ${over.length} over it.`,
    '',
    ...(busy(results)
      ? [
          '**This run was taken on a busy machine** (a load average above its cores): its timings measure the machine more than the code. Retake it on a quiet one before reading a figure against its budget.',
          '',
        ]
      : []),
    '| figure | value | budget | |',
    '| --- | ---: | ---: | --- |',
    ...figures.map(
      (f) =>
        `| \`${f.name}\` | ${number(f.value)} ${f.unit} | ${f.budget === null ? '' : `${f.better === 'lower' ? '≤' : '≥'} ${number(f.budget)} ${f.unit}`} | ${status(f)} |`,
    ),
    // Figures the bench has gained since this run: listed, never given a value.
    ...pendingRows(pendingFigures(figures, declared)),
    '',
    END,
  ];
  return lines.join('\n');
}

/** `doc` with its generated part replaced by the figures of `results`. */
export function withFigures(doc, results) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/performance.md has lost its markers (${START} … ${END}).`);
  return doc.slice(0, start) + renderFigures(results) + doc.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = JSON.parse(readFileSync(RESULTS_PATH, 'utf8'));
  writeFileSync(DOC_PATH, withFigures(readFileSync(DOC_PATH, 'utf8'), results));
  console.log(`docs/performance.md: ${results.figures.length} figures from bench/results.json.`);
}
