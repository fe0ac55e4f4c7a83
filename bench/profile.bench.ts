/**
 * `npm run profile`: a CPU profile of 50 schema keystrokes in the editor on the 200-property
 * tool with the Form tab open (issue 18's check), and the same on a tool twice as wide. It prints
 * the main thread's long tasks and the functions whose self time grows with the document: per-key
 * work proportional to the edit stays flat when the document doubles, work that scans the whole
 * document doubles with it. Writes both profiles to bench/.tmp/ for a closer look (Chrome DevTools
 * opens .cpuprofile files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addAndSelectTool, placeCursorInTitle } from './studio-page';
import { wideTool } from './wide-tool';

const KEYS = 50;
const out = join(import.meta.dirname, '.tmp');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time in ms per function (name and place), from a sampled profile. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

async function profileTyping(page: Page, properties: number) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => 'toolSchemaStudio' in window);
  await addAndSelectTool(page, wideTool(properties));
  await page.getByRole('tab', { name: 'Form' }).click();
  const last = `[role=tabpanel] label.field-label[for$="_field_${properties - 1}"]`;
  await expect(page.locator(last).first()).toBeAttached({ timeout: 30_000 });
  await placeCursorInTitle(page, 'Field 100');
  // Let the first analyses and the background work settle before recording.
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const start = await page.evaluate(() => performance.now());
  await cdp.send('Profiler.start');
  let title = 'Field 100';
  const keyTimes: number[] = [];
  for (let i = 0; i < KEYS; i++) {
    title += 'x';
    // Waited for in the page, by a mutation observer set up before the key: a locator's
    // polling would be profiled too.
    await page.evaluate((expected) => {
      const label = () =>
        document.querySelector('[role=tabpanel] label.field-label[for$="_field_100"]');
      const shows = () => label()?.textContent?.includes(expected) ?? false;
      (window as unknown as { __shown: Promise<boolean> }).__shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (shows()) {
            observer.disconnect();
            resolve(true);
          }
        });
        observer.observe(document.querySelector('[role=tabpanel]')!, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        setTimeout(() => resolve(shows()), 10_000);
      });
    }, title);
    keyTimes.push(await page.evaluate(() => performance.now()));
    await page.keyboard.press('x');
    expect(
      await page.evaluate(() => (window as unknown as { __shown: Promise<boolean> }).__shown),
    ).toBe(true);
  }
  // The last key's analysis and markers.
  await page.waitForTimeout(500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  // Each long task with the key it followed (1 is the first key), so a cold first key shows
  // apart from work that comes back on every key.
  const longTasks = (
    await page.evaluate(
      (from) =>
        (
          window as unknown as { __longTasks: { start: number; duration: number }[] }
        ).__longTasks.filter((t) => t.start >= from),
      start,
    )
  ).map(
    (t) => `${Math.round(t.duration)} ms (key ${keyTimes.findLastIndex((k) => k <= t.start) + 1})`,
  );
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `typing-${properties}.cpuprofile`), JSON.stringify(profile));
  return { times: selfTimes(profile), longTasks };
}

test('50 schema keystrokes: long tasks, and the work that grows with the document', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const runs: { properties: number; times: Map<string, number>; longTasks: string[] }[] = [];
  for (const properties of [200, 400]) {
    const page = await browser.newPage();
    runs.push({ properties, ...(await profileTyping(page, properties)) });
    await page.close();
  }
  const [small, large] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const lines: string[] = [];
  for (const run of runs) {
    const total = [...run.times.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `${run.properties} properties: long tasks over 50 ms: ${run.longTasks.length ? run.longTasks.join(', ') : 'none'}; sampled main-thread time ${total.toFixed(0)} ms (idle excluded below)`,
    );
  }
  lines.push('', 'self time over 50 keys, ms: 200 props → 400 props (functions over 5 ms)');
  const names = new Set([...small.times.keys(), ...large.times.keys()]);
  const rows = [...names]
    .filter((n) => !/^\((idle|program|garbage collector)\)/.test(n))
    .map((n) => ({ n, a: small.times.get(n) ?? 0, b: large.times.get(n) ?? 0 }))
    .filter((r) => Math.max(r.a, r.b) >= 5)
    .sort((x, y) => y.b - x.b);
  for (const r of rows)
    lines.push(`${r.a.toFixed(1).padStart(8)} → ${r.b.toFixed(1).padStart(8)}  ${r.n}`);
  for (const name of ['(garbage collector)', '(program)'])
    lines.push(
      `${(small.times.get(name) ?? 0).toFixed(1).padStart(8)} → ${(large.times.get(name) ?? 0).toFixed(1).padStart(8)}  ${name}`,
    );
  const report = lines.join('\n');
  writeFileSync(join(out, 'typing-profile.txt'), report + '\n');
  console.log(report);
});
