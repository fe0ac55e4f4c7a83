/**
 * Several tabs on one workspace (pages of one browser context share IndexedDB, localStorage and
 * the BroadcastChannel): a tab that made no edit never writes, a tab never overwrites tools
 * another tab saved, and when two tabs changed the same tool both versions are kept and the user
 * is told. Tabs are closed right after their last key, in every order; a fresh tab opened
 * afterwards must find every edit.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { WorkspaceTab } from './pages/workspace-tab';

test.describe.configure({ timeout: 180_000 });

const EXAMPLE = 'filesystem.search_code';
const COPY = `${EXAMPLE} (from another tab)`;

async function openTab(
  context: BrowserContext,
  options: { holdable?: boolean } = {},
): Promise<WorkspaceTab> {
  const page = await context.newPage();
  if (options.holdable) await WorkspaceTab.holdableSaves(page);
  const tab = new WorkspaceTab(page);
  await tab.open();
  return tab;
}

/** The first tab saves the example at once; the others open on that saved workspace. */
async function openTabs(context: BrowserContext, count: number): Promise<WorkspaceTab[]> {
  const first = await openTab(context);
  await first.waitUntilSaved(`"name": "${EXAMPLE}"`);
  const tabs = [first];
  for (let i = 1; i < count; i++) tabs.push(await openTab(context));
  return tabs;
}

/** Every order of closing the given tabs. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

test('the reported case: an idle second tab closed after the first saved does not take the first tab’s work away', async ({
  context,
}) => {
  const [first, second] = await openTabs(context, 2);
  await first!.typeAfter('"description": "', 'Saved in the first tab. ');
  await first!.waitUntilSaved('Saved in the first tab. ');
  // The idle tab shows the other tab's save, and says so.
  await expect.poll(() => second!.activeText()).toContain('Saved in the first tab. ');
  await expect(second!.statusBar).toContainText(
    'This workspace was just saved from another tab. This tab now shows those changes too.',
  );
  await second!.page.close();
  await first!.reloadAfter(0);
  expect(await first!.activeText()).toContain('Saved in the first tab. ');
  await expect(first!.statusBar).not.toContainText('another tab');
});

for (const order of orders(['editing', 'idle'] as const)) {
  test(`two tabs, one editing and one idle, closed right after the last key, ${order.join(' then ')}: the edits are kept`, async ({
    context,
  }) => {
    const [editing, idle] = await openTabs(context, 2);
    await editing!.typeAfter('"description": "', 'Typed in the editing tab. ');
    const tabs = { editing: editing!, idle: idle! };
    for (const name of order) await tabs[name].page.close();

    const fresh = await openTab(context);
    expect(await fresh.activeText()).toContain(
      '"description": "Typed in the editing tab. Search for patterns',
    );
    expect(await fresh.toolNames()).toEqual([EXAMPLE]);
  });
}

for (const order of orders(['first', 'second'] as const)) {
  test(`two tabs editing different tools, closed right after the last key, ${order.join(' then ')}: both edits are kept`, async ({
    context,
  }) => {
    const first = await openTab(context);
    await first.addTool(/calculate_tax/);
    await first.waitUntilSaved('"name": "calculate_tax"');
    const second = await openTab(context);
    expect(await second.toolNames()).toEqual([EXAMPLE, 'calculate_tax']);

    await second.tool(EXAMPLE).click();
    await first.typeAfter('"description": "', 'Tax, typed in the first tab. ');
    await second.typeAfter('"description": "', 'Search, typed in the second tab. ');
    const tabs = { first, second };
    for (const name of order) await tabs[name].page.close();

    const fresh = await openTab(context);
    expect(await fresh.toolNames()).toEqual([EXAMPLE, 'calculate_tax']);
    const texts = await fresh.allTexts();
    expect(texts[0]).toContain('Search, typed in the second tab. ');
    expect(texts[1]).toContain('Tax, typed in the first tab. ');
    await expect(fresh.statusBar).not.toContainText('another tab');
  });
}

for (const order of orders(['one', 'two', 'idle'] as const)) {
  test(`three tabs, two editing and one idle, closed right after the last key, ${order.join(' then ')}: every edit is kept`, async ({
    context,
  }) => {
    const first = await openTab(context);
    await first.addTool(/get_weather/);
    await first.waitUntilSaved('"name": "get_weather"');
    const tabs = { one: first, two: await openTab(context), idle: await openTab(context) };
    await tabs.two.tool(EXAMPLE).click();

    await tabs.one.typeAfter('"description": "', 'Weather, typed in tab one. ');
    await tabs.two.typeAfter('"description": "', 'Search, typed in tab two. ');
    await tabs.one.addTool(/Blank tool/);
    for (const name of order) await tabs[name].page.close();

    const fresh = await openTab(context);
    expect(await fresh.toolNames()).toEqual([EXAMPLE, 'get_weather', 'new_tool']);
    const texts = await fresh.allTexts();
    expect(texts[0]).toContain('Search, typed in tab two. ');
    expect(texts[1]).toContain('Weather, typed in tab one. ');
    await expect(fresh.statusBar).not.toContainText('another tab');
  });
}

test('two open tabs change the same tool: both versions are kept and the tab that finds out says so', async ({
  context,
}) => {
  const first = (await openTabs(context, 1))[0]!;
  const second = await openTab(context, { holdable: true });
  // The second tab's save has not landed when the first tab's does.
  await second.holdSaves(true);
  await second.typeAfter('"description": "', 'From the second tab. ');
  await first.typeAfter('"description": "', 'From the first tab. ');
  await first.waitUntilSaved('From the first tab. ');

  // Told as soon as it reads the other tab's save; the copy is made by its own save (once, of the latest).
  await expect(second.statusBar).toContainText(
    `“${EXAMPLE}” was also changed in another tab: when this tab saves, both versions are kept, the other tab's as “${COPY}”.`,
  );
  expect(await second.activeText()).toContain('From the second tab. ');
  await second.holdSaves(false);
  await second.typeAfter('From the second tab.', ' Saved now.');
  await second.waitUntilSaved('From the second tab. Saved now.');
  await expect(second.statusBar).toContainText(
    `“${EXAMPLE}” was changed in two tabs at once: both versions are kept, the other tab's as “${COPY}”.`,
  );
  expect(await second.toolNames()).toEqual([EXAMPLE, COPY]);
  // The first tab takes the merged state.
  await expect.poll(() => first.toolNames()).toEqual([EXAMPLE, COPY]);

  await second.page.close();
  await first.page.close();
  const fresh = await openTab(context);
  expect(await fresh.toolNames()).toEqual([EXAMPLE, COPY]);
  const [mine, theirs] = await fresh.allTexts();
  expect(mine).toContain('From the second tab. Saved now.');
  expect(theirs).toContain(`"name": "${COPY}"`);
  expect(theirs).toContain('From the first tab. ');
});

test('a tab closed before its save landed, whose tool another tab changed since: the next tab keeps both and says so', async ({
  context,
}) => {
  const first = (await openTabs(context, 1))[0]!;
  const closed = await openTab(context, { holdable: true });
  // Its save never lands (as when the browser ends it first); only its journal has the edit.
  await closed.holdSaves(true);
  await closed.typeAfter('"description": "', 'From the closed tab. ');
  await closed.page.close();
  await first.typeAfter('"description": "', 'From the open tab. ');
  await first.waitUntilSaved('From the open tab. ');
  await first.page.close();

  const fresh = await openTab(context);
  await expect(fresh.statusBar).toContainText(
    `“${EXAMPLE}” was changed in two tabs at once: both versions are kept, the other tab's as “${COPY}”.`,
  );
  expect(await fresh.toolNames()).toEqual([EXAMPLE, COPY]);
  const [mine, theirs] = await fresh.allTexts();
  expect(mine).toContain('From the closed tab. ');
  expect(theirs).toContain('From the open tab. ');
  // Both are saved: another reload shows the same and no longer warns.
  await fresh.reloadAfter(0);
  expect(await fresh.toolNames()).toEqual([EXAMPLE, COPY]);
  await expect(fresh.statusBar).not.toContainText('another tab');
});
