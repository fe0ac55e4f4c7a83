import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { FilesPanel } from './pages/files';
import { SelectionPanel } from './pages/selection';

const tool = (name: string, description: string, property: string) =>
  `{\n  "name": "${name}",\n  "description": "${description}",\n  "inputSchema": { "type": "object", "properties": { "${property}": { "type": "string" } } }\n}\n`;
const WEATHER = tool(
  'get_weather',
  'Current weather for a city: temperature, rain and wind.',
  'city',
);
const TIME = tool('get_time', 'The local time now in a time zone or city.', 'zone');
const FILES = `{
    "tools": [
        {
            "name": "read_file",
            "description": "Read the text of a file from disk.",
            "inputSchema": { "type": "object", "properties": { "path": { "type": "string" } } }
        }
    ]
}
`;
// The cases file as an author keeps it: four-space indent, a case per line, a member of its own.
const CASES = `{
    "$comment": "Run with: tool-schema eval *.json --cases selection-cases.json",
    "cases": [
        { "prompt": "Is it raining in Bergen right now?", "tool": "get_weather" },
        { "prompt": "What time is it in Tokyo?", "tool": "get_time" }
    ]
}
`;
const ADDED = 'Open the notes file and show me its text';

async function openFolderWith(
  page: Page,
  studio: { open(): Promise<void> },
  all: Record<string, string>,
): Promise<FilesPanel> {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  for (const [name, text] of Object.entries(all)) await files.writeFile(name, text);
  return files;
}

test("an opened folder's selection-cases.json shows ranked in the Selection tab; Save cases writes an added case into it and touches no other file", async ({
  studio,
  page,
}) => {
  const before = {
    'files.json': FILES,
    'selection-cases.json': CASES,
    'time.json': TIME,
    'weather.json': WEATHER,
  };
  const files = await openFolderWith(page, studio, before);
  await files.openFolder.click();
  await expect(studio.statusBar).toContainText('3 tools from 3 files');
  await expect(studio.statusBar).toContainText('2 selection cases from selection-cases.json.');

  const selection = new SelectionPanel(page);
  await selection.open();
  await expect(selection.case('Is it raining in Bergen right now?')).toContainText('ranked 1st');
  await expect(selection.case('What time is it in Tokyo?')).toContainText('ranked 1st');
  await expect(selection.folderStatus).toContainText(
    "selection-cases.json in the folder: 2 cases of the folder's tools, saved.",
  );
  await expect(selection.saveCases).toBeDisabled();

  await selection.addCase(ADDED, 'read_file');
  await expect(selection.case(ADDED)).toContainText('ranked 1st');
  await expect(selection.folderStatus).toContainText(
    "3 cases of the folder's tools, unsaved changes.",
  );

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/selection-folder-light.png' });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  const dark = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(dark.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/selection-folder-dark.png' });

  await selection.saveCases.click();
  await expect(studio.statusBar).toContainText('Saved selection-cases.json: 3 cases.');
  await expect(selection.folderStatus).toContainText("3 cases of the folder's tools, saved.");
  // The added case follows the file's own, written as they are; the rest of the file is as it was.
  expect(await files.readFile('selection-cases.json')).toBe(`{
    "$comment": "Run with: tool-schema eval *.json --cases selection-cases.json",
    "cases": [
        { "prompt": "Is it raining in Bergen right now?", "tool": "get_weather" },
        { "prompt": "What time is it in Tokyo?", "tool": "get_time" },
        { "prompt": "Open the notes file and show me its text", "tool": "read_file" }
    ]
}
`);
  const { 'selection-cases.json': _saved, ...others } = await files.readAll();
  const { 'selection-cases.json': _read, ...othersBefore } = before;
  expect(others).toEqual(othersBefore);
});

test('a malformed selection-cases.json is named with what is wrong and never written over', async ({
  studio,
  page,
}) => {
  const broken = '{"cases": [{"prompt": "Weather in Oslo?"}]}\n';
  const files = await openFolderWith(page, studio, {
    'selection-cases.json': broken,
    'weather.json': WEATHER,
  });
  await files.openFolder.click();
  await expect(studio.statusBar).toContainText(
    'selection-cases.json was not read (cases[0] needs a "prompt" and a "tool", both strings); it will not be written over.',
  );
  const selection = new SelectionPanel(page);
  await selection.open();
  await expect(selection.folderStatus).toContainText(
    'selection-cases.json in the folder was not read:',
  );
  await expect(selection.saveCases).toHaveCount(0);
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await studio.toolbar.theme.click();
      await studio.toolbar.theme.click();
      await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
    }
    const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `test-results/selection-folder-malformed-${theme}.png` });
  }
  await selection.addCase('Wind and rain in Oslo today?', 'get_weather');
  await expect(selection.case('Wind and rain in Oslo today?')).toContainText('ranked 1st');
  expect(await files.readFile('selection-cases.json')).toBe(broken);
});

test('Save cases does not write over a cases file changed on disk, and says so; the cases stay', async ({
  studio,
  page,
}) => {
  const files = await openFolderWith(page, studio, {
    'selection-cases.json': CASES,
    'weather.json': WEATHER,
  });
  await files.openFolder.click();
  const selection = new SelectionPanel(page);
  await selection.open();
  await selection.addCase('Wind and rain in Oslo today?', 'get_weather');
  const other = CASES.replace('Bergen', 'Stavanger');
  await files.writeFile('selection-cases.json', other);
  await selection.saveCases.click();
  await expect(studio.statusBar).toContainText(
    'selection-cases.json was not written: it changed on disk since the folder was opened. Open the folder again to read it. Your cases are kept in the studio.',
  );
  expect(await files.readFile('selection-cases.json')).toBe(other);
  await expect(selection.case('Wind and rain in Oslo today?')).toBeVisible();
  await expect(selection.folderStatus).toContainText('unsaved changes');
});

test('a folder without a cases file gets one on Save cases, as Download cases writes it', async ({
  studio,
  page,
}) => {
  const files = await openFolderWith(page, studio, { 'weather.json': WEATHER });
  await files.openFolder.click();
  const selection = new SelectionPanel(page);
  await selection.open();
  await expect(selection.folderStatus).toContainText(
    "0 cases of the folder's tools, not written yet.",
  );
  await selection.addCase('Is it raining in Bergen right now?', 'get_weather');
  await selection.saveCases.click();
  await expect(studio.statusBar).toContainText('Saved selection-cases.json: 1 case.');
  expect(await files.readFile('selection-cases.json')).toBe(
    '{\n  "cases": [\n    {\n      "prompt": "Is it raining in Bergen right now?",\n      "tool": "get_weather"\n    }\n  ]\n}\n',
  );
  expect(await files.readFile('weather.json')).toBe(WEATHER);
});
