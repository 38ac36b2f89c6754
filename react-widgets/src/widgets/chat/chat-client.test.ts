import { ChatError, streamChat, type ChatHandlers } from './chat-client';
import { answerEvents, event, sseResponse } from './test-streams';

function recorder() {
  const seen: string[] = [];
  const handlers: ChatHandlers = {
    onMeta: (m) => seen.push(`meta:${m.mode}`),
    onSources: (s) => seen.push(`sources:${s.length}`),
    onDelta: (t, replace) => seen.push(`${replace ? 'replace' : 'delta'}:${t}`),
    onDone: (d) => seen.push(`done:${d.finish_reason}`),
  };
  return { seen, handlers };
}

const request = { question: 'When?', locale: 'en', history: [] };

describe('streamChat', () => {
  it('posts the question and reports the events in order, whatever the chunking', async () => {
    const whole = answerEvents().join('');
    const chunks = whole.match(/[\s\S]{1,7}/g)!;
    const fetcher = vi.spyOn(globalThis, 'fetch').mockResolvedValue(sseResponse(chunks));
    const { seen, handlers } = recorder();
    await streamChat('/api', request, handlers, new AbortController().signal);
    expect(seen).toEqual(['meta:offline', 'sources:1', 'delta:Founded in ', 'delta:2024 [1].', 'done:stop']);
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe('/api/chat');
    expect(JSON.parse(init!.body as string)).toEqual(request);
  });

  it('passes a replacing delta on', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      sseResponse([event('delta', { text: 'cut' }), event('delta', { text: 'whole', replace: true }), event('done', { finish_reason: 'fallback', cited: [], grounded: true })]),
    );
    const { seen, handlers } = recorder();
    await streamChat('/api', request, handlers, new AbortController().signal);
    expect(seen).toEqual(['delta:cut', 'replace:whole', 'done:fallback']);
  });

  it('passes on a reply to thanks, which is neither an answer nor a refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      sseResponse([event('delta', { text: "You're welcome!" }), event('done', { finish_reason: 'stop', cited: [], grounded: false, kind: 'reply' })]),
    );
    const done: string[] = [];
    const { handlers } = recorder();
    await streamChat('/api', request, { ...handlers, onDone: (d) => done.push(d.kind ?? '') }, new AbortController().signal);
    expect(done).toEqual(['reply']);
  });

  it('turns a 429 into the wait it asks for', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"Too many"}', { status: 429, headers: { 'Retry-After': '12' } }));
    const failure = await streamChat('/api', request, recorder().handlers, new AbortController().signal).catch((e) => e);
    expect(failure).toBeInstanceOf(ChatError);
    expect(failure).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 12 });
  });

  it('reports the message of a refused request', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"The question must not be empty"}', { status: 400 }));
    const failure = await streamChat('/api', request, recorder().handlers, new AbortController().signal).catch((e) => e);
    expect(failure).toMatchObject({ kind: 'rejected', message: 'The question must not be empty' });
  });

  it('fails on a malformed event, or a stream that ends before done (an event the wire does not have is ignored)', async () => {
    const cases = [
      [event('error', { code: 'upstream', message: 'broken', retryable: true })],
      [event('sources', [{ n: 'one' }])],
      answerEvents().slice(0, 3),
    ];
    for (const chunks of cases) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(sseResponse(chunks));
      const failure = await streamChat('/api', request, recorder().handlers, new AbortController().signal).catch((e) => e);
      expect(failure).toMatchObject({ kind: 'stream' });
    }
  });
});
