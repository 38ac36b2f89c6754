import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

const pages = ['/', '/en/about', '/services', '/en/manifesto', '/blog', '/en/blog?tag=retrieval', '/en/blog/bilingual-search-italian-english',
  '/contacts', '/en/rag-chat', '/rag-chat?q=Quanto+costa+il+workshop%3F', '/informativa-startup', '/en/no-such-page'];

test('every kind of page is valid HTML for the W3C Nu checker', async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = [];
  for (const [i, path] of pages.entries()) {
    const response = await request.get(path);
    const file = join(dir, `page-${i}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }
  let report = '';
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'text', ...files], { stdio: 'pipe' });
  } catch (error) {
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  expect(report).toBe('');
});
