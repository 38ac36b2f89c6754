import { test, expect } from './fixtures';

test.use({ expectedConsoleErrors: [/status of 40[0-9]|status of 500/] });

test('an unknown page explains itself in the visitor language and offers a way home', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /en/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the forbidden page answers 403 in Italian', async ({ page }) => {
  const response = await page.goto('/forbidden');
  expect(response?.status()).toBe(403);
  await expect(page).toHaveTitle('403 - Forbidden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accesso negato');
});
