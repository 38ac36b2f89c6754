import type { RefObject } from 'react';
import type { ChatMessage } from './chat-state';
import { Message } from './message';
import type { ChatLabels } from './schema';

interface MessagesProps {
  messages: ChatMessage[];
  labels: ChatLabels;
  busy: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  onRate: (message: ChatMessage, rating: 'up' | 'down') => void;
  onRetry: (key: string) => void;
}

/** The conversation as a log region that follows new text unless the reader scrolled up. */
export function Messages({ messages, labels, busy, scrollRef, onScroll, onRate, onRetry }: MessagesProps) {
  return (
    <div ref={scrollRef} onScroll={onScroll} className="chat-log" role="log" aria-label={labels.logLabel} aria-busy={busy} tabIndex={0}>
      <ol className="chat-messages">
        {messages.map((m) => (
          <Message
            key={m.key}
            message={m}
            labels={labels}
            onRate={(rating) => onRate(m, rating)}
            onRetry={() => onRetry(m.key)}
          />
        ))}
      </ol>
    </div>
  );
}
