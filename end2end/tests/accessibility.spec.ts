import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './fixtures';

const pages = [
  '/', '/about', '/services', '/manifesto', '/blog', '/rag-chat', '/en/rag-chat?q=When+was+Acme+founded%3F', '/contacts', '/informativa-startup',
  '/en', '/en/about', '/en/contacts', '/en/blog', '/en/no-such-page', '/blog/telegram-as-a-front-door',
  '/en/blog/bilingual-search-italian-english',
];

test.use({ expectedConsoleErrors: [/status of 404/] });

for (const theme of ['light', 'dark']) {
  for (const path of pages) {
    test(`${path} has no WCAG A/AA violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
}
