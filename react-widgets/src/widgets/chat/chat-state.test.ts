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
