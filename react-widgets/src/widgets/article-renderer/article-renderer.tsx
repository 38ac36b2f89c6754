import { CopyLinkButton } from './copy-link-button';
import type { ArticleRendererProps } from './schema';
import { useCodeHighlighting } from './use-code-highlighting';
import { useHeadingAnchors } from './use-heading-anchors';
import { useReadingProgress } from './use-reading-progress';
import { useScrollSpy } from './use-scroll-spy';

/**
 * Enhances the server-rendered article: a table of contents that follows the reader, heading
 * anchors with the 300 ms scroll, code highlighting, a reading-progress bar and copy-link. It
 * renders the same table of contents as the server's fallback, in the same place, so nothing
 * shifts when it mounts.
 */
export function ArticleRenderer({ articleId, headings, labels }: ArticleRendererProps) {
  const sections = headings.filter((h) => h.level === 2);
  const ids = headings.map((h) => h.id);
  const active = useScrollSpy(sections.map((h) => h.id));
  const progress = useReadingProgress(articleId);
  useHeadingAnchors(articleId, ids, labels.anchorLabel);
  useCodeHighlighting(articleId);

  return (
    <div className="article-renderer" data-hydrated="true">
      <div
        className="reading-progress"
        role="progressbar"
        aria-label={labels.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        style={{ transform: `scaleX(${progress / 100})` }}
      />
      <nav className="toc" aria-label={labels.tocTitle}>
        <p className="toc__title">{labels.tocTitle}</p>
        <ol>
          {sections.map((h) => (
            <li key={h.id}>
              <a href={`#${h.id}`} aria-current={h.id === active ? 'location' : undefined}>
                {h.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <CopyLinkButton label={labels.copyLink} copiedLabel={labels.linkCopied} />
    </div>
  );
}
