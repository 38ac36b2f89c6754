import type { ChatLimits, Done, Source } from './schema';

export interface ChatMessage {
  /** Unique within the conversation, for React keys and source anchors. */
  key: string;
  role: 'user' | 'assistant';
  text: string;
  sources: Source[];
  status: 'streaming' | 'complete' | 'stopped' | 'failed';
  /** The server's id of an answer, for feedback. */
  answerId?: string;
  /** The model failed and the text is the offline answer. */
  fallback?: boolean;
  /** Passages that may help rather than an answer: shown as such. */
  passages?: boolean;
  /** Why the answer failed, already localized. */
  error?: string;
  rating?: 'up' | 'down';
}

export type ChatAction =
  | { type: 'ask'; question: string; userKey: string; answerKey: string }
  | { type: 'meta'; key: string; answerId: string }
  | { type: 'sources'; key: string; sources: Source[] }
  | { type: 'delta'; key: string; text: string; replace: boolean }
  | { type: 'done'; key: string; done: Done }
  | { type: 'stopped'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'discard'; key: string }
  | { type: 'rated'; key: string; rating: 'up' | 'down' }
  | { type: 'clear' };

function update(messages: ChatMessage[], key: string, change: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  return messages.map((m) => (m.key === key ? change(m) : m));
}

/** The conversation: every change to it is one of `ChatAction`. */
export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'ask':
      return [
        ...messages,
        { key: action.userKey, role: 'user', text: action.question, sources: [], status: 'complete' },
        { key: action.answerKey, role: 'assistant', text: '', sources: [], status: 'streaming' },
      ];
    case 'meta':
      return update(messages, action.key, (m) => ({ ...m, answerId: action.answerId }));
    case 'sources':
      return update(messages, action.key, (m) => ({ ...m, sources: action.sources }));
    case 'delta':
      return update(messages, action.key, (m) => ({ ...m, text: action.replace ? action.text : m.text + action.text }));
    case 'done':
      // A model reads more sections than it cites: only those it cites are its sources.
      return update(messages, action.key, (m) => ({
        ...m,
        sources: m.sources.filter((s) => action.done.cited.includes(s.n)),
        status: 'complete',
        fallback: action.done.finish_reason === 'fallback',
        passages: action.done.kind === 'passages',
      }));
    case 'stopped':
      return update(messages, action.key, (m) => ({ ...m, status: 'stopped' }));
    case 'failed':
      return update(messages, action.key, (m) => ({ ...m, status: 'failed', error: action.error }));
    case 'discard':
      return messages.filter((m) => m.key !== action.key);
    case 'rated':
      return update(messages, action.key, (m) => ({ ...m, rating: action.rating }));
    case 'clear':
      return [];
  }
}

/** Earlier turns the server is told about: answered ones only, the latest few, each cut to the
 * server's limits. */
export function historyOf(messages: ChatMessage[], limits: ChatLimits) {
  return messages
    .filter((m) => m.text.trim() !== '' && m.status !== 'failed' && m.status !== 'streaming')
    .slice(-limits.historyTurns)
    .map((m) => ({ role: m.role, content: [...m.text].slice(0, limits.turnChars).join('') }));
}
