/**
 * Hostile share links, recursive schemas in the form, and the page's Content-Security-Policy
 * itself: an inline script and a foreign request are refused by the browser.
 */
import { encodeShareLink } from '../src/core/share/link';
import { expect, test } from './fixtures';
import { assertResponsive, assertToolsKept, corpusFile, guard, toolTexts } from './hostile-guard';

test.describe.configure({ timeout: 120_000 });

const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_TEXT = JSON.stringify(
  { name: XSS_NAME, description: '[x](javascript:alert(4))', inputSchema: { type: 'object' } },
  null,
  2,
);
const PROTO_TEXT = JSON.stringify(
  (JSON.parse(corpusFile('proto-keys.json').toString('utf8')) as unknown[])[0],
  null,
  2,
);

test('a share link whose names, texts and samples carry markup and prototype keys opens as text, runs nothing, fetches nothing', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  const encoded = await encodeShareLink({
    tools: [
      {
        name: XSS_NAME,
        text: corpusFile('script-strings.json').toString('utf8'),
        samples: [{ name: '<script>alert(2)</script>', input: '{"mode": "javascript:alert(3)"}' }],
      },
      { name: '__proto__', text: PROTO_TEXT, samples: [] },
      { name: '', text: XSS_TEXT, samples: [] },
    ],
    activeIndex: 0,
  });
  if (!encoded.ok) throw new Error(encoded.error.message);
  await studio.open();
  const own = await toolTexts(page);

  await page.goto(`/#${encoded.link.fragment}`);
  const dialog = studio.share.incoming;
  // The list names tools by their JSON names, as text.
  await expect(dialog.getByRole('list', { name: 'Shared tools' })).toContainText(XSS_NAME);
  await expect(dialog.getByRole('list', { name: 'Shared tools' })).toContainText('__proto__');
  await expect(dialog.getByRole('list', { name: 'Shared tools' })).toContainText('xss_probe');
  await dialog.getByRole('button', { name: 'Open shared tools' }).click();
  await expect(dialog).toBeHidden();
  await expect(studio.tool(XSS_NAME)).toBeVisible();
  await expect(studio.tool('__proto__')).toBeVisible();
  for (const tab of ['Form', 'Annotations', 'Export'] as const) {
    await studio.tabs[tab].tab.click();
    await page.waitForTimeout(300);
  }
  expect(
    await page.evaluate(
      () => document.querySelectorAll('img[src="x"], [onerror], [onload]').length,
    ),
  ).toBe(0);
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
  // The shared texts arrive exactly as sent.
  const texts = Object.values(await toolTexts(page));
  expect(texts).toContain(corpusFile('script-strings.json').toString('utf8'));
  expect(texts).toContain(PROTO_TEXT);
  expect(texts).toContain(XSS_TEXT);
  // The user's own tools were kept as a tool set, not lost.
  expect(Object.keys(own).length).toBeGreaterThan(0);
  await assertResponsive(page);
  checks.assertClean();
});

test('a recursive $ref: validation works, the form draws a bounded depth, Gemini export explains its refusal', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await studio.toolbar.import.click();
  await studio.importDialog
    .getByLabel('Tool JSON')
    .fill(corpusFile('recursive-ref.json').toString('utf8'));
  await expect(studio.importDialog.getByRole('region', { name: 'Import preview' })).toContainText(
    'One MCP tool: tree.',
  );
  await studio.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(studio.tool('tree')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.statusBar).toContainText('0 errors');

  await studio.form.open();
  const form = page.getByRole('tabpanel');
  await expect(form.getByText('Label.').first()).toBeVisible();
  // Bounded: a handful of levels at most, not one per recursion until the stack gives out.
  expect(await form.getByText('Label.').count()).toBeLessThan(10);
  await assertResponsive(page, 'Export');

  await studio.export.open();
  await page.getByRole('combobox', { name: 'Target' }).selectOption('gemini');
  await expect(page.getByRole('tabpanel')).toContainText(
    'so the schema is recursive and cannot be inlined',
  );
  await assertToolsKept(page, before);
  checks.assertClean();
});

test("the page's policy refuses an inline script and a request to another origin", async ({
  studio,
  page,
}) => {
  await studio.open();
  const result = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(e.violatedDirective),
    );
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    let fetched = 'no';
    try {
      // Plain http to another host: connecting allows https servers and this machine only.
      await fetch('http://example.com/');
      fetched = 'yes';
    } catch {
      fetched = 'refused';
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      ran: (window as unknown as { inlineRan?: boolean }).inlineRan === true,
      fetched,
      violations,
    };
  });
  expect(result.ran).toBe(false);
  expect(result.fetched).toBe('refused');
  expect(result.violations).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
  await assertResponsive(page);
});
