import { chatReducer, historyOf, type ChatMessage } from './chat-state';

const limits = { questionChars: 1000, historyTurns: 20, turnChars: 2000 };

const asked = chatReducer([], { type: 'ask', question: 'When?', userKey: 'u', answerKey: 'a' });

describe('chatReducer', () => {
  it('adds the question and a streaming answer that fills in', () => {
    let messages = chatReducer(asked, { type: 'delta', key: 'a', text: 'In ', replace: false });
    messages = chatReducer(messages, { type: 'delta', key: 'a', text: '2024.', replace: false });
    expect(messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'When?', 'complete'],
      ['assistant', 'In 2024.', 'streaming'],
    ]);
    messages = chatReducer(messages, { type: 'delta', key: 'a', text: 'Fallback.', replace: true });
    messages = chatReducer(messages, { type: 'done', key: 'a', done: { finish_reason: 'fallback', cited: [], grounded: true } });
    expect(messages[1]).toMatchObject({ text: 'Fallback.', status: 'complete', fallback: true });
  });

  it('shows, once the answer is done, only the sources it cites', () => {
    const source = (n: number) => ({ n, url: `/en/page#${n}`, title: 'Page', section: `Section ${n}`, snippet: 'Text.', highlights: [] });
    let messages = chatReducer(asked, { type: 'sources', key: 'a', sources: [1, 2, 3, 4].map(source) });
    messages = chatReducer(messages, { type: 'delta', key: 'a', text: 'In 2024 [3].', replace: false });
    expect(messages[1].sources).toHaveLength(4);
    messages = chatReducer(messages, { type: 'done', key: 'a', done: { finish_reason: 'stop', cited: [3], grounded: true, kind: 'answer' } });
    expect(messages[1].sources.map((s) => s.n)).toEqual([3]);
  });

  it('keeps failed and streaming answers out of the history, and bounds it', () => {
    const failed = chatReducer(asked, { type: 'failed', key: 'a', error: 'Oops' });
    expect(historyOf(failed, limits)).toEqual([{ role: 'user', content: 'When?' }]);
    const many: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
      key: `k${i}`,
      role: i % 2 ? 'assistant' : 'user',
      text: 'x'.repeat(3000),
      sources: [],
      status: 'complete',
    }));
    const history = historyOf(many, { questionChars: 1000, historyTurns: 20, turnChars: 2000 });
    expect(history).toHaveLength(20);
    expect(history[0].content).toHaveLength(2000);
  });
});
