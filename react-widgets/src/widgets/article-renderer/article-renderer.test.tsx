import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleLabels } from '../../test/messages';
import { ArticleRenderer } from './article-renderer';
import { readingProgress } from './use-reading-progress';

const labels = articleLabels;
const headings = [
  { id: 'one', text: 'One', level: 2 },
  { id: 'sub', text: 'Sub', level: 3 },
  { id: 'two', text: 'Two', level: 2 },
];

function renderArticle() {
  document.body.innerHTML = `<div id="article-body"><h2 id="one">One</h2><p>a</p><h3 id="sub">Sub</h3><h2 id="two">Two</h2>
    <pre><code class="language-rust">fn main() {}</code></pre></div><div id="root"></div>`;
  return render(<ArticleRenderer articleId="article-body" headings={headings} labels={labels} />, {
    container: document.getElementById('root')!,
  });
}

describe('ArticleRenderer', () => {
  it('lists the sections in a table of contents', () => {
    renderArticle();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect([...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#one', '#two']);
  });

  it('adds an anchor link to every heading and removes them on unmount', () => {
    const { unmount } = renderArticle();
    expect(document.querySelectorAll('#article-body .heading-anchor')).toHaveLength(3);
    expect(document.querySelector('#two .heading-anchor')).toHaveAttribute('aria-label', 'Link to this section: Two');
    unmount();
    expect(document.querySelectorAll('#article-body .heading-anchor')).toHaveLength(0);
  });

  it('highlights code blocks', async () => {
    renderArticle();
    await vi.waitFor(() => expect(document.querySelector('code.language-rust .hljs-keyword')).not.toBeNull());
  });

  it('copies the page link and says so', async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href.split('#')[0]);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows reading progress as a progress bar', () => {
    renderArticle();
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow');
  });
});

describe('readingProgress', () => {
  it('goes from 0 at the top of the article to 100 at its end', () => {
    expect(readingProgress({ top: 50, height: 3000 }, 1000)).toBe(0);
    expect(readingProgress({ top: -1000, height: 3000 }, 1000)).toBe(50);
    expect(readingProgress({ top: -2500, height: 3000 }, 1000)).toBe(100);
  });
});
