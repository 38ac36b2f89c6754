import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  chunks.forEach((c) => parser.push(c));
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(parse(['event: meta\ndata: {"id":"a"}\n\nevent: delta\ndata: {"text":"Hi"}\n\n'])).toEqual([
      { event: 'meta', data: '{"id":"a"}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  it('puts together events cut anywhere, even inside a CRLF', () => {
    const whole = 'event: delta\r\ndata: {"text":"Ciao"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)])).toEqual([
        { event: 'delta', data: '{"text":"Ciao"}' },
        { event: 'done', data: '{}' },
      ]);
    }
  });

  it('joins multi-line data with newlines', () => {
    expect(parse(['data: first\ndata: second\n\n'])).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('skips keep-alive comments and unknown fields', () => {
    expect(parse([': keep-alive\n\n', 'id: 7\nretry: 10\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'done', data: '{}' },
    ]);
  });

  it('passes error events like any other', () => {
    expect(parse(['event: error\ndata: {"code":"x","message":"m","retryable":true}\n\n'])[0].event).toBe('error');
  });

  it('drops an event the stream cut before its blank line', () => {
    expect(parse(['event: delta\ndata: {"text":"half"}\n'])).toEqual([]);
  });
});
