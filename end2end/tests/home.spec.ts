import { test, expect, waitForHydration } from './fixtures';

test.use({ locale: 'it-IT' });

test('the home page renders the shared layout in Italian and English', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Acme Intelligence/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assistenti AI privati che citano le fonti');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Ask the site' }).first()).toBeVisible();
});

test('the home page loads no React code', async ({ page }) => {
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) widgetRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/en');
  await waitForHydration(page);
  const navigationScript = await page.locator('script[type="module"][src*="navigation"]').getAttribute('src');
  expect(widgetRequests.filter((path) => path !== navigationScript)).toEqual([]);
});
