import { useEffect, useReducer } from 'react';
import { chatReducer, type ChatMessage } from './chat-state';

function load(storageKey: string): ChatMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as ChatMessage[];
    // An answer that was streaming when the page went away will not resume.
    return Array.isArray(saved) ? saved.map((m) => (m.status === 'streaming' ? { ...m, status: 'stopped' } : m)) : [];
  } catch {
    return [];
  }
}

/** The conversation, kept in sessionStorage for the life of the tab. */
export function useSessionMessages(storageKey: string) {
  const [messages, dispatch] = useReducer(chatReducer, storageKey, load);
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(messages));
    } catch {
      // Storage full or denied: the conversation still works, it just won't survive a reload.
    }
  }, [storageKey, messages]);
  return [messages, dispatch] as const;
}
