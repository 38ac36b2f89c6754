import { useState } from 'react';
import type { ChatMessage } from './chat-state';
import type { ChatLabels } from './schema';

const RATINGS = [
  { rating: 'up', icon: '👍', label: 'helpful' },
  { rating: 'down', icon: '👎', label: 'notHelpful' },
] as const;

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
        RATINGS.map(({ rating, icon, label }) => (
          <button
            key={rating}
            type="button"
            className="chat-action"
            aria-pressed={message.rating === rating}
            disabled={message.rating !== undefined}
            onClick={() => onRate(rating)}
          >
            <span aria-hidden="true">{icon} </span>
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
