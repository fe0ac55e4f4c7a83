/**
 * Figures the bench defines that a recorded run (bench/results.json) does not hold yet: a figure
 * added since the last full `npm run bench`. A page generated from the results lists them as not
 * yet measured, with their budgets, instead of leaving them out, and never invents a value.
 *
 * Use from the generator (scripts/performance-doc.mjs): append
 * `pendingRows(pendingFigures(results.figures, DECLARED_FIGURES))` to the table's rows.
 */
import { LIVE_FIGURES } from './live-figures.mjs';
import { QUALITY_FIGURES } from './quality-figures.mjs';

/**
 * @typedef {{ name: string, unit: string, budget: number | null, better: 'lower' | 'higher' }} DeclaredFigure
 */

/** Every figure declared apart from its bench (the live-server and the description-quality figures). */
export const DECLARED_FIGURES = [...LIVE_FIGURES, ...QUALITY_FIGURES];

/**
 * The declared figures whose names no measured figure has, in their declared order.
 * @param {readonly { name: string }[]} measured
 * @param {readonly DeclaredFigure[]} declared
 * @returns {DeclaredFigure[]}
 */
export function pendingFigures(measured, declared) {
  const names = new Set(measured.map((f) => f.name));
  return declared.filter((f) => !names.has(f.name));
}

const number = (value) =>
  Number.isInteger(value)
    ? value.toLocaleString('en-US').replace(/,/g, ' ')
    : String(Math.round(value * 100) / 100);

/**
 * One table row per pending figure, in the columns figure | value | budget | status.
 * @param {readonly DeclaredFigure[]} pending
 * @returns {string[]}
 */
export function pendingRows(pending) {
  return pending.map(
    (f) =>
      `| \`${f.name}\` | not yet measured | ${f.budget === null ? '' : `${f.better === 'lower' ? '≤' : '≥'} ${number(f.budget)} ${f.unit}`} | |`,
  );
}
