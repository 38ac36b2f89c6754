import { AnswerMarkdown } from './answer-markdown';
import type { ChatMessage } from './chat-state';
import { MessageActions } from './message-actions';
import type { ChatLabels } from './schema';
import { Sources } from './sources';

interface MessageProps {
  message: ChatMessage;
  labels: ChatLabels;
  onRate: (rating: 'up' | 'down') => void;
  onRetry: () => void;
}

/** One turn: the visitor's question, or an answer with its sources and actions. */
export function Message({ message, labels, onRate, onRetry }: MessageProps) {
  if (message.role === 'user') {
    return (
      <li className="chat-message chat-message--user">
        <span className="visually-hidden">{labels.you}: </span>
        <p className="chat-message__text">{message.text}</p>
      </li>
    );
  }
  const anchor = (n: number) => `${message.key}-source-${n}`;
  // A model reads more sections than it cites: until the answer is done (and its sources are those
  // it cites), a source is listed once the text cites it.
  const sources =
    message.status === 'complete' ? message.sources : message.sources.filter((s) => message.text.includes(`[${s.n}]`));
  const numbers = sources.map((s) => s.n);
  return (
    <li
      className={`chat-message chat-message--assistant${message.passages ? ' chat-message--passages' : ''}`}
      aria-busy={message.status === 'streaming'}
    >
      <span className="visually-hidden">{labels.assistant}: </span>
      {message.text && (
        <div className={`chat-message__text prose${message.passages ? ' chat-message__passages' : ''}`}>
          <AnswerMarkdown
            text={message.text}
            sourceNumbers={numbers}
            anchor={anchor}
            citationLabel={(n) => labels.citation.replace('{n}', String(n))}
          />
        </div>
      )}
      {message.status === 'streaming' && !message.text && <span className="chat-typing" aria-hidden="true" />}
      <Sources sources={sources} heading={labels.sources} anchor={anchor} />
      {message.fallback && <p className="chat-message__notice">{labels.fallbackNotice}</p>}
      {message.status === 'stopped' && <p className="chat-message__notice">{labels.stopped}</p>}
      {message.status === 'failed' && (
        <div className="chat-message__error">
          <p>{message.error}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {labels.retry}
          </button>
        </div>
      )}
      {message.status === 'complete' && <MessageActions message={message} labels={labels} onRate={onRate} />}
    </li>
  );
}
