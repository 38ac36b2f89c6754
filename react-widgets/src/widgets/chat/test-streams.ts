/** A `text/event-stream` response whose body arrives in `chunks`, each after `delayMs`. */
export function sseResponse(chunks: string[], delayMs = 0): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export const source = {
  n: 1,
  url: '/en/about#who-we-are',
  title: 'About',
  section: 'Who we are',
  snippet: 'Acme was founded in 2024.',
  highlights: ['founded'],
};

/** A whole answer: meta, one source, text in two pieces, done. */
export function answerEvents(text = ['Founded in ', '2024 [1].'], kind: 'answer' | 'passages' = 'answer'): string[] {
  return [
    event('meta', { id: 'a'.repeat(32), locale: 'en', mode: 'offline' }),
    event('sources', [source]),
    ...text.map((t) => event('delta', { text: t })),
    event('done', { finish_reason: 'stop', cited: [1], grounded: kind === 'answer', kind }),
  ];
}
