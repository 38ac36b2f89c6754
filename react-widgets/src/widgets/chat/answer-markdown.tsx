import Markdown, { type Components } from 'react-markdown';

/** `[n]` of a known source becomes a link to that source under the answer. */
export function linkCitations(text: string, sourceNumbers: number[], anchor: (n: number) => string): string {
  return text.replace(/\[(\d+)\]/g, (whole, digits: string) => {
    const n = Number(digits);
    return sourceNumbers.includes(n) ? `[\\[${n}\\]](#${anchor(n)})` : whole;
  });
}

interface AnswerMarkdownProps {
  text: string;
  sourceNumbers: number[];
  anchor: (n: number) => string;
  citationLabel: (n: number) => string;
}

/** An answer's Markdown as React elements: raw HTML is never rendered, citations are links. */
export function AnswerMarkdown({ text, sourceNumbers, anchor, citationLabel }: AnswerMarkdownProps) {
  const components: Components = {
    a: ({ href, children }) => {
      const citation = href?.startsWith('#') ? sourceNumbers.find((n) => `#${anchor(n)}` === href) : undefined;
      if (citation !== undefined) {
        return (
          <a className="chat-citation" href={href} aria-label={citationLabel(citation)}>
            {citation}
          </a>
        );
      }
      return <a href={href}>{children}</a>;
    },
  };
  return (
    <Markdown skipHtml components={components}>
      {linkCitations(text, sourceNumbers, anchor)}
    </Markdown>
  );
}
