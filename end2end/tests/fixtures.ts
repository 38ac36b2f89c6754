import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console messages a test expects (e.g. the 404 of a page it opens on purpose). */
  expectedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
};

/** Every test fails on a console error or an uncaught page error it did not expect. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the islands on the page have hydrated and can be used. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('.theme-switch')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('.nav-drawer')).toHaveAttribute('data-hydrated', 'true');
}

/** Starts adding up the page's layout shifts (those not caused by input); call before `goto`. */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift so far. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** How far the page scrolls sideways (0 when it fits the viewport's width). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
