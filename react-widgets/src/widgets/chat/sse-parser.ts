/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of the `text/event-stream` format: feed it text as it arrives, in
 * chunks cut anywhere, and it calls `onEvent` for each complete event. Comments (keep-alives)
 * and fields other than `event` and `data` are ignored.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A `\r` at the end may be the first half of `\r\n`: wait for what follows.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece is a line not finished yet.
      buffer = (lines.pop() ?? '') + held;
      lines.forEach(line);
    },
    /** The stream ended: an event without its closing blank line is dropped, as browsers do. */
    end() {
      buffer = '';
      name = '';
      data = [];
    },
  };
}
