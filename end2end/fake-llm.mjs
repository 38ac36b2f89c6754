// A stand-in for an OpenAI-compatible model server, for the chat's end-to-end tests, behaving
// as llama.cpp's server does: one generation at a time (a request waits for the one before), a
// first chunk with only the role, the text, a last chunk with finish_reason, a usage chunk,
// [DONE]. A conversation whose roles do not alternate gets an empty stream, as a strict chat
// template gives. The question steers it: "slowly" streams a long answer slowly, "down" fails
// with 500, "interrupted" ends with [DONE] and no finish_reason, "echo" reads the prompt
// back.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_LLM_PORT ?? 3102);

const data = (value) => `data: ${JSON.stringify(value)}\n\n`;
const chunk = (delta, finish_reason = null) => data({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason }] });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The generation under way: the next one starts when it ends. */
let turn = Promise.resolve();

function alternates(messages) {
  const roles = messages.map((m) => m.role).filter((role) => role !== 'system');
  return roles.every((role, i) => i === 0 || role !== roles[i - 1]);
}

async function generate(messages, response) {
  const question = String(messages.at(-1)?.content ?? '').split('Question:').at(-1);
  if (/\bdown\b/i.test(question)) {
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'fake outage' } }));
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
  if (!alternates(messages)) {
    response.end('data: [DONE]\n\n');
    return;
  }
  const slow = /slowly/i.test(question);
  const words = /echo/i.test(question)
    ? messages.map((m) => m.content).join('\n').split(/(?<= )/)
    : slow
      ? Array.from({ length: 200 }, (_, i) => `word${i} `)
      : ['Acme Intelligence ', 'was founded ', 'in 2024 ', 'in Turin [1].'];
  response.write(chunk({ role: 'assistant' }));
  for (const word of words) {
    if (response.destroyed) return;
    response.write(chunk({ content: word }));
    await pause(slow ? 150 : 20);
  }
  if (!/interrupted/i.test(question)) {
    response.write(chunk({}, 'stop'));
    response.write(data({ object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 100, completion_tokens: words.length } }));
  }
  response.end('data: [DONE]\n\n');
}

createServer((request, response) => {
  let body = '';
  request.on('data', (part) => (body += part));
  request.on('end', () => {
    const messages = JSON.parse(body).messages ?? [];
    const mine = turn.then(() => generate(messages, response)).catch(() => {});
    turn = mine;
  });
}).listen(port, '127.0.0.1');
