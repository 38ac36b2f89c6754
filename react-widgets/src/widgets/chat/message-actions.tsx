import { useState } from 'react';
import type { ChatMessage } from './chat-state';
import type { ChatLabels } from './schema';

/** Thumbs drawn inline: an emoji shows as an empty box where no emoji font is installed. */
const THUMB_UP =
  'M2 21h4V9H2v12zm20-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L13.17 1 6.59 7.59C6.22 7.95 6 8.45 6 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';

const RATINGS = [
  { rating: 'up', flip: false, label: 'helpful' },
  { rating: 'down', flip: true, label: 'notHelpful' },
] as const;

function Thumb({ flip }: { flip: boolean }) {
  return (
    <svg className="chat-action__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={THUMB_UP} fill="currentColor" transform={flip ? 'rotate(180 12 12)' : undefined} />
    </svg>
  );
}

interface MessageActionsProps {
  message: ChatMessage;
  labels: ChatLabels;
  onRate: (rating: 'up' | 'down') => void;
}

/** Copy, and thumbs up or down, under a finished answer. */
export function MessageActions({ message, labels, onRate }: MessageActionsProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="chat-actions">
      <button type="button" className="chat-action" onClick={copy}>
        {copied ? labels.copied : labels.copy}
      </button>
      {message.answerId &&
        RATINGS.map(({ rating, flip, label }) => (
          <button
            key={rating}
            type="button"
            className="chat-action"
            aria-pressed={message.rating === rating}
            disabled={message.rating !== undefined}
            onClick={() => onRate(rating)}
          >
            <Thumb flip={flip} />
            {labels[label]}
          </button>
        ))}
      {message.rating && (
        <span className="chat-actions__thanks" role="status">
          {labels.feedbackThanks}
        </span>
      )}
    </div>
  );
}
