import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { ChatLabels } from './schema';

interface ComposerProps {
  labels: ChatLabels;
  /** The server's limit on a question, in characters. */
  maxChars: number;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (question: string) => void;
  onStop: () => void;
}

/** The question box: Enter sends, Shift+Enter breaks the line, Escape stops an answer. */
export function Composer({ labels, maxChars, busy, inputRef, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState('');
  const send = () => {
    if (busy || text.trim() === '') return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && busy) {
      event.preventDefault();
      onStop();
    }
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-question" className="chat-composer__label">
        {labels.inputLabel}
      </label>
      <div className="chat-composer__row">
        <textarea
          id="chat-question"
          ref={inputRef}
          className="chat-composer__input"
          rows={2}
          maxLength={maxChars}
          placeholder={labels.placeholder}
          aria-describedby="chat-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {busy ? (
          <button type="button" className="button chat-composer__button" onClick={onStop}>
            {labels.stop}
          </button>
        ) : (
          <button type="submit" className="button chat-composer__button" disabled={text.trim() === ''}>
            {labels.send}
          </button>
        )}
      </div>
      <p id="chat-hint" className="chat-composer__hint">
        {labels.hint}
      </p>
    </form>
  );
}
