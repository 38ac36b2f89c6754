import { test, expect, layoutShift, trackLayoutShift, waitForHydration } from './fixtures';

// Hydration (the drawer collapsing, the chat and contact widgets mounting) must move nothing.
for (const path of ['/en', '/rag-chat', '/en/contacts']) {
  test(`${path} does not shift while it loads on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await trackLayoutShift(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}
