import { test, expect, sidewaysOverflow, waitForHydration } from './fixtures';

// Every page fits the narrowest phones: nothing makes the page scroll sideways (a code block or a
// long word must scroll or wrap inside its own box).
const pages = ['', '/about', '/services', '/manifesto', '/blog', '/rag-chat', '/contacts', '/informativa-startup'];
const articles = ['bilingual-search-italian-english', 'how-we-measure-retrieval-quality', 'on-premise-llms-for-law-firms', 'telegram-as-a-front-door'];
const paths = ['/it', '/en'].flatMap((locale) => [...pages.map((p) => locale + p), ...articles.map((slug) => `${locale}/blog/${slug}`)]);

for (const path of paths) {
  test(`${path} does not scroll sideways on a phone`, async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${width} px`).toBe(0);
    }
  });
}
