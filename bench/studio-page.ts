import type { Page } from '@playwright/test';
import type { StudioWindow } from '../src/test-api';

/** Adds a tool to the workspace through the store and makes it the active one. */
export async function addAndSelectTool(page: Page, text: string) {
  await page.evaluate((toolText) => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    const [id] = state.addTools([toolText]);
    state.selectTool(id!);
  }, text);
}

/** Puts the editor's cursor just before the closing quote of `"title": "<title>"` in the active tool. */
export function placeCursorInTitle(page: Page, title: string) {
  return placeCursorAtLineEnd(page, `"title": "${title}"`);
}

/** Puts the editor's cursor before the last quote of the first line of the active tool holding `needle`. */
export async function placeCursorAtLineEnd(page: Page, needle: string) {
  await page.evaluate((needle) => {
    const w = window as unknown as StudioWindow;
    const state = w.toolSchemaStudio.store.getState();
    const text = state.tools.find((t) => t.id === state.activeToolId)!.text;
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(needle));
    const column = lines[line]!.lastIndexOf('"');
    w.toolSchemaStudio.editor()?.select({
      startLine: line + 1,
      startColumn: column + 1,
      endLine: line + 1,
      endColumn: column + 1,
    });
  }, needle);
}
