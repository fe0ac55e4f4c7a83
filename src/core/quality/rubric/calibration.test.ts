import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUBRIC_COMPONENT_IDS } from './component';
import type { RubricComponentId } from './component';
import { readDescription } from './reading';
import { rubricOf } from './rubric';

/**
 * The rubric against the three model judges whose scores SAILResearch published
 * (tests/quality-judges/ORIGIN.md). Calibration: the mcp-eval set and the LiveMCPBench servers
 * whose name does not start with n–z; held out: the LiveMCPBench servers n–z, never used to fit.
 */
interface JudgedItem {
  set: 'livemcpbench' | 'mcp-eval';
  server: string;
  tool: string;
  description: string;
  /** Per judge, the six scores in RUBRIC_COMPONENT_IDS order. */
  judges: Record<string, number[]>;
}

const judged = JSON.parse(
  readFileSync(new URL('../../../../tests/quality-judges/judged.json', import.meta.url), 'utf8'),
) as { components: RubricComponentId[]; items: JudgedItem[] };

/** The held-out goal of issue #42: this Spearman on at least MIN_COMPONENTS_AT_GOAL components. */
const HELD_OUT_GOAL = 0.7;
const MIN_COMPONENTS_AT_GOAL = 4;
/** An item needs this many judges' scores for a median (three judges; Haiku left three tools unscored). */
const MIN_JUDGES = 2;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Ranks from 1, ties given the mean of the ranks they span (as Spearman's rho needs). */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i += 1) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

const spearman = (a: number[], b: number[]) => pearson(ranks(a), ranks(b));

const heldOut = (item: JudgedItem) => item.set === 'livemcpbench' && /^[n-z]/i.test(item.server);

const items = judged.items.filter((i) => Object.keys(i.judges).length >= MIN_JUDGES);
// The judges saw the name, the server and the description, never the schema: so do we.
const ours = items.map((i) => rubricOf(i.description, {}).scores);

function figures(held: boolean): Record<RubricComponentId, number> {
  const picked = items
    .map((item, i) => [item, ours[i]!] as const)
    .filter(([item]) => heldOut(item) === held);
  return Object.fromEntries(
    RUBRIC_COMPONENT_IDS.map((id) => {
      const at = judged.components.indexOf(id);
      const judges = picked.map(([item]) => median(Object.values(item.judges).map((s) => s[at]!)));
      return [
        id,
        Math.round(
          1000 *
            spearman(
              picked.map(([, s]) => s[id]),
              judges,
            ),
        ) / 1000,
      ];
    }),
  ) as Record<RubricComponentId, number>;
}

const calibration = figures(false);
const held = figures(true);

function renderFigures(): string {
  const count = (h: boolean) => items.filter((i) => heldOut(i) === h).length;
  const rows = RUBRIC_COMPONENT_IDS.map(
    (id) => `| \`${id}\` | ${calibration[id].toFixed(2)} | ${held[id].toFixed(2)} |`,
  );
  return [
    `| component | calibration (${count(false)} tools) | held out (${count(true)} tools) |`,
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const docPath = new URL('../../../../docs/quality.md', import.meta.url);
const START = '<!-- calibration:start -->';
const END = '<!-- calibration:end -->';

describe('the rubric against the published model judges', () => {
  it('uses the components in the judges’ order', () => {
    expect(judged.components).toEqual([...RUBRIC_COMPONENT_IDS]);
    expect(items.length).toBe(577);
  });

  it(`reaches Spearman ${HELD_OUT_GOAL} on at least ${MIN_COMPONENTS_AT_GOAL} components on the held-out servers`, () => {
    console.info(`rubric vs judges' median (Spearman)\n${renderFigures()}`);
    const atGoal = RUBRIC_COMPONENT_IDS.filter((id) => held[id] >= HELD_OUT_GOAL);
    expect(atGoal.length, renderFigures()).toBeGreaterThanOrEqual(MIN_COMPONENTS_AT_GOAL);
  });

  it('writes the readings scripts/fit-rubric.py fits on, when asked', () => {
    const out = process.env.RUBRIC_FEATURES;
    if (!out) return;
    const readings = judged.items.map((i) => {
      const r = readDescription(i.description);
      return { ...r, text: undefined, sentences: r.sentences.length };
    });
    writeFileSync(out, JSON.stringify(readings));
    expect(readings.length).toBe(judged.items.length);
  });

  it('docs/quality.md carries these figures', () => {
    const text = readFileSync(docPath, 'utf8');
    const block = `${START}\n${renderFigures()}\n${END}`;
    const current = text.slice(text.indexOf(START), text.indexOf(END) + END.length);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docPath, text.replace(current, block));
    expect(readFileSync(docPath, 'utf8')).toContain(block);
  });
});
