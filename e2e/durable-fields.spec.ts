/**
 * Text typed into a panel's field and not yet committed (no Enter, focus still in the field)
 * survives a reload and a closed tab (issue 34): the page's hide events commit it, and the
 * journal keeps the commit synchronously (src/components/pending-commits.ts).
 */
import { expect, test } from './fixtures';
import { WorkspaceTab } from './pages/workspace-tab';

test.describe.configure({ timeout: 120_000 });

for (const delay of [0, 100, 1_000]) {
  test(`a reload ${delay} ms after typing into a Parameters cell and the Annotations title keeps the text`, async ({
    page,
  }) => {
    const tab = new WorkspaceTab(page);
    await tab.open();

    const params = tab.parameters;
    await params.open();
    const description = params.cell('Description of query');
    await description.click();
    await description.press('ControlOrMeta+a');
    await page.keyboard.type(`Typed ${delay} ms before a reload`);
    // Not committed: the field still has focus and no Enter was pressed.
    await expect(description).toBeFocused();
    await tab.reloadAfter(delay);
    expect(JSON.parse(await tab.activeText()).inputSchema.properties.query.description).toBe(
      `Typed ${delay} ms before a reload`,
    );
    await params.open();
    await expect(params.cell('Description of query')).toHaveValue(
      `Typed ${delay} ms before a reload`,
    );

    const annotations = tab.annotations;
    await annotations.open();
    const title = annotations.panel.getByLabel('Title (annotations.title)');
    await title.click();
    await title.press('ControlOrMeta+a');
    await page.keyboard.type(`Title ${delay}`);
    await expect(title).toBeFocused();
    await tab.reloadAfter(delay);
    expect(JSON.parse(await tab.activeText()).annotations.title).toBe(`Title ${delay}`);
    await annotations.open();
    await expect(annotations.panel.getByLabel('Title (annotations.title)')).toHaveValue(
      `Title ${delay}`,
    );
    await expect(tab.statusBar).not.toContainText('could not');
  });
}

test('closing the tab right after typing into a Parameters cell keeps the text for the next tab', async ({
  page,
  context,
}) => {
  const tab = new WorkspaceTab(page);
  await tab.open();
  await tab.parameters.open();
  const description = tab.parameters.cell('Description of query');
  await description.click();
  await description.press('ControlOrMeta+a');
  await page.keyboard.type('Typed before the tab closed');
  await page.close({ runBeforeUnload: true });

  const next = new WorkspaceTab(await context.newPage());
  await next.open();
  expect(JSON.parse(await next.activeText()).inputSchema.properties.query.description).toBe(
    'Typed before the tab closed',
  );
});
