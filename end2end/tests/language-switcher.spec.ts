import { test, expect } from './fixtures';

test('the language switcher keeps the page and the whitelisted query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/en/about?tag=ai&utm_source=newsletter');
  await page.getByRole('link', { name: 'Leggi questa pagina in italiano' }).click();
  await expect(page).toHaveURL(/\/about\?tag=ai$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('it');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');

  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en\/about\?tag=ai$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});
