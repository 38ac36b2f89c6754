import * as z from 'zod/mini';
import { createSseParser } from './sse-parser';
import {
  apiErrorSchema,
  deltaSchema,
  doneSchema,
  metaSchema,
  sourceSchema,
  type Done,
  type Source,
} from './schema';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  question: string;
  locale: string;
  history: Turn[];
}

/** What an answer's stream tells, in order. */
export interface ChatHandlers {
  onMeta(meta: { id: string; mode: string }): void;
  onSources(sources: Source[]): void;
  onDelta(text: string, replace: boolean): void;
  onDone(done: Done): void;
}

/** The request failed before or during the answer. */
export class ChatError extends Error {
  constructor(
    message: string,
    /** `rate-limited` carries the wait in `retryAfterSeconds`. */
    readonly kind: 'rate-limited' | 'rejected' | 'network' | 'stream',
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
  }
}

function parseEvent<T>(schema: z.ZodMiniType<T>, data: string): T {
  try {
    return schema.parse(JSON.parse(data));
  } catch {
    throw new ChatError('The answer stream carried an unexpected event', 'stream');
  }
}

async function rejection(response: Response): Promise<ChatError> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After')) || 60;
    return new ChatError('Too many requests', 'rate-limited', seconds);
  }
  const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
  return new ChatError(body.success ? body.data.error : `HTTP ${response.status}`, 'rejected');
}

/**
 * Asks `POST {apiBase}/chat` and reports its events as they stream in. Resolves when `done`
 * arrives; rejects with a `ChatError`, or with an `AbortError` when `signal` aborts.
 */
export async function streamChat(apiBase: string, request: ChatRequest, handlers: ChatHandlers, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatError('The server cannot be reached', 'network');
  }
  if (!response.ok || !response.body) throw await rejection(response);

  let finished = false;
  const parser = createSseParser(({ event, data }) => {
    if (finished) return;
    switch (event) {
      case 'meta':
        return handlers.onMeta(parseEvent(metaSchema, data));
      case 'sources':
        return handlers.onSources(parseEvent(z.array(sourceSchema), data));
      case 'delta': {
        const delta = parseEvent(deltaSchema, data);
        return handlers.onDelta(delta.text, delta.replace ?? false);
      }
      case 'done':
        finished = true;
        return handlers.onDone(parseEvent(doneSchema, data));
    }
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
      if (finished) break;
    }
  } catch (error) {
    if (signal.aborted || error instanceof ChatError) throw error;
    throw new ChatError('The answer stream broke', 'network');
  } finally {
    parser.end();
    reader.cancel().catch(() => {});
  }
  if (!finished) throw new ChatError('The answer stream ended early', 'stream');
}
