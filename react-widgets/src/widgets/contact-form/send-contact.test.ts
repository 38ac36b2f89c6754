import { sendContact } from './send-contact';

const fields = { name: ' Ada ', email: 'ada@example.com', company: '', message: 'Hi', recipient: 'group;sales', privacyConsent: true };

function fakeFetch(contact: Response) {
  return vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/csrf-cookie' ? new Response(JSON.stringify({ token: 'tok' }), { status: 200 }) : contact,
  );
}

describe('sendContact', () => {
  it('fetches a token and posts Source and a JSON Payload with it', async () => {
    const fetcher = fakeFetch(new Response(JSON.stringify({ Status: 'success', success: true, message: 'ok', Errors: [] }), { status: 201 }));
    expect(await sendContact(fields, fetcher as unknown as typeof fetch)).toEqual({ kind: 'sent' });
    const [, init] = fetcher.mock.calls[1];
    expect((init!.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
    const body = JSON.parse(init!.body as string);
    expect(body.Source).toBe('website');
    expect(JSON.parse(body.Payload)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hi', recipient: 'group;sales', privacyConsent: true });
  });

  it('reports the wait of a 429 and the messages of a 400', async () => {
    const limited = fakeFetch(new Response('{}', { status: 429, headers: { 'retry-after': '42' } }));
    expect(await sendContact(fields, limited as unknown as typeof fetch)).toEqual({ kind: 'rateLimited', seconds: 42 });
    const refused = fakeFetch(new Response(JSON.stringify({ Status: 'error', Errors: ['Invalid email format'] }), { status: 400 }));
    expect(await sendContact(fields, refused as unknown as typeof fetch)).toEqual({ kind: 'refused', messages: ['Invalid email format'] });
  });

  it('fails softly when the network or the server does', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await sendContact(fields, down as unknown as typeof fetch)).toEqual({ kind: 'failed' });
    const broken = fakeFetch(new Response(JSON.stringify({ Status: 'error', Errors: ['Temporary server error - please try again'] }), { status: 500 }));
    expect(await sendContact(fields, broken as unknown as typeof fetch)).toEqual({ kind: 'failed' });
  });
});
