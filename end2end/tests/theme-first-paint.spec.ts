import { test, expect } from './fixtures';

// Records the theme at the moment <body> is created, i.e. before anything can be painted.
async function themeAtFirstPaint(page: import('@playwright/test').Page, stored: string | null) {
  await page.addInitScript((value) => {
    if (value !== null) localStorage.setItem('theme', value);
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { __themeAtBody: string }).__themeAtBody = document.documentElement.dataset.theme ?? '';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, stored);
  await page.goto('/en/about');
  return page.evaluate(() => (window as unknown as { __themeAtBody: string }).__themeAtBody);
}

const cases: Array<{ stored: string | null; system: 'light' | 'dark'; expected: string }> = [
  { stored: 'dark', system: 'light', expected: 'dark' },
  { stored: 'light', system: 'dark', expected: 'light' },
  { stored: null, system: 'dark', expected: 'dark' },
  { stored: null, system: 'light', expected: 'light' },
  { stored: 'purple', system: 'dark', expected: 'dark' },
  { stored: '', system: 'light', expected: 'light' },
];

for (const { stored, system, expected } of cases) {
  test(`stored theme ${JSON.stringify(stored)} with a ${system} system is ${expected} before the first paint`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system });
    expect(await themeAtFirstPaint(page, stored)).toBe(expected);
  });
}

test('choosing "system" follows the system preference as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en');
  await expect(page.locator('.theme-switch[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
