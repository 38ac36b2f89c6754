import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ChatError, streamChat } from './chat-client';
import { historyOf, type ChatMessage } from './chat-state';
import type { ChatLabels, ChatLimits } from './schema';
import { sendFeedback } from './send-feedback';
import { useSessionMessages } from './use-session-messages';

let counter = 0;
const newKey = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The conversation and what the visitor can do with it: ask, stop, retry, rate, start over. */
export function useChat(apiBase: string, locale: string, labels: ChatLabels, limits: ChatLimits) {
  const [messages, dispatch] = useSessionMessages(`chat:${locale}`);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef<ChatMessage[]>(messages);
  useLayoutEffect(() => {
    latest.current = messages;
  });

  useEffect(() => () => controller.current?.abort(), []);

  const explain = useCallback(
    (error: unknown) =>
      error instanceof ChatError && error.kind === 'rate-limited'
        ? labels.errorRateLimited.replace('{seconds}', String(error.retryAfterSeconds))
        : labels.errorGeneric,
    [labels],
  );

  const ask = useCallback(
    async (question: string, earlier: ChatMessage[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const key = newKey();
      dispatch({ type: 'ask', question, userKey: newKey(), answerKey: key });
      try {
        await streamChat(
          apiBase,
          { question, locale, history: historyOf(earlier, limits) },
          {
            onMeta: (meta) => dispatch({ type: 'meta', key, answerId: meta.id }),
            onSources: (sources) => dispatch({ type: 'sources', key, sources }),
            onDelta: (text, replace) => dispatch({ type: 'delta', key, text, replace }),
            onDone: (done) => dispatch({ type: 'done', key, done }),
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) dispatch({ type: 'stopped', key });
        else dispatch({ type: 'failed', key, error: explain(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [apiBase, locale, limits, dispatch, explain],
  );

  const send = useCallback((question: string) => ask(question.trim(), latest.current), [ask]);

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Asks the failed answer's question again, in place. */
  const retry = useCallback(
    (answerKey: string) => {
      const all = latest.current;
      const at = all.findIndex((m) => m.key === answerKey);
      const question = all[at - 1];
      if (at < 1 || question.role !== 'user') return;
      dispatch({ type: 'discard', key: answerKey });
      dispatch({ type: 'discard', key: question.key });
      void ask(question.text, all.slice(0, at - 1));
    },
    [ask, dispatch],
  );

  const rate = useCallback(
    async (message: ChatMessage, rating: 'up' | 'down') => {
      if (!message.answerId) return;
      if (await sendFeedback(apiBase, message.answerId, rating)) dispatch({ type: 'rated', key: message.key, rating });
    },
    [apiBase, dispatch],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'clear' });
  }, [dispatch]);

  const busy = messages.some((m) => m.status === 'streaming');
  return { messages, busy, send, stop, retry, rate, clear };
}
