import { render, screen } from '@testing-library/react';
import { Message } from './message';
import type { ChatMessage } from './chat-state';
import { chatLabels } from '../../test/messages';

const source = (n: number) => ({ n, url: `/en/page#s${n}`, title: 'Page', section: `Section ${n}`, snippet: `Snippet ${n}.`, highlights: [] });

function renderAnswer(message: Partial<ChatMessage>) {
  const answer: ChatMessage = { key: 'a', role: 'assistant', text: '', sources: [1, 2, 3].map(source), status: 'streaming', ...message };
  render(
    <ol>
      <Message message={answer} labels={chatLabels} onRate={() => {}} onRetry={() => {}} />
    </ol>,
  );
}

describe('Message', () => {
  it('lists, while a model writes, only the sections its text has cited so far', () => {
    renderAnswer({ text: 'Founded in 2024 [2]' });
    const listed = screen.getByRole('region', { name: 'Sources' });
    expect(listed).toHaveTextContent('Section 2');
    expect(listed).not.toHaveTextContent('Section 1');
    expect(listed).not.toHaveTextContent('Section 3');
  });

  it('lists no source before the text cites one', () => {
    renderAnswer({ text: 'Founded' });
    expect(screen.queryByRole('region', { name: 'Sources' })).toBeNull();
  });

  it('lists the sources a finished answer keeps', () => {
    renderAnswer({ text: 'Founded in 2024.', status: 'complete', sources: [source(1), source(3)] });
    const listed = screen.getByRole('region', { name: 'Sources' });
    expect(listed).toHaveTextContent('Section 1');
    expect(listed).toHaveTextContent('Section 3');
  });
});
