import type { Source } from './schema';

/** The snippet with the words that matched the question marked. */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return <>{parts.map((part, i) => (words.includes(part) ? <mark key={i}>{part}</mark> : part))}</>;
}

interface SourcesProps {
  sources: Source[];
  heading: string;
  anchor: (n: number) => string;
}

/** The numbered sources of an answer, each linking to its page section. */
export function Sources({ sources, heading, anchor }: SourcesProps) {
  if (sources.length === 0) return null;
  return (
    <section className="chat-sources" aria-label={heading}>
      <h3 className="chat-sources__title">{heading}</h3>
      <ol>
        {sources.map((s) => (
          <li key={s.n} id={anchor(s.n)} tabIndex={-1} className="chat-source">
            <span className="chat-source__n" aria-hidden="true">
              {s.n}
            </span>
            <div>
              <a href={s.url} className="chat-source__link">
                {s.title}
                {s.section && s.section !== s.title ? ` — ${s.section}` : ''}
              </a>
              <p className="chat-source__snippet">
                <Highlighted text={s.snippet} words={s.highlights} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
