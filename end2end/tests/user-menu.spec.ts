import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// The development-mode server of playwright.config.ts: the portal mock signs every browser in.
const devServer = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 3}`;

// The mock keeps one profile for the whole process: these tests take turns with it.
test.describe.configure({ mode: 'serial' });

async function openMenu(page: Page, path: string) {
  await page.goto(`${devServer}${path}`);
  await waitForHydration(page);
  const button = page.locator('.user-menu__button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(/Ada Lovelace/);
  return button;
}

async function profile(page: Page) {
  return (await page.request.get(`${devServer}/v1/user`)).json();
}

test('in development the user menu shows the four internal services and the external link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const button = await openMenu(page, '/en');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const href of ['/kn', '/n', '/r', '/t']) {
    const link = page.locator(`.user-menu__service a[data-service="${href}"]`);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('target', '_blank');
  }
  const external = page.locator('.user-menu__service a[target="_blank"]');
  await expect(external).toHaveCount(1);
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toContainText('(opens in a new tab)');
  await expect(page.locator('.user-menu__service a[data-service="/r"] .user-menu__badge')).toHaveText('Beta');
  const rail = page.getByRole('button', { name: 'Compact list' });
  await expect(rail).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.user-menu__service-title').first()).toHaveClass(/visually-hidden/);
  await rail.click();
  await expect(rail).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.user-menu__service-title').first()).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await page.locator('.user-menu__button').click();
  await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(page.locator('#user-menu-panel')).toBeHidden();
});

test('theme and language changes are saved to the profile', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openMenu(page, '/en');
  const saved = page.waitForRequest((r) => r.url().endsWith('/v1/user') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Dark' }).click();
  expect(JSON.parse((await saved).postData() ?? '{}')).toEqual({ prefers_theme: 'dark' });
  await expect.poll(async () => (await profile(page)).prefers_theme).toBe('dark');

  const italian = page.waitForRequest((r) => r.url().endsWith('/v1/user') && r.method() === 'PUT');
  await openMenu(page, '/it');
  expect(JSON.parse((await italian).postData() ?? '{}')).toEqual({ locale: 'it' });
  await expect.poll(async () => (await profile(page)).locale).toBe('it');
  await page.getByRole('button', { name: 'Chiaro' }).click();
  await expect.poll(async () => (await profile(page)).prefers_theme).toBe('light');
});

test.describe('signed out', () => {
  // A signed-out browser's profile call is answered 401, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('signing out hides the menu, also after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const button = await openMenu(page, '/en');
    await button.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('.user-menu')).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.user-menu')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('.user-menu')).toBeHidden();
  });
});

test('in production without a portal there is no user menu and no request for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/en');
  await waitForHydration(page);
  await expect(page.locator('.user-menu')).toHaveCount(0);
  expect(asked).not.toContain('/v1/user');
});
