/**
 * What every hostile-input journey checks besides its own message: no request left the origin,
 * no dialog (alert/confirm/prompt) opened, no script error escaped, the page still answers a
 * click within a second, and the user's other tools are exactly as they were.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { StudioPage } from './pages/studio';
import type { StudioWindow } from '../src/test-api';
import { ProblemsPanel } from './pages/problems';

/** The studio's own origin: the configured baseURL (127.0.0.1:4173 unless a config says otherwise). */
export function studioOrigin(): string {
  return new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:4173').origin;
}
export const CORPUS = path.resolve('tests/fixtures/hostile');

export function corpusFile(name: string): Buffer {
  return readFileSync(path.join(CORPUS, name));
}

export interface Guard {
  foreign: string[];
  dialogs: string[];
  pageErrors: string[];
  /** Asserts nothing foreign happened so far. */
  assertClean(): void;
}

export async function guard(page: Page): Promise<Guard> {
  const origin = studioOrigin();
  const foreign: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!url.startsWith(origin + '/')) foreign.push(url);
  });
  // Belt and braces: a foreign request is also refused, so nothing could quietly succeed.
  await page.route(
    (url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin,
    (route) => route.abort(),
  );
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    foreign,
    dialogs,
    pageErrors,
    assertClean() {
      expect(foreign, 'requests that left the origin').toEqual([]);
      expect(dialogs, 'dialogs opened').toEqual([]);
    },
  };
}

/** A click on another preview tab takes effect within a second: the main thread is not stuck. */
export async function assertResponsive(page: Page, tab = 'Annotations'): Promise<void> {
  const target = page.getByRole('tab', { name: tab });
  const other = page.getByRole('tab', { name: tab === 'Annotations' ? 'Export' : 'Annotations' });
  // Start from another tab so the click is a real change.
  if ((await target.getAttribute('aria-selected')) === 'true') await other.click();
  await target.click({ timeout: 1_000 });
  await expect(target).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
}

/** Every tool's id and text, to compare before and after an event. */
export async function toolTexts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    return Object.fromEntries(state.tools.map((t) => [t.id, t.text]));
  });
}

/**
 * Opens the studio with a second tool (the calculate_tax template) beside the example, makes the
 * example active, and returns the texts of the other tools, which the event must leave alone.
 */
export async function openWithBystander(
  studio: StudioPage,
  page: Page,
): Promise<Record<string, string>> {
  await studio.open();
  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /calculate_tax/ }).click();
  await studio.tool('filesystem.search_code').click();
  const all = await toolTexts(page);
  const active = Object.keys(all).find((id) => all[id]!.includes('"filesystem.search_code"'))!;
  const { [active]: _edited, ...others } = all;
  return others;
}

/** Asserts the tools present in `before` are unchanged (new tools may have been added). */
export async function assertToolsKept(page: Page, before: Record<string, string>): Promise<void> {
  const after = await toolTexts(page);
  for (const [id, text] of Object.entries(before)) expect(after[id], `tool ${id}`).toBe(text);
}

/** The Problems panel (exactly that name: the Form tab has a "Sample input problems" region too). */
export function problems(page: Page) {
  return new ProblemsPanel(page).region;
}
