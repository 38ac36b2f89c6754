import { contactResponseSchema, csrfResponseSchema } from './schema';
import type { ContactFields } from './validate-contact';

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'rateLimited'; seconds: number }
  | { kind: 'refused'; messages: string[] }
  | { kind: 'failed' };

/** Fetches a fresh single-use token, then posts the request the way the contact API expects. */
export async function sendContact(fields: ContactFields, fetcher: typeof fetch = fetch): Promise<SendResult> {
  try {
    const tokenResponse = await fetcher('/api/csrf-cookie', { credentials: 'same-origin', cache: 'no-store' });
    if (!tokenResponse.ok) return { kind: 'failed' };
    const { token } = csrfResponseSchema.parse(await tokenResponse.json());
    const payload = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      company: fields.company.trim() || undefined,
      message: fields.message.trim() || undefined,
      recipient: fields.recipient ?? undefined,
      privacyConsent: fields.privacyConsent,
    };
    const response = await fetcher('/v1/contacts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ Source: 'website', Payload: JSON.stringify(payload) }),
    });
    if (response.status === 201) return { kind: 'sent' };
    if (response.status === 429) return { kind: 'rateLimited', seconds: Number(response.headers.get('retry-after') ?? 60) };
    const parsed = contactResponseSchema.safeParse(await response.json().catch(() => null));
    if (response.status === 400 && parsed.success) return { kind: 'refused', messages: parsed.data.Errors };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
