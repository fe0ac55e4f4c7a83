import { expect, test } from './fixtures';

const search = `{
  "name": "Google Search",
  "description": "Search the web",
  "inputSchema": {
    "type": "object",
    "properties": {
      "query": { "type": "string", "description": "What to look for" }
    },
    "required": ["query"],
    "additionalProperties": false
  }
}
`;

test("Preflight: a rejection in the provider's words, jump to its line, apply the fix, the target accepts", async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(search);
  await expect(studio.editor).toContainText('Google Search');
  const preflight = await studio.openPreflight();

  // Every target answers at once; OpenAI refuses the name with its own reply.
  const openai = studio.preflightRow(preflight, 'OpenAI Chat Completions');
  await expect(openai).toContainText('Would be rejected (1 tool)');
  await expect(openai).toContainText(
    "'Google Search' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'functions.0.name'",
  );
  // MCP takes it, flagging the space that some clients refuse.
  await expect(studio.preflightRow(preflight, 'MCP tools')).toContainText('Accepted with 1 change');
  await expect(studio.preflightRow(preflight, 'Google Gemini')).toContainText('Would be rejected');

  await page.screenshot({ path: '/tmp/preflight-light.png', fullPage: true });

  // The pointer button moves the editor's cursor to the name's line.
  const activeLine = studio.editor.locator('.line-numbers.active-line-number');
  await expect(activeLine).toHaveText('1');
  await openai.getByRole('button', { name: /Go to \/name/ }).click();
  await expect(activeLine).toHaveText('2');

  // The fix edits the text through the editor; every target that refused the name accepts it now.
  await openai.getByRole('button', { name: 'Fix: Rename to "Google_Search"' }).click();
  await expect.poll(() => studio.activeText()).toContain('"name": "Google_Search"');
  await expect(openai).toContainText('Accepted as is');
  await expect(studio.preflightRow(preflight, 'Anthropic Messages')).toContainText(
    'Accepted as is',
  );
  await expect(preflight).not.toContainText('Would be rejected');

  // One undo step brings the old name back.
  await studio.editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => studio.activeText()).toContain('"name": "Google Search"');
  await expect(openai).toContainText('Would be rejected');

  // Dark theme, for a look at both.
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await page.screenshot({ path: '/tmp/preflight-dark.png', fullPage: true });
});

test('Preflight for the whole workspace and strict mode: a free-form map is refused as unusable, not emptied', async ({
  studio,
}) => {
  await studio.open();
  await studio.setActiveText(`{
  "name": "deploy",
  "description": "Deploy a template",
  "inputSchema": {
    "type": "object",
    "properties": { "parameters": { "type": "object", "description": "Passed to the template" } }
  }
}
`);
  const preflight = await studio.openPreflight();
  const strict = studio.preflightRow(preflight, 'OpenAI strict');
  await expect(strict).toContainText('Would be rejected');
  await expect(strict).toContainText('the parameter would become unusable');
  await expect(strict).toContainText(
    "In context=('properties', 'parameters'), 'additionalProperties' is required to be supplied and to be false.",
  );
  await expect(studio.preflightRow(preflight, 'OpenAI Chat Completions')).toContainText(
    'Accepted as is',
  );
  await studio.page
    .getByRole('tabpanel', { name: 'Export' })
    .getByRole('radio', { name: /All tools/ })
    .check();
  await expect(preflight).toContainText('would each provider take the workspace (1 tool)?');
});
