import { test, expect, layoutShift, trackLayoutShift, waitForHydration } from './fixtures';

const article = '/en/blog/bilingual-search-italian-english';

test('the article widget mounts, and its table of contents follows the reader', async ({ page }) => {
  await page.goto(article);
  await waitForHydration(page);
  const toc = page.locator('.article-renderer').getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  await expect(page.locator('.toc--fallback')).toBeHidden();
  await expect(toc.getByRole('link', { name: 'Stemming for both languages' })).toHaveAttribute('aria-current', 'location');

  await toc.getByRole('link', { name: 'Across languages' }).click();
  await expect(page).toHaveURL(/#across-languages$/);
  await expect(toc.getByRole('link', { name: 'Across languages' })).toHaveAttribute('aria-current', 'location');
  await expect(page.locator('#across-languages .heading-anchor')).toHaveAttribute('href', '#across-languages');
  await expect(page.locator('#article-body code.language-rust .hljs-keyword').first()).toBeVisible();
  const progress = Number(await page.getByRole('progressbar', { name: 'Reading progress' }).getAttribute('aria-valuenow'));
  expect(progress).toBeGreaterThan(0);
});

test('mounting the article widget shifts no layout', async ({ page }) => {
  await trackLayoutShift(page);
  await page.goto(article);
  await waitForHydration(page);
  await expect(page.locator('.article-renderer')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

for (const width of [390, 1440]) {
  test(`the headings' link marks are wholly on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(article);
    await waitForHydration(page);
    const marks = page.locator('#article-body .heading-anchor');
    await expect(marks.first()).toBeAttached();
    for (const box of await marks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    }
  });
}

test('an article is readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilingual search, Italian and English');
  await expect(page.locator('.toc--fallback')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Elisions' })).toBeVisible();
  await context.close();
});
