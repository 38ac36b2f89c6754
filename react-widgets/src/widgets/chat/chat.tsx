import { useRef } from 'react';
import { Composer } from './composer';
import { Messages } from './messages';
import type { ChatProps } from './schema';
import { Starters } from './starters';
import { useChat } from './use-chat';
import { useStickToBottom } from './use-stick-to-bottom';

/** The chat: starters, the conversation, the composer, and what screen readers are told. */
export function Chat({ locale, apiBase, starters, labels, limits }: ChatProps) {
  const { messages, busy, send, stop, retry, rate, clear } = useChat(apiBase, locale, labels, limits);
  const { ref, onScroll, follow } = useStickToBottom<HTMLDivElement>(messages);
  const input = useRef<HTMLTextAreaElement>(null);
  const last = messages[messages.length - 1];
  const status =
    last?.role !== 'assistant'
      ? ''
      : last.status === 'streaming'
        ? labels.generating
        : last.status === 'complete'
          ? labels.complete
          : last.status === 'stopped'
            ? labels.stopped
            : '';
  const failure = last?.status === 'failed' ? last.error : '';

  const ask = (question: string) => {
    follow();
    void send(question);
    input.current?.focus();
  };
  const halt = () => {
    stop();
    input.current?.focus();
  };

  return (
    <div className="chat-widget">
      {messages.length === 0 ? (
        <Starters heading={labels.starters} questions={starters} onPick={ask} />
      ) : (
        <div className="chat-toolbar">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clear();
              input.current?.focus();
            }}
          >
            {labels.newChat}
          </button>
        </div>
      )}
      <Messages
        messages={messages}
        labels={labels}
        busy={busy}
        scrollRef={ref}
        onScroll={onScroll}
        onRate={(m, rating) => void rate(m, rating)}
        onRetry={retry}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <div className="visually-hidden" role="alert">
        {failure}
      </div>
      <Composer labels={labels} maxChars={limits.questionChars} busy={busy} inputRef={input} onSend={ask} onStop={halt} />
    </div>
  );
}
