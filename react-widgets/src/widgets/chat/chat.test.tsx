import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chat } from './chat';
import { chatLabels } from '../../test/messages';
import { answerEvents, sseResponse } from './test-streams';

const labels = chatLabels;
const limits = { questionChars: 1000, historyTurns: 20, turnChars: 2000 };

function renderChat() {
  return render(<Chat locale="en" apiBase="/api" starters={['What do you do?']} labels={labels} limits={limits} />);
}

beforeEach(() => sessionStorage.clear());

describe('Chat', () => {
  it('sends with Enter, shows the sources and the cited answer, then says it is complete', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch').mockResolvedValue(sseResponse(answerEvents()));
    renderChat();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(input, 'When were you founded?{Enter}');
    expect(await screen.findByRole('link', { name: 'Source 1' })).toHaveAttribute('href', expect.stringMatching(/-source-1$/));
    expect(screen.getByRole('region', { name: 'Sources' })).toHaveTextContent('About — Who we are');
    expect(screen.getByText('founded', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer complete.'));
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    expect(input).toHaveValue('');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('breaks the line with Shift+Enter instead of sending', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    renderChat();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('never renders raw HTML from an answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sseResponse(answerEvents(['<img src=x onerror="alert(1)"> **bold**'])));
    const { container } = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'What do you do?' }));
    await screen.findByText('bold');
    expect(container.querySelector('img')).toBeNull();
  });

  it('stops a streaming answer with Escape and keeps the focus on the question', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          (init!.signal as AbortSignal).addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    renderChat();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(input, 'Hello{Enter}');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer stopped.'));
    expect(input).toHaveFocus();
  });

  it('explains a 429 with its wait, and Try again asks once more', async () => {
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"error":"Too many"}', { status: 429, headers: { 'Retry-After': '9' } }))
      .mockResolvedValueOnce(sseResponse(answerEvents()));
    renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'When?{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.errorRateLimited.replace('{seconds}', '9')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer complete.'));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('When?')).toHaveLength(1);
  });

  it('shows weak evidence as passages that may help, not as an answer', async () => {
    const passages = ['I found no direct answer, but these passages may help:\n\n', '- **About — Who we are**: Acme was founded in 2024. [1]'];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sseResponse(answerEvents(passages, 'passages')));
    const { container } = renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'How old is the office?{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer complete.'));
    const answer = container.querySelector('.chat-message--assistant');
    expect(answer).toHaveClass('chat-message--passages');
    expect(answer!.querySelector('.chat-message__passages li')).toHaveTextContent('Acme was founded in 2024.');
  });

  it('draws the rating icons instead of relying on an emoji font', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(sseResponse(answerEvents()));
    renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'When?{Enter}');
    for (const name of ['Helpful', 'Not helpful']) {
      const button = await screen.findByRole('button', { name });
      expect(button.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
      expect(button.textContent).toBe(name);
    }
  });

  it('sends a rating once and thanks the visitor', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(sseResponse(answerEvents()));
    renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'When?{Enter}');
    fetcher.mockResolvedValueOnce(new Response('{"status":"stored"}', { status: 201 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful' }));
    expect(await screen.findByText(labels.feedbackThanks)).toBeInTheDocument();
    const [url, init] = fetcher.mock.calls[1];
    expect(url).toBe('/api/chat/feedback');
    expect(JSON.parse(init!.body as string)).toEqual({ message_id: 'a'.repeat(32), rating: 'up' });
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the conversation for the tab and sends it as history', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => sseResponse(answerEvents()));
    const first = renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'When?{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answer complete.'));
    first.unmount();
    renderChat();
    expect(screen.getByText('When?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where?{Enter}');
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    const history = JSON.parse(fetcher.mock.calls[1][1]!.body as string).history;
    expect(history).toEqual([{ role: 'user', content: 'When?' }, { role: 'assistant', content: 'Founded in 2024 [1].' }]);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    });
    expect(screen.queryByText('When?')).toBeNull();
  });
});
