/**
 * Browser figures for `npm run bench`, in Chromium against the production build: cold load,
 * JS sizes, keystroke-to-markers latency, long tasks, form re-render, form keystroke to field
 * errors, heap. Writes bench/.tmp/browser.json; bench/run.mjs prints and records them.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { StudioWindow } from '../src/test-api';
import { generateTools } from './generate-workspace';
import { largeEnumTool, minifiedToolsList, oneLineTools, realTools } from './linear-inputs';
import { addAndSelectTool, placeCursorAtLineEnd, placeCursorInTitle } from './studio-page';
import { wideTool } from './wide-tool';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

/** The studio's test handle (src/test-api.ts) and what the probes below add to the page. */
interface BenchWindow extends StudioWindow {
  __arrivals: Map<string, number>;
  __bench: {
    lastKeyDown: number;
    longTasks: { start: number; duration: number }[];
    firstSeen: Record<string, number>;
  };
}

const figures: Figure[] = [];
const root = join(import.meta.dirname, '..');
const KEYSTROKES = 100;
const COLD_LOADS = 10;
/** One frame at 60 Hz, two frames, three: the issue's budgets for a key's effect on the form. */
const FRAME_BUDGETS = { p50: 16.7, p95: 33, max: 50 } as const;
/** Issue 41 item 5: a schema key reaches the form within one frame at the p95 too. */
const SCHEMA_KEY_BUDGETS = { ...FRAME_BUDGETS, p95: 16.7 } as const;

function stats(samples: number[]): { median: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

function add(
  name: string,
  value: number,
  unit: string,
  budget: number | null,
  better: 'lower' | 'higher' = 'lower',
) {
  figures.push({ name, value: Math.round(value * 100) / 100, unit, budget, better });
}

/** Marks, in page time, when the editor and the form first appear, and every long task. */
const probes = `
  window.__bench = { longTasks: [], firstSeen: {} };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  const watch = { editor: '.monaco-editor .view-lines', form: '[role=tabpanel] form', field: '[role=tabpanel] form :is(input, select, textarea)' };
  new MutationObserver(() => {
    for (const [key, selector] of Object.entries(watch)) {
      if (!(key in window.__bench.firstSeen) && document.querySelector(selector)) window.__bench.firstSeen[key] = performance.now();
    }
  }).observe(document, { subtree: true, childList: true });
  window.addEventListener('keydown', (e) => { window.__bench.lastKeyDown = e.timeStamp; }, true);
`;

async function openStudio(page: Page) {
  await page.addInitScript(probes);
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => 'toolSchemaStudio' in window);
}

/** Records, for every analysis the store receives, when it arrived (page time), keyed by the text it is for. */
async function watchAnalyses(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__arrivals = new Map();
    w.toolSchemaStudio.store.subscribe((state, previous) => {
      if (state.analyses === previous.analyses) return;
      for (const [id, entry] of Object.entries(state.analyses)) {
        if (previous.analyses[id] !== entry) w.__arrivals.set(entry.text, performance.now());
      }
    });
  });
}

/** Presses keys one at a time in the editor; for each, the time from keydown to the analysis (and so the markers) for the new text. */
async function typeAndMeasure(page: Page, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 10 === 9 ? 'Backspace' : 'x');
    const latency = await page.evaluate(async () => {
      const w = window as unknown as BenchWindow;
      const state = w.toolSchemaStudio.store.getState();
      const text = state.tools.find((t) => t.id === state.activeToolId)!.text;
      // After this key: a Backspace returns to a text whose earlier analysis is on record.
      const arrived = () => (w.__arrivals.get(text) ?? -Infinity) > w.__bench.lastKeyDown;
      const deadline = performance.now() + 10_000;
      while (!arrived() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      return arrived() ? w.__arrivals.get(text)! - w.__bench.lastKeyDown : Infinity;
    });
    latencies.push(latency);
  }
  return latencies;
}

async function longTasksSince(
  page: Page,
  since: number,
): Promise<{ count: number; longest: number }> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as BenchWindow).__bench.longTasks.filter(
      (t) => t.start >= from,
    );
    return { count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)) };
  }, since);
}

/** Puts the cursor inside the active tool's description string, where typing letters keeps the JSON valid. */
function placeCursorInDescription(page: Page) {
  return placeCursorAtLineEnd(page, '"description"');
}

test('cold load and JS sizes', async ({ browser }) => {
  const formTimes: number[] = [];
  const fieldTimes: number[] = [];
  const editorTimes: number[] = [];
  // Every script the first load asks for (the page's, the lazy chunks', the workers'), by path.
  const firstVisitScripts = new Set<string>();
  for (let i = 0; i < COLD_LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (i === 0)
      context.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('.js')) firstVisitScripts.add(path.replace(/^\//, ''));
      });
    await openStudio(page);
    await page.getByRole('tab', { name: 'Form' }).click();
    await expect(page.locator('[role=tabpanel] form').first()).toBeVisible({ timeout: 30_000 });
    await expect(
      page.locator('[role=tabpanel] form :is(input, select, textarea)').first(),
    ).toBeAttached({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as BenchWindow).__bench.firstSeen);
    editorTimes.push(seen.editor!);
    formTimes.push(seen.form!);
    fieldTimes.push(seen.field!);
    // The workers start once the editor asks for folding and the checks begin; then all is in.
    if (i === 0) await page.waitForLoadState('networkidle');
    await context.close();
  }
  add('browser.cold-load.editor-ready.median', stats(editorTimes).median, 'ms', 1500);
  add('browser.cold-load.form-visible.median', stats(formTimes).median, 'ms', 1000);
  // The issue's figure: the first form field, over 10 fresh loads, and how far apart they fall.
  const field = stats(fieldTimes);
  add('browser.cold-load.first-field.median', field.median, 'ms', 500);
  add('browser.cold-load.first-field.min', Math.min(...fieldTimes), 'ms', null);
  add('browser.cold-load.first-field.max', field.max, 'ms', null);
  add('browser.cold-load.first-field.spread', field.max - Math.min(...fieldTimes), 'ms', 200);

  // What index.html loads before anything lazy (its scripts and module preloads), the editor's
  // chunks it lists for a prefetch once the Form tab is in (src/editor-prefetch.ts), and every
  // chunk of the build, gzip-compressed.
  const dist = join(root, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .flatMap((tag) => [...tag.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const prefetched = (
    html.match(/<meta name="tool-schema-studio-editor-files" content="([^"]*)"/)?.[1] ?? ''
  )
    .split(/\s+/)
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.replace(/^\//, ''));
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  add(
    'browser.js.initial-before-editor.gzip',
    initial.reduce((sum, f) => sum + gzip(f), 0),
    'KB',
    100,
  );
  add(
    'browser.js.editor-prefetch.gzip',
    prefetched.reduce((sum, f) => sum + gzip(f), 0),
    'KB',
    null,
  );
  // The issue's figure: all the JavaScript a first visit loads, the editor and workers included.
  add(
    'browser.js.first-visit.gzip',
    [...firstVisitScripts].reduce((sum, f) => sum + gzip(f), 0),
    'KB',
    1000,
  );
  const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  add(
    'browser.js.total.gzip',
    chunks.reduce((sum, f) => sum + gzip(join('assets', f)), 0),
    'KB',
    null,
  );
  for (const chunk of chunks)
    add(
      `browser.js.chunk.${chunk.replace(/-[\w-]{8}\.js$/, '')}.gzip`,
      gzip(join('assets', chunk)),
      'KB',
      null,
    );
});

test('typing into a typical tool', async ({ page }) => {
  await openStudio(page);
  await watchAnalyses(page);
  await placeCursorInDescription(page);
  const start = await page.evaluate(() => performance.now());
  const latencies = await typeAndMeasure(page, KEYSTROKES);
  const s = stats(latencies);
  add('browser.keystroke-to-markers.typical.p50', s.median, 'ms', null);
  add('browser.keystroke-to-markers.typical.p95', s.p95, 'ms', 50);
  const tasks = await longTasksSince(page, start);
  add('browser.long-tasks.typing-typical.count', tasks.count, 'tasks', null);
  add('browser.long-tasks.typing-typical.longest', tasks.longest, 'ms', 50);
});

/**
 * Presses `keys` letters in the editor, each inside field_100's title, and returns for each the
 * time from its keydown to the form's label showing the new title. The title only grows, so
 * each label text is new and cannot be mistaken for an earlier one.
 */
async function titleKeysToForm(page: Page, keys: number): Promise<number[]> {
  const times: number[] = [];
  let title = 'Field 100';
  for (let i = 0; i < keys; i++) {
    title += 'x';
    await page.evaluate((expected) => {
      const w = window as unknown as BenchWindow & { __formSeen: Promise<number> };
      const panel = document.querySelector('[role=tabpanel]')!;
      const shows = () =>
        document
          .querySelector('[role=tabpanel] label.field-label[for$="_field_100"]')
          ?.textContent?.includes(expected) ?? false;
      w.__formSeen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (shows()) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(panel, { subtree: true, childList: true, characterData: true });
        setTimeout(() => resolve(Infinity), 10_000);
      });
    }, title);
    await page.keyboard.press('x');
    times.push(
      await page.evaluate(async () => {
        const w = window as unknown as BenchWindow & { __formSeen: Promise<number> };
        return (await w.__formSeen) - w.__bench.lastKeyDown;
      }),
    );
  }
  return times;
}

/** Opens the Form tab and waits until it draws the 200-property tool's last field. */
async function formShowsWideTool(page: Page) {
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(
    page.locator('[role=tabpanel] label.field-label[for$="_field_199"]').first(),
  ).toBeAttached({ timeout: 30_000 });
}

function addFrameFigures(
  name: string,
  samples: number[],
  budgets: { p50: number; p95: number; max: number } = FRAME_BUDGETS,
) {
  const s = stats(samples);
  add(`${name}.p50`, s.median, 'ms', budgets.p50);
  add(`${name}.p95`, s.p95, 'ms', budgets.p95);
  add(`${name}.max`, s.max, 'ms', budgets.max);
}

/**
 * The figures of issue 18 item 5, each taken twice (run 1 early, run 2 late in the bench, with
 * the other figures between), so a machine that is busy for a while shows up as a spread between
 * the two runs rather than as one bad number.
 */
function formLatencyRound(run: 1 | 2) {
  test(`schema key → form updated, 200 properties (run ${run})`, async ({ page }) => {
    await openStudio(page);
    await addAndSelectTool(page, wideTool(200));
    await formShowsWideTool(page);
    await placeCursorInTitle(page, 'Field 100');
    const start = await page.evaluate(() => performance.now());
    addFrameFigures(
      `browser.schema-key-to-form.200-properties.run${run}`,
      await titleKeysToForm(page, 50),
      SCHEMA_KEY_BUDGETS,
    );
    const tasks = await longTasksSince(page, start);
    add(`browser.long-tasks.schema-typing-200.run${run}.longest`, tasks.longest, 'ms', 50);
  });

  test(`first keys after pasting the 200-property tool (run ${run})`, async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openStudio(page);
    await page.getByRole('tab', { name: 'Form' }).click();
    await expect(page.locator('[role=tabpanel] form').first()).toBeVisible({ timeout: 30_000 });
    const text = wideTool(200);
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.evaluate(() =>
      (window as unknown as BenchWindow).toolSchemaStudio.editor()?.select({
        startLine: 1,
        startColumn: 1,
        endLine: 1_000_000,
        endColumn: 1,
      }),
    );
    const start = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+V');
    // As soon as the editor has taken the paste in (its text is in the store), not when its
    // analysis or the form have caught up: those are what the first keys run into.
    await page.waitForFunction(
      (length) => {
        const state = (window as unknown as BenchWindow).toolSchemaStudio.store.getState();
        return state.tools.find((t) => t.id === state.activeToolId)?.text.length === length;
      },
      text.length,
      { polling: 5 },
    );
    await placeCursorInTitle(page, 'Field 100');
    const times = await titleKeysToForm(page, 5);
    add(`browser.paste-then-keys.200-properties.run${run}.first`, times[0]!, 'ms', null);
    add(`browser.paste-then-keys.200-properties.run${run}.max`, Math.max(...times), 'ms', 50);
    const tasks = await longTasksSince(page, start);
    add(`browser.long-tasks.paste-then-keys-200.run${run}.longest`, tasks.longest, 'ms', 50);
  });

  test(`form keystroke to that field’s errors, 200 properties (run ${run})`, async ({ page }) => {
    await openStudio(page);
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++)
      properties[`field_${i}`] = {
        type: i % 3 === 0 ? 'integer' : 'string',
        title: `Field ${i}`,
        maxLength: 3,
        description: `Parameter number ${i}.`,
      };
    const tool = {
      name: 'wide_tool',
      description: 'A tool with 200 parameters.',
      inputSchema: { type: 'object', properties },
    };
    await addAndSelectTool(page, JSON.stringify(tool, null, 2));
    await page.getByRole('tab', { name: 'Form' }).click();
    const input = page.locator('[role=tabpanel] input[id$="_field_100"]').first();
    await expect(input).toBeVisible({ timeout: 30_000 });
    await input.fill('abc');
    await input.press('End');
    const times: number[] = [];
    const start = await page.evaluate(() => performance.now());
    for (let round = 0; round < 40; round++) {
      // A fourth character breaks maxLength 3, Backspace mends it: each key flips the field's error list.
      const key = round % 2 === 0 ? 'x' : 'Backspace';
      const expectError = round % 2 === 0;
      await page.evaluate((expectError) => {
        const w = window as unknown as BenchWindow & { __errorsSeen: Promise<number> };
        const field = document
          .querySelector('[role=tabpanel] input[id$="_field_100"]')!
          .closest('.form-field')!;
        const has = () => field.querySelector('.error-detail li') !== null;
        w.__errorsSeen = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (has() === expectError) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(field, { subtree: true, childList: true, characterData: true });
          setTimeout(() => resolve(Infinity), 10_000);
        });
      }, expectError);
      await input.press(key);
      const elapsed = await page.evaluate(async () => {
        const w = window as unknown as BenchWindow & { __errorsSeen: Promise<number> };
        return (await w.__errorsSeen) - w.__bench.lastKeyDown;
      });
      times.push(elapsed);
    }
    addFrameFigures(`browser.form-key-to-field-errors.200-properties.run${run}`, times);
    const tasks = await longTasksSince(page, start);
    add(`browser.long-tasks.form-typing.run${run}.longest`, tasks.longest, 'ms', 50);
  });
}

formLatencyRound(1);

test('a 1 MB workspace of 500 tools', async ({ page }) => {
  await openStudio(page);
  const texts = generateTools(500).map((t) => JSON.stringify(t.tool, null, 2));
  let total = texts.reduce((sum, t) => sum + t.length, 0);
  // Pad descriptions until the workspace holds 1 MB of text, as real tools carry long descriptions.
  const pad = Math.max(0, Math.ceil((1024 * 1024 - total) / texts.length));
  const padded = texts.map((t) =>
    t.replace(
      /"description": "([^"]*)"/,
      (_m, d: string) => `"description": "${d}${' More detail.'.repeat(Math.ceil(pad / 13))}"`,
    ),
  );
  total = padded.reduce((sum, t) => sum + t.length, 0);
  expect(total).toBeGreaterThanOrEqual(1024 * 1024);
  await page.evaluate((all) => {
    const w = window as unknown as BenchWindow;
    const ids = w.toolSchemaStudio.store.getState().addTools(all);
    w.toolSchemaStudio.store.getState().selectTool(ids[ids.length - 1]!);
  }, padded);
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(501, {
    timeout: 30_000,
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  add('browser.heap.1mb-workspace', heap.usedSize / (1024 * 1024), 'MB', 150);

  await watchAnalyses(page);
  await placeCursorInDescription(page);
  const start = await page.evaluate(() => performance.now());
  const latencies = await typeAndMeasure(page, KEYSTROKES);
  const s = stats(latencies);
  add('browser.keystroke-to-markers.1mb-workspace.p50', s.median, 'ms', null);
  add('browser.keystroke-to-markers.1mb-workspace.p95', s.p95, 'ms', 150);
  const tasks = await longTasksSince(page, start);
  add('browser.long-tasks.typing-1mb.count', tasks.count, 'tasks', null);
  add('browser.long-tasks.typing-1mb.longest', tasks.longest, 'ms', 50);
});

test('typing while 500 tools are validated in the background', async ({ page }) => {
  await openStudio(page);
  const texts = generateTools(500).map((t) => JSON.stringify(t.tool, null, 2));
  await page.evaluate((all) => {
    const w = window as unknown as BenchWindow;
    const ids = w.toolSchemaStudio.store.getState().addTools(all);
    w.toolSchemaStudio.store.getState().selectTool(ids[ids.length - 1]!);
  }, texts);
  await watchAnalyses(page);
  await placeCursorInDescription(page);
  /**
   * How many tools have a verdict for their current text: a background check, or an analysis of
   * their own (the tools that were open), as `hasVerdict` in src/store/tool-status.ts counts.
   */
  const checked = () =>
    page.evaluate(() => {
      const state = (
        window as unknown as BenchWindow
      ).toolSchemaStudio.store.getState() as unknown as {
        tools: { id: string; text: string }[];
        checks: Record<string, { text: string } | undefined>;
        analyses: Record<string, { text: string } | undefined>;
      };
      return state.tools.filter(
        (t) => state.checks[t.id]?.text === t.text || state.analyses[t.id]?.text === t.text,
      ).length;
    });
  const total = await page.evaluate(
    () => (window as unknown as BenchWindow).toolSchemaStudio.store.getState().tools.length,
  );
  const before = await checked();
  const start = await page.evaluate(() => performance.now());
  const latencies = await typeAndMeasure(page, KEYSTROKES);
  const during = (await checked()) - before;
  // The figure means something only if the queue really ran while the keys were pressed.
  expect(during).toBeGreaterThan(0);
  const s = stats(latencies);
  add('browser.keystroke-to-markers.background-500.p50', s.median, 'ms', null);
  add('browser.keystroke-to-markers.background-500.p95', s.p95, 'ms', 50);
  add('browser.background-checks.during-typing', during, 'tools', null, 'higher');
  const tasks = await longTasksSince(page, start);
  add('browser.long-tasks.typing-background-500.longest', tasks.longest, 'ms', 50);
  // Every row gets its verdict without being opened: how long until the last one has it (or,
  // past two minutes, how many have one), from the first key pressed.
  const deadline = Date.now() + 120_000;
  let done = await checked();
  while (done < total && Date.now() < deadline) {
    await page.waitForTimeout(250);
    done = await checked();
  }
  if (done >= total) {
    const finished = await page.evaluate(() => performance.now());
    add('browser.background-validation.500-tools.total', finished - start, 'ms', null);
  } else
    add('browser.background-validation.500-tools.checked-in-2-min', done, 'tools', total, 'higher');
});

/** Tools switched to in the 500-tool workspace, each once, after the warm-up ones. */
const TOOL_SWITCHES = 60;
const WARM_UP_SWITCHES = 3;

/**
 * One frame at 60 Hz. The pause between switches is lengthened by a random part of it: a fixed
 * 600 ms is 36 frames, so every click of a run landed at the same point of its frame, and the
 * run's median moved by up to a frame with where that point happened to fall.
 */
const FRAME_MS = 1000 / 60;

/**
 * Clicks the Tools list's row for `name` and returns how long until a frame has been drawn with
 * the tool's form (its top-level fields are exactly `keys`) and its text in the editor. Each
 * frame is read after its rendering (a message posted from its animation-frame callback runs
 * once style, layout and paint of that frame are done), so the figure is the frame that first
 * shows both, not one or two frames after it.
 */
function switchTool(page: Page, name: string, keys: string[]): Promise<number> {
  return page.evaluate(
    async ({ name, keys }) => {
      const row = [...document.querySelectorAll('[role=listbox] [role=option]')].find(
        (option) => option.querySelector('.tool-name')?.textContent === name,
      ) as HTMLElement;
      const wanted = new Set(keys.map((key) => `sample_${key}`));
      const formShows = () => {
        const ids = [...document.querySelectorAll('[role=tabpanel] form [id^="sample_"]')]
          .map((e) => e.id)
          .filter((id) => /^sample_[a-z]+$/.test(id));
        return ids.length === wanted.size && ids.every((id) => wanted.has(id));
      };
      const editorShows = () =>
        document.querySelector('.monaco-editor .view-lines')?.textContent?.includes(`${name}"`) ??
        false;
      const afterFrame = () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        );
      const t0 = performance.now();
      row.click();
      do {
        await afterFrame();
        if (performance.now() - t0 > 30_000) return Infinity;
      } while (!formShows() || !editorShows());
      return performance.now() - t0;
    },
    { name, keys },
  );
}

test('tool switch in a 500-tool workspace: click a row → form and editor painted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openStudio(page);
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.locator('[role=tabpanel] form').first()).toBeVisible({ timeout: 30_000 });
  const tools = generateTools(500).map((t) => t.tool);
  await page.evaluate(
    (all) => {
      const state = (window as unknown as BenchWindow).toolSchemaStudio.store.getState();
      state.selectTool(state.addTools(all)[0]!);
    },
    tools.map((tool) => JSON.stringify(tool, null, 2)),
  );
  // The switches are measured once every row has its verdict: the background checks of a
  // workspace just added are a figure of their own (browser.background-validation.*).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const state = (
            window as unknown as BenchWindow
          ).toolSchemaStudio.store.getState() as unknown as {
            tools: { id: string; text: string }[];
            checks: Record<string, { text: string } | undefined>;
            analyses: Record<string, { text: string } | undefined>;
          };
          return state.tools.every(
            (t) => state.checks[t.id]?.text === t.text || state.analyses[t.id]?.text === t.text,
          );
        }),
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(true);
  const times: number[] = [];
  // Each switch goes to a tool not shown before (its editor model is made then), from the one
  // before it in the list.
  for (let i = 1; i <= WARM_UP_SWITCHES + TOOL_SWITCHES; i++) {
    const tool = tools[i]!;
    const keys = Object.keys((tool.inputSchema as { properties: object }).properties);
    const elapsed = await switchTool(page, String(tool.name), keys);
    if (i > WARM_UP_SWITCHES) times.push(elapsed);
    // Past the workspace's save (PERSIST_DEBOUNCE_MS after the switch), which is not the switch's.
    await page.waitForTimeout(600 + Math.random() * FRAME_MS);
  }
  const s = stats(times);
  add('browser.tool-switch.500-tools.painted.p50', s.median, 'ms', 33);
  add('browser.tool-switch.500-tools.painted.p95', s.p95, 'ms', null);
});

test('form re-render after a schema edit, 200 properties', async ({ page }) => {
  await openStudio(page);
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 200; i++)
    properties[`field_${i}`] = {
      type: i % 3 === 0 ? 'integer' : i % 3 === 1 ? 'string' : 'boolean',
      title: `Field ${i}`,
      description: `Parameter number ${i}.`,
    };
  const tool = {
    name: 'wide_tool',
    description: 'A tool with 200 parameters.',
    inputSchema: { type: 'object', properties },
  };
  await addAndSelectTool(page, JSON.stringify(tool, null, 2));
  await page.getByRole('tab', { name: 'Form' }).click();
  const form = page.locator('[role=tabpanel] form').first();
  await expect(form.getByText('Field 199', { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    const label = `Renamed ${round}`;
    const elapsed = await page.evaluate(
      async ({ original, label }) => {
        const w = window as unknown as BenchWindow;
        const state = w.toolSchemaStudio.store.getState();
        const t0 = performance.now();
        state.setToolText(
          state.activeToolId!,
          original.replace('"title": "Field 100"', `"title": "${label}"`),
        );
        const panel = document.querySelector('[role=tabpanel] form')!;
        while (!panel.textContent?.includes(label)) {
          await new Promise((r) => requestAnimationFrame(r));
          if (performance.now() - t0 > 10_000) return Infinity;
        }
        return performance.now() - t0;
      },
      { original: JSON.stringify(tool, null, 2), label },
    );
    times.push(elapsed);
  }
  const s = stats(times);
  add('browser.form-rerender.200-properties.median', s.median, 'ms', 100);
  add('browser.form-rerender.200-properties.p95', s.p95, 'ms', null);
});

/** A tool whose inputSchema has `count` described string parameters. */
function manyParameters(count: number): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++)
    properties[`param_${i}`] = { type: 'string', description: `Parameter ${i}`, maxLength: 100 };
  return JSON.stringify(
    {
      name: `params_${count}`,
      description: 'Many parameters.',
      inputSchema: { type: 'object', properties },
    },
    null,
    2,
  );
}

test('Parameters tab with 1 000 and 5 000 parameters', async ({ page }) => {
  test.setTimeout(240_000);
  await openStudio(page);
  // Load the tab's code first, then leave for a cheap tab, so the figure is the table alone.
  await page.getByRole('tab', { name: 'Parameters' }).click();
  await expect(page.getByRole('table', { name: 'inputSchema parameters' })).toBeVisible({
    timeout: 30_000,
  });
  for (const count of [1_000, 5_000]) {
    await page.getByRole('tab', { name: 'Annotations' }).click();
    await addAndSelectTool(page, manyParameters(count));
    await expect(
      page
        .getByRole('listbox', { name: 'Tools' })
        .getByRole('option', { name: new RegExp(`params_${count}`), selected: true }),
    ).toBeVisible({ timeout: 30_000 });
    const tab = page.getByRole('tab', { name: 'Parameters' });
    const elapsed = await tab.evaluate(
      async (element, last) => {
        const t0 = performance.now();
        (element as HTMLElement).click();
        // Painted: the first parameter's row is in the DOM and two frames have passed.
        while (
          !document.querySelector(`[data-testid="param-row-param_0"]`) ||
          !document.querySelector(`[data-testid="param-row-${last}"], .params-virtual-spacer`)
        ) {
          await new Promise((r) => requestAnimationFrame(r));
          if (performance.now() - t0 > 60_000) return Infinity;
        }
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return performance.now() - t0;
      },
      `param_${count - 1}`,
    );
    const label = count === 1_000 ? '1k' : '5k';
    add(`browser.parameters-tab.${label}-parameters`, elapsed, 'ms', count === 1_000 ? 300 : 1000);
    add(
      `browser.parameters-tab.${label}-parameters.rows-in-dom`,
      await page.locator('tr.params-row').count(),
      'rows',
      null,
    );
  }
});

formLatencyRound(2);

test('large inputs in the editor: longest main-thread task until their problems show', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openStudio(page);
  await watchAnalyses(page);
  const inputs = [
    { id: '1000-one-line-tools', text: oneLineTools(1000) },
    { id: '596-tool-minified-tools-list', text: minifiedToolsList(realTools(root), 596) },
    { id: 'enum-100k.draft-07', text: largeEnumTool(100_000, 'draft-07') },
  ];
  for (const input of inputs) {
    // The text reaches the page first: handing a megabyte to page.evaluate is itself a long task
    // of the harness (the protocol message is decoded on the page's thread), not of the studio.
    await page.evaluate((text) => {
      (window as unknown as { __nextText: string }).__nextText = text;
    }, input.text);
    await page.waitForTimeout(200);
    const start = await page.evaluate(() => performance.now());
    // As a paste would: the active tool's whole text replaced, then its analysis awaited.
    const arrived = await page.evaluate(async () => {
      const w = window as unknown as BenchWindow & { __nextText: string };
      const text = w.__nextText;
      const state = w.toolSchemaStudio.store.getState();
      state.setToolText(state.activeToolId!, text);
      const deadline = performance.now() + 60_000;
      while (!w.__arrivals.has(text) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      return w.__arrivals.has(text);
    });
    expect(arrived, `${input.id} was analysed`).toBe(true);
    // Let whatever the answer starts (markers, panels) run before reading the long tasks.
    await page.waitForTimeout(500);
    const tasks = await longTasksSince(page, start);
    add(`browser.long-tasks.${input.id}.longest`, tasks.longest, 'ms', 200);
  }
});

test('import preview of a 100-tool document, pretty and minified', async ({ page }) => {
  await openStudio(page);
  const minified = minifiedToolsList(realTools(root), 100);
  const pretty = JSON.stringify(JSON.parse(minified), null, 2);
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'Import' })
    .click();
  const box = dialog.getByLabel('Tool JSON');
  for (const [id, text] of [
    ['minified', minified],
    ['pretty', pretty],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      // Each round a different text (the first name changes), as a fresh paste.
      const pasted = text.replace(/_0"/, `_0${round}"`);
      const elapsed = await box.evaluate(async (element, value) => {
        const area = element as HTMLTextAreaElement;
        const setter = Object.getOwnPropertyDescriptor(
          HTMLTextAreaElement.prototype,
          'value',
        )!.set!;
        const preview = document.querySelector('[aria-label="Import preview"]')!;
        const t0 = performance.now();
        // As a paste: the whole value in one input event, then until the count is painted.
        setter.call(area, value);
        area.dispatchEvent(new Event('input', { bubbles: true }));
        while (!preview.textContent?.includes('with 100 tools.')) {
          await new Promise((r) => requestAnimationFrame(r));
          if (performance.now() - t0 > 30_000) return Infinity;
        }
        return performance.now() - t0;
      }, pasted);
      times.push(elapsed);
      // Clear, so the next round's paste is a change the preview answers anew.
      await box.fill('');
    }
    add(`browser.import-preview.100-tools.${id}.median`, stats(times).median, 'ms', 300);
  }
});

/** A tool whose description is `chars` characters of Chinese without a space (issue 34). */
function unspacedDescriptionTool(chars: number): string {
  const alphabet =
    '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿';
  let description = '';
  for (let i = 0; i < chars; i++) description += alphabet[(i * 7919) % alphabet.length];
  return JSON.stringify(
    {
      name: 'unspaced_description',
      description,
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    },
    null,
    2,
  );
}

/** Clicks a tab and returns how long until it is selected and its panel painted (two frames). */
function clickTab(page: Page, name: string): Promise<number> {
  return page.getByRole('tab', { name, exact: true }).evaluate(async (element) => {
    const t0 = performance.now();
    (element as HTMLElement).click();
    while (element.getAttribute('aria-selected') !== 'true') {
      await new Promise((r) => requestAnimationFrame(r));
      if (performance.now() - t0 > 30_000) return Infinity;
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  });
}

test('hostile inputs: Form tab minItems 100 000, Cost tab 60 000 unspaced characters', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openStudio(page);
  const formTab = page.getByRole('tabpanel', { name: 'Form' });
  await expect(formTab.locator('form').first()).toBeVisible({ timeout: 30_000 });
  // The Form tab is shown (the default) when the tool arrives.
  let start = await page.evaluate(() => performance.now());
  await addAndSelectTool(
    page,
    JSON.stringify(
      {
        name: 'long_list',
        description: 'Takes at least 100 000 ids.',
        inputSchema: {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'string' }, minItems: 100_000 } },
          required: ['ids'],
        },
      },
      null,
      2,
    ),
  );
  await expect(formTab.getByTestId('form.min-items')).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  let tasks = await longTasksSince(page, start);
  add('browser.long-tasks.form-min-items-100k.longest', tasks.longest, 'ms', 200);

  // Load the Cost tab's code and worker, then come back, so the figure is the count alone.
  await clickTab(page, 'Cost');
  await expect(page.getByTestId('cost-tool-meter')).toBeVisible({ timeout: 60_000 });
  await clickTab(page, 'Form');
  await addAndSelectTool(page, unspacedDescriptionTool(60_000));
  await page.waitForTimeout(1_000);
  start = await page.evaluate(() => performance.now());
  const click = await clickTab(page, 'Cost');
  add('browser.tab-click.cost-with-60k-unspaced.painted', click, 'ms', 100);
  await expect(page.getByRole('heading', { name: 'This tool: unspaced_description' })).toBeVisible({
    timeout: 60_000,
  });
  await page.waitForTimeout(500);
  tasks = await longTasksSince(page, start);
  add('browser.long-tasks.cost-60k-unspaced-description.longest', tasks.longest, 'ms', 200);
  // A click on another tab while the Cost tab is shown answers at once.
  add('browser.tab-click.form-from-cost.painted', await clickTab(page, 'Form'), 'ms', 100);
});

const COST_TOOLSETS: { id: string; texts: () => string[] }[] = [
  {
    id: '1000-real-tools',
    texts: () => {
      const real = realTools(root);
      return Array.from({ length: 1_000 }, (_, i) => {
        const base = real[i % real.length]!;
        return JSON.stringify({ ...base, name: `${String(base.name)}_${i}` }, null, 2);
      });
    },
  },
  {
    id: '2000-small-tools',
    texts: () =>
      Array.from({ length: 2_000 }, (_, i) =>
        JSON.stringify({
          name: `t${i}`,
          description: 'Does a thing.',
          inputSchema: { type: 'object' },
        }),
      ),
  },
];

for (const { id, texts } of COST_TOOLSETS)
  test(`hostile inputs: Cost tab over ${id}`, async ({ page }) => {
    test.setTimeout(240_000);
    await openStudio(page);
    await page.evaluate((all) => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      state.selectTool(state.addTools(all)[0]!);
    }, texts());
    // The background check of every new tool is work of its own (the Tools list, the status bar
    // count every verdict), and takes minutes for 2 000 tools on a busy machine: the same window
    // before the click is recorded beside the figure, so the Cost tab's share can be told apart.
    await page.waitForTimeout(3_000);
    const quiet = await page.evaluate(() => performance.now());
    await page.waitForTimeout(5_000);
    add(
      `browser.long-tasks.cost-tab.${id}.before-click.longest`,
      (await longTasksSince(page, quiet)).longest,
      'ms',
      null,
    );
    const start = await page.evaluate(() => performance.now());
    add(`browser.tab-click.cost-over-${id}.painted`, await clickTab(page, 'Cost'), 'ms', 100);
    const toolset = page.getByRole('table', { name: 'Toolset cost per target' });
    await expect(toolset).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Counting…')).toHaveCount(0, { timeout: 60_000 });
    await page.waitForTimeout(
      Math.max(0, 5_000 - (await page.evaluate((t) => performance.now() - t, start))),
    );
    const tasks = await longTasksSince(page, start);
    add(`browser.long-tasks.cost-tab.${id}.longest`, tasks.longest, 'ms', 200);
  });

test('hostile inputs: a 5 MB paste into the Import dialog', async ({ page }) => {
  test.setTimeout(240_000);
  await openStudio(page);
  // A tools/list response as a server sends it (pretty, about 5 MB), as the issue's paste was.
  const real = realTools(root);
  const tools: Record<string, unknown>[] = [];
  let size = 0;
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    const base = real[i % real.length]!;
    const tool = { ...base, name: `${String(base.name)}_${i}` };
    // Indented three levels deeper inside the response.
    size += JSON.stringify(tool, null, 2).length * 1.3;
    tools.push(tool);
  }
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools } }, null, 2);
  await page.evaluate((value) => {
    (window as unknown as { __nextText: string }).__nextText = value;
  }, text);
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'Import' })
    .click();
  const box = page.getByRole('dialog', { name: 'Import' }).getByLabel('Tool JSON');
  await page.waitForTimeout(500);
  const start = await page.evaluate(() => performance.now());
  // As a paste: a paste event carrying the text on the clipboard, as the browser fires it.
  await box.evaluate((element) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', (window as unknown as { __nextText: string }).__nextText);
    (element as HTMLTextAreaElement).focus();
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText(/Reading|tool/, { timeout: 60_000 });
  await expect(preview).not.toContainText('Reading', { timeout: 60_000 });
  await page.waitForTimeout(1_000);
  const tasks = await longTasksSince(page, start);
  add('browser.long-tasks.import-paste-5mb.longest', tasks.longest, 'ms', 200);
});

/** Open folder over the OPFS (the picker hands over its root): writes the files, harness time. */
async function writeOpfsFiles(page: Page, files: Record<string, string>) {
  await page.evaluate(async (all) => {
    const root = await navigator.storage.getDirectory();
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true });
    for (const [name, text] of Object.entries(all)) {
      const writable = await (await root.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/** Clicks Open folder and waits until the status says what was opened and the rows show files. */
async function openFolderTimed(page: Page, expected: string): Promise<number> {
  return page.evaluate(async (text) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Open folder',
    )!;
    const t0 = performance.now();
    button.click();
    while (
      !document.querySelector('.status-notice')?.textContent?.includes(text) ||
      !document.querySelector('[role=listbox] .tool-file')
    ) {
      await new Promise((r) => requestAnimationFrame(r));
      if (performance.now() - t0 > 60_000) return Infinity;
    }
    return performance.now() - t0;
  }, expected);
}

test('Open folder: 500 tool files to rows with badges, and saving one tool in a 1 MB file', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
      () => navigator.storage.getDirectory();
  });
  await openStudio(page);
  const tools = generateTools(500).map((t) => t.tool);
  const files = Object.fromEntries(
    tools.map((tool, i) => [
      `tool-${String(i).padStart(3, '0')}.json`,
      JSON.stringify(tool, null, 2) + '\n',
    ]),
  );
  await writeOpfsFiles(page, files);
  const opened = await openFolderTimed(page, '500 tools from 500 files');
  add('browser.open-folder.500-files', opened, 'ms', 1500);

  // One tools/list file of 1 MB: the same 500 tools, descriptions padded.
  await page.reload();
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
  const padded = tools.map((tool) => ({
    ...tool,
    description: `${String(tool.description ?? '')}${' More detail.'.repeat(140)}`,
  }));
  const big = JSON.stringify({ tools: padded }, null, 2) + '\n';
  expect(big.length).toBeGreaterThanOrEqual(1024 * 1024);
  await writeOpfsFiles(page, { 'big.json': big });
  await openFolderTimed(page, '500 tools from 1 file');
  const name = String(tools[250]!.name);
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name, exact: true })
    .click();
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const state = w.toolSchemaStudio.store.getState();
    const tool = state.tools.find((t) => t.id === state.activeToolId)!;
    state.setToolText(tool.id, tool.text.replace('More detail.', 'More details.'));
  });
  // Let the edit's own work (validation of the tool, the toolset check) finish first.
  await page.waitForTimeout(5000);
  const start = await page.evaluate(() => performance.now());
  const saved = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;
    const t0 = performance.now();
    button.click();
    while (!document.querySelector('.status-notice')?.textContent?.includes('Saved big.json.')) {
      await new Promise((r) => requestAnimationFrame(r));
      if (performance.now() - t0 > 30_000) return Infinity;
    }
    return performance.now() - t0;
  });
  const tasks = await longTasksSince(page, start);
  add('browser.save-tool.1mb-file.wall', saved, 'ms', null);
  // Long tasks are those over 50 ms: 0 means no main-thread task of the save reached the budget.
  add('browser.save-tool.1mb-file.longest-task', tasks.longest, 'ms', 50);
});

test.afterAll(() => {
  mkdirSync(join(root, 'bench/.tmp'), { recursive: true });
  writeFileSync(join(root, 'bench/.tmp/browser.json'), JSON.stringify(figures, null, 2));
});
