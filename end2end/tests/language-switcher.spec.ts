import { test, expect } from './fixtures';

test('the language switcher keeps the page and the whitelisted query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/en/about?tag=ai&utm_source=newsletter');
  await page.getByRole('link', { name: 'Leggi questa pagina in italiano' }).click();
  await expect(page).toHaveURL(/\/about\?tag=ai$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // The page prefetches the links in view after a second; the switch back to English is not one
  // of them, or its response would set the remembered language back to English unvisited.
  const back = page.getByRole('link', { name: 'Read this page in English' });
  await expect(back).toHaveAttribute('data-no-prefetch', '');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length)).toBeGreaterThan(0);
  const prefetched = await page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href')));
  expect(prefetched.filter((href) => href?.includes('/en/'))).toEqual([]);
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('it');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');

  await back.click();
  await expect(page).toHaveURL(/\/en\/about\?tag=ai$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});
